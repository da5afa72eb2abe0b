import { z } from 'zod/mini';
import { accountTypes, namedReferenceSchema } from '../identity/schemas';
import { singleLineText } from '../text';
import { builtOnFirstUse } from '../built-on-first-use';

/** Users shown per page of the platform's user list. */
export const adminUsersPerPage = 25;
/** The longest search the list accepts; longer input is refused as too long, not cut. */
export const adminUserSearchMaxLength = 100;

/**
 * `?page=&search=&account_type=&company=&locked=` of the user list: every user of the platform, private
 * ones included. Each filter left out lists everyone; `locked` is `true` or `false`.
 */
export const adminUserListQuerySchema = builtOnFirstUse(() =>
  z.object({
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
    search: z._default(singleLineText(adminUserSearchMaxLength), ''),
    account_type: z.optional(z.enum(accountTypes)),
    company: z.optional(z.uuid()),
    locked: z.optional(z.enum(['true', 'false'])),
  }),
);
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

/** `?page=&search=` of the locked users: the user list with its `locked` filter set. */
export const lockedUserListQuerySchema = builtOnFirstUse(() =>
  z.object({
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
    search: z._default(singleLineText(adminUserSearchMaxLength), ''),
  }),
);
export type LockedUserListQuery = z.input<typeof lockedUserListQuerySchema>;

/** One row of the user list. */
export const adminUserSummarySchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    /** File name of the avatar below /files/avatars, or null. */
    avatar: z.nullable(z.string()),
    account_type: z.enum(accountTypes),
    locked: z.boolean(),
    /** The companies they belong to, by name. */
    companies: z.array(namedReferenceSchema),
  }),
);
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUserPageSchema = builtOnFirstUse(() =>
  z.object({
    data: z.array(adminUserSummarySchema),
    meta: z.object({
      current_page: z.int(),
      last_page: z.int(),
      per_page: z.int(),
      total: z.int(),
      /**
       * Present (true) when the search finds more users than `total`: a broad search is counted only to
       * some way past the page (ADR 0028), and `last_page` is the last page counted so far.
       */
      more_than_total: z.optional(z.literal(true)),
      /** The search the page was found with, as the server read it (trimmed). */
      search: z.string(),
    }),
  }),
);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** An app the user holds a role in, in one of their accounts, with the roles the account may hold in it. */
export const adminUserAppSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    logo: z.nullable(z.string()),
    always_installed: z.boolean(),
    role: namedReferenceSchema,
    roles: z.array(namedReferenceSchema),
  }),
);
export type AdminUserApp = z.infer<typeof adminUserAppSchema>;

/**
 * One account of the user: a company they belong to, or (company null) the personal account of a private
 * user. Their Eventsuite role and their apps are per account.
 */
export const adminUserAccountSchema = builtOnFirstUse(() =>
  z.object({
    company: z.nullable(namedReferenceSchema),
    is_owner: z.boolean(),
    /** Their role in the Eventsuite app in this account, or null without one. */
    eventsuite_role: z.nullable(namedReferenceSchema),
    apps: z.array(adminUserAppSchema),
  }),
);
export type AdminUserAccount = z.infer<typeof adminUserAccountSchema>;

export const adminUserSchema = builtOnFirstUse(() =>
  z.extend(adminUserSummarySchema, {
    phone_number: z.string(),
    position: z.string(),
    /** ISO 8601. */
    created_at: z.string(),
    /** ISO 8601, or null while unlocked. */
    locked_at: z.nullable(z.string()),
    accounts: z.array(adminUserAccountSchema),
  }),
);
export type AdminUser = z.infer<typeof adminUserSchema>;

/** A role of the Eventsuite app, personal or for companies (spec §7 admin eventsuite-roles). */
export const adminEventsuiteRoleSchema = builtOnFirstUse(() =>
  z.object({ id: z.string(), name: z.string(), is_personal: z.boolean() }),
);
export type AdminEventsuiteRole = z.infer<typeof adminEventsuiteRoleSchema>;

/** Which of the user's accounts a change acts in: a company of theirs, or null for a private user's own. */
const accountField = () => z.nullable(z.uuid({ message: 'chosen' }));

/** The user's new Eventsuite role in one of their accounts. */
export const adminUserRoleInputSchema = builtOnFirstUse(() =>
  z.strictObject({ company: accountField(), role: z.uuid({ message: 'chosen' }) }),
);
export type AdminUserRoleInput = z.infer<typeof adminUserRoleInputSchema>;

/** `?company=` of what names one account in the query: absent for a private user's own. */
export const adminUserAccountQuerySchema = builtOnFirstUse(() =>
  z.object({ company: z.optional(z.uuid({ message: 'chosen' })) }),
);
export type AdminUserAccountQuery = z.input<typeof adminUserAccountQuerySchema>;

/** An app the user may be given in the account, with the role it gives by default (null: none to give). */
export const adminUserAvailableAppSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    logo: z.nullable(z.string()),
    default_role: z.nullable(namedReferenceSchema),
  }),
);
export type AdminUserAvailableApp = z.infer<typeof adminUserAvailableAppSchema>;

/** Installing an app for the user in an account: a role of the account's kind, or none for the default. */
export const adminUserAppInstallSchema = builtOnFirstUse(() =>
  z.strictObject({
    company: accountField(),
    app: z.uuid({ message: 'chosen' }),
    role: z.optional(z.nullable(z.uuid({ message: 'chosen' }))),
  }),
);
export type AdminUserAppInstall = z.infer<typeof adminUserAppInstallSchema>;

/** The user's new role in an app of theirs, in an account. */
export const adminUserAppRoleInputSchema = builtOnFirstUse(() =>
  z.strictObject({ company: accountField(), role: z.uuid({ message: 'chosen' }) }),
);
export type AdminUserAppRoleInput = z.infer<typeof adminUserAppRoleInputSchema>;
