import { endpoints, roleKindOf, withPermissionPrefix, ownerPermission, type RoleList } from '@eventsuite/api-contract';
import type { Area } from '../../area';
import { runChange } from '../../changes/change';
import type { Database } from '../../db/index';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import { FieldValidationError, HttpError, notFoundMessage } from '../../http/errors';
import { portalAppName } from '../admin-apps';
import { toEventsuiteRole, toPermissionCatalogue, toRole, toRoleList } from './mapping';
import { roleMessage } from './messages';
import {
  allPermissions,
  defaultRoleOf,
  deleteRole,
  eventsuiteCompanyRoles,
  existingPermissions,
  findApp,
  findRole,
  findRoleWithApp,
  grantsOf,
  holderCountOf,
  insertRole,
  isAdminPermission,
  lockApp,
  moveHolders,
  nextSortOrder,
  renameRole,
  replaceGrants,
  roleLogOf,
  rolesOf,
  saveOrder,
  setDefaultFlag,
  type AppRow,
} from './queries';

const notFound = () => new HttpError(404, notFoundMessage);

/**
 * The app's roles and their log. With `adminRolesOnly`, the portal's own app lists only the roles granting
 * an administration permission (spec §6 "Only admin roles are shown."); other apps have none.
 */
async function roleListOf(db: Database, app: AppRow, adminRolesOnly = false): Promise<{ data: RoleList }> {
  const filtered = adminRolesOnly && app.internalName === portalAppName;
  const [rows, logs] = await Promise.all([rolesOf(db, app.id), roleLogOf(db, app.id)]);
  const shown = filtered ? rows.filter((row) => row.permissions.some(isAdminPermission)) : rows;
  return { data: toRoleList(shown, logs, filtered) };
}

async function roleOf(db: Database, appId: string, roleId: string) {
  const row = (await rolesOf(db, appId)).find((entry) => entry.role.id === roleId);
  if (!row) throw notFound();
  return { data: toRole(row) };
}

/** The app whose roles a change edits, locked for it (changes of one app's roles queue up); 404 without it. */
async function lockedApp(tx: Database, appId: string): Promise<AppRow> {
  const app = await lockApp(tx, appId);
  if (!app) throw notFound();
  return app;
}

const roleObject = (id: string) => ({ type: 'role' as const, id });

/**
 * Roles per app and the permissions they grant (spec §3 Role, §4, §6, §7; issue 14 §4). Every event of
 * an app's roles carries `app_id` in its details: the roles response reads its log by it.
 */
