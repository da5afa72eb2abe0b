import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTable, type RouteDefinition } from './route-table';

// Every path of spec §2, with a concrete example where the path has parameters.
const specPaths: Array<[path: string, routeName: string]> = [
  ['/', 'index'],
  ['/login', 'login'],
  ['/logout', 'logout'],
  ['/logout-successful', 'logout-successful'],
  ['/apps', 'apps'],
  ['/apps/crew-planner', 'apps-app'],
  ['/app-not-installed', 'app-not-installed'],
  ['/notifications', 'notifications'],
  ['/profile', 'profile'],
  ['/settings', 'settings'],
  ['/company', 'company'],
  ['/company/create', 'company-create'],
  ['/company/settings', 'company-settings'],
  ['/company/locations', 'company-locations'],
  ['/company/locations/create', 'company-locations-create'],
  ['/company/locations/12', 'company-locations-location'],
  ['/company/team-members', 'company-team-members-teamMember'],
  ['/company/team-members/create', 'company-team-members-create'],
  ['/company/team-members/42', 'company-team-members-teamMember'],
  ['/admin', 'admin'],
  ['/admin/apps', 'admin-apps'],
  ['/admin/apps/create', 'admin-apps-create'],
  ['/admin/apps/7', 'admin-apps-app'],
  ['/admin/companies', 'admin-companies'],
  ['/admin/companies/3', 'admin-companies-company'],
  ['/admin/pages', 'admin-pages'],
  ['/admin/pages/terms', 'admin-pages-page'],
  ['/admin/roles', 'admin-roles'],
  ['/admin/users', 'admin-users'],
  ['/admin/users/5', 'admin-users-user'],
  // Not in spec §2: the embedded provider's sign-in step and the pages of mailed email-change links.
  ['/sign-in/7Yq2', 'sign-in'],
  ['/email-change/confirm/9c2b1f4e8d7a6b5c4d3e2f1a0b9c8d7e', 'email-change-confirm'],
  ['/email-change/revoke/9c2b1f4e8d7a6b5c4d3e2f1a0b9c8d7e', 'email-change-revoke'],
  ['/invitations/9c2b1f4e8d7a6b5c4d3e2f1a0b9c8d7e', 'invitation'],
];

const routes = routeTable.map((route) => ({ path: route.path, id: route.name }));

describe('route table', () => {
  it.each(specPaths)('%s resolves to the route named %s', (path, routeName) => {
    const matches = matchRoutes(routes, path);
    expect(matches?.map((match) => match.route.id)).toEqual([routeName]);
  });

  it('passes the optional teamMember parameter', () => {
    expect(matchRoutes(routes, '/company/team-members/42')?.[0]?.params).toEqual({ teamMember: '42' });
  });

  it('leaves unknown paths unmatched, so the 404 page shows', () => {
    expect(matchRoutes(routes, '/does-not-exist')).toBeNull();
    expect(matchRoutes(routes, '/company/locations/1/extra')).toBeNull();
  });

  it('has unique names and paths', () => {
    expect(new Set(routeTable.map((route) => route.name)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((route) => route.path)).size).toBe(routeTable.length);
  });

  it('requires sign-in everywhere but the sign-in screens, the logged-out page, the mailed links (email change, invitation, password reset, sign-up) and the accessibility statement', () => {
    const routes: readonly RouteDefinition[] = routeTable;
    const open = routes.filter((route) => !route.guards.includes('check-auth')).map((route) => route.name);
    expect(open.sort()).toEqual([
      'accessibility',
      'email-change-confirm',
      'email-change-revoke',
      'invitation',
      'login',
      'logout-successful',
      'password-reset',
      'sign-in',
      'sign-up-confirm',
    ]);
  });
});
