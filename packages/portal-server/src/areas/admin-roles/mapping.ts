import type { EventsuiteRole, PermissionCatalogue, Role, RoleList } from '@eventsuite/api-contract';
import { permissionAppPrefix } from '@eventsuite/api-contract';
import { toActivityEvent } from '../platform-activity';
import type { allPermissions, eventsuiteCompanyRoles, roleLogOf, RoleWithGrants } from './queries';

export const toRole = ({ role, permissions, holderCount }: RoleWithGrants): Role => ({
  id: role.id,
  display_name: role.displayName,
  is_personal: role.isPersonal,
  is_default: role.isDefault,
  permissions,
  holder_count: holderCount,
});

export const toRoleList = (
  roles: readonly RoleWithGrants[],
  logs: Awaited<ReturnType<typeof roleLogOf>>,
  adminRolesOnly: boolean,
): RoleList => ({
  roles: roles.map(toRole),
  logs: logs.map((log) => toActivityEvent(log)),
  admin_roles_only: adminRolesOnly,
});

/** The catalogue grouped by prefix; the rows come sorted by name, so groups and names are sorted too. */
export function toPermissionCatalogue(rows: Awaited<ReturnType<typeof allPermissions>>): PermissionCatalogue {
  const groups = new Map<string, PermissionCatalogue[number]['permissions']>();
  for (const row of rows) {
    const prefix = permissionAppPrefix(row.name);
    const group = groups.get(prefix) ?? [];
    group.push({ name: row.name, description: row.description });
    groups.set(prefix, group);
  }
  return [...groups].map(([prefix, permissions]) => ({ prefix, permissions }));
}

export const toEventsuiteRole = (row: Awaited<ReturnType<typeof eventsuiteCompanyRoles>>[number]): EventsuiteRole => ({
  id: row.id,
  display_name: row.displayName,
});
