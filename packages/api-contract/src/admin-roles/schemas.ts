import { z } from 'zod/mini';
import { activityEventSchema } from '../activity-log';
import { singleLineText } from '../text';
import { builtOnFirstUse } from '../built-on-first-use';

// Roles of an app and the permissions they grant (spec §3 Role and Permissions, §4, §6, §7; issue 14).

/** The two kinds of role: held by personal accounts, or by members within a company. */
export const roleKinds = ['personal', 'company'] as const;
export type RoleKind = (typeof roleKinds)[number];

export const roleKindOf = (role: { is_personal: boolean }): RoleKind => (role.is_personal ? 'personal' : 'company');

/** One role of an app, as /admin/roles shows it. */
export const roleSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    display_name: z.string(),
    is_personal: z.boolean(),
    is_default: z.boolean(),
    /** Full permission names (`eventsuite.can_view_locations`, `crew-planner.view_shifts`), by name. */
    permissions: z.array(z.string()),
    /** How many people hold the role (in any company, or personally). */
    holder_count: z.int(),
  }),
);
export type Role = z.infer<typeof roleSchema>;

/**
 * An app's roles in their saved order (personal and company roles are told apart by `is_personal`), and
 * the activity-log events about them, newest first, at most `roleLogLimit`.
 */
export const roleListSchema = builtOnFirstUse(() =>
  z.object({
    roles: z.array(roleSchema),
    logs: z.array(activityEventSchema),
    /** True when the list holds only the roles granting an administration permission (the filter below). */
    admin_roles_only: z.boolean(),
  }),
);
export type RoleList = z.infer<typeof roleListSchema>;

/** Events the roles response carries at most. */
export const roleLogLimit = 50;

/** The event types of an app's roles log. */
export const roleLogEventTypes = [
  'role_created',
  'role_updated',
  'role_deleted',
  'default_role_set',
  'default_role_updated',
  'default_role_deleted',
  'permission_assigned',
  'permission_updated',
] as const;

/**
 * "Only admin roles are shown." (spec §6): for the Eventsuite app, `admin_roles=true` limits the list to
 * the roles granting an `admin_can_…` permission. The order cannot be saved from such a list, as it lacks
 * the other roles.
 */
export const roleListQuerySchema = builtOnFirstUse(() =>
  z.object({
    admin_roles: z._default(z.enum(['true', 'false']), 'false'),
  }),
);

export const roleNameSchema = builtOnFirstUse(() => singleLineText(100).check(z.minLength(1, { message: 'required' })));

export const roleCreateSchema = builtOnFirstUse(() =>
  z.strictObject({
    display_name: roleNameSchema,
    is_personal: z.boolean(),
  }),
);
export type RoleCreate = z.infer<typeof roleCreateSchema>;

export const roleRenameSchema = builtOnFirstUse(() => z.strictObject({ display_name: roleNameSchema }));
export type RoleRename = z.infer<typeof roleRenameSchema>;

/**
 * Deleting a role people hold: the role they get instead (same app and kind). Without one, the app's
 * default role of that kind.
 */
export const roleDeleteQuerySchema = builtOnFirstUse(() =>
  z.object({
    replacement: z.optional(z.uuid({ message: 'chosen' })),
  }),
);

/** Every role of the app, each once, in the new order (spec §7 apps/{id}/role-order). */
export const roleOrderSchema = builtOnFirstUse(() =>
  z.strictObject({
    roles: z.array(z.uuid({ message: 'role_order' })),
  }),
);
export type RoleOrder = z.infer<typeof roleOrderSchema>;

/** The app's new default role; its kind is the role's. */
export const defaultRoleSchema = builtOnFirstUse(() => z.strictObject({ role: z.uuid({ message: 'chosen' }) }));
export type DefaultRoleInput = z.infer<typeof defaultRoleSchema>;

/** Every permission the role grants from now on, full names. */
export const rolePermissionsSchema = builtOnFirstUse(() =>
  z.strictObject({
    permissions: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(500)),
  }),
);
export type RolePermissionsInput = z.infer<typeof rolePermissionsSchema>;

/** One permission of the global catalogue. */
export const permissionSchema = builtOnFirstUse(() => z.object({ name: z.string(), description: z.string() }));
export type Permission = z.infer<typeof permissionSchema>;

/** The catalogue grouped by app prefix (`eventsuite`, `crew-planner`, …), groups and names sorted. */
export const permissionCatalogueSchema = builtOnFirstUse(() =>
  z.array(z.object({ prefix: z.string(), permissions: z.array(permissionSchema) })),
);
export type PermissionCatalogue = z.infer<typeof permissionCatalogueSchema>;

/** The prefix of a permission name: `crew-planner.view_shifts` -> `crew-planner`. */
export const permissionAppPrefix = (name: string): string => name.slice(0, Math.max(0, name.indexOf('.')));

/** A company role of the portal itself (spec §6 "Eventsuite company roles exist"). */
export const eventsuiteRoleSchema = builtOnFirstUse(() => z.object({ id: z.string(), display_name: z.string() }));
export type EventsuiteRole = z.infer<typeof eventsuiteRoleSchema>;
