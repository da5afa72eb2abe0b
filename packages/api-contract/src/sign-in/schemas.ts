import { z } from 'zod/mini';
import { singleLineText } from '../text';
import { builtOnFirstUse } from '../built-on-first-use';

/**
 * The embedded provider's sign-in step. The provider sends the browser to the portal's sign-in screen
 * with an interaction id; the screen reads the interaction and submits the credentials for it.
 */
export const signInInteractionSchema = builtOnFirstUse(() =>
  z.object({
    uid: z.string(),
    /** The email the client suggested (login_hint), if any. */
    login_hint: z.nullable(z.string()),
  }),
);
export type SignInInteraction = z.infer<typeof signInInteractionSchema>;

export const signInBodySchema = builtOnFirstUse(() =>
  z.object({
    email: singleLineText(320).check(z.minLength(1)),
    password: z.string().check(z.minLength(1), z.maxLength(1024)),
  }),
);
export type SignInBody = z.infer<typeof signInBodySchema>;

/**
 * Where the browser continues: back into the provider, which finishes the authorization (`redirect_to`);
 * or, after a right password, to the second step (`next_step`, ADR 0033): `second_factor` with the
 * person's `methods`, or `two_factor_setup` when their company requires a second factor they lack.
 */
export const signInResultSchema = builtOnFirstUse(() =>
  z.object({
    redirect_to: z.optional(z.string()),
    next_step: z.optional(z.enum(['second_factor', 'two_factor_setup'])),
    methods: z.optional(z.array(z.enum(['totp', 'passkey', 'recovery_code']))),
  }),
);
export type SignInResult = z.infer<typeof signInResultSchema>;

/**
 * Why a sign-in was refused, as the `message` of the error body: 401 invalid_credentials (never says
 * whether the account exists), 423 locked, 429 throttled (with a Retry-After header).
 */
// sso_required: the company signs its members in through its IdP only (issue 28); the owner keeps the password.
export const signInRefusals = ['invalid_credentials', 'locked', 'throttled', 'sso_required'] as const;
export type SignInRefusal = (typeof signInRefusals)[number];
