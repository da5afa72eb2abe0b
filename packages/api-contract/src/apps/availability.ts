import { adminPermissions } from '../permissions';

// Who sees an app in the catalogue and what /app-not-installed says about it (spec §3 App, §4). One rule
// for the server, which lists, installs and signs people in to apps by it, and for the app, which words
// it. ADR 0017 explains the reading of the visibility names.

export const appVisibilities = [
  'admin',
  'admin_company',
  'admin_personal',
  'company',
  'hidden',
  'personal',
  'visible',
] as const;
export type AppVisibility = (typeof appVisibilities)[number];

/** The account looking at the catalogue. */
export interface CatalogueViewer {
  /** Acting in a company (a current company); otherwise a personal account. */
  readonly inCompany: boolean;
  /** Holds a platform administration permission (admin_can_…). */
  readonly isPlatformAdmin: boolean;
}

/**
 * Each visibility names who sees the app: `company` company accounts, `personal` personal accounts,
 * `admin` platform administrators, and `admin_company` / `admin_personal` administrators and
 * company / personal accounts. `visible` is everyone, `hidden` no one (the portal itself).
 */
export function appVisibleTo(visibility: AppVisibility, viewer: CatalogueViewer): boolean {
  switch (visibility) {
    case 'visible':
      return true;
    case 'hidden':
      return false;
    case 'company':
      return viewer.inCompany;
    case 'personal':
      return !viewer.inCompany;
    case 'admin':
      return viewer.isPlatformAdmin;
    case 'admin_company':
      return viewer.isPlatformAdmin || viewer.inCompany;
    case 'admin_personal':
      return viewer.isPlatformAdmin || !viewer.inCompany;
  }
}

/** A holder of any platform administration permission (names without the `eventsuite.` prefix). */
export function isPlatformAdmin(permissions: Iterable<string>): boolean {
  const held = new Set(permissions);
  return adminPermissions.some((permission) => held.has(permission));
}

/** The five messages of /app-not-installed (spec §4), in the order they are decided. */
export const appAvailabilities = ['not_found', 'installed', 'not_installable', 'administrator', 'installable'] as const;
export type AppAvailability = (typeof appAvailabilities)[number];

export interface AvailabilityFacts {
  /** The app, or null when no app has that name. */
  readonly app: {
    readonly visibility: AppVisibility;
    readonly alwaysInstalled: boolean;
    readonly adminOnly: boolean;
  } | null;
  /**
   * Installed for this account: for a personal account, installed for the user; in a company, installed
   * for the company and assigned to this member.
   */
  readonly installed: boolean;
  readonly viewer: CatalogueViewer & {
    /** May install for the account: a personal user for themselves; the owner or can_edit_company_apps in a company. */
    readonly canInstall: boolean;
  };
}

/**
 * What the account can do about an app: it does not exist; it is installed (always-installed apps count
 * as installed for whoever sees them); this kind of account does not get it; only an administrator can
 * install it (admin_only apps, or a member without the right to install for the company); or the
 * account may install it now.
 */
export function appAvailability({ app, installed, viewer }: AvailabilityFacts): AppAvailability {
  if (!app) return 'not_found';
  const visible = appVisibleTo(app.visibility, viewer);
  if (installed || (app.alwaysInstalled && visible)) return 'installed';
  if (!visible) return 'not_installable';
  if (app.adminOnly || !viewer.canInstall) return 'administrator';
  return 'installable';
}
