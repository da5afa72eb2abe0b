import { z } from 'zod/mini';
import {
  adminCompanyListQuerySchema,
  adminCompanyMemberPageSchema,
  adminCompanyMembersQuerySchema,
  adminCompanyPageSchema,
  adminCompanySchema,
  assignCompanyAppSchema,
  companyAppAssignmentSchema,
  validationDecisionSchema,
  validationRecallSchema,
  validationStateChangeSchema,
} from './schemas';
import { access, defineEndpoint } from '../endpoint';
import { dataOf } from '../data-of';
import { builtOnFirstUse } from '../built-on-first-use';

const viewCompanies = access.platform({ anyOf: ['admin_can_view_companies'] });
const editCompanies = access.platform({ anyOf: ['admin_can_edit_companies'] });
const companyParams = builtOnFirstUse(() => z.object({ company: z.uuid() }));
const oneCompany = builtOnFirstUse(() => dataOf(adminCompanySchema));
const appAssignment = builtOnFirstUse(() => dataOf(companyAppAssignmentSchema));

/**
 * The platform administration of companies (issue 26, ADR 0027): viewing needs admin_can_view_companies,
 * changing admin_can_edit_companies. A company that does not exist is not found (404).
 */
export const adminCompaniesEndpoints = {
  /** Paged (`page`), searched (`search` in name, VAT number, city and owner) and filtered by `state`. */
  listAdminCompanies: defineEndpoint({
    method: 'GET',
    path: '/api/admin/companies',
    query: adminCompanyListQuerySchema,
    response: adminCompanyPageSchema,
    access: viewCompanies,
  }),
  showAdminCompany: defineEndpoint({
    method: 'GET',
    path: '/api/admin/companies/:company',
    params: companyParams,
    response: oneCompany,
    access: viewCompanies,
  }),
  /** The company's members in name order, paged. */
  listAdminCompanyMembers: defineEndpoint({
    method: 'GET',
    path: '/api/admin/companies/:company/team-members',
    params: companyParams,
    query: adminCompanyMembersQuerySchema,
    response: adminCompanyMemberPageSchema,
    access: viewCompanies,
  }),
  /**
   * Deletes the company: its people keep their accounts; its memberships, locations, invitations,
   * installations, roles held in it and verification history go with it.
   */
  deleteAdminCompany: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/companies/:company',
    params: companyParams,
    response: dataOf(z.object({ deleted: z.literal(true) })),
    access: editCompanies,
  }),
  listCompanyApps: defineEndpoint({
    method: 'GET',
    path: '/api/admin/companies/:company/assigned-apps',
    params: companyParams,
    response: appAssignment,
    access: viewCompanies,
  }),
  /** Installs the app for the company; every member gets its default role. 409 when it already is. */
  assignCompanyApp: defineEndpoint({
    method: 'POST',
    path: '/api/admin/companies/:company/assigned-apps',
    params: companyParams,
    body: assignCompanyAppSchema,
    response: appAssignment,
    access: editCompanies,
    // Already assigned, or the app has no company role to give.
    errors: [409],
  }),
  /** Removes the company's installation and every member's role in the app. 409 for an always-installed one. */
  removeCompanyApp: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/companies/:company/assigned-apps/:app',
    params: builtOnFirstUse(() => z.object({ company: z.uuid(), app: z.uuid() })),
    response: appAssignment,
    access: editCompanies,
    errors: [409],
  }),
  /** Accepts or declines the open request; 409 when it is no longer open (someone decided first). */
  decideCompanyValidation: defineEndpoint({
    method: 'POST',
    path: '/api/admin/companies/:company/company-validations',
    params: companyParams,
    body: validationDecisionSchema,
    response: oneCompany,
    access: editCompanies,
    errors: [409],
  }),
  /** Recalls the standing verification; 409 when the company is not verified. */
  recallCompanyValidation: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/companies/:company/company-validations',
    params: companyParams,
    body: validationRecallSchema,
    response: oneCompany,
    access: editCompanies,
    errors: [409],
  }),
  /** Sets the state directly; 409 when the company already is in it. */
  setCompanyValidationState: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/companies/:company/company-validations',
    params: companyParams,
    body: validationStateChangeSchema,
    response: oneCompany,
    access: editCompanies,
    errors: [409],
  }),
} as const;
