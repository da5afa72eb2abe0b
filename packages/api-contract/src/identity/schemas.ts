import { z } from 'zod/mini';
import { builtOnFirstUse } from '../built-on-first-use';

/** Regional and display settings of a user (spec §3, §9). Values are the ones stored and sent. */
export const languages = ['de', 'en', 'fr'] as const;
export const accountTypes = ['business', 'personal'] as const;
export const dateFormats = ['Ymd', 'dmY', 'mdY'] as const;
export const timeFormats = ['24', '12'] as const;
export const currencies = ['EUR', 'USD'] as const;
export const separators = ['apostrophe', 'comma', 'none', 'point', 'space'] as const;
export const measurementSystems = ['imperial', 'metric'] as const;

export type AccountType = (typeof accountTypes)[number];

const id = builtOnFirstUse(() => z.string().check(z.minLength(1)));

/** The claims of the signed-in user (spec §3), as /id/userinfo returns them. */
export const userInfoSchema = builtOnFirstUse(() =>
  z.object({
    sub: id,
    given_name: z.string(),
    family_name: z.string(),
    name: z.string(),
    /** Avatar file name, or null without one. */
    picture: z.nullable(z.string()),
    email: z.string(),
    company_id: z.nullable(id),
    company_group_id: z.nullable(id),
    company_location_id: z.nullable(id),
    company_is_owner: z.boolean(),
    company_name: z.nullable(z.string()),
    /** e.g. `de_CH`: language is the first two characters, country characters 4-5. */
    locale: z.string(),
    date_format: z.enum(dateFormats),
    time_format: z.enum(timeFormats),
    first_weekday: z.int().check(z.minimum(0), z.maximum(6)),
    currency: z.enum(currencies),
    thousand_separator: z.enum(separators),
    decimal_separator: z.enum(separators),
    system_of_measurement: z.enum(measurementSystems),
    account_type: z.enum(accountTypes),
  }),
);
export type UserInfo = z.infer<typeof userInfoSchema>;

/** One account a user can act as: a company they belong to, or their personal account. */
export const accountSchema = builtOnFirstUse(() =>
  z.object({
    /** Company id; for a personal account, the user's own id. */
    id,
    company_name: z.nullable(z.string()),
    avatar: z.nullable(z.string()),
    company_address: z.nullable(z.object({ locality: z.nullable(z.string()), country: z.nullable(z.string()) })),
  }),
);
export type Account = z.infer<typeof accountSchema>;

/** The active account and the others the user can switch to (spec §3). */
export const accountInfoSchema = builtOnFirstUse(() =>
  z.extend(accountSchema, { further_accounts: z.array(accountSchema) }),
);
export type AccountInfo = z.infer<typeof accountInfoSchema>;

export const permissionListSchema = builtOnFirstUse(() => z.array(z.string()));

export const currentCompanyBodySchema = builtOnFirstUse(() => z.object({ company: id }));
export type CurrentCompanyBody = z.infer<typeof currentCompanyBodySchema>;

/** Another object named in an answer by its id and display name (a role, a location, a person). */
export const namedReferenceSchema = builtOnFirstUse(() => z.object({ id: z.string(), name: z.string() }));
export type NamedReference = z.infer<typeof namedReferenceSchema>;

/** An app as a signed-in account sees it in lists (dashboard, app list). */
export const appSummarySchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    internal_name: z.string(),
    name: z.string(),
    description: z.string(),
    /** Logo file name, or null without one. */
    logo: z.nullable(z.string()),
  }),
);
export type AppSummary = z.infer<typeof appSummarySchema>;
