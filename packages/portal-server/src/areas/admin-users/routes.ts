import { adminUsersPerPage, endpoints, type AdminUser, type AdminUserApp } from '@eventsuite/api-contract';
import type { FastifyRequest } from 'fastify';
import type { Area } from '../../area';
import { runChange } from '../../changes/change';
import type { Database } from '../../db/index';
import { hasSqlState, sqlState } from '../../db/errors';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import { FieldValidationError, HttpError, notFoundMessage } from '../../http/errors';
import { deleteModelsOfAccount } from '../../identity-provider/adapter';
import { portalAppName } from '../admin-apps';
import { toAdminUser, toAdminUserSummary } from './mapping';
import { adminUserMessage } from './messages';
import {
  availableApps,
  defaultRoleOf,
  deleteUser,
  eventsuiteRoleOf,
  eventsuiteRoles,
  findUser,
  heldRoles,
  installApp,
  isAvailableApp,
  listUsers,
  membershipsOf,
  ownsCompany,
  platformAdminAccounts,
  platformAdminPermission,
  roleGrants,
  roleOfApp,
  rolesOfApps,
  serializeAdminChanges,
  setAppRole,
  setEventsuiteRole,
  setLocked,
  uninstallApp,
  type UserListFilter,
  type UserRow,
} from './queries';

type Request = Pick<FastifyRequest, 'headers'>;

/** The user, or 404; `lock` holds their row until the change ends. */
async function requireUser(db: Database, userId: string, options?: { lock: boolean }): Promise<UserRow> {
  const user = await findUser(db, userId, options);
  if (!user) throw new HttpError(404, notFoundMessage);
  return user;
}

/**
 * The account a change names, as user_app_roles.company_id: a company the user belongs to, or null for a
 * private user's own. Anything else is a wrong choice (422 on `company`).
 */
async function requireAccount(db: Database, user: UserRow, companyId: string | null | undefined) {
  const account = companyId ?? null;
  const valid =
    account === null
      ? user.accountType === 'personal'
      : (await membershipsOf(db, user.id)).some((company) => company.id === account);
  if (!valid) throw new FieldValidationError({ company: ['chosen'] });
  return account;
}

async function userPage(db: Database, user: UserRow): Promise<{ data: AdminUser }> {
  const [memberships, held] = await Promise.all([membershipsOf(db, user.id), heldRoles(db, user.id)]);
  const appIds = [...new Set(held.map((row) => row.appId))];
  const [companyRoles, personalRoles] = await Promise.all([
    rolesOfApps(db, appIds, false),
    rolesOfApps(db, appIds, true),
  ]);
  return { data: toAdminUser({ user, memberships, held, companyRoles, personalRoles }) };
}

/** The app the user holds in the account (never the portal's own), or 404. */
async function heldApp(db: Database, userId: string, companyId: string | null, appId: string): Promise<AdminUserApp> {
  const held = (await heldRoles(db, userId)).find(
    (row) => row.appId === appId && row.companyId === companyId && row.internalName !== portalAppName,
  );
  if (!held) throw new HttpError(404, notFoundMessage);
  const options = await rolesOfApps(db, [appId], companyId === null);
  return {
    id: held.appId,
    name: held.appName,
    logo: held.logo,
    always_installed: held.alwaysInstalled,
    role: { id: held.roleId, name: held.roleName },
    roles: options.map(({ id, name }) => ({ id, name })),
  };
}

/**
 * Refuses a change that ends the target's platform administration (ADR 0028) when they are the caller or
 * the last platform administrator. `remainsIn` says whether an account of theirs still grants it after
 * the change (a lock or deletion: none). Such changes run one after the other, so two administrators
 * demoting each other at once cannot leave the platform without one.
 */
async function refuseEndingAdministration(
  tx: Database,
  request: Request,
  callerId: string,
  targetId: string,
  remainsIn: (companyId: string | null) => boolean,
): Promise<void> {
  await serializeAdminChanges(tx);
  const accounts = await platformAdminAccounts(tx);
  const targetAccounts = accounts.filter((account) => account.userId === targetId);
  if (targetAccounts.length === 0 || targetAccounts.some((account) => remainsIn(account.companyId))) return;
  if (targetId === callerId) throw new HttpError(409, adminUserMessage(request, 'notYourself'));
  if (new Set(accounts.map((account) => account.userId)).size <= 1) {
    throw new HttpError(409, adminUserMessage(request, 'lastPlatformAdmin'));
  }
}

const never = () => false;

