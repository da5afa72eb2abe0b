import { and, asc, count, eq, gt, isNotNull, isNull, lt, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { companies, companyMemberships, users } from '../identity';
import { recoveryCodeHash } from './recovery-codes';
import {
  companyTwoFactorRequirements,
  passkeyRegistrations,
  passkeys,
  twoFactorRecoveryCodes,
  twoFactorSignIns,
  twoFactorTotp,
} from './two-factor/schema';

// Every SQL statement of two-factor sign-in (ADR 0033).

export type PasskeyRow = typeof passkeys.$inferSelect;
export type TotpRow = typeof twoFactorTotp.$inferSelect;
export type PendingSignIn = typeof twoFactorSignIns.$inferSelect;

export async function findTotp(db: Database, userId: string): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(twoFactorTotp).where(eq(twoFactorTotp.userId, userId));
  return row;
}

/** Keeps a new, unconfirmed secret (replacing an unconfirmed one). */
export async function saveUnconfirmedTotp(db: Database, userId: string, secretCiphertext: string) {
  await db
    .insert(twoFactorTotp)
    .values({ userId, secretCiphertext })
    .onConflictDoUpdate({
      target: twoFactorTotp.userId,
      set: { secretCiphertext, confirmedAt: null, lastUsedStep: null },
      setWhere: isNull(twoFactorTotp.confirmedAt),
    });
}

/** A confirmed secret, written directly (set up during a sign-in). */
export async function saveConfirmedTotp(db: Database, userId: string, secretCiphertext: string, step: number) {
  const values = { secretCiphertext, confirmedAt: new Date(), lastUsedStep: step };
  await db
    .insert(twoFactorTotp)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: twoFactorTotp.userId, set: values });
}

/**
 * Takes the time step `step` as used, unless it or a later one was used already: the code is then a
 * replay. One statement, so two requests with the same code cannot both pass. True when it was taken.
 */
export async function takeTotpStep(db: Database, userId: string, step: number, confirm = false): Promise<boolean> {
  const rows = await db
    .update(twoFactorTotp)
    .set({ lastUsedStep: step, ...(confirm ? { confirmedAt: new Date() } : {}) })
    .where(
      and(
        eq(twoFactorTotp.userId, userId),
        confirm ? isNull(twoFactorTotp.confirmedAt) : isNotNull(twoFactorTotp.confirmedAt),
        or(isNull(twoFactorTotp.lastUsedStep), lt(twoFactorTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorTotp.userId });
  return rows.length === 1;
}

/** Removes the authenticator app; true when a confirmed one was removed. */
export async function deleteTotp(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .delete(twoFactorTotp)
    .where(eq(twoFactorTotp.userId, userId))
    .returning({ confirmedAt: twoFactorTotp.confirmedAt });
  return rows.some((row) => row.confirmedAt !== null);
}

export async function listPasskeys(db: Database, userId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function findPasskey(db: Database, userId: string, passkeyId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)));
  return row;
}

export async function findPasskeyByCredential(db: Database, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

export async function insertPasskey(db: Database, values: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeys).values(values).returning();
  return row!;
}

export async function updatePasskey(db: Database, id: string, values: { name: string; passwordless: boolean }) {
  const [row] = await db.update(passkeys).set(values).where(eq(passkeys.id, id)).returning();
  return row!;
}

export async function deletePasskey(db: Database, id: string): Promise<void> {
  await db.delete(passkeys).where(eq(passkeys.id, id));
}

/**
 * Takes a signature counter forward after a sign-in with the passkey. A counter that does not grow
 * (some authenticators always send 0) is kept as it is.
 */
export async function recordPasskeyUse(db: Database, id: string, counter: number): Promise<void> {
  await db
    .update(passkeys)
    .set({ counter: sql`greatest(${passkeys.counter}, ${counter})`, lastUsedAt: new Date() })
    .where(eq(passkeys.id, id));
}

export async function saveRegistrationChallenge(db: Database, userId: string, challenge: string, expiresAt: Date) {
  await db
    .insert(passkeyRegistrations)
    .values({ userId, challenge, expiresAt })
    .onConflictDoUpdate({ target: passkeyRegistrations.userId, set: { challenge, expiresAt } });
}

/** The person's registration challenge, taken once: a second answer to it finds none. */
export async function takeRegistrationChallenge(db: Database, userId: string, now = new Date()) {
  const [row] = await db.delete(passkeyRegistrations).where(eq(passkeyRegistrations.userId, userId)).returning();
  return row && row.expiresAt > now ? row.challenge : undefined;
}

export async function unusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Replaces every recovery code of the person with `codes` (stored as hashes). */
export async function replaceRecoveryCodes(db: Database, userId: string, codes: string[]): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  if (codes.length > 0) {
    await db.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) })));
  }
}

/** Marks the code used, if it is one of the person's unused ones; one statement, so it works once. */
export async function useRecoveryCode(db: Database, userId: string, code: string): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, recoveryCodeHash(code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

/** Which second factors the person has: a confirmed authenticator app, and how many passkeys. */
export async function factorsOf(db: Database, userId: string): Promise<{ totp: boolean; passkeys: number }> {
  const [totp, [keys]] = await Promise.all([
    findTotp(db, userId),
    db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)),
  ]);
  return { totp: totp?.confirmedAt != null, passkeys: keys?.n ?? 0 };
}

