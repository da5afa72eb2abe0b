import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/index';
import type { users } from '../db/schema';
import { FieldValidationError, HttpError } from '../http/errors';
import { verifyPassword } from '../identity/passwords';
import { clearAccountFailures, recordFailure, retryAfterSeconds } from '../oidc/throttle';
import { profileMessage } from './messages';

/**
 * Checks the password a signed-in user types to confirm a change. Wrong guesses count against the
 * sign-in throttle (the same counters, per account and per address), so a stolen access token does not
 * allow unlimited password guessing either. Users without a password (signing in elsewhere) can never
 * confirm one. Throws the answer for the field `field` when the password does not match.
 */
export async function checkCurrentPassword(
  db: Database,
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
  user: Pick<typeof users.$inferSelect, 'email' | 'passwordHash'>,
  password: string,
  field: string,
): Promise<void> {
  if (!user.passwordHash) throw new FieldValidationError({ [field]: ['incorrect_password'] });
  const attempt = { email: user.email, address: request.ip };
  const wait = await retryAfterSeconds(db, attempt);
  if (wait > 0) throw new HttpError(429, profileMessage(request, 'throttled'), { 'retry-after': String(wait) });
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordFailure(db, attempt);
    throw new FieldValidationError({ [field]: ['incorrect_password'] });
  }
  await clearAccountFailures(db, user.email);
}