export const adminRolesArea: Area = {
  name: 'admin-roles',
  register(app, deps) {
    const { db } = deps;

    registerEndpoint(app, endpoints.listRoles, async (request) => {
      const found = await findApp(db, request.params.app);
      if (!found) throw notFound();
      return roleListOf(db, found, request.query.admin_roles === 'true');
    });

    registerEndpoint(app, endpoints.createRole, async (request) => {
      const { display_name, is_personal } = request.body;
      const roleId = await runChange(deps, { userId: identityOf(request).user.id }, async (change) => {
        const found = await lockedApp(change.tx, request.params.app);
        const id = await insertRole(change.tx, {
          appId: found.id,
          displayName: display_name,
          isPersonal: is_personal,
          sortOrder: await nextSortOrder(change.tx, found.id),
        });
        await change.log({
          type: 'role_created',
          object: roleObject(id),
          details: { app_id: found.id, display_name, kind: roleKindOf({ is_personal }) },
        });
        return id;
      });
      return roleOf(db, request.params.app, roleId);
    });

    registerEndpoint(app, endpoints.renameRole, async (request) => {
      const { display_name } = request.body;
      await runChange(deps, { userId: identityOf(request).user.id }, async (change) => {
        const found = await lockedApp(change.tx, request.params.app);
        const role = await findRole(change.tx, found.id, request.params.role);
        if (!role) throw notFound();
        if (role.displayName === display_name) return;
        await renameRole(change.tx, role.id, display_name);
        await change.log({
          type: 'role_updated',
          object: roleObject(role.id),
          details: { app_id: found.id, display_name, previous_name: role.displayName },
        });
      });
      return roleOf(db, request.params.app, request.params.role);
    });

    registerEndpoint(app, endpoints.deleteRole, async (request) => {
      await runChange(deps, { userId: identityOf(request).user.id }, async (change) => {
        const found = await lockedApp(change.tx, request.params.app);
        const role = await findRole(change.tx, found.id, request.params.role);
        if (!role) throw notFound();
        if (role.isDefault) throw new HttpError(409, roleMessage(request, 'defaultRoleNotDeletable'));
        const details: Record<string, string> = { app_id: found.id, display_name: role.displayName };
        if ((await holderCountOf(change.tx, role.id)) > 0) {
          const replacement = request.query.replacement
            ? await findRole(change.tx, found.id, request.query.replacement)
            : await defaultRoleOf(change.tx, found.id, role.isPersonal);
          if (
            request.query.replacement &&
            (!replacement || replacement.id === role.id || replacement.isPersonal !== role.isPersonal)
          ) {
            throw new FieldValidationError({ replacement: ['chosen'] });
          }
          if (!replacement) {
            const others = (await rolesOf(change.tx, found.id)).filter(
              (row) => row.role.id !== role.id && row.role.isPersonal === role.isPersonal,
            );
            throw new HttpError(409, roleMessage(request, others.length > 0 ? 'replacementRequired' : 'lastRoleHeld'));
          }
          details.replacement_name = replacement.displayName;
          details.moved = String(await moveHolders(change.tx, role.id, replacement.id));
        }
        await deleteRole(change.tx, role.id);
        await change.log({ type: 'role_deleted', object: roleObject(role.id), details });
      });
      return { data: { deleted: true as const } };
    });

    registerEndpoint(app, endpoints.saveRoleOrder, async (request) => {
      const order = request.body.roles;
      const found = await runChange(deps, { userId: identityOf(request).user.id }, async (change) => {
        const locked = await lockedApp(change.tx, request.params.app);
        const current = new Set((await rolesOf(change.tx, locked.id)).map((row) => row.role.id));
        const named = new Set(order);
        const exact =
          named.size === order.length && named.size === current.size && order.every((id) => current.has(id));
        if (!exact) throw new FieldValidationError({ roles: ['role_order'] });
        await saveOrder(change.tx, locked.id, order);
        return locked;
      });
      return roleListOf(db, found);
    });

    registerEndpoint(app, endpoints.setDefaultRole, async (request) => {
      const found = await runChange(deps, { userId: identityOf(request).user.id }, async (change) => {
        const locked = await lockedApp(change.tx, request.params.app);
        const role = await findRole(change.tx, locked.id, request.body.role);
        if (!role) throw new FieldValidationError({ role: ['chosen'] });
        const previous = await defaultRoleOf(change.tx, locked.id, role.isPersonal);
        if (previous?.id === role.id) return locked;
        if (previous) await setDefaultFlag(change.tx, previous.id, false);
        await setDefaultFlag(change.tx, role.id, true);
        await change.log({
          type: previous ? 'default_role_updated' : 'default_role_set',
          object: roleObject(role.id),
          details: {
            app_id: locked.id,
            display_name: role.displayName,
            kind: roleKindOf({ is_personal: role.isPersonal }),
            ...(previous ? { previous_name: previous.displayName } : {}),
          },
        });
        return locked;
      });
      return roleListOf(db, found);
    });

    registerEndpoint(app, endpoints.removeDefaultRole, async (request) => {
      const isPersonal = request.params.kind === 'personal';
      const found = await runChange(deps, { userId: identityOf(request).user.id }, async (change) => {
        const locked = await lockedApp(change.tx, request.params.app);
        const previous = await defaultRoleOf(change.tx, locked.id, isPersonal);
        if (!previous) return locked;
        await setDefaultFlag(change.tx, previous.id, false);
        await change.log({
          type: 'default_role_deleted',
          object: roleObject(previous.id),
          details: { app_id: locked.id, display_name: previous.displayName, kind: request.params.kind },
        });
        return locked;
      });
      return roleListOf(db, found);
    });

    registerEndpoint(app, endpoints.listPermissions, async () => ({
      data: toPermissionCatalogue(await allPermissions(db)),
    }));

    registerEndpoint(app, endpoints.saveRolePermissions, async (request) => {
      const names = [...new Set(request.body.permissions)].sort();
      const appId = await runChange(deps, { userId: identityOf(request).user.id }, async (change) => {
        const found = await findRoleWithApp(change.tx, request.params.role);
        if (!found) throw notFound();
        // Ownership is a fact of the company, never granted (spec §6).
        if (names.includes(withPermissionPrefix(ownerPermission))) {
          throw new FieldValidationError({ permissions: ['not_grantable'] });
        }
        // A role grants its own app's permissions only: the app's internal name is their prefix.
        const existing = await existingPermissions(change.tx, names);
        if (!names.every((name) => name.startsWith(`${found.appName}.`) && existing.has(name))) {
          throw new FieldValidationError({ permissions: ['unknown_permission'] });
        }
        const previous = await grantsOf(change.tx, found.role.id);
        const added = names.filter((name) => !previous.includes(name));
        const removed = previous.filter((name) => !names.includes(name)).sort();
        if (added.length === 0 && removed.length === 0) return found.role.appId;
        await replaceGrants(change.tx, found.role.id, names);
        await change.log({
          type: previous.length === 0 ? 'permission_assigned' : 'permission_updated',
          object: roleObject(found.role.id),
          details: {
            app_id: found.role.appId,
            display_name: found.role.displayName,
            added: added.join(', '),
            removed: removed.join(', '),
          },
        });
        return found.role.appId;
      });
      return roleOf(db, appId, request.params.role);
    });

    registerEndpoint(app, endpoints.listEventsuiteRoles, async () => ({
      data: (await eventsuiteCompanyRoles(db)).map(toEventsuiteRole),
    }));
  },
};
