import { z } from 'zod/mini';
import { dataOf } from '../data-of';
import { confirmationMatchesPassword, newPasswordFields, uploadLimitBytes } from '../profile/schemas';
import { singleLineText } from '../text';
import { builtOnFirstUse } from '../built-on-first-use';

/*
 * Adding team members, invitations and the CSV import (spec §2 /company/team-members/create, §5, §7
 * companies/{id}/invitations and team-member-imports, §8 "Invitation has been sent.").
 */

/** How long an invitation's mailed link works. */
export const invitationValidityDays = 7;

/**
 * The CSV import's limits: the upload limit of spec §9, at most this many rows besides the header, and
 * per row at most this many columns and characters (far above the template's six columns of at most 255
 * characters; they refuse a malformed row early, ADR 0024).
 */
export const teamMemberImportLimits = {
  maxBytes: uploadLimitBytes,
  maxRows: 1000,
  maxColumns: 100,
  maxRowCharacters: 10_000,
} as const;

/** The columns of the import file, in the template's order; the header row names them. */
export const teamMemberImportColumns = [
  'email',
  'first_name',
  'last_name',
  'position',
  'location',
  'company_role',
] as const;
export type TeamMemberImportColumn = (typeof teamMemberImportColumns)[number];

const optionalName = builtOnFirstUse(() => singleLineText());
const id = builtOnFirstUse(() => z.uuid());

/** Who is added or invited: the address, and what the team knows of the person. */
export const teamMemberInputSchema = builtOnFirstUse(() =>
  z.strictObject({
    email: z.email().check(z.maxLength(255)),
    first_name: optionalName,
    last_name: optionalName,
    position: singleLineText(),
    /** A location of the company; null: none. */
    location_id: z.nullable(id),
    /** A company role of the portal app; null: the company's default role. */
    role_id: z.nullable(id),
  }),
);
export type TeamMemberInput = z.infer<typeof teamMemberInputSchema>;

export const invitationStatuses = ['pending', 'accepted', 'expired', 'revoked', 'replaced'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** An invitation as the company's list shows it (revoked and replaced ones are not listed). */
export const invitationSchema = builtOnFirstUse(() =>
  z.object({
    id,
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    position: z.string(),
    status: z.enum(invitationStatuses),
    /** ISO timestamps. */
    sent_at: z.string(),
    expires_at: z.string(),
    accepted_at: z.nullable(z.string()),
  }),
);
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * The answer to adding someone by email: `added` (with the user's id), or `email_not_found`: nobody has
 * the address; invite them? (Plain fields rather than a union: the app's first screens share zod's code.)
 */
export const teamMemberCreationSchema = builtOnFirstUse(() =>
  dataOf(z.object({ outcome: z.enum(['added', 'email_not_found']), user_id: z.nullable(id), email: z.string() })),
);

/** Locations and company roles a new team member can be given. */
export const teamMemberChoicesSchema = builtOnFirstUse(() =>
  z.object({
    locations: z.array(z.object({ id, name: z.string(), is_headquarters: z.boolean() })),
    roles: z.array(z.object({ id, display_name: z.string(), is_default: z.boolean() })),
  }),
);
export type TeamMemberChoices = z.infer<typeof teamMemberChoicesSchema>;

/**
 * The public page of an invitation link. A pending one says what it is about: the company, who invites
 * (the owner: whom to ask) and the invitee's values. A used one names only the company and its owner.
 * An expired, withdrawn or replaced link (`ended`) says nothing more: its holder is not entitled to the
 * invitee's name, address or company any more, whoever forwarded the mail.
 */
export const invitationPageSchema = builtOnFirstUse(() =>
  z.discriminatedUnion('status', [
    z.object({
      status: z.literal('pending'),
      company_name: z.string(),
      owner_name: z.string(),
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      /** Whether an account with the invited address exists: then the invitee signs in and joins. */
      account_exists: z.boolean(),
      expires_at: z.string(),
    }),
    z.object({ status: z.literal('accepted'), company_name: z.string(), owner_name: z.string() }),
    z.object({ status: z.literal('ended') }),
  ]),
);
export type InvitationPage = z.infer<typeof invitationPageSchema>;
/** The page of a link that can still be accepted. */
export type PendingInvitationPage = Extract<InvitationPage, { status: 'pending' }>;

/** A new person accepting: their name and a password (the password rules of the profile). */
export const invitationAcceptanceSchema = builtOnFirstUse(() =>
  z
    .strictObject({
      first_name: singleLineText().check(z.minLength(1, { message: 'required' })),
      last_name: singleLineText().check(z.minLength(1, { message: 'required' })),
      ...newPasswordFields(),
    })
    .check(confirmationMatchesPassword()),
);
export type InvitationAcceptance = z.infer<typeof invitationAcceptanceSchema>;

/** Where the invitee continues: signing in with this address. */
export const invitationAcceptedSchema = builtOnFirstUse(() =>
  dataOf(z.object({ email: z.string(), company_name: z.string() })),
);

export const importRowOutcomes = ['invited', 'already_member', 'refused'] as const;

/** One row of an import file: its values, and per field the problems that keep it from being invited. */
export const importRowSchema = builtOnFirstUse(() =>
  z.object({
    /** The line of the file (the header is line 1). */
    line: z.number(),
    values: z.object({
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      position: z.string(),
      location: z.string(),
      company_role: z.string(),
    }),
    /** Worded messages per column, in the caller's language; empty for a row that can be invited. */
    problems: z.record(z.string(), z.array(z.string())),
    /** What happened to the row (import), or already holds (preview: a member); null otherwise. */
    outcome: z.nullable(z.enum(importRowOutcomes)),
  }),
);
export type ImportRow = z.infer<typeof importRowSchema>;

export const importResultSchema = builtOnFirstUse(() =>
  dataOf(
    z.object({
      rows: z.array(importRowSchema),
      /** Rows that can be (preview) or were (import) invited. */
      valid: z.number(),
    }),
  ),
);
export type ImportResult = z.infer<typeof importResultSchema>['data'];
