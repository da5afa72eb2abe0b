import type { UserInfo } from '@eventsuite/api-contract';
import type { Database } from '../../db/index';
import { toUserInfo } from './mapping';
import { loadUser } from './queries';

/**
 * The claims the provider gives of an account (spec §3), at sign-in, at every authorization and at every
 * token request; none for an unknown, locked or deleted user, so their session, codes and refresh tokens
 * no longer count.
 */
export async function accountClaims(db: Database, accountId: string): Promise<UserInfo | undefined> {
  const loaded = await loadUser(db, accountId);
  return loaded && loaded.user.lockedAt === null ? toUserInfo(loaded) : undefined;
}
