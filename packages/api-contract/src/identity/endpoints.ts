import { z } from 'zod/mini';
import { appSummarySchema } from './schemas';
import { access, defineEndpoint } from '../endpoint';
import { accountInfoSchema, currentCompanyBodySchema, permissionListSchema, userInfoSchema } from './schemas';
import { dataOf } from '../data-of';

/**
 * Identity and shell (spec §7): every signed-in user may call these for themselves. The session and the
 * signed-in chrome need them on every signed-in screen.
 */
export const identityEndpoints = {
  /**
   * The caller's permission strings in the current company (personal ones without), in every app, each
   * under its app's name: `eventsuite.` for the portal's own, which the app uses without the prefix.
   */
  getPermissions: defineEndpoint({
    method: 'GET',
    path: '/id/permissions',
    response: dataOf(permissionListSchema),
    access: access.ownAccount(),
  }),
  getUserInfo: defineEndpoint({
    method: 'GET',
    path: '/id/userinfo',
    response: dataOf(userInfoSchema),
    access: access.ownAccount(),
  }),
  getAccountInfo: defineEndpoint({
    method: 'GET',
    path: '/id/accountinfo',
    response: dataOf(accountInfoSchema),
    access: access.ownAccount(),
  }),
  /** Makes one of the caller's companies current; new tokens (a fresh sign-in) carry it. */
  setCurrentCompany: defineEndpoint({
    method: 'PUT',
    path: '/id/current-company',
    body: currentCompanyBodySchema,
    response: dataOf(z.object({ company: z.string() })),
    access: access.ownAccount(),
    // A company the caller does not belong to, or any company for a personal account.
    errors: [403],
  }),
  /** The apps the current account can open: always-installed ones and those installed for it. */
  listInstalledApps: defineEndpoint({
    method: 'GET',
    path: '/api/installed-apps',
    response: dataOf(z.array(appSummarySchema)),
    access: access.ownAccount(),
  }),
} as const;