function listFilterOf(query: {
  search: string;
  account_type?: UserListFilter['accountType'];
  company?: string;
  locked?: 'true' | 'false';
}): UserListFilter {
  return {
    search: query.search,
    ...(query.account_type ? { accountType: query.account_type } : {}),
    ...(query.company ? { companyId: query.company } : {}),
    ...(query.locked ? { locked: query.locked === 'true' } : {}),
  };
}

export const adminUsersArea: Area = {
  name: 'admin-users',
  register(app, deps) {
    const { db } = deps;

    async function userList(filter: UserListFilter, page: number) {
      const { rows, total, moreThanTotal } = await listUsers(db, filter, page);
      return {
        data: rows.map(toAdminUserSummary),
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / adminUsersPerPage)),
          per_page: adminUsersPerPage,
          total,
          ...(moreThanTotal ? { more_than_total: true as const } : {}),
          search: filter.search,
        },
      };
    }

    registerEndpoint(app, endpoints.listAdminUsers, (request) =>
      userList(listFilterOf(request.query), request.query.page),
    );
    registerEndpoint(app, endpoints.listLockedUsers, (request) =>
      userList({ search: request.query.search, locked: true }, request.query.page),
    );

    registerEndpoint(app, endpoints.listAdminEventsuiteRoles, async () => ({
      data: (await eventsuiteRoles(db)).map((role) => ({ id: role.id, name: role.name, is_personal: role.isPersonal })),
    }));

    registerEndpoint(app, endpoints.showAdminUser, async (request) =>
      userPage(db, await requireUser(db, request.params.user)),
    );

    registerEndpoint(app, endpoints.updateAdminUserRole, async (request) => {
      const { user: caller } = identityOf(request);
      const { company, role: roleId } = request.body;
      const user = await runChange(deps, { userId: caller.id }, async (change) => {
        const target = await requireUser(change.tx, request.params.user, { lock: true });
        const companyId = await requireAccount(change.tx, target, company);
        if (!(await eventsuiteRoleOf(change.tx, roleId, companyId === null))) {
          throw new FieldValidationError({ role: ['chosen'] });
        }
        const before = (await heldRoles(change.tx, target.id)).find(
          (row) => row.internalName === portalAppName && row.companyId === companyId,
        );
        if (before?.roleId === roleId) return target;
        const stillGranted = await roleGrants(change.tx, roleId, platformAdminPermission);
        await refuseEndingAdministration(
          change.tx,
          request,
          caller.id,
          target.id,
          (account) => account !== companyId || stillGranted,
        );
        await setEventsuiteRole(change.tx, target.id, companyId, roleId);
        await change.log({
          type: 'user_eventsuite_role_updated',
          object: { type: 'user', id: target.id },
          companyId,
          details: { role_id: { from: before?.roleId ?? null, to: roleId } },
        });
        return target;
      });
      return userPage(db, user);
    });

    registerEndpoint(app, endpoints.lockAdminUser, async (request) => {
      const { user: caller } = identityOf(request);
      const user = await runChange(deps, { userId: caller.id }, async (change) => {
        const target = await requireUser(change.tx, request.params.user, { lock: true });
        if (target.id === caller.id) throw new HttpError(409, adminUserMessage(request, 'notYourself'));
        await refuseEndingAdministration(change.tx, request, caller.id, target.id, never);
        // Locking a locked user changes nothing and logs nothing.
        if (target.lockedAt !== null) return target;
        await setLocked(change.tx, target.id, true);
        // Their tokens stop working at their next request (the session user carries the lock); their
        // provider sessions and refresh tokens end here, so an unlock later does not revive them.
        await deleteModelsOfAccount(change.tx, target.id);
        await change.log({ type: 'user_locked', object: { type: 'user', id: target.id } });
        return requireUser(change.tx, target.id);
      });
      return userPage(db, user);
    });

    registerEndpoint(app, endpoints.unlockAdminUser, async (request) => {
      const { user: caller } = identityOf(request);
      const user = await runChange(deps, { userId: caller.id }, async (change) => {
        const target = await requireUser(change.tx, request.params.user, { lock: true });
        if (target.lockedAt === null) return target;
        await setLocked(change.tx, target.id, false);
        await change.log({ type: 'user_unlocked', object: { type: 'user', id: target.id } });
        return requireUser(change.tx, target.id);
      });
      return userPage(db, user);
    });

    registerEndpoint(app, endpoints.deleteAdminUser, async (request) => {
      const { user: caller } = identityOf(request);
      try {
        await runChange(deps, { userId: caller.id }, async (change) => {
          const target = await requireUser(change.tx, request.params.user, { lock: true });
          if (target.id === caller.id) throw new HttpError(409, adminUserMessage(request, 'notYourself'));
          // Every company needs its owner: its ownership moves first.
          if (await ownsCompany(change.tx, target.id))
            throw new HttpError(409, adminUserMessage(request, 'ownsCompany'));
          await refuseEndingAdministration(change.tx, request, caller.id, target.id, never);
          // Logged first: the event names the deleted user by id, and stays.
          await change.log({
            type: 'account_deleted',
            object: { type: 'user', id: target.id },
            details: { email: target.email },
          });
          await deleteModelsOfAccount(change.tx, target.id);
          await deleteUser(change.tx, target.id);
        });
      } catch (error) {
        // A company they came to own meanwhile stops the deletion.
        if (hasSqlState(error, sqlState.foreignKeyViolation)) {
          throw new HttpError(409, adminUserMessage(request, 'ownsCompany'));
        }
        throw error;
      }
      return { data: { deleted: true as const } };
    });

    registerEndpoint(app, endpoints.listAdminUserAvailableApps, async (request) => {
      const user = await requireUser(db, request.params.user);
      const companyId = await requireAccount(db, user, request.query.company);
      const rows = await availableApps(db, user.id, companyId);
      return {
        data: rows.map((row) => ({ id: row.id, name: row.name, logo: row.logo, default_role: row.defaultRole })),
      };
    });

    registerEndpoint(app, endpoints.installAdminUserApp, async (request) => {
      const { user: caller } = identityOf(request);
      const { company, app: appId, role } = request.body;
      const { userId, companyId } = await runChange(deps, { userId: caller.id }, async (change) => {
        const target = await requireUser(change.tx, request.params.user, { lock: true });
        const account = await requireAccount(change.tx, target, company);
        const held = (await heldRoles(change.tx, target.id)).some(
          (row) => row.appId === appId && row.companyId === account,
        );
        if (held) throw new HttpError(409, adminUserMessage(request, 'appAlreadyInstalled'));
        if (!(await isAvailableApp(change.tx, target.id, account, appId))) {
          throw new FieldValidationError({ app: ['chosen'] });
        }
        let roleId: string | null;
        if (role) {
          if (!(await roleOfApp(change.tx, appId, role, account === null))) {
            throw new FieldValidationError({ role: ['chosen'] });
          }
          roleId = role;
        } else {
          roleId = await defaultRoleOf(change.tx, appId, account);
          if (roleId === null) throw new HttpError(409, adminUserMessage(request, 'appWithoutRole'));
        }
        await installApp(change.tx, target.id, account, appId, roleId);
        await change.log({
          type: 'user_app_installed',
          object: { type: 'user', id: target.id },
          companyId: account,
          details: { app_id: appId, role_id: roleId },
        });
        return { userId: target.id, companyId: account };
      });
      return { data: await heldApp(db, userId, companyId, appId) };
    });

    registerEndpoint(app, endpoints.uninstallAdminUserApp, async (request) => {
      const { user: caller } = identityOf(request);
      const { app: appId } = request.params;
      await runChange(deps, { userId: caller.id }, async (change) => {
        const target = await requireUser(change.tx, request.params.user, { lock: true });
        const account = await requireAccount(change.tx, target, request.query.company);
        const held = await heldApp(change.tx, target.id, account, appId);
        if (held.always_installed) throw new HttpError(409, adminUserMessage(request, 'appAlwaysInstalled'));
        await uninstallApp(change.tx, target.id, account, appId);
        await change.log({
          type: 'user_app_uninstalled',
          object: { type: 'user', id: target.id },
          companyId: account,
          details: { app_id: appId },
        });
      });
      return { data: { deleted: true as const } };
    });

    registerEndpoint(app, endpoints.assignAdminUserAppRole, async (request) => {
      const { user: caller } = identityOf(request);
      const { app: appId } = request.params;
      const { company, role: roleId } = request.body;
      const { userId, companyId } = await runChange(deps, { userId: caller.id }, async (change) => {
        const target = await requireUser(change.tx, request.params.user, { lock: true });
        const account = await requireAccount(change.tx, target, company);
        const held = await heldApp(change.tx, target.id, account, appId);
        if (!held.roles.some((option) => option.id === roleId)) throw new FieldValidationError({ role: ['chosen'] });
        if (held.role.id !== roleId) {
          await setAppRole(change.tx, target.id, account, appId, roleId);
          await change.log({
            type: 'user_app_roles_assigned',
            object: { type: 'user', id: target.id },
            companyId: account,
            details: { app_id: appId, role_id: { from: held.role.id, to: roleId } },
          });
        }
        return { userId: target.id, companyId: account };
      });
      return { data: await heldApp(db, userId, companyId, appId) };
    });
  },
};
