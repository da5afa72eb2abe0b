import {
  checkPermissions,
  stripPermissionPrefix,
  type AccountInfo,
  type AccountType,
  type PermissionRequirement,
  type PermissionSubject,
  type UserInfo,
} from '@eventsuite/api-contract';
import { initialsOf } from '@eventsuite/design-system';
import { atom } from 'jotai';

/*
 * Session state of the signed-in user. This module stays free of oidc-client-ts and zod (type imports
 * only), so the shell can read it on the first screen; the code that fills it is a lazy chunk.
 */

/** What the app keeps of the tokens: enough to know who is signed in and until when. */
export interface SessionTokens {
  /** The `sub` claim of the ID token, the user's id. */
  subject: string;
  /** Seconds since the epoch when the access token expires, if the provider said. */
  expiresAt: number | undefined;
}

export const sessionTokensAtom = atom<SessionTokens | null>(null);
export const userInfoAtom = atom<UserInfo | null>(null);
export const accountInfoAtom = atom<AccountInfo | null>(null);
/** The user's portal permissions: `eventsuite.` removed, other apps' strings dropped (spec §3). */
export const permissionsAtom = atom<ReadonlySet<string>>(new Set<string>());

/** Signed in: tokens are stored and the identity calls after sign-in have answered. */
export const signedInAtom = atom((get) => get(sessionTokensAtom) !== null && get(userInfoAtom) !== null);

/** `['eventsuite.can_view_locations', 'crew.x']` -> `{'can_view_locations'}`. */
export function portalPermissionsOf(permissions: readonly string[]): ReadonlySet<string> {
  return new Set(permissions.flatMap((permission) => stripPermissionPrefix(permission) ?? []));
}

/** The client-side user of spec §3. */
export interface CurrentUser {
  id: string;
  firstName: string;
  lastName: string;
  /** Upper-case first letters of first and last name, or `?` when both are missing. */
  initials: string;
  /** Avatar file name, or null without one. */
  avatar: string | null;
  /** The current company; null for a personal account. */
  company: { id: string; name: string | null; isOwner: boolean } | null;
  accountType: AccountType;
}

export function currentUserOf(userInfo: UserInfo): CurrentUser {
  return {
    id: userInfo.sub,
    firstName: userInfo.given_name,
    lastName: userInfo.family_name,
    initials: initialsOf(userInfo.given_name, userInfo.family_name),
    avatar: userInfo.picture,
    company: userInfo.company_id
      ? { id: userInfo.company_id, name: userInfo.company_name, isOwner: userInfo.company_is_owner }
      : null,
    accountType: userInfo.account_type,
  };
}

export const currentUserAtom = atom((get) => {
  const userInfo = get(userInfoAtom);
  return userInfo ? currentUserOf(userInfo) : null;
});

/** What route guards and the menu check permissions against (spec §6), without route parameters. */
export const permissionSubjectAtom = atom<PermissionSubject>((get) => {
  const user = get(currentUserAtom);
  return {
    permissions: get(permissionsAtom),
    isOwner: user?.company?.isOwner ?? false,
    userId: user?.id,
  };
});

/** `can(requirement, params)`: the §6 check for the signed-in user, e.g. to show or hide an action. */
export const canAtom = atom((get) => {
  const subject = get(permissionSubjectAtom);
  return (requirement: PermissionRequirement | undefined, params?: Readonly<Record<string, string | undefined>>) =>
    checkPermissions(requirement, params ? { ...subject, params } : subject);
});

/** Forgets everything about the signed-in user (logout), so no screen can show it afterwards. */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(sessionTokensAtom, null);
  set(userInfoAtom, null);
  set(accountInfoAtom, null);
  set(permissionsAtom, new Set<string>());
});
