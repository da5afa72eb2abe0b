import { z } from 'zod/mini';
import { access, defineEndpoint } from '../endpoint';
import { dataOf } from '../data-of';
import {
  importResultSchema,
  invitationAcceptanceSchema,
  invitationAcceptedSchema,
  invitationPageSchema,
  invitationSchema,
  teamMemberChoicesSchema,
  teamMemberCreationSchema,
  teamMemberInputSchema,
} from './schemas';
import { mailTokenSchema } from '../profile/schemas';
import { builtOnFirstUse } from '../built-on-first-use';

/** Adding team members needs the right to edit them; the owner passes (spec §6). */
const teamMemberEditors = access.currentCompany({ company: ['can_edit_team_members'] });
const company = builtOnFirstUse(() => z.uuid());

/** Adding people to the current company: by email, by invitation, from a CSV file. */
export const invitationsEndpoints = {
  /**
   * Adds a person by email: an account without a company joins at once; an unknown address answers
   * `email_not_found` (the app then offers an invitation). Members, and members of other companies,
   * are refused on `email` (unique, same_company_group, other_team).
   */
  createTeamMember: defineEndpoint({
    method: 'POST',
    path: '/api/companies/:company/team-members',
    params: z.object({ company }),
    body: teamMemberInputSchema,
    response: teamMemberCreationSchema,
    access: teamMemberEditors,
  }),
  getTeamMemberChoices: defineEndpoint({
    method: 'GET',
    path: '/api/companies/:company/team-member-choices',
    params: z.object({ company }),
    response: dataOf(teamMemberChoicesSchema),
    access: teamMemberEditors,
  }),
  /** Pending, accepted and expired invitations, newest first. */
  listInvitations: defineEndpoint({
    method: 'GET',
    path: '/api/companies/:company/invitations',
    params: z.object({ company }),
    response: dataOf(z.array(invitationSchema)),
    access: teamMemberEditors,
  }),
  /** Mails an invitation; one already open for the address is replaced (its link stops working). */
  createInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/companies/:company/invitations',
    params: z.object({ company }),
    body: teamMemberInputSchema,
    response: dataOf(invitationSchema),
    access: teamMemberEditors,
  }),
  /** A new link for a pending or expired invitation; the old link stops working. */
  resendInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/companies/:company/invitations/:invitation/resend',
    params: z.object({ company, invitation: z.uuid() }),
    response: dataOf(invitationSchema),
    access: teamMemberEditors,
    // Already accepted.
    errors: [409],
  }),
  revokeInvitation: defineEndpoint({
    method: 'DELETE',
    path: '/api/companies/:company/invitations/:invitation',
    params: z.object({ company, invitation: z.uuid() }),
    response: dataOf(z.object({ revoked: z.literal(true) })),
    access: teamMemberEditors,
    errors: [409],
  }),
  /** multipart/form-data with one CSV `file`: every row with its problems; nothing is written. */
  previewTeamMemberImport: defineEndpoint({
    method: 'POST',
    path: '/api/companies/:company/team-member-imports/preview',
    params: z.object({ company }),
    upload: true,
    response: importResultSchema,
    access: teamMemberEditors,
    errors: [422],
  }),
  /** The same file again: invites its valid rows, answers every row's outcome. */
  importTeamMembers: defineEndpoint({
    method: 'POST',
    path: '/api/companies/:company/team-member-imports',
    params: z.object({ company }),
    upload: true,
    response: importResultSchema,
    access: teamMemberEditors,
    errors: [422],
  }),

  // The mailed link: its token is the credential. Showing the page changes nothing (mail scanners).
  showInvitation: defineEndpoint({
    method: 'GET',
    path: '/api/invitations/:token',
    params: z.object({ token: mailTokenSchema }),
    response: dataOf(invitationPageSchema),
    access: access.public(),
  }),
  /** A new person: creates their account in the company. 409: not pending any more, or the account exists. */
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/invitations/:token/accept',
    params: z.object({ token: mailTokenSchema }),
    body: invitationAcceptanceSchema,
    response: invitationAcceptedSchema,
    access: access.public(),
    errors: [409],
  }),
  /** A person with an account, signed in with the invited address, joins the company. */
  joinInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/invitations/:token/join',
    params: z.object({ token: mailTokenSchema }),
    response: invitationAcceptedSchema,
    access: access.ownAccount(),
    errors: [409],
  }),
} as const;
