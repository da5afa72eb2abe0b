import { describe, expect, it } from 'vitest';
import {
  checkPermissions,
  stripPermissionPrefix,
  withPermissionPrefix,
  type PermissionRequirement,
  type PermissionSubject,
} from './permissions';

const member: PermissionSubject = {
  permissions: new Set(['can_view_company_profile', 'can_view_locations']),
  isOwner: false,
  userId: 'u-1',
};
const owner: PermissionSubject = { permissions: new Set(), isOwner: true, userId: 'u-2' };
const nobody: PermissionSubject = { permissions: new Set(), isOwner: false, userId: 'u-3' };

// One row per rule of spec §6; client guards and server endpoints both run exactly this function.
const cases: [string, PermissionRequirement | undefined, PermissionSubject, boolean][] = [
  ['no requirement passes', undefined, nobody, true],
  ['an empty requirement passes', {}, nobody, true],
  ['empty lists pass', { anyOf: [], allOf: [], company: [] }, nobody, true],
  ['a single held permission passes', { anyOf: ['can_view_locations'] }, member, true],
  ['a single missing permission fails', { anyOf: ['admin_can_view_apps'] }, member, false],
  ['holding any of a list passes', { anyOf: ['admin_can_view_apps', 'can_view_locations'] }, member, true],
  ['holding none of a list fails', { anyOf: ['admin_can_view_apps', 'admin_can_view_users'] }, member, false],
  ['all-of passes when every one is held', { allOf: ['can_view_company_profile', 'can_view_locations'] }, member, true],
  ['all-of fails when one is missing', { allOf: ['can_view_company_profile', 'can_view_team_members'] }, member, false],
  ['a company permission held in the company passes', { company: ['can_view_locations'] }, member, true],
  ['a missing company permission fails', { company: ['can_view_team_members'] }, member, false],
  ['the owner passes company checks', { company: ['can_view_team_members'] }, owner, true],
  ['the owner does not pass admin checks', { anyOf: ['admin_can_view_apps'] }, owner, false],
  [
    'the own team-member page passes the company check',
    { company: ['can_view_team_members'], self: 'teamMember' },
    { ...nobody, params: { teamMember: 'u-3' } },
    true,
  ],
  [
    "another member's page does not",
    { company: ['can_view_team_members'], self: 'teamMember' },
    { ...nobody, params: { teamMember: 'u-1' } },
    false,
  ],
  [
    'a missing parameter is not one’s own page',
    { company: ['can_view_team_members'], self: 'teamMember' },
    { ...nobody, params: {} },
    false,
  ],
  [
    'an app-state entry reads application state',
    { anyOf: ['__hasCompany'] },
    { ...nobody, appState: { hasCompany: true } },
    true,
  ],
  [
    'an app-state entry fails when the state is false',
    { anyOf: ['__hasCompany'] },
    { ...nobody, appState: { hasCompany: false } },
    false,
  ],
  ['an app-state entry fails without state', { anyOf: ['__hasCompany'] }, nobody, false],
  ['an app-state entry is never a permission', { anyOf: ['__can_view_locations'] }, member, false],
  ['every given part must pass', { anyOf: ['can_view_locations'], company: ['can_view_team_members'] }, member, false],
];

describe('checkPermissions (spec §6)', () => {
  it.each(cases)('%s', (_name, requirement, subject, expected) => {
    expect(checkPermissions(requirement, subject)).toBe(expected);
  });
});

describe('permission prefix', () => {
  it('removes the eventsuite. prefix and drops strings of other apps', () => {
    expect(stripPermissionPrefix('eventsuite.can_view_locations')).toBe('can_view_locations');
    expect(stripPermissionPrefix('crew.can_plan')).toBeUndefined();
    expect(withPermissionPrefix('is_owner')).toBe('eventsuite.is_owner');
  });
});
