import { z } from 'zod/mini';
import { companySchema } from '../company/schemas';
import {
  companyValidationSchema,
  validationChecklistItems,
  validationStates,
  type ValidationChecklistItem,
} from '../company-verification/schemas';
import { namedReferenceSchema } from '../identity/schemas';
import { locationSchema } from '../locations/schemas';
import { multiLineText, singleLineText } from '../text';
import { builtOnFirstUse } from '../built-on-first-use';

// The platform's administration of companies (issue 26, ADR 0027): the list, a company's page, its
// assigned apps and the verification decisions.

/** Companies shown per page of the list, and team members per page of a company's page. */
export const adminCompaniesPerPage = 25;
export const adminCompanyMembersPerPage = 10;
/** The longest search the list accepts; longer input is refused as too long, not cut. */
export const adminCompanySearchMaxLength = 100;
/** The list's verification filter: every company, or those in one state. */
export const adminCompanyStateFilters = ['all', ...validationStates] as const;
export type AdminCompanyStateFilter = (typeof adminCompanyStateFilters)[number];

const page = () => z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1);

/** `?page=&search=&state=` of /admin/companies; an empty search and `all` list every company. */
export const adminCompanyListQuerySchema = builtOnFirstUse(() =>
  z.object({
    page: page(),
    search: z._default(singleLineText(adminCompanySearchMaxLength), ''),
    state: z._default(z.enum(adminCompanyStateFilters), 'all'),
  }),
);
export type AdminCompanyListQuery = z.input<typeof adminCompanyListQuerySchema>;

const pageMeta = () => z.object({ current_page: z.int(), last_page: z.int(), per_page: z.int(), total: z.int() });

/** One row of the list (spec §2 issue 26: name, VAT number, owner, city) with its verification state. */
export const adminCompanySummarySchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    vat_number: z.string(),
    city: z.string(),
    owner: namedReferenceSchema,
    validation_state: z.enum(validationStates),
  }),
);
export type AdminCompanySummary = z.infer<typeof adminCompanySummarySchema>;

export const adminCompanyPageSchema = builtOnFirstUse(() =>
  z.object({
    data: z.array(adminCompanySummarySchema),
    meta: z.extend(pageMeta(), {
      /** The search and filter the page was found with, as the server read them (search trimmed). */
      search: z.string(),
      state: z.enum(adminCompanyStateFilters),
    }),
  }),
);
export type AdminCompanyPage = z.infer<typeof adminCompanyPageSchema>;

/** `?page=` of a company's team members on its administration page. */
export const adminCompanyMembersQuerySchema = builtOnFirstUse(() => z.object({ page: page() }));
export type AdminCompanyMembersQuery = z.input<typeof adminCompanyMembersQuerySchema>;

export const adminCompanyMemberSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    is_owner: z.boolean(),
    locked: z.boolean(),
  }),
);
export type AdminCompanyMember = z.infer<typeof adminCompanyMemberSchema>;

export const adminCompanyMemberPageSchema = builtOnFirstUse(() =>
  z.object({ data: z.array(adminCompanyMemberSchema), meta: pageMeta() }),
);
export type AdminCompanyMemberPage = z.infer<typeof adminCompanyMemberPageSchema>;

/** A company's page: its data and owner, its locations and its verification with the whole history. */
export const adminCompanySchema = builtOnFirstUse(() =>
  z.object({
    company: companySchema,
    locations: z.array(locationSchema),
    validation: companyValidationSchema,
  }),
);
export type AdminCompany = z.infer<typeof adminCompanySchema>;

/** An app as a company's assignment shows it. */
export const companyAppSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    /** Always-installed apps count as assigned and cannot be removed. */
    always_installed: z.boolean(),
  }),
);
export type CompanyApp = z.infer<typeof companyAppSchema>;

/** The apps assigned to the company (installed for it), and those it may still be given. */
export const companyAppAssignmentSchema = builtOnFirstUse(() =>
  z.object({ assigned: z.array(companyAppSchema), available: z.array(companyAppSchema) }),
);
export type CompanyAppAssignment = z.infer<typeof companyAppAssignmentSchema>;

export const assignCompanyAppSchema = builtOnFirstUse(() => z.strictObject({ app: z.uuid() }));
export type AssignCompanyApp = z.infer<typeof assignCompanyAppSchema>;

/** The longest reason for one failed checklist item, or for a recall. */
export const validationReasonMaxLength = 1000;

/**
 * An administrator's decision on the open request `request` (ADR 0027): a result for every checklist
 * item; accepting needs every item passed, declining at least one failed, each failed item with its
 * reason (`reasons.<item>`, required) and no reason for a passed one. Naming the request makes a
 * decision on a request someone else already decided a conflict (409), not a decision on a newer one.
 */
export const validationDecisionSchema = builtOnFirstUse(() =>
  z.strictObject({
    request: z.uuid(),
    decision: z.enum(['accept', 'decline']),
    checks: z.strictObject(
      Object.fromEntries(validationChecklistItems.map((item) => [item, z.boolean()])) as Record<
        ValidationChecklistItem,
        z.ZodMiniBoolean
      >,
    ),
    reasons: z._default(
      z.strictObject(
        Object.fromEntries(
          validationChecklistItems.map((item) => [item, z.optional(multiLineText(validationReasonMaxLength))]),
        ) as Record<ValidationChecklistItem, z.ZodMiniOptional<ReturnType<typeof multiLineText>>>,
      ),
      {},
    ),
  }),
);
export type ValidationDecision = z.input<typeof validationDecisionSchema>;

/** Recalling a standing verification, with an optional reason the owner reads. */
export const validationRecallSchema = builtOnFirstUse(() =>
  z.strictObject({ reason: z._default(multiLineText(validationReasonMaxLength), '') }),
);
export type ValidationRecall = z.input<typeof validationRecallSchema>;

/**
 * The state set directly (spec §4 "set locally"), without the checklist: verified, or not verified
 * (an open request closed, a verification recalled, a decline set aside). Declining needs the
 * checklist's reasons and a request is the owner's, so neither is set this way.
 */
export const directValidationStates = ['validated', 'not_validated'] as const;
export const validationStateChangeSchema = builtOnFirstUse(() =>
  z.strictObject({ state: z.enum(directValidationStates) }),
);
export type ValidationStateChange = z.infer<typeof validationStateChangeSchema>;
