import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeByName, routeTable, type RouteDefinition } from '../route-table/route-table';
import { personas, type PersonaName } from '../testing/personas';
import { signInAs } from '../testing/session-store';
import { guardSessionOf } from './guard-loader';
import { decideNavigation, type NavigationOutcome } from './guards';

type Visitor = PersonaName | 'visitor';

function navigate(visitor: Visitor, path: string): NavigationOutcome {
  const matches = matchRoutes(
    routeTable.map((route) => ({ path: route.path, route })),
    path,
  );
  const match = matches?.[0];
  if (!match) throw new Error(`No route for ${path}`);
  const session = visitor === 'visitor' ? null : guardSessionOf(signInAs(personas[visitor]));
  return decideNavigation({
    route: (match.route as { route: RouteDefinition }).route,
    location: path,
    params: match.params,
    session,
  });
}

const render: NavigationOutcome = { kind: 'render' };
const denied: NavigationOutcome = { kind: 'error', status: 403, reason: 'permission-denied' };
const toProfile: NavigationOutcome = { kind: 'redirect', to: '/profile' };
const signInFrom = (returnTo: string): NavigationOutcome => ({ kind: 'sign-in', returnTo });
const ownPage = (id: string): NavigationOutcome => ({ kind: 'redirect', to: `/company/team-members/${id}` });

// Persona x path -> outcome. Personas: see src/testing/personas.ts (the owner's role grants no
// company permission; ownership passes the company checks).
const table: Array<[Visitor, string, NavigationOutcome]> = [
  // check-auth: no token, sign in first and come back to the very same address.
  ['visitor', '/', signInFrom('/')],
  ['visitor', '/company/locations?page=2', signInFrom('/company/locations?page=2')],
  ['visitor', '/admin/users/5', signInFrom('/admin/users/5')],
  ['visitor', '/logout', signInFrom('/logout')],
  // Routes without guards are open.
  ['visitor', '/login', render],
  ['visitor', '/logout-successful', render],
  ['visitor', '/sign-in/abc', render],

  // redirect: a company user's profile is their own team-member page ...
  ['owner', '/profile', ownPage('u-owner')],
  ['member', '/profile', ownPage('u-member')],
  ['memberWithoutCompanyRights', '/profile', ownPage('u-plain')],
  ['admin', '/profile', ownPage('u-admin')],
  // ... which passes the company check even without the team-member permission.
  ['memberWithoutCompanyRights', '/company/team-members/u-plain', render],
  ['memberWithoutCompanyRights', '/company/team-members/u-member', denied],
  ['memberWithoutCompanyRights', '/company/team-members', denied],
  // A personal account has its profile only.
  ['personal', '/profile', render],
  ['personal', '/', toProfile],
  ['personal', '/settings', toProfile],
  ['personal', '/company', toProfile],
  ['personal', '/admin/apps', toProfile],
  ['personal', '/company/team-members/u-personal', toProfile],
  ['personal', '/logout', render],

  // Company permissions; the owner passes every company check.
  ['owner', '/', render],
  ['owner', '/company', render],
  ['owner', '/company/settings', render],
  ['owner', '/company/locations/create', render],
  ['owner', '/company/team-members/u-member', render],
  ['member', '/company', render],
  ['member', '/company/locations', render],
  ['member', '/company/team-members', render],
  ['member', '/company/settings', denied],
  ['memberWithoutCompanyRights', '/company', denied],
  ['memberWithoutCompanyRights', '/company/locations/3', denied],
  ['memberWithoutCompanyRights', '/apps', render],

  // Admin permissions: any one of the listed ones passes; ownership does not.
  ['admin', '/admin', render],
  ['admin', '/admin/apps/7', render],
  ['admin', '/admin/roles', render],
  ['admin', '/admin/pages/terms', render],
  ['owner', '/admin', denied],
  ['owner', '/admin/users', denied],
  ['member', '/admin/roles', denied],
];

describe('route guards', () => {
  it.each(table)('%s opening %s', (visitor, path, outcome) => {
    expect(navigate(visitor, path)).toEqual(outcome);
  });

  it('fails with 500 "Unknown middleware" when a route names a guard nobody registered', () => {
    const route = { ...routeByName('apps'), guards: ['check-auth', 'no-such-guard'] };
    for (const session of [null, guardSessionOf(signInAs(personas.owner))]) {
      expect(decideNavigation({ route, location: '/apps', params: {}, session })).toEqual({
        kind: 'error',
        status: 500,
        reason: 'unknown-middleware',
      });
    }
  });

  it('does not take an inherited object property for a guard', () => {
    const route = { ...routeByName('apps'), guards: ['toString'] };
    expect(decideNavigation({ route, location: '/apps', params: {}, session: null })).toMatchObject({ status: 500 });
  });
});
