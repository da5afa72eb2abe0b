import { and, count, desc, eq, gt, lt, max, or } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { signInFailures, type AttemptPurpose } from './schema';

/**
 * Sign-in throttling that cannot be aimed at someone else (ADR 0023, OWASP's device cookies). Failed
 * attempts count in a sliding window, in the database, so the limits hold across instances:
 *
 * - A browser that signed in to an account before holds a device cookie for it. Its attempts on that
 *   account count against the device alone and are judged by the device's failures only: nobody else's
 *   failures, on the account or from its address, stop it. After `perDevice` failures the cookie is no
 *   longer trusted, and its attempts are judged like any other client's.
 * - Every other attempt counts against the account (normalized email, whether or not it exists) and the
 *   client's address. `perAccount` failures in the window refuse the account to untrusted clients until
 *   the oldest of them leaves the window: enough for a person to mistype, too few to guess a password.
 * - An address may fail `addressAllowance` times in the window (an office mistyping); after that each
 *   failure makes it wait, `addressFirstDelayMs` doubling up to `addressMaxDelayMs`. One client spraying
 *   many accounts gets some 20 guesses in its first window and about 13 per window after that (some
 *   1 200 a day); nobody at another address waits for it.
 *
 * Wrong current passwords (confirming a password change, deleting the account, handing over a company)
 * count on counters of their own (`purpose`), by account and address: the caller is signed in, so the
 * account is theirs, and those failures never lock anyone out of signing in.
 */
export const signInThrottle = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perDevice: 5,
  addressAllowance: 10,
  addressFirstDelayMs: 1000,
  addressMaxDelayMs: 15 * 60 * 1000,
  /** A device cookie lives this long after the last sign-in that set it. */
  deviceCookieDays: 180,
} as const;

export type { AttemptPurpose };

export interface PasswordAttempt {
  purpose: AttemptPurpose;
  email: string;
  address: string;
  /** The id of a genuine device cookie for this account (`DeviceCookies.trustedDevice`), if any. */
  device?: string | undefined;
}

type Scope = (typeof signInFailures.$inferSelect)['scope'];
interface Counter {
  scope: Scope;
  subject: string;
}

/** What an attempt is judged by: whether it must wait, and what a failure of it counts against. */
export interface Assessment {
  purpose: AttemptPurpose;
  /** Seconds until another attempt may be made (the 429's Retry-After), or 0 when it may be made now. */
  retryAfterSeconds: number;
  counters: Counter[];
}

export const normalizeEmail = (email: string) => email.trim().normalize('NFC').toLowerCase();

const forPurposeAndCounter = (purpose: AttemptPurpose, { scope, subject }: Counter) =>
  and(eq(signInFailures.purpose, purpose), eq(signInFailures.scope, scope), eq(signInFailures.subject, subject));

/** Milliseconds until the oldest of the counter's last `limit` failures leaves the window, or 0. */
async function untilBelowLimit(db: Database, purpose: AttemptPurpose, counter: Counter, limit: number, now: Date) {
  const recent = await db
    .select({ failedAt: signInFailures.failedAt })
    .from(signInFailures)
    .where(
      and(
        forPurposeAndCounter(purpose, counter),
        gt(signInFailures.failedAt, new Date(now.getTime() - signInThrottle.windowMs)),
      ),
    )
    .orderBy(desc(signInFailures.failedAt))
    .limit(limit);
  const oldest = recent[limit - 1];
  return oldest ? Math.max(0, oldest.failedAt.getTime() + signInThrottle.windowMs - now.getTime()) : 0;
}

/** How long an address waits after its last failure, given its failures in the window. */
export function addressDelayMs(failures: number): number {
  const beyond = failures - signInThrottle.addressAllowance;
  if (beyond <= 0) return 0;
  return Math.min(signInThrottle.addressFirstDelayMs * 2 ** (beyond - 1), signInThrottle.addressMaxDelayMs);
}

async function addressWaitMs(db: Database, purpose: AttemptPurpose, address: string, now: Date) {
  const [row] = await db
    .select({ failures: count(), last: max(signInFailures.failedAt) })
    .from(signInFailures)
    .where(
      and(
        forPurposeAndCounter(purpose, { scope: 'address', subject: address }),
        gt(signInFailures.failedAt, new Date(now.getTime() - signInThrottle.windowMs)),
      ),
    );
  if (!row?.last) return 0;
  return Math.max(0, row.last.getTime() + addressDelayMs(row.failures) - now.getTime());
}

export async function assessAttempt(db: Database, attempt: PasswordAttempt, now = new Date()): Promise<Assessment> {
  const { purpose, device } = attempt;
  if (device !== undefined) {
    const counter = { scope: 'device', subject: device } as const;
    // A trusted device is judged by its own failures only; one that made too many is trusted no more.
    if ((await untilBelowLimit(db, purpose, counter, signInThrottle.perDevice, now)) === 0) {
      return { purpose, retryAfterSeconds: 0, counters: [counter] };
    }
  }
  const account = { scope: 'account', subject: normalizeEmail(attempt.email) } as const;
  const address = { scope: 'address', subject: attempt.address } as const;
  const waitMs = Math.max(
    await untilBelowLimit(db, purpose, account, signInThrottle.perAccount, now),
    await addressWaitMs(db, purpose, attempt.address, now),
  );
  return { purpose, retryAfterSeconds: Math.ceil(waitMs / 1000), counters: [account, address] };
}

export async function recordFailure(db: Database, { purpose, counters }: Assessment, now = new Date()): Promise<void> {
  await db.insert(signInFailures).values(counters.map((counter) => ({ purpose, ...counter, failedAt: now })));
}

/**
 * A right password forgives the account's failures of the same purpose and the device's, never the
 * address's: a guesser who owns an account must not reset their address by signing in to it.
 */
export async function forgiveFailures(
  db: Database,
  { purpose, email, device }: Pick<PasswordAttempt, 'purpose' | 'email' | 'device'>,
): Promise<void> {
  const forgiven: Counter[] = [{ scope: 'account', subject: normalizeEmail(email) }];
  if (device !== undefined) forgiven.push({ scope: 'device', subject: device });
  await db.delete(signInFailures).where(or(...forgiven.map((counter) => forPurposeAndCounter(purpose, counter))));
}

export async function deleteOldFailures(db: Database, now = new Date()): Promise<void> {
  await db.delete(signInFailures).where(lt(signInFailures.failedAt, new Date(now.getTime() - signInThrottle.windowMs)));
}
