import { z } from 'zod/mini';
import { appVisibilities } from '../apps/availability';
import { multiLineText, singleLineText } from '../text';
import { builtOnFirstUse } from '../built-on-first-use';

// An app as the platform's administration edits it (spec §3 App, issue 14 §3). Paths and the URL are
// empty when the app has none; the server stores those as null.

/** The pattern of an app's internal name (migration 0002): the prefix of its permissions. */
export const internalNamePattern = /^[a-z][a-z0-9_-]*$/;
/** The name the app's own code and logs use: like the internal name, dots allowed. */
const technicalNamePattern = /^([a-z][a-z0-9_.-]*)?$/;

/**
 * A path on the app's origin: empty, or starting with one `/` (not `//` nor `/\`, which browsers read
 * as another host), without spaces or backslashes.
 */
export function isAppPath(value: string): boolean {
  return value === '' || /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/**
 * The app's OpenID redirect URI: empty, or an absolute http(s) address with a host, without user name,
 * password or fragment (RFC 6749 §3.1.2 refuses a fragment).
 */
export function isRedirectUrl(value: string): boolean {
  if (value === '') return true;
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === '' &&
      url.hash === '' &&
      !value.includes('#')
    );
  } catch {
    return false;
  }
}

/** Longest description and instructions, per language. */
export const appTextMaxLength = { description: 2000, instructions: 10000 } as const;

/** Screenshots per app at most, and the smallest side of one (spec §5 sets no other rule for them). */
export const appScreenshotRules = { maxCount: 10, minSidePixels: 320 } as const;

const required = (max = 255) => singleLineText(max).check(z.minLength(1, { message: 'required' }));

/**
 * What /admin/apps/create and /admin/apps/{app} send. The default roles are roles of this app, a
 * personal and a company one (a new app has no roles yet: both null); choosing one moves the app's
 * default of that kind to it.
 */
export const appInputSchema = builtOnFirstUse(() =>
  z.strictObject({
    name: required(),
    internal_name: singleLineText(64).check(
      z.minLength(1, { message: 'required' }),
      z.refine((value) => value === '' || internalNamePattern.test(value), { message: 'regex' }),
    ),
    technical_name: singleLineText(64).check(z.regex(technicalNamePattern)),
    display_name: required(),
    description: multiLineText(appTextMaxLength.description),
    description_de: multiLineText(appTextMaxLength.description),
    instructions: multiLineText(appTextMaxLength.instructions),
    instructions_de: multiLineText(appTextMaxLength.instructions),
    visibility: z.enum(appVisibilities),
    always_installed: z.boolean(),
    admin_only: z.boolean(),
    auth_path: singleLineText().check(z.refine(isAppPath, { message: 'regex' })),
    comeback_path: singleLineText().check(z.refine(isAppPath, { message: 'regex' })),
    redirect_url: singleLineText(2000).check(z.refine(isRedirectUrl, { message: 'url' })),
    default_personal_role: z.nullable(z.uuid()),
    default_company_role: z.nullable(z.uuid()),
  }),
);
export type AppInput = z.infer<typeof appInputSchema>;

/** A role of the app, for choosing its defaults (the roles themselves are edited on /admin/roles). */
export const adminAppRoleSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    display_name: z.string(),
    is_personal: z.boolean(),
    is_default: z.boolean(),
  }),
);
export type AdminAppRole = z.infer<typeof adminAppRoleSchema>;

export const appScreenshotSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    /** File name below /files/avatars, like the logo's. */
    file: z.string(),
  }),
);
export type AppScreenshot = z.infer<typeof appScreenshotSchema>;

/** One app with every field of spec §3, its screenshots in order and its roles in their saved order. */
export const adminAppSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    internal_name: z.string(),
    technical_name: z.string(),
    display_name: z.string(),
    description: z.string(),
    description_de: z.string(),
    instructions: z.string(),
    instructions_de: z.string(),
    /** Logo file name below /files/avatars, or null without one. */
    logo: z.nullable(z.string()),
    screenshots: z.array(appScreenshotSchema),
    visibility: z.enum(appVisibilities),
    always_installed: z.boolean(),
    admin_only: z.boolean(),
    auth_path: z.string(),
    comeback_path: z.string(),
    redirect_url: z.string(),
    roles: z.array(adminAppRoleSchema),
    default_personal_role: z.nullable(z.string()),
    default_company_role: z.nullable(z.string()),
    /** The Eventsuite portal itself: it cannot be deleted and its internal name cannot change. */
    is_portal: z.boolean(),
  }),
);
export type AdminApp = z.infer<typeof adminAppSchema>;

/** The screenshots in their new order: each of the app's screenshots once. */
export const appScreenshotOrderSchema = builtOnFirstUse(() => z.strictObject({ screenshots: z.array(z.uuid()) }));
export type AppScreenshotOrder = z.infer<typeof appScreenshotOrderSchema>;

/** An app as the platform's administration lists it (/admin/apps, the app chooser of /admin/roles). */
export const adminAppSummarySchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    internal_name: z.string(),
    display_name: z.string(),
    /** Logo file name, or null without one. */
    logo: z.nullable(z.string()),
    visibility: z.enum(appVisibilities),
    always_installed: z.boolean(),
    admin_only: z.boolean(),
  }),
);
export type AdminAppSummary = z.infer<typeof adminAppSummarySchema>;

// Apps sign in through the portal (issue 14 §1b, ADR 0018): every app but the portal can be an OpenID
// client of the embedded provider. Administrators of apps see and change its client here.

/** A public client proves itself with PKCE only; a confidential one also with its secret (client_secret_basic). */
export const appClientTypes = ['public', 'confidential'] as const;
export type AppClientType = (typeof appClientTypes)[number];

/** How an app signs in through the portal. The secret is never part of it. */
export const appSignInSchema = builtOnFirstUse(() =>
  z.object({
    app_id: z.string(),
    /**
     * True for the portal itself: its client is the server's configuration (public, PKCE) and is not
     * changed here.
     */
    built_in: z.boolean(),
    /** The app's client, or null while it has none (it cannot sign in through the portal then). */
    client: z.nullable(
      z.object({
        client_id: z.string(),
        type: z.enum(appClientTypes),
        /** ISO 8601: when the current secret was made; null for a public client. */
        secret_created_at: z.nullable(z.string()),
      }),
    ),
    /** The app's redirect_url: where the provider sends the browser back with a code. Null without one. */
    redirect_uri: z.nullable(z.string()),
    /** Where the browser lands after signing out: comeback_path on the redirect URL's origin. */
    logout_uri: z.nullable(z.string()),
    /** The provider's OpenID discovery document, where an app's library finds everything else. */
    discovery_url: z.string(),
  }),
);
export type AppSignIn = z.infer<typeof appSignInSchema>;

/** The answer to a change: the new state and, only when a secret was just made, that secret (shown once). */
export const appSignInChangeSchema = builtOnFirstUse(() =>
  z.object({
    sign_in: appSignInSchema,
    client_secret: z.nullable(z.string()),
  }),
);
export type AppSignInChange = z.infer<typeof appSignInChangeSchema>;

export const appSignInInputSchema = builtOnFirstUse(() => z.object({ type: z.enum(appClientTypes) }));
export type AppSignInInput = z.infer<typeof appSignInInputSchema>;
