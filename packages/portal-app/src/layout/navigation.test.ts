import { describe, expect, it } from 'vitest';
import { permissionSubjectAtom } from '../session/atoms';
import { personas, type PersonaName } from '../testing/personas';
import { signInAs } from '../testing/session-store';
import { activeNavId, navigationFor, type NavEntry } from './navigation';

function menuOf(name: PersonaName) {
  const persona = personas[name];
  const store = signInAs(persona);
  return navigationFor({ ...store.get(permissionSubjectAtom), accountType: persona.userInfo.account_type });
}

/** The menu as `id` and `id(child, child)`, with the profile entry's label. */
function outline(entries: NavEntry[]): string[] {
  return entries.map((entry) =>
    entry.children ? `${entry.id}(${entry.children.map((child) => child.id).join(', ')})` : entry.id,
  );
}

describe('navigation menu (spec §2)', () => {
  it.each<[PersonaName, string[]]>([
    [
      'admin',
      [
        'profile',
        'company-group(company, company-team-members)',
        'apps',
        'admin(admin-apps, admin-roles, admin-companies, admin-users, admin-pages, admin-settings)',
      ],
    ],
    ['owner', ['profile', 'company-group(company, company-team-members, company-locations, company-settings)', 'apps']],
    ['member', ['profile', 'company-group(company, company-team-members, company-locations)', 'apps']],
    ['memberWithoutCompanyRights', ['profile', 'apps']],
    // The redirect guard keeps a personal account on its profile: nothing else is offered.
    ['personal', ['profile']],
  ])('%s sees %j', (persona, expected) => {
    expect(outline(menuOf(persona))).toEqual(expected);
  });

  it('calls the profile "My employee profile" for company accounts', () => {
    expect(menuOf('member')[0]?.label.defaultMessage).toBe('My employee profile');
    expect(menuOf('personal')[0]?.label.defaultMessage).toBe('My profile');
  });

  it('shows the admin group for any one admin permission, roles for roles or permissions', () => {
    const subject = {
      permissions: new Set(['admin_can_view_permissions']),
      isOwner: false,
      accountType: 'business' as const,
    };
    expect(outline(navigationFor(subject))).toEqual(['profile', 'apps', 'admin(admin-roles)']);
  });

  it('links every item to its route', () => {
    const hrefs = menuOf('admin').flatMap((entry) => [
      entry.href,
      ...(entry.children ?? []).map((child) => child.href),
    ]);
    expect(hrefs.filter(Boolean)).toEqual([
      '/profile',
      '/company',
      '/company/team-members',
      '/apps',
      '/admin/apps',
      '/admin/roles',
      '/admin/companies',
      '/admin/users',
      '/admin/pages',
      '/admin/settings',
    ]);
  });
});

describe('active menu entry', () => {
  const menu = menuOf('owner');

  it.each<[string, boolean, string | undefined]>([
    ['/company/team-members/u-owner', true, 'profile'],
    ['/company/team-members/u-member', false, 'company-team-members'],
    ['/company/locations/create', false, 'company-locations'],
    ['/company', false, 'company'],
    ['/apps/crew-planner', false, 'apps'],
    ['/profile', false, 'profile'],
    ['/', false, undefined],
    ['/companyx', false, undefined],
  ])('%s (own page: %s) -> %s', (pathname, own, expected) => {
    expect(activeNavId(menu, pathname, own)).toBe(expected);
  });
});
