import { z } from 'zod/mini';
import {
  activityCsvSchema,
  companyActivityFilterSchema,
  companyActivityPageSchema,
  companyActivityQuerySchema,
} from './schemas';
import { access, defineEndpoint } from '../endpoint';
import { ownerPermission } from '../permissions';
import { builtOnFirstUse } from '../built-on-first-use';

const company = builtOnFirstUse(() => z.uuid());
/** Only the owner: the owner passes every company check (spec §6), and `is_owner` is held by nobody else. */
const ownerOnly = access.currentCompany({ company: [ownerPermission] });

/**
 * The company's activity log (spec §3, §4; issues 13, 27): only its owner reads it. Every path names the
 * caller's current company; another company's id is not found.
 */
export const companyActivityEndpoints = {
  /** The company's activity log, newest first, a page at a time, filtered by type, actor and time. */
  listCompanyActivity: defineEndpoint({
    method: 'GET',
    path: '/api/companies/:company/activity',
    params: z.object({ company }),
    query: companyActivityQuerySchema,
    response: companyActivityPageSchema,
    access: ownerOnly,
  }),
  /** The same events, every one the filter takes, as a CSV file (newest first). */
  exportCompanyActivity: defineEndpoint({
    method: 'GET',
    path: '/api/companies/:company/activity/export',
    params: z.object({ company }),
    query: companyActivityFilterSchema,
    response: activityCsvSchema,
    access: ownerOnly,
  }),
} as const;
