import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/index';
import { type users, verifyPassword } from '../identity';
import { FieldValidationError, HttpError } from '../../http/errors';
import { assessAttempt, forgiveFailures, recordFailure } from '../sign-in';
import { profileMessage } from './messages';

/**
 * Checks the password a signed-in user types to confirm a change (a new password, deleting the account,
 * transferring a company's ownership). Wrong guesses are throttled like
 * sign-ins from a client without a device cookie (the account's limit, the address's slowdown; ADR 0023),
 * so a stolen access token does not allow unlimited password guessing either, but on counters of their
 * own: they never lock the person out of signing in. Users
 * without a password (signing in through another provider) get the 409 `withoutPassword`. Throws the
 * answer for the field `field` when the password does not match.
 */
export async function checkCurrentPassword(
  db: Database,
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
  user: Pick<typeof users.$inferSelect, 'email' | 'passwordHash'>,
  confirmation: {
    password: string;
    field: string;
    withoutPassword: 'noPasswordToChange' | 'noPasswordToDelete' | 'noPasswordToTransfer';
  },
): Promise<void> {
  const { password, field, withoutPassword } = confirmation;
  if (user.passwordHash === null) throw new HttpError(409, profileMessage(request, withoutPassword));
  const attempt = { purpose: 'current_password', email: user.email, address: request.ip } as const;
  const assessment = await assessAttempt(db, attempt);
  if (assessment.retryAfterSeconds > 0) {
    const retryAfter = String(assessment.retryAfterSeconds);
    throw new HttpError(429, profileMessage(request, 'throttled'), { 'retry-after': retryAfter });
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordFailure(db, assessment);
    throw new FieldValidationError({ [field]: ['incorrect_password'] });
  }
  await forgiveFailures(db, attempt);
}
