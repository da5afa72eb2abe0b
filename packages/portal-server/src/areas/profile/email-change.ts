import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/index';
import { deleteModelsOfAccount } from '../../identity-provider/adapter';
import {
  cancelPendingEmailChanges,
  emailUsedByAnother,
  insertEmailChange,
  lockConfirmableEmailChange,
  lockRevocableEmailChange,
  lockUser,
  markEmailChange,
  pendingEmailOf,
  updateUser,
} from './queries';

/** 256 random bits, URL-safe (43 characters, as the contract's mailTokenSchema allows). */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this is stored, so whoever reads the database cannot follow a mailed link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export type EmailChangeRequest =
  { kind: 'none' } | { kind: 'taken' } | { kind: 'requested'; confirmToken: string; revokeToken: string };

/**
 * Starts a change of the user's email to `wanted`, inside the caller's transaction (which has locked
 * the user's row). Nothing to do when `wanted` is the current address or the one already waiting for
 * confirmation (whatever the case). Refused when another user has the address as their email; another
 * user's pending change to it reserves nothing (that would let anyone block an address they do not
 * own), which is why confirming checks again. A new change replaces the one waiting before.
 */
export async function requestEmailChange(
  tx: Database,
  user: { id: string; email: string },
  wanted: string,
): Promise<EmailChangeRequest> {
  if (sameEmail(wanted, user.email)) return { kind: 'none' };
  const pendingEmail = await pendingEmailOf(tx, user.id);
  if (pendingEmail !== undefined && sameEmail(pendingEmail, wanted)) return { kind: 'none' };
  if (await emailUsedByAnother(tx, wanted, user.id)) return { kind: 'taken' };

  await cancelPendingEmailChanges(tx, user.id);
  const confirmToken = newToken();
  const revokeToken = newToken();
  await insertEmailChange(tx, {
    userId: user.id,
    oldEmail: user.email,
    newEmail: wanted,
    confirmTokenHash: hashToken(confirmToken),
    revokeTokenHash: hashToken(revokeToken),
  });
  return { kind: 'requested', confirmToken, revokeToken };
}

export type EmailChangeOutcome =
  { kind: 'done'; userId: string; from: string; email: string } | { kind: 'not_found' } | { kind: 'taken' };

/**
 * Follows the confirmation link: the pending address becomes the user's email (and with it their
 * sign-in name). Unknown, expired, withdrawn, replaced or already used links are not found. An address
 * another user has taken meanwhile is refused and the change stays pending (until it expires). Runs in
 * the caller's transaction; should another user take the address at the same moment, the unique index
 * on lower(email) fails it, which the caller answers as taken.
 */
export async function confirmEmailChange(tx: Database, token: string): Promise<EmailChangeOutcome> {
  const change = await lockConfirmableEmailChange(tx, hashToken(token));
  if (!change) return { kind: 'not_found' } as const;
  if (await emailUsedByAnother(tx, change.newEmail, change.userId)) return { kind: 'taken' } as const;
  await updateUser(tx, change.userId, { email: change.newEmail });
  await markEmailChange(tx, change.id, { confirmed: true });
  return { kind: 'done', userId: change.userId, from: change.oldEmail, email: change.newEmail } as const;
}

/**
 * Follows the link sent to the old address. Before confirmation it cancels the change. After it, within
 * the link's 7 days, it restores the old address (unless another user has it now), withdraws any newer
 * pending change and ends the account's sessions and refresh tokens: whoever changed the address may
 * not be the owner of the account. Used, expired or unknown links, and those of a change that was
 * withdrawn or replaced, are not found. Runs in the caller's transaction, like confirmEmailChange.
 */
export async function revokeEmailChange(tx: Database, token: string): Promise<EmailChangeOutcome> {
  const change = await lockRevocableEmailChange(tx, hashToken(token));
  if (!change) return { kind: 'not_found' } as const;
  const user = await lockUser(tx, change.userId);
  if (!user) return { kind: 'not_found' } as const;

  if (change.confirmedAt === null) {
    await markEmailChange(tx, change.id, { cancelled: true, revoked: true });
    return { kind: 'done', userId: change.userId, from: change.newEmail, email: user.email } as const;
  }

  if (await emailUsedByAnother(tx, change.oldEmail, change.userId)) return { kind: 'taken' } as const;
  await updateUser(tx, change.userId, { email: change.oldEmail });
  await markEmailChange(tx, change.id, { revoked: true });
  await cancelPendingEmailChanges(tx, change.userId);
  await deleteModelsOfAccount(tx, change.userId);
  return { kind: 'done', userId: change.userId, from: change.newEmail, email: change.oldEmail } as const;
}
