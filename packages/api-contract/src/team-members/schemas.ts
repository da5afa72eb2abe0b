import { z } from 'zod/mini';
import { employments, genders } from '../person-values';
import { namedReferenceSchema } from '../identity/schemas';
import { singleLineText } from '../text';
import { builtOnFirstUse } from '../built-on-first-use';

/** Team members shown per page of the list (spec §7: `page` defaults to 1). */
export const teamMembersPerPage = 25;
/** The longest search the list accepts; longer input is refused as too long, not cut. */
export const teamMemberSearchMaxLength = 100;

/** `?page=&search=` of the list; an empty search lists everyone. */
export const teamMemberListQuerySchema = builtOnFirstUse(() =>
  z.object({
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
    search: z._default(singleLineText(teamMemberSearchMaxLength), ''),
  }),
);
export type TeamMemberListQuery = z.input<typeof teamMemberListQuerySchema>;

/** An app the member uses in the company, with their role there (spec §3: installed apps, roles per app). */
export const teamMemberAppSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    /** The member's role in the app, in this company; null when they hold none. */
    role: z.nullable(z.string()),
  }),
);
export type TeamMemberApp = z.infer<typeof teamMemberAppSchema>;

/** One row of the team-member list: the person, and what they are in the company. */
export const teamMemberSummarySchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    position: z.string(),
    /** File name of the avatar below /files/avatars, or null. */
    avatar: z.nullable(z.string()),
    /** Their location in the company, or null when none is set. */
    location: z.nullable(namedReferenceSchema),
    /** Their role in the Eventsuite app in this company (the company role), or null. */
    company_role: z.nullable(namedReferenceSchema),
    is_owner: z.boolean(),
    locked: z.boolean(),
    /** Signs in with a second factor: an authenticator app or a passkey (issue 30 §4). */
    two_factor: z.boolean(),
    installed_apps: z.array(teamMemberAppSchema),
  }),
);
export type TeamMemberSummary = z.infer<typeof teamMemberSummarySchema>;

export const teamMemberPageSchema = builtOnFirstUse(() =>
  z.object({
    data: z.array(teamMemberSummarySchema),
    meta: z.object({
      current_page: z.int(),
      last_page: z.int(),
      per_page: z.int(),
      total: z.int(),
      /**
       * Present (true) when the search finds more members than `total`: a broad search is counted only to
       * some way past the page (ADR 0025), and `last_page` is the last page counted so far.
       */
      more_than_total: z.optional(z.literal(true)),
      /** The search the page was found with, as the server read it (trimmed). */
      search: z.string(),
    }),
  }),
);
export type TeamMemberPage = z.infer<typeof teamMemberPageSchema>;

/** A member's page: the list row and the person's contact details. */
export const teamMemberSchema = builtOnFirstUse(() =>
  z.extend(teamMemberSummarySchema, {
    gender: z.nullable(z.enum(genders)),
    phone_number: z.string(),
    mobile_number: z.string(),
    employment: z.nullable(z.enum(employments)),
    /** ISO 8601: when they joined the company. */
    joined_at: z.string(),
  }),
);
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A member's page with what its form may choose from: the company roles and the company's locations. */
export const teamMemberDetailSchema = builtOnFirstUse(() =>
  z.object({
    data: teamMemberSchema,
    options: z.object({
      company_roles: z.array(namedReferenceSchema),
      locations: z.array(namedReferenceSchema),
    }),
  }),
);
export type TeamMemberDetail = z.infer<typeof teamMemberDetailSchema>;

/** What the company changes about a member: their company role and their location (or none). */
export const teamMemberUpdateSchema = builtOnFirstUse(() =>
  z.strictObject({
    company_role: z.uuid({ message: 'chosen' }),
    location: z.nullable(z.uuid({ message: 'chosen' })),
  }),
);
export type TeamMemberUpdate = z.infer<typeof teamMemberUpdateSchema>;
