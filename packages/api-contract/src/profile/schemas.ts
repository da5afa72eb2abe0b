import { z } from 'zod/mini';
import { countryCodes, swissCantons, usStates } from '../countries';
import { currencies, dateFormats, languages, measurementSystems, separators, timeFormats } from '../identity/schemas';
import { employments, genders } from '../person-values';
import { singleLineText } from '../text';
import { builtOnFirstUse } from '../built-on-first-use';

/**
 * Locales offered per language: the language is the locale's first two characters (spec §3), the
 * country part picks regional conventions. The first one of each language is its default.
 */
export const localesByLanguage = {
  de: ['de_DE', 'de_AT', 'de_CH'],
  en: ['en_GB', 'en_US', 'en_IE'],
  fr: ['fr_FR', 'fr_CH', 'fr_BE'],
} as const satisfies Record<(typeof languages)[number], readonly string[]>;
export const locales = Object.values(localesByLanguage).flat();

/** Upload rules of spec §5 and §9 for avatars and company logos, checked on the server from the bytes. */
export const uploadLimitBytes = 3 * 1024 * 1024;
export const squareImageRules = {
  minSidePixels: 250,
  mimeTypes: ['image/jpeg', 'image/png'],
} as const;

/** Issue 30: at least 10 characters, at most 128; the server also refuses common passwords. */
export const passwordMinLength = 10;
export const passwordMaxLength = 128;

const requiredName = (max = 255) => singleLineText(max).check(z.minLength(1, { message: 'required' }));
const phoneNumber = builtOnFirstUse(() => singleLineText(30).check(z.regex(/^(\+?[0-9][0-9 ()/.-]{4,29})?$/)));

/** What a user edits on their profile: person, contact and home address. */
export const profileInputSchema = builtOnFirstUse(() =>
  z
    .strictObject({
      first_name: requiredName(),
      last_name: requiredName(),
      gender: z.nullable(z.enum(genders)),
      email: z.email().check(z.maxLength(255)),
      phone_number: phoneNumber,
      mobile_number: phoneNumber,
      position: singleLineText(),
      employment: z.nullable(z.enum(employments)),
      // Home address. The region field that applies depends on the country: a canton in Switzerland,
      // a state in the United States, free text elsewhere.
      country: z.nullable(z.enum(countryCodes)),
      canton: z.nullable(z.enum(Object.keys(swissCantons) as [keyof typeof swissCantons])),
      state_abbr: z.nullable(z.enum(Object.keys(usStates) as [keyof typeof usStates])),
      int_state: singleLineText(),
      city: singleLineText(),
      street: singleLineText(),
      house_number: singleLineText(20),
      postal_code: singleLineText(12).check(z.regex(/^([A-Za-z0-9][A-Za-z0-9 -]{1,11})?$/)),
    })
    .check(
      z.superRefine((profile, context) => {
        if (profile.canton !== null && profile.country !== 'CH') {
          context.addIssue({ code: 'custom', path: ['canton'], message: 'chosen' });
        }
        if (profile.state_abbr !== null && profile.country !== 'US') {
          context.addIssue({ code: 'custom', path: ['state_abbr'], message: 'chosen' });
        }
      }),
    ),
);
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** The profile as the server holds it. `pending_email` waits for confirmation through the mailed link. */
export const profileSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    gender: z.nullable(z.enum(genders)),
    email: z.string(),
    pending_email: z.nullable(z.string()),
    phone_number: z.string(),
    mobile_number: z.string(),
    position: z.string(),
    employment: z.nullable(z.enum(employments)),
    /** File name of the avatar below /files/avatars, or null. */
    avatar: z.nullable(z.string()),
    country: z.nullable(z.enum(countryCodes)),
    canton: z.nullable(z.string()),
    state_abbr: z.nullable(z.string()),
    int_state: z.string(),
    city: z.string(),
    street: z.string(),
    house_number: z.string(),
    postal_code: z.string(),
    account_type: z.enum(['business', 'personal']),
    /** False for people who sign in through another provider: they have no password to change or confirm here. */
    has_password: z.boolean(),
    /** Whether the user owns a company, which blocks deleting the account. */
    owns_company: z.boolean(),
  }),
);
export type Profile = z.infer<typeof profileSchema>;

/** Language, locale and the formats dates, times and numbers are shown in (spec §3), as stored. */
export const storedSettingsSchema = builtOnFirstUse(() =>
  z.strictObject({
    language: z.enum(languages),
    /** Any stored locale reads back, also one set elsewhere (e.g. it_IT); a submitted one is one of `locales`. */
    locale: z.string(),
    currency: z.enum(currencies),
    date_format: z.enum(dateFormats),
    time_format: z.enum(timeFormats),
    first_weekday: z.int().check(z.minimum(0), z.maximum(6)),
    system_of_measurement: z.enum(measurementSystems),
    decimal_separator: z.enum(separators),
    thousand_separator: z.enum(separators),
  }),
);

/** Settings as a user submits them: the stored shape plus the rules that keep them consistent. */
export const settingsSchema = builtOnFirstUse(() =>
  z.extend(storedSettingsSchema, { locale: z.enum(locales as [string, ...string[]]) }).check(
    z.superRefine((settings, context) => {
      if (!settings.locale.startsWith(`${settings.language}_`)) {
        context.addIssue({ code: 'custom', path: ['locale'], message: 'chosen' });
      }
      // A number must stay readable: the decimal separator exists and differs from the thousands one.
      if (settings.decimal_separator === 'none') {
        context.addIssue({ code: 'custom', path: ['decimal_separator'], message: 'chosen' });
      } else if (settings.decimal_separator === settings.thousand_separator) {
        context.addIssue({ code: 'custom', path: ['thousand_separator'], message: 'chosen' });
      }
    }),
  ),
);
export type Settings = z.infer<typeof settingsSchema>;

/** A new password and its confirmation, with the profile's password rules; for every form that sets one. */
export const newPasswordFields = () => ({
  password: z
    .string()
    .check(z.minLength(passwordMinLength, { message: 'password_too_short' }), z.maxLength(passwordMaxLength)),
  password_confirmation: z.string().check(z.minLength(1, { message: 'required' })),
});

type NewPassword = { password: string; password_confirmation: string };

/** The check that goes with `newPasswordFields`: the confirmation repeats the password. */
export const confirmationMatchesPassword = () =>
  z.refine<NewPassword>((input) => input.password === input.password_confirmation, {
    path: ['password_confirmation'],
    message: 'confirmed',
  });

export const passwordChangeSchema = builtOnFirstUse(() =>
  z
    .strictObject({
      current_password: z.string().check(z.minLength(1, { message: 'required' })),
      ...newPasswordFields(),
    })
    .check(confirmationMatchesPassword()),
);
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** Deleting one's account needs the password (spec §5). */
export const accountDeletionSchema = builtOnFirstUse(() =>
  z.strictObject({
    password: z.string().check(z.minLength(1, { message: 'required' })),
  }),
);
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** Tokens of mailed links are opaque, URL-safe strings. */
export const mailTokenSchema = builtOnFirstUse(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{32,128}$/)));
