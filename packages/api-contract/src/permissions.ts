/**
 * The permission model of spec §6. Permissions are global strings; those of the Eventsuite app carry the
 * prefix `eventsuite.`, which the portal removes. One implementation of the checking rule serves the
 * route guards in the browser and the endpoint checks on the server.
 */

export const permissionPrefix = 'eventsuite.';

/** Portal permissions a role of the Eventsuite app can grant, without the prefix. */
export const companyPermissions = [
  'can_view_company_profile',
  'can_edit_company_profile',
  'can_view_team_members',
  'can_edit_team_members',
  'can_view_locations',
  'can_edit_locations',
  // Install and uninstall apps for the company and set its default role in them (issue 14).
  'can_edit_company_apps',
] as const;

export const adminPermissions = [
  'admin_can_view_apps',
  'admin_can_edit_apps',
  'admin_can_view_roles',
  'admin_can_edit_roles',
  'admin_can_view_permissions',
  'admin_can_edit_permissions',
  'admin_can_view_companies',
  'admin_can_edit_companies',
  'admin_can_view_users',
  'admin_can_edit_users',
  'admin_can_view_content',
  'admin_can_edit_content',
  // Issue 27: the platform's activity log and its export (ADR 0030).
  'admin_can_view_activity',
  // System Settings (issue 27, ADR 0029): beside the other areas' rights, viewing and changing.
  'admin_can_view_settings',
  'admin_can_edit_settings',
] as const;

/**
 * Held by the owner of the current company only. It is never granted through a role: ownership is a
 * fact of the company, and the owner holds every company right besides (spec §6).
 */
export const ownerPermission = 'is_owner';

export const portalPermissions = [...companyPermissions, ...adminPermissions, ownerPermission] as const;
export type PortalPermission = (typeof portalPermissions)[number];

/** `eventsuite.can_view_locations` -> `can_view_locations`; strings of other apps -> undefined. */
export function stripPermissionPrefix(permission: string): string | undefined {
  return permission.startsWith(permissionPrefix) ? permission.slice(permissionPrefix.length) : undefined;
}

export function withPermissionPrefix(permission: string): string {
  return `${permissionPrefix}${permission}`;
}

/**
 * What a caller must hold (spec §6). Every part that is given must pass; a requirement with no parts
 * passes.
 */
export interface PermissionRequirement {
  /** Holding any one of these passes. Entries starting with `__` are read from application state. */
  readonly anyOf?: readonly string[];
  /** The stricter check: every one must be held. */
  readonly allOf?: readonly string[];
  /**
   * Company permissions, held in the current company: holding any one passes. The company owner passes
   * automatically, and so does a user viewing their own team-member page.
   */
  readonly company?: readonly string[];
  /**
   * The path parameter naming a user (e.g. `teamMember`); when it equals the caller's own id, the
   * company check passes.
   */
  readonly self?: string;
}

/** What a check is made against. Permission names here are without the `eventsuite.` prefix. */
export interface PermissionSubject {
  readonly permissions: ReadonlySet<string>;
  /** Owner of the current company. */
  readonly isOwner: boolean;
  /** The caller's user id, compared with the `self` parameter. */
  readonly userId?: string;
  /** The route's or request's path parameters. */
  readonly params?: Readonly<Record<string, string | undefined>>;
  /** Flags for `__`-prefixed entries, keyed by the entry without its underscores. */
  readonly appState?: Readonly<Record<string, boolean>>;
}

export const appStatePrefix = '__';

function holds(subject: PermissionSubject, entry: string): boolean {
  if (entry.startsWith(appStatePrefix)) return subject.appState?.[entry.slice(appStatePrefix.length)] === true;
  return subject.permissions.has(entry);
}

function isOwnPage(requirement: PermissionRequirement, subject: PermissionSubject): boolean {
  if (!requirement.self || !subject.userId) return false;
  return subject.params?.[requirement.self] === subject.userId;
}

/** The rule of spec §6, shared by route guards and endpoints. */
export function checkPermissions(requirement: PermissionRequirement | undefined, subject: PermissionSubject): boolean {
  if (!requirement) return true;
  const { anyOf, allOf, company } = requirement;
  if (anyOf && anyOf.length > 0 && !anyOf.some((entry) => holds(subject, entry))) return false;
  if (allOf && allOf.length > 0 && !allOf.every((entry) => holds(subject, entry))) return false;
  if (company && company.length > 0) {
    const passes = subject.isOwner || isOwnPage(requirement, subject) || company.some((entry) => holds(subject, entry));
    if (!passes) return false;
  }
  return true;
}
