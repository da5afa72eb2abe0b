import { activityCsvSchema } from '../company-activity/schemas';
import { access, defineEndpoint } from '../endpoint';
import { platformActivityFilterSchema, platformActivityPageSchema, platformActivityQuerySchema } from './schemas';

const viewActivity = access.platform({ anyOf: ['admin_can_view_activity'] });

/**
 * The platform's activity log (issue 27 §3, ADR 0030): every event of every company and of private users,
 * for platform administrators holding admin_can_view_activity.
 */
export const platformActivityEndpoints = {
  /** Newest first, a page at a time, filtered by type, actor, company, target and time. */
  listPlatformActivity: defineEndpoint({
    method: 'GET',
    path: '/api/admin/activity',
    query: platformActivityQuerySchema,
    response: platformActivityPageSchema,
    access: viewActivity,
  }),
  /** Every event the filter takes, newest first, as a CSV file streamed from the database. */
  exportPlatformActivity: defineEndpoint({
    method: 'GET',
    path: '/api/admin/activity/export',
    query: platformActivityFilterSchema,
    response: activityCsvSchema,
    access: viewActivity,
  }),
} as const;
