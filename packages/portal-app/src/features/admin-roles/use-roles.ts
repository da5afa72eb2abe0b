import { permissionPrefix, adminRolesEndpoints, type Role } from '@eventsuite/api-contract';
import { useAtomValue } from 'jotai';
import { useEndpoint } from '../../api/use-endpoint';
import { canAtom } from '../../session/atoms';

/** What the signed-in administrator may change here (the route lets viewers of roles or permissions in). */
export function useRolesAccess(): { canEditRoles: boolean; canEditPermissions: boolean } {
  const can = useAtomValue(canAtom);
  return {
    canEditRoles: can({ anyOf: ['admin_can_edit_roles'] }),
    canEditPermissions: can({ anyOf: ['admin_can_edit_permissions'] }),
  };
}

/** The app's roles and their log; `adminRolesOnly` asks for the portal's admin roles alone. */
export function useRoleList(appId: string, adminRolesOnly: boolean) {
  return useEndpoint(adminRolesEndpoints.listRoles, {
    params: { app: appId },
    query: adminRolesOnly ? { admin_roles: 'true' } : {},
  });
}

/** The portal's own app's internal name: the prefix of its permissions, without the dot. */
export const portalAppName = permissionPrefix.slice(0, -1);

/** The ids of one kind's roles, in the list's order. */
export const idsOfKind = (roles: readonly Role[], personal: boolean): string[] =>
  roles.filter((role) => role.is_personal === personal).map((role) => role.id);
