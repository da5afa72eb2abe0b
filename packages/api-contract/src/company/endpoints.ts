import { z } from 'zod/mini';
import { companyInputSchema, companySchema } from './schemas';
import { access, defineEndpoint } from '../endpoint';
import { dataOf } from '../data-of';
import { builtOnFirstUse } from '../built-on-first-use';

const companyParams = builtOnFirstUse(() => z.object({ company: z.uuid() }));
const viewCompany = access.currentCompany({ company: ['can_view_company_profile'] });
const editCompany = access.currentCompany({ company: ['can_edit_company_profile'] });

/** The company profile (spec §3, §7): the caller's current company; the owner passes every check. */
export const companyEndpoints = {
  getCompany: defineEndpoint({
    method: 'GET',
    path: '/api/companies/:company',
    params: companyParams,
    response: dataOf(companySchema),
    access: viewCompany,
  }),
  updateCompany: defineEndpoint({
    method: 'PUT',
    path: '/api/companies/:company',
    params: companyParams,
    body: companyInputSchema,
    response: dataOf(companySchema),
    access: editCompany,
  }),
  /** multipart/form-data with one `file`: the logo follows the avatar's rules (jpg or png, square, ...). */
  uploadCompanyLogo: defineEndpoint({
    method: 'POST',
    path: '/api/companies/:company/avatar',
    params: companyParams,
    upload: true,
    response: dataOf(companySchema),
    access: editCompany,
    errors: [422],
  }),
  deleteCompanyLogo: defineEndpoint({
    method: 'DELETE',
    path: '/api/companies/:company/avatar',
    params: companyParams,
    response: dataOf(companySchema),
    access: editCompany,
  }),
  /**
   * Any signed-in user creates a company and becomes its owner; a personal account becomes a business
   * account with it (ADR 0013). The caller switches to it through /id/current-company and a new sign-in.
   */
  createCompany: defineEndpoint({
    method: 'POST',
    path: '/api/companies',
    body: companyInputSchema,
    response: dataOf(companySchema),
    access: access.ownAccount(),
  }),
} as const;
