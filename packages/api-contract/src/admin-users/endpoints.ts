import { z } from 'zod/mini';
import { access, defineEndpoint } from '../endpoint';
import { dataOf } from '../data-of';
import {
  adminUserAccountQuerySchema,
  adminUserAppInstallSchema,
  adminUserAppRoleInputSchema,
  adminUserAppSchema,
  adminUserAvailableAppSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserRoleInputSchema,
  adminUserSchema,
  adminEventsuiteRoleSchema,
  lockedUserListQuerySchema,
} from './schemas';
import { builtOnFirstUse } from '../built-on-first-use';

const viewUsers = access.platform({ anyOf: ['admin_can_view_users'] });
const editUsers = access.platform({ anyOf: ['admin_can_edit_users'] });
const userParams = builtOnFirstUse(() => z.object({ user: z.uuid() }));
const userAppParams = builtOnFirstUse(() => z.object({ user: z.uuid(), app: z.uuid() }));
const oneUser = builtOnFirstUse(() => dataOf(adminUserSchema));

/**
 * The platform administration of users (issue 26): viewing needs admin_can_view_users, changing
 * admin_can_edit_users. An unknown user answers 404. An account a change names (`company`) must be one of
 * the user's: a company they belong to, or null for a private user's own (422 on `company` otherwise).
 * 409: nobody locks, demotes or deletes themselves or the last platform administrator (ADR 0028).
 */
export const adminUsersEndpoints = {
  /** Every user, private ones included, in name order: paged, searched (name, email) and filtered. */
  listAdminUsers: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    query: adminUserListQuerySchema,
    response: adminUserPageSchema,
    access: viewUsers,
  }),
  /** The locked users (spec §7 admin locked-users), as the list filtered by `locked=true`. */
  listLockedUsers: defineEndpoint({
    method: 'GET',
    path: '/api/admin/locked-users',
    query: lockedUserListQuerySchema,
    response: adminUserPageSchema,
    access: viewUsers,
  }),
  /** The roles of the Eventsuite app a user may be given, personal ones and company ones. */
  listAdminEventsuiteRoles: defineEndpoint({
    method: 'GET',
    path: '/api/admin/eventsuite-roles',
    response: dataOf(z.array(adminEventsuiteRoleSchema)),
    access: viewUsers,
  }),
  /** The user, their accounts, their Eventsuite role and their apps in each. */
  showAdminUser: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/:user',
    params: userParams,
    response: oneUser,
    access: viewUsers,
  }),
  /** Their Eventsuite role in one account: a personal role for a private user's own, a company role else. */
  updateAdminUserRole: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/users/:user/role',
    params: userParams,
    body: adminUserRoleInputSchema,
    response: oneUser,
    access: editUsers,
    errors: [409],
  }),
  /** Locks the user: their sign-in, token refresh and API calls are refused from the next request on. */
  lockAdminUser: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:user/lock',
    params: userParams,
    response: oneUser,
    access: editUsers,
    errors: [409],
  }),
  unlockAdminUser: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/users/:user/lock',
    params: userParams,
    response: oneUser,
    access: editUsers,
  }),
  /** Deletes the account; 409 while they own a company (it needs its owner) and for oneself. */
  deleteAdminUser: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/users/:user',
    params: userParams,
    response: dataOf(z.object({ deleted: z.literal(true) })),
    access: editUsers,
    errors: [409],
  }),
  /** The apps the user may be given in the account (`?company=`), none of the portal's own. */
  listAdminUserAvailableApps: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/:user/available-apps',
    params: userParams,
    query: adminUserAccountQuerySchema,
    response: dataOf(z.array(adminUserAvailableAppSchema)),
    access: viewUsers,
  }),
  /** Gives the user an app in the account ("App has been assigned."); 409 when they hold it already. */
  installAdminUserApp: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:user/installed-apps',
    params: userParams,
    body: adminUserAppInstallSchema,
    response: dataOf(adminUserAppSchema),
    access: editUsers,
    errors: [409],
  }),
  /** Takes the app from the user in the account ("App assignment removed."); 409 for an always-installed app. */
  uninstallAdminUserApp: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/users/:user/installed-apps/:app',
    params: userAppParams,
    query: adminUserAccountQuerySchema,
    response: dataOf(z.object({ deleted: z.literal(true) })),
    access: editUsers,
    errors: [409],
  }),
  /** Their role in an app they hold in the account; 422 for a role not of the app and the account's kind. */
  assignAdminUserAppRole: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/users/:user/apps/:app/roles',
    params: userAppParams,
    body: adminUserAppRoleInputSchema,
    response: dataOf(adminUserAppSchema),
    access: editUsers,
  }),
} as const;
