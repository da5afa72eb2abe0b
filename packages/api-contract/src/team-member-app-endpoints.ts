import { z } from 'zod/mini';
import { access, defineEndpoint } from './endpoint';
import { dataOf, namedReferenceSchema } from './identity';
import { builtOnFirstUse } from './built-on-first-use';

/**
 * An app assigned to a team member in the company (spec §7 team-members installed-apps): their role in it
 * and the app's company roles to choose from, in the app's order. `always_installed` apps stay assigned:
 * their role can be changed, their assignment not removed.
 */
export const teamMemberInstalledAppSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    /** Logo file name, or null without one. */
    logo: z.nullable(z.string()),
    always_installed: z.boolean(),
    role: namedReferenceSchema,
    roles: z.array(namedReferenceSchema),
  }),
);
export type TeamMemberInstalledApp = z.infer<typeof teamMemberInstalledAppSchema>;

/**
 * An app installed for the company that the member has not been assigned yet (spec §7 team-members
 * available-apps), with the role an assignment gives by default: the company's choice, else the app's
 * default company role; null when the app has neither (it cannot be assigned yet).
 */
export const teamMemberAvailableAppSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    logo: z.nullable(z.string()),
    default_role: z.nullable(namedReferenceSchema),
  }),
);
export type TeamMemberAvailableApp = z.infer<typeof teamMemberAvailableAppSchema>;

/** Assigning an app: the company role to give, or none for the company's default role of the app. */
export const teamMemberAppAssignmentSchema = builtOnFirstUse(() =>
  z.strictObject({
    app: z.uuid({ message: 'chosen' }),
    role: z.optional(z.nullable(z.uuid({ message: 'chosen' }))),
  }),
);
export type TeamMemberAppAssignment = z.infer<typeof teamMemberAppAssignmentSchema>;

/** A member's new role in an app: one of the app's company roles. */
export const teamMemberAppRoleSchema = builtOnFirstUse(() => z.strictObject({ role: z.uuid({ message: 'chosen' }) }));
export type TeamMemberAppRole = z.infer<typeof teamMemberAppRoleSchema>;

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
export const teamMemberAppEndpoints = {
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
