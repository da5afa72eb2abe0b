import { z } from 'zod/mini';
import { appVisibilities } from './app-availability';
import { access, defineEndpoint } from './endpoint';
import { dataOf } from './identity';

/** An app as the platform's administration lists it (/admin/apps, the app chooser of /admin/roles). */
export const adminAppSummarySchema = z.object({
  id: z.string(),
  internal_name: z.string(),
  display_name: z.string(),
  /** Logo file name, or null without one. */
  logo: z.nullable(z.string()),
  visibility: z.enum(appVisibilities),
  always_installed: z.boolean(),
  admin_only: z.boolean(),
});
export type AdminAppSummary = z.infer<typeof adminAppSummarySchema>;

/** The platform administration of apps (issue 14). */
export const appAdministrationEndpoints = {
  /** Every app, the portal's own included, by display name. */
  listApps: defineEndpoint({
    method: 'GET',
    path: '/api/apps',
    response: dataOf(z.array(adminAppSummarySchema)),
    access: access.platform({ anyOf: ['admin_can_view_apps', 'admin_can_view_roles', 'admin_can_view_permissions'] }),
  }),
} as const;
