import { defineMessage } from 'react-intl';

/** Adding team members, their invitations and the CSV import (/company/team-members/create). */
export const addMessages = {
  byEmailHeading: defineMessage({ id: 'invitations.byEmail.heading', defaultMessage: 'Add a person by email' }),
  byEmailText: defineMessage({
    id: 'invitations.byEmail.text',
    defaultMessage:
      'A person with an account joins the team at once. For an address without an account you can send an invitation; name, position, location and role are then used for it.',
  }),
  choose: defineMessage({ id: 'invitations.choose', defaultMessage: 'Choose' }),
  noLocation: defineMessage({ id: 'invitations.noLocation', defaultMessage: 'No location' }),
  defaultRole: defineMessage<{ role: string }>({ id: 'invitations.defaultRole', defaultMessage: '{role} (default)' }),
  submit: defineMessage({ id: 'invitations.byEmail.submit', defaultMessage: 'Add team member' }),
  added: defineMessage<{ email: string }>({
    id: 'invitations.added',
    defaultMessage: '{email} has been added to the team.',
  }),
  inviteTitle: defineMessage({ id: 'invitations.invite.title', defaultMessage: 'Invite this person?' }),
  inviteText: defineMessage<{ email: string; company: string }>({
    id: 'invitations.invite.text',
    defaultMessage:
      'No account has the email address {email}. Send an invitation to join {company}? The link in it works for 7 days.',
  }),
  inviteConfirm: defineMessage({ id: 'invitations.invite.confirm', defaultMessage: 'Send invitation' }),
  cancel: defineMessage({ id: 'invitations.cancel', defaultMessage: 'Cancel' }),
  sent: defineMessage({ id: 'invitations.sent', defaultMessage: 'Invitation has been sent.' }),
} as const;

export const listMessages = {
  heading: defineMessage({ id: 'invitations.list.heading', defaultMessage: 'Invitations' }),
  empty: defineMessage({ id: 'invitations.list.empty', defaultMessage: 'No invitations yet.' }),
  failed: defineMessage({ id: 'invitations.list.failed', defaultMessage: 'The invitations could not be loaded.' }),
  person: defineMessage({ id: 'invitations.list.person', defaultMessage: 'Person' }),
  status: defineMessage({ id: 'invitations.list.status', defaultMessage: 'Status' }),
  expiry: defineMessage({ id: 'invitations.list.expiry', defaultMessage: 'Link valid until' }),
  actions: defineMessage({ id: 'invitations.list.actions', defaultMessage: 'Actions' }),
  pending: defineMessage({ id: 'invitations.status.pending', defaultMessage: 'Pending' }),
  accepted: defineMessage({ id: 'invitations.status.accepted', defaultMessage: 'Accepted' }),
  expired: defineMessage({ id: 'invitations.status.expired', defaultMessage: 'Expired' }),
  resend: defineMessage({ id: 'invitations.list.resend', defaultMessage: 'Resend' }),
  resendFor: defineMessage<{ email: string }>({
    id: 'invitations.list.resendFor',
    defaultMessage: 'Resend the invitation to {email}',
  }),
  revoke: defineMessage({ id: 'invitations.list.revoke', defaultMessage: 'Revoke' }),
  revokeFor: defineMessage<{ email: string }>({
    id: 'invitations.list.revokeFor',
    defaultMessage: 'Revoke the invitation to {email}',
  }),
  revokeTitle: defineMessage({ id: 'invitations.revoke.title', defaultMessage: 'Revoke the invitation?' }),
  revokeText: defineMessage<{ email: string }>({
    id: 'invitations.revoke.text',
    defaultMessage: 'The link sent to {email} will stop working.',
  }),
  revoked: defineMessage({ id: 'invitations.revoked', defaultMessage: 'The invitation has been revoked.' }),
} as const;

