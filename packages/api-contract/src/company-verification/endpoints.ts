import { z } from 'zod/mini';
import { companyValidationSchema } from './schemas';
import { access, defineEndpoint } from '../endpoint';
import { dataOf } from '../data-of';
import { ownerPermission } from '../permissions';
import { builtOnFirstUse } from '../built-on-first-use';

const company = builtOnFirstUse(() => z.uuid());
/** Only the owner: the owner passes every company check (spec §6), and `is_owner` is held by nobody else. */
const ownerOnly = access.currentCompany({ company: [ownerPermission] });

/**
 * The company's verification by Eventsuite (spec §3, §4; issue 13): its requests, asked for and withdrawn by
 * the owner. Every path names the caller's current company; another company's id is not found.
 */
export const companyVerificationEndpoints = {
  /** The verification state and its history; whoever may see the company profile may see them. */
  listValidationRequests: defineEndpoint({
    method: 'GET',
    path: '/api/companies/:company/validation-requests',
    params: z.object({ company }),
    response: dataOf(companyValidationSchema),
    access: access.currentCompany({ company: ['can_view_company_profile'] }),
  }),
  /** Asks Eventsuite to verify the company. */
  requestValidation: defineEndpoint({
    method: 'POST',
    path: '/api/companies/:company/validation-requests',
    params: z.object({ company }),
    response: dataOf(companyValidationSchema),
    access: ownerOnly,
    // The state does not allow it: already requested or verified.
    errors: [409],
  }),
  /** Withdraws the open request. */
  withdrawValidationRequest: defineEndpoint({
    method: 'DELETE',
    path: '/api/companies/:company/validation-requests/:request',
    params: z.object({ company, request: z.uuid() }),
    response: dataOf(companyValidationSchema),
    access: ownerOnly,
    // The request is no longer open.
    errors: [409],
  }),
} as const;
