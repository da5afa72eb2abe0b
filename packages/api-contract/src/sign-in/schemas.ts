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

/** Where the browser continues: back into the provider, which finishes the authorization. */
export const signInResultSchema = builtOnFirstUse(() => z.object({ redirect_to: z.string() }));

/**
 * Why a sign-in was refused, as the `message` of the error body: 401 invalid_credentials (never says
 * whether the account exists), 423 locked, 429 throttled (with a Retry-After header).
 */
export const signInRefusals = ['invalid_credentials', 'locked', 'throttled'] as const;
export type SignInRefusal = (typeof signInRefusals)[number];
