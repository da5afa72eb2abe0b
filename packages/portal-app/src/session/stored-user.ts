import { storedUserKey } from './client-settings';

/** A token this close to its expiry is refreshed before use, so it cannot expire in flight. */
export const expiryMarginSeconds = 30;

/** What the session reads of the user oidc-client-ts keeps in the tab's session storage. */
export interface StoredUser {
  accessToken: string;
  subject: string;
  /** Seconds since the epoch; none when the provider gave no lifetime. */
  expiresAt?: number;
}

/**
 * The signed-in user oidc-client-ts stored for `clientId` of `authority`, read without loading it:
 * a tab with a fresh token starts its first screen without the library (stored-session.test.ts holds
 * this to the library's own storage format). Undefined when nothing usable is stored.
 */
export function storedUser(authority: string, clientId: string): StoredUser | undefined {
  const text = window.sessionStorage.getItem(storedUserKey(authority, clientId));
  if (text === null) return undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { access_token: accessToken, expires_at: expiresAt, profile } = stored as Record<string, unknown>;
  const subject =
    typeof profile === 'object' && profile !== null ? (profile as Record<string, unknown>).sub : undefined;
  if (typeof accessToken !== 'string' || typeof subject !== 'string') return undefined;
  return { accessToken, subject, expiresAt: typeof expiresAt === 'number' ? expiresAt : undefined };
}

/** Whether `user`'s token is usable as it is: not within the margin of its expiry. */
export function isFresh(user: StoredUser, now = Date.now()): boolean {
  return user.expiresAt === undefined || user.expiresAt - now / 1000 > expiryMarginSeconds;
}
