import { z } from 'zod/mini';
import { builtOnFirstUse } from '../built-on-first-use';
import { singleLineText } from '../text';

// Two-factor sign-in (issue 30 §4, ADR 0033): an authenticator app (TOTP, RFC 6238), ten single-use
// recovery codes, and passkeys (WebAuthn), as the second step after the password and, for passkeys the
// person marks so, as a sign-in of their own.

/** How many recovery codes a person gets, each once. */
export const recoveryCodeCount = 10;
/** The longest passkey name. */
export const passkeyNameMaxLength = 100;

/** An authenticator app's current code: six digits (spaces the person typed are taken out). */
export const totpCodeSchema = builtOnFirstUse(() =>
  z.string().check(
    z.overwrite((code) => code.replace(/\s+/g, '')),
    z.regex(/^\d{6}$/),
  ),
);

export const passkeySchema = builtOnFirstUse(() =>
  z.object({
    id: z.uuid(),
    name: z.string(),
    /** Signs in on its own, without the password. */
    passwordless: z.boolean(),
    /** ISO 8601. */
    created_at: z.string(),
    last_used_at: z.nullable(z.string()),
  }),
);
export type Passkey = z.infer<typeof passkeySchema>;

/** What a person's security settings show of their second factors; never a secret. */
export const twoFactorStatusSchema = builtOnFirstUse(() =>
  z.object({
    /** An authenticator app is set up and confirmed. */
    totp: z.boolean(),
    /** Unused recovery codes left. */
    recovery_codes_left: z.number(),
    passkeys: z.array(passkeySchema),
    /** The companies of the person that require a second factor. */
    required_by: z.array(z.string()),
    /** Whether the person has a password, which removing a factor asks for again. */
    has_password: z.boolean(),
  }),
);
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/**
 * Removing a second factor weakens the account, so it asks for the password again, as deleting the
 * account does: a browser left signed in is not enough. People without a password (who sign in through
 * another provider) send none. The server decides which applies.
 */
export const factorRemovalSchema = builtOnFirstUse(() =>
  z.strictObject({
    password: z.optional(z.string()),
  }),
);
export type FactorRemoval = z.infer<typeof factorRemovalSchema>;

/** A new authenticator secret, shown once for the app to take (QR code or typed). */
export const totpSetupSchema = builtOnFirstUse(() =>
  z.object({
    /** Base32, for typing into the app. */
    secret: z.string(),
    /** The otpauth:// key URI the QR code holds. */
    otpauth_url: z.string(),
  }),
);
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpConfirmationSchema = builtOnFirstUse(() => z.object({ code: totpCodeSchema }));

/** New recovery codes, shown once: the server keeps only their hashes. */
export const recoveryCodesSchema = builtOnFirstUse(() => z.object({ recovery_codes: z.array(z.string()) }));
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** WebAuthn options or a browser's response, in the JSON form of the WebAuthn spec (SimpleWebAuthn's). */
const webAuthnJson = () => z.record(z.string(), z.unknown());

export const webAuthnOptionsSchema = builtOnFirstUse(() => z.object({ options: webAuthnJson() }));

export const passkeyInputSchema = builtOnFirstUse(() =>
  z.object({
    name: singleLineText(passkeyNameMaxLength).check(z.minLength(1)),
    response: webAuthnJson(),
  }),
);

export const passkeyUpdateSchema = builtOnFirstUse(() =>
  z.object({
    name: singleLineText(passkeyNameMaxLength).check(z.minLength(1)),
    passwordless: z.boolean(),
  }),
);

/** A company's requirement of a second factor for every member. */
export const companyTwoFactorSchema = builtOnFirstUse(() => z.object({ required: z.boolean() }));
export type CompanyTwoFactor = z.infer<typeof companyTwoFactorSchema>;

/** What the platform administration sees of a person's second factors. */
export const adminTwoFactorSchema = builtOnFirstUse(() =>
  z.object({ totp: z.boolean(), passkeys: z.number(), recovery_codes_left: z.number() }),
);
export type AdminTwoFactor = z.infer<typeof adminTwoFactorSchema>;

// The second step of the provider's sign-in interaction.

export const secondFactorMethods = ['totp', 'recovery_code'] as const;

export const secondFactorBodySchema = builtOnFirstUse(() =>
  z.object({
    method: z.enum(secondFactorMethods),
    code: z.string().check(z.minLength(1), z.maxLength(64)),
  }),
);
export type SecondFactorBody = z.infer<typeof secondFactorBodySchema>;

export const passkeySignInBodySchema = builtOnFirstUse(() => z.object({ response: webAuthnJson() }));

/** Setting up the authenticator app during a sign-in, for a company that requires it: codes and onward. */
export const signInSetupResultSchema = builtOnFirstUse(() =>
  z.object({ recovery_codes: z.array(z.string()), redirect_to: z.string() }),
);
