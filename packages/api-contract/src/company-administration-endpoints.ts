import { z } from 'zod/mini';
import { companyActivityPageSchema, companyActivityQuerySchema } from './activity-log';
import { companyOwnershipSchema, ownershipTransferSchema } from './company-owners';
import { access, defineEndpoint } from './endpoint';
import { dataOf } from './identity';
import { ownerPermission } from './permissions';
import { companyValidationSchema } from './validation-requests';
import { builtOnFirstUse } from './built-on-first-use';

const company = builtOnFirstUse(() => z.uuid());
/** Only the owner: the owner passes every company check (spec §6), and `is_owner` is held by nobody else. */
const ownerOnly = access.currentCompany({ company: [ownerPermission] });

/**
 * What only a company's owner does on /company besides its profile: hand the company over, ask for its
 * verification, read its activity log (spec §3, §4; issue 13). Every path names the caller's current
 * company; another company's id is not found.
 */
export const companyAdministrationEndpoints = {
  /** The owner and the members who could take the company over. */
  getCompanyOwner: defineEndpoint({
    method: 'GET',
    path: '/api/companies/:company/company-owners',
    params: z.object({ company }),
    response: dataOf(companyOwnershipSchema),
    access: ownerOnly,
  }),
  /**
   * Makes another member the owner, confirmed with the owner's password; the former owner keeps the
   * default company role of the portal, and their apps. One transaction.
   */
  transferCompanyOwnership: defineEndpoint({
    method: 'PUT',
    path: '/api/companies/:company/company-owners',
    params: z.object({ company }),
    body: ownershipTransferSchema,
    response: dataOf(companyOwnershipSchema),
    access: ownerOnly,
    // 409: the ownership changed meanwhile, or the owner has no password here; 429: too many wrong passwords.
    errors: [409, 429],
  }),
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