export const importMessages = {
  heading: defineMessage({ id: 'invitations.import.heading', defaultMessage: 'Import from a CSV file' }),
  text: defineMessage({
    id: 'invitations.import.text',
    defaultMessage:
      'One person per row, with the columns of the template: email, first name, last name, position, location and company role. Every valid row gets an invitation.',
  }),
  template: defineMessage({ id: 'invitations.import.template', defaultMessage: 'Download the template' }),
  dropLabel: defineMessage({ id: 'invitations.import.dropLabel', defaultMessage: 'Team members as a CSV file' }),
  choose: defineMessage({ id: 'invitations.import.choose', defaultMessage: 'Choose a file' }),
  drop: defineMessage({ id: 'invitations.import.drop', defaultMessage: 'or drop it here' }),
  hint: defineMessage({ id: 'invitations.import.hint', defaultMessage: 'CSV (UTF-8), at most 3MB and 1000 rows.' }),
  checking: defineMessage({ id: 'invitations.import.checking', defaultMessage: 'Checking the file…' }),
  previewHeading: defineMessage({ id: 'invitations.import.previewHeading', defaultMessage: 'Preview' }),
  previewSummary: defineMessage<{ valid: number; total: number }>({
    id: 'invitations.import.previewSummary',
    defaultMessage: '{valid} of {total} rows can be invited.',
  }),
  resultHeading: defineMessage({ id: 'invitations.import.resultHeading', defaultMessage: 'Result' }),
  resultSummary: defineMessage<{ valid: number }>({
    id: 'invitations.import.resultSummary',
    defaultMessage: '{valid, plural, one {# invitation has been sent.} other {# invitations have been sent.}}',
  }),
  line: defineMessage({ id: 'invitations.import.line', defaultMessage: 'Row' }),
  outcome: defineMessage({ id: 'invitations.import.outcome', defaultMessage: 'Result' }),
  ok: defineMessage({ id: 'invitations.import.ok', defaultMessage: 'Ready to invite' }),
  invited: defineMessage({ id: 'invitations.import.invited', defaultMessage: 'Invited' }),
  alreadyMember: defineMessage({ id: 'invitations.import.alreadyMember', defaultMessage: 'Already a member' }),
  refused: defineMessage({ id: 'invitations.import.refused', defaultMessage: 'Not invited' }),
  submit: defineMessage<{ valid: number }>({
    id: 'invitations.import.submit',
    defaultMessage: '{valid, plural, one {Invite # person} other {Invite # people}}',
  }),
  another: defineMessage({ id: 'invitations.import.another', defaultMessage: 'Import another file' }),
} as const;

/** The page an invitation's link opens (/invitations/:token). */
export const pageMessages = {
  heading: defineMessage<{ company: string }>({ id: 'invitation.heading', defaultMessage: 'Join {company}' }),
  intro: defineMessage<{ owner: string; email: string; company: string }>({
    id: 'invitation.intro',
    defaultMessage: '{owner} invited you ({email}) to join the team of {company}.',
  }),
  newPerson: defineMessage<{ email: string }>({
    id: 'invitation.newPerson',
    defaultMessage: 'Choose your name and a password. You sign in with {email} and this password.',
  }),
  accept: defineMessage({ id: 'invitation.accept', defaultMessage: 'Accept and sign in' }),
  existing: defineMessage<{ email: string }>({
    id: 'invitation.existing',
    defaultMessage: 'You have an account with {email}. Sign in with it, then join the team.',
  }),
  signIn: defineMessage({ id: 'invitation.signIn', defaultMessage: 'Sign in to join' }),
  join: defineMessage<{ company: string }>({ id: 'invitation.join', defaultMessage: 'Join {company}' }),
  signedIn: defineMessage<{ company: string }>({
    id: 'invitation.signedIn',
    defaultMessage: 'You are signed in. Join the team of {company} with your account.',
  }),
  otherAccount: defineMessage<{ email: string }>({
    id: 'invitation.otherAccount',
    defaultMessage: 'Sign in with {email}',
  }),
  passwordHint: defineMessage<{ minLength: number }>({
    id: 'invitation.passwordHint',
    defaultMessage: 'At least {minLength} characters.',
  }),
  acceptedTitle: defineMessage({ id: 'invitation.accepted.title', defaultMessage: 'This invitation has been used' }),
  acceptedText: defineMessage<{ owner: string; company: string }>({
    id: 'invitation.accepted.text',
    defaultMessage: 'It has been accepted already: sign in with your account. Questions go to {owner} of {company}.',
  }),
  endedTitle: defineMessage({
    id: 'invitation.ended.title',
    defaultMessage: 'This invitation link can no longer be used',
  }),
  endedText: defineMessage({
    id: 'invitation.ended.text',
    defaultMessage: 'If you should join the team, please ask the person who invited you to send you a new invitation.',
  }),
  notFound: defineMessage({
    id: 'invitation.notFound',
    defaultMessage: 'This invitation link is not valid. Please check that you opened the whole link from the mail.',
  }),
  failed: defineMessage({ id: 'invitation.failed', defaultMessage: 'An error occurred. Please try again later.' }),
  toPortal: defineMessage({ id: 'invitation.toPortal', defaultMessage: 'Go to the portal' }),
} as const;
