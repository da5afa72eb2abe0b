import { z } from 'zod/mini';
import { builtOnFirstUse } from '../built-on-first-use';

/**
 * The figures of /admin (issue 26 §1), each null when the caller may not see its area: companies
 * waiting for verification and all companies (admin_can_view_companies), locked users and all users
 * (admin_can_view_users), apps (admin_can_view_apps); issue 27's page texts missing in a supported language
 * (admin_can_view_content), events of the last 24 hours (admin_can_view_activity) and mails not yet delivered
 * (admin_can_view_settings).
 */
export const adminFiguresSchema = builtOnFirstUse(() =>
  z.object({
    companies_waiting: z.nullable(z.int()),
    companies: z.nullable(z.int()),
    locked_users: z.nullable(z.int()),
    users: z.nullable(z.int()),
    apps: z.nullable(z.int()),
    missing_page_texts: z.nullable(z.int()),
    events_today: z.nullable(z.int()),
    unsent_mails: z.nullable(z.int()),
  }),
);
export type AdminFigures = z.infer<typeof adminFiguresSchema>;
