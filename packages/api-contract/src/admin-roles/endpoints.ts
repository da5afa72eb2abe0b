import { z } from 'zod/mini';
import { access, defineEndpoint } from '../endpoint';
import { dataOf } from '../data-of';
import {
  defaultRoleSchema,
  eventsuiteRoleSchema,
  permissionCatalogueSchema,
  roleCreateSchema,
  roleDeleteQuerySchema,
  roleKinds,
  roleListQuerySchema,
  roleListSchema,
  roleOrderSchema,
  rolePermissionsSchema,
  roleRenameSchema,
  roleSchema,
} from './schemas';
import { builtOnFirstUse } from '../built-on-first-use';

// Viewing needs admin_can_view_roles or admin_can_view_permissions (the menu's rule, spec §2); changing
// roles admin_can_edit_roles, assigning permissions admin_can_edit_permissions.
const canView = access.platform({ anyOf: ['admin_can_view_roles', 'admin_can_view_permissions'] });
const canEditRoles = access.platform({ anyOf: ['admin_can_edit_roles'] });
const canEditPermissions = access.platform({ anyOf: ['admin_can_edit_permissions'] });

const appParams = builtOnFirstUse(() => z.object({ app: z.uuid() }));
const roleParams = builtOnFirstUse(() => z.object({ app: z.uuid(), role: z.uuid() }));

/** Roles of the apps and their permissions (/admin/roles, issue 14 §4). */
export const adminRolesEndpoints = {
  listRoles: defineEndpoint({
    method: 'GET',
    path: '/api/apps/:app/roles',
    params: appParams,
    query: roleListQuerySchema,
    response: dataOf(roleListSchema),
    access: canView,
  }),
  createRole: defineEndpoint({
    method: 'POST',
    path: '/api/apps/:app/roles',
    params: appParams,
    body: roleCreateSchema,
    response: dataOf(roleSchema),
    access: canEditRoles,
  }),
  renameRole: defineEndpoint({
    method: 'PUT',
    path: '/api/apps/:app/roles/:role',
    params: roleParams,
    body: roleRenameSchema,
    response: dataOf(roleSchema),
    access: canEditRoles,
  }),
  /**
   * Holders move to `replacement` (or the default role of the kind) in the same change. 409: the default
   * role itself, or a held role with no role of its kind to move its holders to.
   */
  deleteRole: defineEndpoint({
    method: 'DELETE',
    path: '/api/apps/:app/roles/:role',
    params: roleParams,
    query: roleDeleteQuerySchema,
    response: dataOf(z.object({ deleted: z.literal(true) })),
    access: canEditRoles,
    errors: [409],
  }),
  /** Answers the saved list, as listRoles does. */
  saveRoleOrder: defineEndpoint({
    method: 'PUT',
    path: '/api/apps/:app/role-order',
    params: appParams,
    body: roleOrderSchema,
    response: dataOf(roleListSchema),
    access: canEditRoles,
  }),
  /** Makes the role the app's default of its kind; the previous default of that kind stops being one. */
  setDefaultRole: defineEndpoint({
    method: 'PUT',
    path: '/api/apps/:app/default-role',
    params: appParams,
    body: defaultRoleSchema,
    response: dataOf(roleListSchema),
    access: canEditRoles,
  }),
  /** The app keeps no default role of that kind. */
  removeDefaultRole: defineEndpoint({
    method: 'DELETE',
    path: '/api/apps/:app/default-role/:kind',
    params: z.object({ app: z.uuid(), kind: z.enum(roleKinds) }),
    response: dataOf(roleListSchema),
    access: canEditRoles,
  }),
  listPermissions: defineEndpoint({
    method: 'GET',
    path: '/api/permissions',
    response: dataOf(permissionCatalogueSchema),
    access: canView,
  }),
  /**
   * Every permission the role grants from now on: existing permissions of the role's app (its internal
   * name as prefix); `eventsuite.is_owner` never. Holders see the change on their next request.
   */
  saveRolePermissions: defineEndpoint({
    method: 'PUT',
    path: '/api/roles/:role/permissions',
    params: z.object({ role: z.uuid() }),
    body: rolePermissionsSchema,
    response: dataOf(roleSchema),
    access: canEditPermissions,
  }),
  /** The portal's own company roles, in their order: what a company can give its members. */
  listEventsuiteRoles: defineEndpoint({
    method: 'GET',
    path: '/api/eventsuite-roles',
    response: dataOf(z.array(eventsuiteRoleSchema)),
    access: access.ownAccount(),
  }),
} as const;
