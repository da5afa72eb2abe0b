import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/index';
import { signInFailures } from '../db/schema';

/**
 * Sign-in throttling: failed attempts count in a sliding window, per account (normalized email, whether
 * or not it exists) and per client address. Five guesses per account stop online password guessing
 * against one person; twenty per address let a shared office network mistype a few times while one
 * client cannot spray many accounts. Counts live in the database, so they hold across instances.
 */
export const signInThrottle = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perAddress: 20,
} as const;

export interface SignInAttempt {
  email: string;
  address: string;
}

export const normalizeEmail = (email: string) => email.trim().normalize('NFC').toLowerCase();

function countersOf({ email, address }: SignInAttempt) {
  return [
    { scope: 'account', subject: normalizeEmail(email), limit: signInThrottle.perAccount },
    { scope: 'address', subject: address, limit: signInThrottle.perAddress },
  ] as const;
}

/**
 * Seconds until another attempt may be made, or 0 when one may be made now. A counter at its limit
 * opens again when the oldest of its last `limit` failures leaves the window.
 */
export async function retryAfterSeconds(db: Database, attempt: SignInAttempt, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - signInThrottle.windowMs);
  let waitMs = 0;
  for (const { scope, subject, limit } of countersOf(attempt)) {
    const recent = await db
      .select({ failedAt: signInFailures.failedAt })
      .from(signInFailures)
      .where(
        and(
          eq(signInFailures.scope, scope),
          eq(signInFailures.subject, subject),
          gt(signInFailures.failedAt, windowStart),
        ),
      )
      .orderBy(desc(signInFailures.failedAt))
      .limit(limit);
    const oldest = recent[limit - 1];
    if (oldest) waitMs = Math.max(waitMs, oldest.failedAt.getTime() + signInThrottle.windowMs - now.getTime());
  }
  return Math.ceil(waitMs / 1000);
}

export async function recordFailure(db: Database, attempt: SignInAttempt, now = new Date()): Promise<void> {
  await db
    .insert(signInFailures)
    .values(countersOf(attempt).map(({ scope, subject }) => ({ scope, subject, failedAt: now })));
}

/** A successful sign-in forgives the account's failures (not the address's). */
export async function clearAccountFailures(db: Database, email: string): Promise<void> {
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.scope, 'account'), eq(signInFailures.subject, normalizeEmail(email))));
}

export async function deleteOldFailures(db: Database, now = new Date()): Promise<void> {
  await db.delete(signInFailures).where(lt(signInFailures.failedAt, new Date(now.getTime() - signInThrottle.windowMs)));
}
