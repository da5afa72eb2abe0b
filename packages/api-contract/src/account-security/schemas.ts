import { z } from 'zod/mini';
import { confirmationMatchesPassword, newPasswordFields } from '../profile/schemas';
import { singleLineText } from '../text';
import { builtOnFirstUse } from '../built-on-first-use';

/**
 * Account security (issue 30 §1–3): a forgotten password, a private sign-up confirmed by mail, and the
 * person's sessions. The password rule itself (length here, the list of common passwords on the server)
 * is `newPasswordFields` of the profile, the same for a change, a reset and a sign-up.
 */

/** How long a mailed link lives: a reset one hour, a sign-up's confirmation one day. */
export const passwordResetLinkHours = 1;
export const signUpLinkHours = 24;

const emailField = () => z.email().check(z.maxLength(255));

/** "Forgot password?": the answer is the same whether or not an account has the address. */
export const passwordResetRequestSchema = builtOnFirstUse(() => z.strictObject({ email: emailField() }));
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The new password typed on the page of a reset link. */
export const passwordResetSchema = builtOnFirstUse(() =>
  z.strictObject({ ...newPasswordFields() }).check(confirmationMatchesPassword()),
);
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** What the page of a live reset link shows before anything changes. */
export const passwordResetLinkSchema = builtOnFirstUse(() => z.object({ expires_at: z.string() }));

/** A private (personal) account, confirmed by mail before it can sign in. */
export const signUpSchema = builtOnFirstUse(() =>
  z
    .strictObject({
      first_name: singleLineText(255).check(z.minLength(1, { message: 'required' })),
      last_name: singleLineText(255).check(z.minLength(1, { message: 'required' })),
      email: emailField(),
      ...newPasswordFields(),
      // The terms and conditions (static page `terms`) are accepted with the account.
      terms_accepted: z.boolean().check(z.refine((accepted) => accepted, { message: 'chosen' })),
    })
    .check(confirmationMatchesPassword()),
);
export type SignUp = z.infer<typeof signUpSchema>;

/** Asks for a new confirmation link for a sign-up still waiting; answered alike for any address. */
export const signUpResendSchema = builtOnFirstUse(() => z.strictObject({ email: emailField() }));

/** Every request of these forms gets this answer: nothing in it tells whether an account exists. */
export const mailSentSchema = builtOnFirstUse(() => z.object({ mail_sent: z.literal(true) }));

/** After a reset or a confirmation the browser is signed in: it goes to the portal, which signs it in. */
export const signedInSchema = builtOnFirstUse(() => z.object({ signed_in: z.literal(true) }));

/** One signed-in browser of the person (a session of the embedded provider). */
export const accountSessionSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    /** Browser and system from the user agent, e.g. "Firefox 140", "Windows 11"; null when unknown. */
    browser: z.nullable(z.string()),
    system: z.nullable(z.string()),
    address: z.nullable(z.string()),
    signed_in_at: z.string(),
    last_active_at: z.nullable(z.string()),
    /** The apps that hold a refresh token from this session (the portal by its product name). */
    apps: z.array(z.string()),
    /** The session the request itself comes from. */
    this_device: z.boolean(),
  }),
);
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const sessionsEndedSchema = builtOnFirstUse(() => z.object({ ended: z.number() }));
