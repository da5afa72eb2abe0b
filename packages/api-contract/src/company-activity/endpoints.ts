import { z } from 'zod/mini';
import { companyActivityPageSchema, companyActivityQuerySchema } from './schemas';
import { access, defineEndpoint } from '../endpoint';
import { ownerPermission } from '../permissions';
import { builtOnFirstUse } from '../built-on-first-use';

const company = builtOnFirstUse(() => z.uuid());
/** Only the owner: the owner passes every company check (spec §6), and `is_owner` is held by nobody else. */
const ownerOnly = access.currentCompany({ company: [ownerPermission] });

/**
 * The company's activity log (spec §3, §4; issue 13): only its owner reads it. Every path names the
 * caller's current company; another company's id is not found.
 */
export const companyActivityEndpoints = {
  /** The company's activity log, newest first, a page at a time, optionally of one type. */
  listCompanyActivity: defineEndpoint({
    method: 'GET',
    path: '/api/companies/:company/activity',
    params: z.object({ company }),
    query: companyActivityQuerySchema,
    response: companyActivityPageSchema,
    access: ownerOnly,
  }),
} as const;
