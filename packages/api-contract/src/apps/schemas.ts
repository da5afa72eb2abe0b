import { z } from 'zod/mini';
import { appAvailabilities } from './availability';
import { builtOnFirstUse } from '../built-on-first-use';

/**
 * An app as the catalogue shows it to the signed-in account (/apps, the profile's apps tab): worded in
 * the caller's language, with what the account can do about it (ADR 0017).
 */
export const catalogueAppSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    internal_name: z.string(),
    display_name: z.string(),
    /** The description in German for a German reader when the app has one, else in English (apps have no French). */
    description: z.string(),
    /** Logo file name (below avatarFilesPath), or null without one. */
    logo: z.nullable(z.string()),
    /** Installed for this account; always-installed apps always are. */
    installed: z.boolean(),
    always_installed: z.boolean(),
    /** The /app-not-installed answer for this account (spec §4). */
    availability: z.enum(appAvailabilities),
    /**
     * Whether the caller may install and uninstall it for the account: a personal user for themselves, in
     * a company the owner or a holder of can_edit_company_apps, and never for admin_only or
     * always-installed apps.
     */
    can_change: z.boolean(),
    /** The caller's role in the app (for the account), or null without one. */
    role: z.nullable(z.string()),
  }),
);
export type CatalogueApp = z.infer<typeof catalogueAppSchema>;

/** One app of the catalogue in full (/apps/{app}). */
export const catalogueAppDetailSchema = builtOnFirstUse(() =>
  z.extend(catalogueAppSchema, {
    /** The instructions in the caller's language (app-instructions). */
    instructions: z.string(),
    /** Screenshot file names (below avatarFilesPath), in their order. */
    screenshots: z.array(z.string()),
    /** Where "Open" goes: the app's auth_path on its redirect URL's origin; null when the app has none. */
    open_href: z.nullable(z.string()),
    /** The caller installs for their company and chooses its default role in the app (company-default-role). */
    sets_company_default_role: z.boolean(),
  }),
);
export type CatalogueAppDetail = z.infer<typeof catalogueAppDetailSchema>;

/** Which app an install names: its id or its internal name. */
export const appInstallInputSchema = builtOnFirstUse(() =>
  z.object({ app: z.string().check(z.minLength(1), z.maxLength(200)) }),
);
export type AppInstallInput = z.infer<typeof appInstallInputSchema>;

/** The /app-not-installed query: the app's internal name. */
export const appAvailabilityQuerySchema = builtOnFirstUse(() =>
  z.object({ app: z.string().check(z.minLength(1), z.maxLength(200)) }),
);

/** What /app-not-installed says about an app, and the app when the account may see it. */
export const appAvailabilityAnswerSchema = builtOnFirstUse(() =>
  z.object({
    availability: z.enum(appAvailabilities),
    /** The app, for the answers `installed`, `administrator` and `installable`; null otherwise. */
    app: z.nullable(catalogueAppDetailSchema),
  }),
);
export type AppAvailabilityAnswer = z.infer<typeof appAvailabilityAnswerSchema>;

/** An app's public data for other apps (spec §3 Exposed app data, §7 exposed apps index). */
export const exposedAppSchema = builtOnFirstUse(() =>
  z.object({
    internal_name: z.string(),
    display_name: z.string(),
    description: z.string(),
    logo: z.nullable(z.string()),
    open_href: z.nullable(z.string()),
  }),
);
export type ExposedApp = z.infer<typeof exposedAppSchema>;

/** A company role of an app, to choose as the company's default. */
export const companyRoleChoiceSchema = builtOnFirstUse(() => z.object({ id: z.string(), display_name: z.string() }));

/** The role new members of the company get in an app (spec §7 company-default-role, ADR 0017). */
export const companyDefaultRoleSchema = builtOnFirstUse(() =>
  z.object({
    /** The company's own choice, or null when it takes the app's default. */
    role_id: z.nullable(z.string()),
    /** The app's default company role, or null without one. */
    app_default_role_id: z.nullable(z.string()),
    /** The app's company roles in their order. */
    roles: z.array(companyRoleChoiceSchema),
  }),
);
export type CompanyDefaultRole = z.infer<typeof companyDefaultRoleSchema>;

export const companyDefaultRoleInputSchema = builtOnFirstUse(() => z.object({ role: z.uuid() }));
export type CompanyDefaultRoleInput = z.infer<typeof companyDefaultRoleInputSchema>;
