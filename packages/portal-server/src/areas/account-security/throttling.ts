import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/index';
import { HttpError } from '../../http/errors';
import { assessAttempt, recordFailure } from '../sign-in';
import { accountSecurityMessage } from './messages';

/**
 * Reset requests and sign-ups are throttled like sign-ins from a browser without a device cookie (ADR
 * 0023), on counters of their own: every request counts, per address and per (normalized) email whether
 * or not an account has it, so the limits neither tell accounts apart nor lock anyone out of signing in.
 */
export async function countRequest(
  db: Database,
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
  purpose: 'password_reset' | 'sign_up',
  email: string,
): Promise<void> {
  const assessment = await assessAttempt(db, { purpose, email, address: request.ip });
  if (assessment.retryAfterSeconds > 0) {
    throw new HttpError(429, accountSecurityMessage(request, 'throttled'), {
      'retry-after': String(assessment.retryAfterSeconds),
    });
  }
  await recordFailure(db, assessment);
}
