import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { signInFailures } from './schema';

/**
 * Sign-in throttling: failed attempts count in a sliding window, per account (normalized email, whether
 * or not it exists) and per client address. Five guesses per account stop online password guessing
 * against one person; twenty per address let a shared office network mistype a few times while one
 * client cannot spray many accounts. Counts live in the database, so they hold across instances.
 * Wrong current passwords (confirming a password change or an account deletion) have counters of their
 * own with the same limits, so they throttle those confirmations without locking anyone out of sign-in.
 */
export const signInThrottle = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perAddress: 20,
} as const;

export interface PasswordAttempt {
  purpose: 'sign_in' | 'current_password';
  email: string;
  address: string;
}

export const normalizeEmail = (email: string) => email.trim().normalize('NFC').toLowerCase();

function countersOf({ email, address }: PasswordAttempt) {
  return [
    { scope: 'account', subject: normalizeEmail(email), limit: signInThrottle.perAccount },
    { scope: 'address', subject: address, limit: signInThrottle.perAddress },
  ] as const;
}

/**
 * Seconds until another attempt may be made, or 0 when one may be made now. A counter at its limit
 * opens again when the oldest of its last `limit` failures leaves the window.
 */
export async function retryAfterSeconds(db: Database, attempt: PasswordAttempt, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - signInThrottle.windowMs);
  let waitMs = 0;
  for (const { scope, subject, limit } of countersOf(attempt)) {
    const recent = await db
      .select({ failedAt: signInFailures.failedAt })
      .from(signInFailures)
      .where(
        and(
          eq(signInFailures.purpose, attempt.purpose),
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

export async function recordFailure(db: Database, attempt: PasswordAttempt, now = new Date()): Promise<void> {
  await db
    .insert(signInFailures)
    .values(
      countersOf(attempt).map(({ scope, subject }) => ({ purpose: attempt.purpose, scope, subject, failedAt: now })),
    );
}

/** A right password forgives the account's failures of the same purpose (not the address's). */
export async function clearAccountFailures(
  db: Database,
  { purpose, email }: Pick<PasswordAttempt, 'purpose' | 'email'>,
): Promise<void> {
  await db
    .delete(signInFailures)
    .where(
      and(
        eq(signInFailures.purpose, purpose),
        eq(signInFailures.scope, 'account'),
        eq(signInFailures.subject, normalizeEmail(email)),
      ),
    );
}

export async function deleteOldFailures(db: Database, now = new Date()): Promise<void> {
  await db.delete(signInFailures).where(lt(signInFailures.failedAt, new Date(now.getTime() - signInThrottle.windowMs)));
}
