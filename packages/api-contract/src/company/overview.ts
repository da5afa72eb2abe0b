import { z } from 'zod/mini';
import { validationStates } from '../company-verification/states';
import { builtOnFirstUse } from '../built-on-first-use';
import { dataOf } from '../data-of';
import { access, defineEndpoint } from '../endpoint';

/**
 * The company at a glance (the dashboard, issue 31 §1): each figure null where the caller may not read its
 * source, by that endpoint's own permissions (getCompany, listTeamMembers, listInvitations).
 */
export const companyOverviewSchema = builtOnFirstUse(() =>
  z.object({
    validation_state: z.nullable(z.enum(validationStates)),
    /** The company's members, the team list's total. */
    members: z.nullable(z.int()),
    /** Invitations sent and neither answered, expired, revoked nor replaced. */
    invitations_waiting: z.nullable(z.int()),
  }),
);
export type CompanyOverview = z.infer<typeof companyOverviewSchema>;

/**
 * Apart from the profile's endpoints, so that the dashboard's chunk carries this small schema only, not
 * the company's, the team list's and the invitations' it sums up.
 */
export const companyOverviewEndpoints = {
  getCompanyOverview: defineEndpoint({
    method: 'GET',
    path: '/api/companies/:company/overview',
    params: builtOnFirstUse(() => z.object({ company: z.uuid() })),
    response: dataOf(companyOverviewSchema),
    // Every member: each figure carries the permission of its own source.
    access: access.currentCompany(),
  }),
} as const;
