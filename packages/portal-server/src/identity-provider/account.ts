import { userInfoSchema, type UserInfo } from '@eventsuite/api-contract';
import type { Account } from 'oidc-provider';

/** Every claim of spec §3 but `sub` comes with the `profile` scope (ID token). */
export const profileClaims = Object.keys(userInfoSchema.shape).filter((claim) => claim !== 'sub');

/** The claims of an account that may sign in; undefined for an unknown, locked or deleted user. */
export type AccountClaimsFinder = (accountId: string) => Promise<UserInfo | undefined>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The provider's account lookup, used at sign-in, at every authorization and at every token request.
 * A locked or deleted user has no account, so the session no longer counts and codes and refresh
 * tokens are refused.
 */
export async function findAccount(accountClaims: AccountClaimsFinder, accountId: string): Promise<Account | undefined> {
  if (!uuidPattern.test(accountId)) return undefined;
  const claims = await accountClaims(accountId);
  return claims && { accountId, claims: () => claims };
}
