import { z } from 'zod/mini';
import { builtOnFirstUse } from '../built-on-first-use';
import { contentLocales, contentLocaleSchema } from '../static-pages/schemas';

/** The kinds of user the Eventsuite roles are set for (issue 27 §2). */
export const eventsuiteRoleKinds = ['personal', 'company_member', 'company_owner'] as const;
export type EventsuiteRoleKind = (typeof eventsuiteRoleKinds)[number];

/** English is always supported: it is every text's fallback. */
export const alwaysSupportedLanguage = 'en';

/** The languages people may choose (spec §7 supported-languages): English always among them. */
export const supportedLanguagesSchema = builtOnFirstUse(() => z.object({ languages: z.array(contentLocaleSchema) }));
export type SupportedLanguages = z.infer<typeof supportedLanguagesSchema>;

export const supportedLanguagesInputSchema = builtOnFirstUse(() =>
  z.strictObject({
    languages: z
      .array(z.enum(contentLocales, { message: 'chosen' }))
      .check(z.refine((languages) => languages.includes(alwaysSupportedLanguage), { message: 'chosen' })),
  }),
);
export type SupportedLanguagesInput = z.infer<typeof supportedLanguagesInputSchema>;

/**
 * Which role of the Eventsuite app each kind of user gets: a private user's own account, a member who
 * joins a company, the owner of a company. Null: none (the owner then still passes every company check).
 */
export const eventsuiteRoleSettingsSchema = builtOnFirstUse(() =>
  z.object({
    personal: z.nullable(z.string()),
    company_member: z.nullable(z.string()),
    company_owner: z.nullable(z.string()),
    /** The roles to choose from, personal and company ones. */
    roles: z.array(z.object({ id: z.string(), name: z.string(), is_personal: z.boolean() })),
  }),
);
export type EventsuiteRoleSettings = z.infer<typeof eventsuiteRoleSettingsSchema>;

const roleChoice = () => z.nullable(z.uuid({ message: 'chosen' }));
export const eventsuiteRoleSettingsInputSchema = builtOnFirstUse(() =>
  z.strictObject({ personal: roleChoice(), company_member: roleChoice(), company_owner: roleChoice() }),
);
export type EventsuiteRoleSettingsInput = z.infer<typeof eventsuiteRoleSettingsInputSchema>;

/** What the server runs with, read from its environment: shown, never changed here. */
export const environmentFactsSchema = builtOnFirstUse(() =>
  z.object({
    product_name: z.string(),
    public_url: z.string(),
    mail_from: z.string(),
    smtp_configured: z.boolean(),
    /** Seconds. */
    access_token_lifetime: z.int(),
    /** Seconds. */
    refresh_token_lifetime: z.int(),
    /** Failed sign-ins a device may make within the window before it must wait. */
    sign_in_attempts: z.int(),
    /** Seconds. */
    sign_in_window: z.int(),
    database: z.enum(['postgres', 'pglite']),
  }),
);
export type EnvironmentFacts = z.infer<typeof environmentFactsSchema>;

/** A mail not sent (yet): `failed` once the dispatcher has given up on it. */
export const outboxMailSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    recipient: z.string(),
    subject: z.string(),
    /** ISO 8601. */
    created_at: z.string(),
    attempts: z.int(),
    last_error: z.nullable(z.string()),
    failed: z.boolean(),
  }),
);
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** The longest outbox list the settings show: the oldest first, the rest counted. */
export const outboxListLimit = 50;

export const mailOutboxSchema = builtOnFirstUse(() =>
  z.object({
    mails: z.array(outboxMailSchema),
    /** Every unsent mail, also those beyond the list. */
    total: z.int(),
  }),
);
export type MailOutbox = z.infer<typeof mailOutboxSchema>;
