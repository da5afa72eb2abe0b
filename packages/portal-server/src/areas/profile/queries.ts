import type { Profile } from '@eventsuite/api-contract';
import { and, eq, exists, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { companies, users } from '../identity';
import { toProfile } from './mapping';
import { emailChanges } from './schema';

type UserRow = typeof users.$inferSelect;
type UserColumns = Partial<typeof users.$inferInsert>;

/** An email change still waiting for its confirmation link. */
export const pendingEmailChange = and(
  isNull(emailChanges.confirmedAt),
  isNull(emailChanges.cancelledAt),
  isNull(emailChanges.revokedAt),
);

/** The companies a user owns: a user column within a larger query, or a user id. */
const companiesOwnedBy = (db: Database, owner: typeof users.id | string) =>
  db.select({ id: companies.id }).from(companies).where(eq(companies.ownerId, owner));

/** Reads a user's profile with their pending (unexpired) email change and whether they own a company. */
export async function loadProfile(db: Database, userId: string): Promise<Profile | undefined> {
  const [row] = await db
    .select({
      user: users,
      pendingEmail: emailChanges.newEmail,
      ownsCompany: sql<boolean>`${exists(companiesOwnedBy(db, users.id))}`,
    })
    .from(users)
    .leftJoin(
      emailChanges,
      and(eq(emailChanges.userId, users.id), pendingEmailChange, gt(emailChanges.confirmExpiresAt, sql`now()`)),
    )
    .where(eq(users.id, userId));
  return row && toProfile(row.user, row.pendingEmail, row.ownsCompany);
}

export async function ownsCompany(db: Database, userId: string): Promise<boolean> {
  const owned = await companiesOwnedBy(db, userId).limit(1);
  return owned.length > 0;
}

/**
 * The user's row, locked until the caller's transaction ends: two changes of one user (two saves, two
 * uploads) then happen one after the other.
 */
export async function lockUser(tx: Database, userId: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return user;
}

/** Sets columns of the user's row; returns the row as it is then, or undefined when there is no such user. */
export async function updateUser(db: Database, userId: string, columns: UserColumns): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/**
 * Removes the user. Memberships, roles, installations, notifications and email changes go with them
 * (ON DELETE CASCADE); a company they own stops it (ON DELETE RESTRICT, a foreign key violation).
 */
export async function deleteUser(tx: Database, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}

// Email changes (see email-change.ts for the workflow these serve).

/** How long the mailed links work. */
const confirmationValidity = sql`interval '24 hours'`;
const revocationValidity = sql`interval '7 days'`;

type EmailChangeRow = typeof emailChanges.$inferSelect;

/** Whether a user other than `userId` has the address as their email (whatever its case). */
export async function emailUsedByAnother(db: Database, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/** The address the user's pending, unexpired change waits to confirm, if any. */
export async function pendingEmailOf(db: Database, userId: string): Promise<string | undefined> {
  const [pending] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), pendingEmailChange, gt(emailChanges.confirmExpiresAt, sql`now()`)));
  return pending?.newEmail;
}

/** Withdraws the user's pending changes; says whether there was one. */
export async function cancelPendingEmailChanges(db: Database, userId: string): Promise<boolean> {
  const cancelled = await db
    .update(emailChanges)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(emailChanges.userId, userId), pendingEmailChange))
    .returning({ id: emailChanges.id });
  return cancelled.length > 0;
}

export async function insertEmailChange(
  tx: Database,
  change: Pick<EmailChangeRow, 'userId' | 'oldEmail' | 'newEmail' | 'confirmTokenHash' | 'revokeTokenHash'>,
): Promise<void> {
  await tx.insert(emailChanges).values({
    ...change,
    confirmExpiresAt: sql`now() + ${confirmationValidity}`,
    revokeExpiresAt: sql`now() + ${revocationValidity}`,
  });
}

/** The pending change whose confirmation link is still valid, locked until the transaction ends. */
export async function lockConfirmableEmailChange(tx: Database, confirmTokenHash: string) {
  const [change] = await tx
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.confirmTokenHash, confirmTokenHash),
        pendingEmailChange,
        gt(emailChanges.confirmExpiresAt, sql`now()`),
      ),
    )
    .for('update');
  return change;
}

/** The change (confirmed or not) whose revocation link is still valid, locked until the transaction ends. */
export async function lockRevocableEmailChange(tx: Database, revokeTokenHash: string) {
  const [change] = await tx
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.revokeTokenHash, revokeTokenHash),
        isNull(emailChanges.cancelledAt),
        isNull(emailChanges.revokedAt),
        gt(emailChanges.revokeExpiresAt, sql`now()`),
      ),
    )
    .for('update');
  return change;
}

/** Stamps the change's confirmation, cancellation and/or revocation with the current time. */
export async function markEmailChange(
  tx: Database,
  id: string,
  marks: { confirmed?: true; cancelled?: true; revoked?: true },
): Promise<void> {
  await tx
    .update(emailChanges)
    .set({
      ...(marks.confirmed && { confirmedAt: sql`now()` }),
      ...(marks.cancelled && { cancelledAt: sql`now()` }),
      ...(marks.revoked && { revokedAt: sql`now()` }),
    })
    .where(eq(emailChanges.id, id));
}