/** Removes every second factor of the person and their recovery codes; true when there was any. */
export async function deleteAllFactors(db: Database, userId: string): Promise<boolean> {
  const totp = await db
    .delete(twoFactorTotp)
    .where(eq(twoFactorTotp.userId, userId))
    .returning({ c: twoFactorTotp.confirmedAt });
  const keys = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(passkeyRegistrations).where(eq(passkeyRegistrations.userId, userId));
  await db.delete(twoFactorSignIns).where(eq(twoFactorSignIns.userId, userId));
  return totp.some((row) => row.c !== null) || keys.length > 0;
}

/** The names of the person's companies that require a second factor. */
export async function companiesRequiringTwoFactor(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: companies.name })
    .from(companyTwoFactorRequirements)
    .innerJoin(companies, eq(companies.id, companyTwoFactorRequirements.companyId))
    .innerJoin(
      companyMemberships,
      and(eq(companyMemberships.companyId, companies.id), eq(companyMemberships.userId, userId)),
    )
    .orderBy(asc(companies.name));
  return rows.map((row) => row.name);
}

export async function companyRequiresTwoFactor(db: Database, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ companyId: companyTwoFactorRequirements.companyId })
    .from(companyTwoFactorRequirements)
    .where(eq(companyTwoFactorRequirements.companyId, companyId));
  return row !== undefined;
}

export async function setCompanyRequirement(db: Database, companyId: string, required: boolean, by: string) {
  if (required) {
    await db.insert(companyTwoFactorRequirements).values({ companyId, requiredBy: by }).onConflictDoNothing();
  } else {
    await db.delete(companyTwoFactorRequirements).where(eq(companyTwoFactorRequirements.companyId, companyId));
  }
}

/** Whether the user in `userId` has a second factor, as a column of another area's query (the member list). */
export const hasSecondFactor = (userId: AnyColumn) =>
  sql<boolean>`(exists (select 1 from ${twoFactorTotp} where ${twoFactorTotp.userId} = ${userId} and ${twoFactorTotp.confirmedAt} is not null) or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId}))`;

/** The email and password hash (null for people another provider signs in) a current-password check needs. */
export async function findPassword(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findPerson(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      givenName: users.givenName,
      familyName: users.familyName,
      lockedAt: users.lockedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

// The second step of a sign-in in progress.

export async function findPendingSignIn(
  db: Database,
  uid: string,
  now = new Date(),
): Promise<PendingSignIn | undefined> {
  const [row] = await db
    .select()
    .from(twoFactorSignIns)
    .where(and(eq(twoFactorSignIns.interactionUid, uid), gt(twoFactorSignIns.expiresAt, now)));
  return row;
}

/** The password was right: the interaction waits for the person's second step (or its setup). */
export async function savePendingSignIn(
  db: Database,
  uid: string,
  userId: string,
  setupRequired: boolean,
  expiresAt: Date,
): Promise<void> {
  const values = { userId, setupRequired, setupSecret: null, webauthnChallenge: null, expiresAt };
  await db
    .insert(twoFactorSignIns)
    .values({ interactionUid: uid, ...values })
    .onConflictDoUpdate({ target: twoFactorSignIns.interactionUid, set: values });
}

/** A passkey challenge for the interaction; before a password it starts a passwordless sign-in. */
export async function savePasskeyChallenge(db: Database, uid: string, challenge: string, expiresAt: Date) {
  await db
    .insert(twoFactorSignIns)
    .values({ interactionUid: uid, webauthnChallenge: challenge, expiresAt })
    .onConflictDoUpdate({ target: twoFactorSignIns.interactionUid, set: { webauthnChallenge: challenge } });
}

/** Takes the interaction's passkey challenge, once: a second answer to the same challenge finds none. */
export async function takePasskeyChallenge(db: Database, uid: string, challenge: string): Promise<boolean> {
  const rows = await db
    .update(twoFactorSignIns)
    .set({ webauthnChallenge: null })
    .where(and(eq(twoFactorSignIns.interactionUid, uid), eq(twoFactorSignIns.webauthnChallenge, challenge)))
    .returning({ uid: twoFactorSignIns.interactionUid });
  return rows.length === 1;
}

export async function saveSetupSecret(db: Database, uid: string, secretCiphertext: string) {
  await db
    .update(twoFactorSignIns)
    .set({ setupSecret: secretCiphertext })
    .where(eq(twoFactorSignIns.interactionUid, uid));
}

export async function deletePendingSignIn(db: Database, uid: string): Promise<void> {
  await db.delete(twoFactorSignIns).where(eq(twoFactorSignIns.interactionUid, uid));
}

export async function deleteExpiredTwoFactorState(db: Database, now = new Date()): Promise<void> {
  await db.delete(twoFactorSignIns).where(lt(twoFactorSignIns.expiresAt, now));
  await db.delete(passkeyRegistrations).where(lt(passkeyRegistrations.expiresAt, now));
}
