import { userInfoSchema } from '@eventsuite/api-contract';
import type { Account } from 'oidc-provider';
import type { Database } from '../db/index';
import { toUserInfo } from '../areas/identity/mapping';
import { loadUser } from '../areas/identity/queries';

/** Every claim of spec §3 but `sub` comes with the `profile` scope (ID token). */
export const profileClaims = Object.keys(userInfoSchema.shape).filter((claim) => claim !== 'sub');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The provider's account lookup, used at sign-in, at every authorization and at every token request.
 * A locked or deleted user has no account, so the session no longer counts and codes and refresh
 * tokens are refused.
 */
export async function findAccount(db: Database, accountId: string): Promise<Account | undefined> {
  if (!uuidPattern.test(accountId)) return undefined;
  const loaded = await loadUser(db, accountId);
  if (!loaded || loaded.user.lockedAt !== null) return undefined;
  const claims = toUserInfo(loaded);
  return { accountId, claims: () => claims };
}
