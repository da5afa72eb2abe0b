import { z } from 'zod/mini';
import { access, defineEndpoint } from '../endpoint';
import { dataOf } from '../data-of';
import { mailTokenSchema } from '../profile/schemas';
import {
  accountSessionSchema,
  mailSentSchema,
  passwordResetLinkSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  sessionsEndedSchema,
  signedInSchema,
  signUpResendSchema,
  signUpSchema,
} from './schemas';

/**
 * Account security (issue 30 §1–3). The forms of the sign-in page are public and throttled like the
 * sign-in (429 with Retry-After); the mailed links carry their token; the sessions are the caller's own.
 */
export const accountSecurityEndpoints = {
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/password-resets',
    body: passwordResetRequestSchema,
    response: dataOf(mailSentSchema),
    access: access.public(),
    errors: [429],
  }),
  /** Reads a reset link without using it: 404 for a used, replaced, expired or unknown one. */
  getPasswordReset: defineEndpoint({
    method: 'GET',
    path: '/api/password-resets/:token',
    params: z.object({ token: mailTokenSchema }),
    response: dataOf(passwordResetLinkSchema),
    access: access.public(),
  }),
  /** Sets the password, ends every session of the person and signs this browser in. */
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/password-resets/:token',
    params: z.object({ token: mailTokenSchema }),
    body: passwordResetSchema,
    response: dataOf(signedInSchema),
    access: access.public(),
  }),
  /** 404 while sign-up is closed (SIGN_UP). */
  signUp: defineEndpoint({
    method: 'POST',
    path: '/api/sign-ups',
    body: signUpSchema,
    response: dataOf(mailSentSchema),
    access: access.public(),
    errors: [404, 429],
  }),
  resendSignUpConfirmation: defineEndpoint({
    method: 'POST',
    path: '/api/sign-ups/resend',
    body: signUpResendSchema,
    response: dataOf(mailSentSchema),
    access: access.public(),
    errors: [404, 429],
  }),
  /** Follows the confirmation link: the account is made and this browser signed in. */
  confirmSignUp: defineEndpoint({
    method: 'POST',
    path: '/api/sign-ups/:token',
    params: z.object({ token: mailTokenSchema }),
    response: dataOf(signedInSchema),
    access: access.public(),
    // Another account took the address meanwhile.
    errors: [409],
  }),
  listSessions: defineEndpoint({
    method: 'GET',
    path: '/api/sessions',
    response: dataOf(z.array(accountSessionSchema)),
    access: access.ownAccount(),
  }),
  endSession: defineEndpoint({
    method: 'DELETE',
    path: '/api/sessions/:session',
    params: z.object({ session: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)) }),
    response: dataOf(sessionsEndedSchema),
    access: access.ownAccount(),
  }),
  endOtherSessions: defineEndpoint({
    method: 'POST',
    path: '/api/sessions/end-others',
    response: dataOf(sessionsEndedSchema),
    access: access.ownAccount(),
  }),
} as const;
