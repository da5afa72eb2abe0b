import { z } from 'zod/mini';
import { adminAppSchema, appInputSchema, appScreenshotOrderSchema } from './app-administration';
import { appVisibilities } from './app-availability';
import { access, defineEndpoint } from './endpoint';
import { dataOf } from './identity';
import { builtOnFirstUse } from './built-on-first-use';

/** An app as the platform's administration lists it (/admin/apps, the app chooser of /admin/roles). */
export const adminAppSummarySchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    internal_name: z.string(),
    display_name: z.string(),
    /** Logo file name, or null without one. */
    logo: z.nullable(z.string()),
    visibility: z.enum(appVisibilities),
    always_installed: z.boolean(),
    admin_only: z.boolean(),
  }),
);
export type AdminAppSummary = z.infer<typeof adminAppSummarySchema>;

const viewApps = access.platform({ anyOf: ['admin_can_view_apps'] });
const editApps = access.platform({ anyOf: ['admin_can_edit_apps'] });
const appParams = builtOnFirstUse(() => z.object({ app: z.uuid() }));
const screenshotParams = builtOnFirstUse(() => z.object({ app: z.uuid(), screenshot: z.uuid() }));
const oneApp = builtOnFirstUse(() => dataOf(adminAppSchema));

/** The platform administration of apps (issue 14 §3): viewing needs admin_can_view_apps, changing admin_can_edit_apps. */
export const appAdministrationEndpoints = {
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
    response: oneApp,
    access: editApps,
    // The multipart body has no schema: the file is checked in code.
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
} as const;
