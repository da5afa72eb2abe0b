import { z } from 'zod/mini';
import { access, defineEndpoint } from '../endpoint';
import { dataOf } from '../data-of';
import {
  teamMemberDetailSchema,
  teamMemberListQuerySchema,
  teamMemberPageSchema,
  teamMemberSchema,
  teamMemberUpdateSchema,
} from './schemas';
import { builtOnFirstUse } from '../built-on-first-use';

const teamMemberParams = builtOnFirstUse(() => z.object({ company: z.uuid(), teamMember: z.uuid() }));
const canView = access.currentCompany({ company: ['can_view_team_members'] });
const canEdit = access.currentCompany({ company: ['can_edit_team_members'] });

/**
 * The team members of the current company (spec §3, §7). Viewing needs can_view_team_members, changing a
 * member can_edit_team_members; the owner passes both. A member of another company answers 404.
 */
export const teamMembersEndpoints = {
  /** Paged (`page`, default 1) and searched (`search` in name, email and position). */
  listTeamMembers: defineEndpoint({
    method: 'GET',
    path: '/api/companies/:company/team-members',
    params: z.object({ company: z.uuid() }),
    query: teamMemberListQuerySchema,
    response: teamMemberPageSchema,
    access: canView,
  }),
  getTeamMember: defineEndpoint({
    method: 'GET',
    path: '/api/companies/:company/team-members/:teamMember',
    params: teamMemberParams,
    response: teamMemberDetailSchema,
    access: canView,
  }),
  /** Company role and location. */
  updateTeamMember: defineEndpoint({
    method: 'PUT',
    path: '/api/companies/:company/team-members/:teamMember',
    params: teamMemberParams,
    body: teamMemberUpdateSchema,
    response: teamMemberDetailSchema,
    access: canEdit,
  }),
  /**
   * Locks the member: their sign-in, token refresh and API calls are refused from the next request on.
   * 409 for the owner, oneself, and a person who belongs to another company too (a lock counts everywhere).
   */
  lockTeamMember: defineEndpoint({
    method: 'POST',
    path: '/api/companies/:company/team-members/:teamMember/lock',
    params: teamMemberParams,
    response: dataOf(teamMemberSchema),
    access: canEdit,
    errors: [409],
  }),
  unlockTeamMember: defineEndpoint({
    method: 'DELETE',
    path: '/api/companies/:company/team-members/:teamMember/lock',
    params: teamMemberParams,
    response: dataOf(teamMemberSchema),
    access: canEdit,
    errors: [409],
  }),
  /** Takes the member out of the company (their account stays); 409 for the owner and oneself. */
  removeTeamMember: defineEndpoint({
    method: 'DELETE',
    path: '/api/companies/:company/team-members/:teamMember',
    params: teamMemberParams,
    response: dataOf(z.object({ deleted: z.literal(true) })),
    access: canEdit,
    errors: [409],
  }),
} as const;
