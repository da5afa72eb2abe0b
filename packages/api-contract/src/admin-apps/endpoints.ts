import { z } from 'zod/mini';
import {
  adminAppSchema,
  adminAppSummarySchema,
  appInputSchema,
  appScreenshotOrderSchema,
  appSignInChangeSchema,
  appSignInInputSchema,
  appSignInSchema,
} from './schemas';
import { access, defineEndpoint } from '../endpoint';
import { dataOf } from '../data-of';
import { builtOnFirstUse } from '../built-on-first-use';

const viewApps = access.platform({ anyOf: ['admin_can_view_apps'] });
const editApps = access.platform({ anyOf: ['admin_can_edit_apps'] });
const appParams = builtOnFirstUse(() => z.object({ app: z.uuid() }));
const screenshotParams = builtOnFirstUse(() => z.object({ app: z.uuid(), screenshot: z.uuid() }));
const oneApp = builtOnFirstUse(() => dataOf(adminAppSchema));

/** The platform administration of apps (issue 14 §3): viewing needs admin_can_view_apps, changing admin_can_edit_apps. */
export const adminAppsEndpoints = {
  /** Every app, the portal's own included, by display name. */
  listApps: defineEndpoint({
    method: 'GET',
    path: '/api/apps',
    response: dataOf(z.array(adminAppSummarySchema)),
    access: access.platform({ anyOf: ['admin_can_view_apps', 'admin_can_view_roles', 'admin_can_view_permissions'] }),
  }),
  showApp: defineEndpoint({
    method: 'GET',
    path: '/api/apps/:app',
    params: appParams,
    response: oneApp,
    access: viewApps,
  }),
  createApp: defineEndpoint({
    method: 'POST',
    path: '/api/apps',
    body: appInputSchema,
    response: oneApp,
    access: editApps,
  }),
  /** The Eventsuite app keeps its internal name (a 422 on the field). */
  updateApp: defineEndpoint({
    method: 'PUT',
    path: '/api/apps/:app',
    params: appParams,
    body: appInputSchema,
    response: oneApp,
    access: editApps,
  }),
  /** 409: the Eventsuite app itself is not deleted. Its roles, installations and screenshots go with an app. */
  deleteApp: defineEndpoint({
    method: 'DELETE',
    path: '/api/apps/:app',
    params: appParams,
    response: dataOf(z.object({ deleted: z.literal(true) })),
    access: editApps,
    errors: [409],
  }),
  /** multipart/form-data with one `file`: the logo follows the avatar's rules (jpg or png, square, ...). */
  uploadAppLogo: defineEndpoint({
    method: 'POST',
    path: '/api/apps/:app/logo',
    params: appParams,
    upload: true,
    response: oneApp,
    access: editApps,
    errors: [422],
  }),
  deleteAppLogo: defineEndpoint({
    method: 'DELETE',
    path: '/api/apps/:app/logo',
    params: appParams,
    response: oneApp,
    access: editApps,
  }),
  /** multipart/form-data with one `file`: a jpg or png of at most 3MB (appScreenshotRules), added last. */
  uploadAppScreenshot: defineEndpoint({
    method: 'POST',
    path: '/api/apps/:app/screenshots',
    params: appParams,
    upload: true,
    response: oneApp,
    access: editApps,
    errors: [422],
  }),
  deleteAppScreenshot: defineEndpoint({
    method: 'DELETE',
    path: '/api/apps/:app/screenshots/:screenshot',
    params: screenshotParams,
    response: oneApp,
    access: editApps,
  }),
  /** The new order names each of the app's screenshots once (a 422 on `screenshots` otherwise). */
  reorderAppScreenshots: defineEndpoint({
    method: 'PUT',
    path: '/api/apps/:app/screenshots',
    params: appParams,
    body: appScreenshotOrderSchema,
    response: oneApp,
    access: editApps,
  }),
  // How the app signs in through the portal (issue 14 §1b, ADR 0018).
  showAppSignIn: defineEndpoint({
    method: 'GET',
    path: '/api/apps/:app/sign-in',
    params: appParams,
    response: dataOf(appSignInSchema),
    access: viewApps,
  }),
  /**
   * Gives the app a client of the type, or switches its type. A new confidential client gets a secret,
   * answered once; a public one has none. 409 for the portal, whose client is the configuration's.
   */
  saveAppSignIn: defineEndpoint({
    method: 'PUT',
    path: '/api/apps/:app/sign-in',
    params: appParams,
    body: appSignInInputSchema,
    response: dataOf(appSignInChangeSchema),
    access: editApps,
    errors: [409],
  }),
  /** A new secret for a confidential client, answered once; the old one stops working. 409 for any other. */
  rotateAppClientSecret: defineEndpoint({
    method: 'POST',
    path: '/api/apps/:app/sign-in/secret',
    params: appParams,
    response: dataOf(appSignInChangeSchema),
    access: editApps,
    errors: [409],
  }),
} as const;
