import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { owner, personal } from '../testing/personas';
import { signInAs } from '../testing/session-store';
import {
  canAtom,
  clearSessionAtom,
  currentUserAtom,
  currentUserOf,
  permissionsAtom,
  portalPermissionsOf,
  signedInAtom,
} from './atoms';

describe('session atoms', () => {
  it('keeps the eventsuite permissions without their prefix and drops other apps', () => {
    expect([...portalPermissionsOf(['eventsuite.can_view_locations', 'crew.can_plan', 'eventsuite.is_owner'])]).toEqual(
      ['can_view_locations', 'is_owner'],
    );
  });

  it('derives the current user of spec §3 from the user info', () => {
    expect(currentUserOf(owner.userInfo)).toEqual({
      id: 'u-owner',
      firstName: 'Olivia',
      lastName: 'Owner',
      initials: 'OO',
      avatar: null,
      company: { id: 'c-acme', name: 'Acme Events GmbH', isOwner: true },
      accountType: 'business',
    });
    expect(currentUserOf(personal.userInfo).company).toBeNull();
  });

  it('writes initials in upper case, or ? without names', () => {
    expect(currentUserOf({ ...personal.userInfo, given_name: 'émile', family_name: 'zola' }).initials).toBe('ÉZ');
    expect(currentUserOf({ ...personal.userInfo, given_name: '', family_name: '' }).initials).toBe('?');
  });

  it('checks permissions for the signed-in user, the owner passing company checks', () => {
    const store = signInAs(owner);
    const can = store.get(canAtom);
    expect(can({ company: ['can_view_locations'] })).toBe(true);
    expect(can({ anyOf: ['admin_can_view_users'] })).toBe(false);
    expect(can(undefined)).toBe(true);
  });

  it('passes the own team-member page through the self parameter', () => {
    const store = signInAs(personal);
    const can = store.get(canAtom);
    const requirement = { company: ['can_view_team_members'], self: 'teamMember' };
    expect(can(requirement, { teamMember: 'u-personal' })).toBe(true);
    expect(can(requirement, { teamMember: 'u-owner' })).toBe(false);
  });

  it('forgets everything on logout', () => {
    const store = signInAs(owner);
    expect(store.get(signedInAtom)).toBe(true);
    store.set(clearSessionAtom);
    expect(store.get(signedInAtom)).toBe(false);
    expect(store.get(currentUserAtom)).toBeNull();
    expect(store.get(permissionsAtom).size).toBe(0);
  });

  it('is signed out in a fresh store', () => {
    expect(createStore().get(signedInAtom)).toBe(false);
  });
});
