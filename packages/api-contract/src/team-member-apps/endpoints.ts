import { z } from 'zod/mini';
import { access, defineEndpoint } from '../endpoint';
import { dataOf } from '../data-of';
import {
  teamMemberAppAssignmentSchema,
  teamMemberAppRoleSchema,
  teamMemberAvailableAppSchema,
  teamMemberInstalledAppSchema,
} from './schemas';
import { builtOnFirstUse } from '../built-on-first-use';

const memberParams = builtOnFirstUse(() => z.object({ company: z.uuid(), teamMember: z.uuid() }));
const memberAppParams = builtOnFirstUse(() => z.object({ company: z.uuid(), teamMember: z.uuid(), app: z.uuid() }));
/** Seeing a member's apps: like their page, which a member may always see of themselves. */
const canView = access.currentCompany({ company: ['can_view_team_members'], self: 'teamMember' });
const canEdit = access.currentCompany({ company: ['can_edit_team_members'] });

/**
 * Team members' apps and their roles in them (issue 14 §2). The portal's own app is not among them: a
 * member's company role is set on their page. Another company's member, and an app not installed for the
 * company, answer 404; a change acts on the member's very next request.
 */
export const teamMemberAppsEndpoints = {
  listTeamMemberInstalledApps: defineEndpoint({
    method: 'GET',
    path: '/api/companies/:company/team-members/:teamMember/installed-apps',
    params: memberParams,
    response: dataOf(z.array(teamMemberInstalledAppSchema)),
    access: canView,
  }),
  listTeamMemberAvailableApps: defineEndpoint({
    method: 'GET',
    path: '/api/companies/:company/team-members/:teamMember/available-apps',
    params: memberParams,
    response: dataOf(z.array(teamMemberAvailableAppSchema)),
    access: canView,
  }),
  /**
   * Gives the member a company role in an app installed for the company ("App has been assigned."). 422
   * for a role that is not a company role of the app, 409 when the app is assigned already or has no
   * company role to give.
   */
  assignTeamMemberApp: defineEndpoint({
    method: 'POST',
    path: '/api/companies/:company/team-members/:teamMember/installed-apps',
    params: memberParams,
    body: teamMemberAppAssignmentSchema,
    response: dataOf(teamMemberInstalledAppSchema),
    access: canEdit,
    errors: [409],
  }),
  /** Takes the app from the member ("App assignment removed."); 409 for an always-installed app. */
  removeTeamMemberApp: defineEndpoint({
    method: 'DELETE',
    path: '/api/companies/:company/team-members/:teamMember/installed-apps/:app',
    params: memberAppParams,
    response: dataOf(z.object({ deleted: z.literal(true) })),
    access: canEdit,
    errors: [409],
  }),
  /** The member's role in an assigned app ("Role has been changed."); 422 for anything but its company roles. */
  changeTeamMemberAppRole: defineEndpoint({
    method: 'PUT',
    path: '/api/companies/:company/team-members/:teamMember/apps/:app/roles',
    params: memberAppParams,
    body: teamMemberAppRoleSchema,
    response: dataOf(teamMemberInstalledAppSchema),
    access: canEdit,
  }),
} as const;
