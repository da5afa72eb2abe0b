import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { hasSqlState, sqlState } from '../db/errors';
import type { Database } from '../db/index';
import { emailChanges, users } from '../db/schema';
import { deleteModelsOfAccount } from '../oidc/adapter';
import { pendingEmailChange } from './profile';

/** How long the mailed links work. */
const confirmationValidity = sql`interval '24 hours'`;
const revocationValidity = sql`interval '7 days'`;

/** 256 random bits, URL-safe (43 characters, as the contract's mailTokenSchema allows). */
const newToken = () => randomBytes(32).toString('base64url');

/** Only this is stored, so whoever reads the database cannot follow a mailed link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether a user other than `userId` has the address as their email (whatever its case). */
async function usedByAnother(db: Database, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

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
  const [pending] = await tx
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, user.id), pendingEmailChange, gt(emailChanges.confirmExpiresAt, sql`now()`)));
  if (pending && sameEmail(pending.newEmail, wanted)) return { kind: 'none' };
  if (await usedByAnother(tx, wanted, user.id)) return { kind: 'taken' };

  await tx
    .update(emailChanges)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(emailChanges.userId, user.id), pendingEmailChange));
  const confirmToken = newToken();
  const revokeToken = newToken();
  await tx.insert(emailChanges).values({
    userId: user.id,
    oldEmail: user.email,
    newEmail: wanted,
    confirmTokenHash: hashToken(confirmToken),
    revokeTokenHash: hashToken(revokeToken),
    confirmExpiresAt: sql`now() + ${confirmationValidity}`,
    revokeExpiresAt: sql`now() + ${revocationValidity}`,
  });
  return { kind: 'requested', confirmToken, revokeToken };
}

/** Withdraws the user's pending change, if any; the current address stays. */
export async function cancelEmailChange(db: Database, userId: string): Promise<void> {
  await db
    .update(emailChanges)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(emailChanges.userId, userId), pendingEmailChange));
}

export type EmailChangeOutcome = { kind: 'done'; email: string } | { kind: 'not_found' } | { kind: 'taken' };

/**
 * Follows the confirmation link: the pending address becomes the user's email (and with it their
 * sign-in name). Unknown, expired, withdrawn, replaced or already used links are not found. An address
 * another user has taken meanwhile is refused and the change stays pending (until it expires).
 */
export async function confirmEmailChange(db: Database, token: string): Promise<EmailChangeOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [change] = await tx
        .select()
        .from(emailChanges)
        .where(
          and(
            eq(emailChanges.confirmTokenHash, hashToken(token)),
            pendingEmailChange,
            gt(emailChanges.confirmExpiresAt, sql`now()`),
          ),
        )
        .for('update');
      if (!change) return { kind: 'not_found' } as const;
      if (await usedByAnother(tx, change.newEmail, change.userId)) return { kind: 'taken' } as const;
      await tx
        .update(users)
        .set({ email: change.newEmail, updatedAt: sql`now()` })
        .where(eq(users.id, change.userId));
      await tx
        .update(emailChanges)
        .set({ confirmedAt: sql`now()` })
        .where(eq(emailChanges.id, change.id));
      return { kind: 'done', email: change.newEmail } as const;
    });
  } catch (error) {
    // Another user took the address between the check and the update (the unique index on lower(email)).
    if (hasSqlState(error, sqlState.uniqueViolation)) return { kind: 'taken' };
    throw error;
  }
}

/**
 * Follows the link sent to the old address. Before confirmation it cancels the change. After it, within
 * the link's 7 days, it restores the old address (unless another user has it now), withdraws any newer
 * pending change and ends the account's sessions and refresh tokens: whoever changed the address may
 * not be the owner of the account. Used, expired or unknown links, and those of a change that was
 * withdrawn or replaced, are not found.
 */
export async function revokeEmailChange(db: Database, token: string): Promise<EmailChangeOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [change] = await tx
        .select()
        .from(emailChanges)
        .where(
          and(
            eq(emailChanges.revokeTokenHash, hashToken(token)),
            sql`${emailChanges.cancelledAt} is null and ${emailChanges.revokedAt} is null`,
            gt(emailChanges.revokeExpiresAt, sql`now()`),
          ),
        )
        .for('update');
      if (!change) return { kind: 'not_found' } as const;
      const [user] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, change.userId))
        .for('update');
      if (!user) return { kind: 'not_found' } as const;

      if (change.confirmedAt === null) {
        await tx
          .update(emailChanges)
          .set({ cancelledAt: sql`now()`, revokedAt: sql`now()` })
          .where(eq(emailChanges.id, change.id));
        return { kind: 'done', email: user.email } as const;
      }

      if (await usedByAnother(tx, change.oldEmail, change.userId)) return { kind: 'taken' } as const;
      await tx
        .update(users)
        .set({ email: change.oldEmail, updatedAt: sql`now()` })
        .where(eq(users.id, change.userId));
      await tx
        .update(emailChanges)
        .set({ revokedAt: sql`now()` })
        .where(eq(emailChanges.id, change.id));
      await cancelEmailChange(tx, change.userId);
      await deleteModelsOfAccount(tx, change.userId);
      return { kind: 'done', email: change.oldEmail } as const;
    });
  } catch (error) {
    if (hasSqlState(error, sqlState.uniqueViolation)) return { kind: 'taken' };
    throw error;
  }
}
