import { z } from 'zod/mini';
import { companyOwnershipSchema, ownershipTransferSchema } from './schemas';
import { access, defineEndpoint } from '../endpoint';
import { dataOf } from '../data-of';
import { ownerPermission } from '../permissions';
import { builtOnFirstUse } from '../built-on-first-use';

const company = builtOnFirstUse(() => z.uuid());
/** Only the owner: the owner passes every company check (spec §6), and `is_owner` is held by nobody else. */
const ownerOnly = access.currentCompany({ company: [ownerPermission] });

/**
 * Handing the company over (spec §3, §4; issue 13): only its owner. Every path names the caller's
 * current company; another company's id is not found.
 */
export const companyOwnershipEndpoints = {
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
} as const;
