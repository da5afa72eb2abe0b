import { z } from 'zod/mini';
import { builtOnFirstUse } from '../built-on-first-use';
import { namedReferenceSchema } from '../identity/schemas';
import { validationStates } from './states';

/**
 * Company verification (spec §3, §4): a company asks Eventsuite to check it, a platform administrator
 * accepts or declines (with reasons), the owner may withdraw an open request, an administrator may
 * recall a verification. The state machine lives in the server (company-verification/state-machine.ts).
 */
export { validationStates, type ValidationState } from './states';

/** What the administrator checks (spec §3, "Verification checklist"), in the order it is shown. */
export const validationChecklistItems = [
  'address',
  'email',
  'name',
  'owner_authorized',
  'phone',
  'vat_number',
] as const;
export type ValidationChecklistItem = (typeof validationChecklistItems)[number];

/** Where one request ended up; `requested` while it is open. */
export const validationRequestStatuses = ['requested', 'withdrawn', 'validated', 'declined', 'recalled'] as const;
export type ValidationRequestStatus = (typeof validationRequestStatuses)[number];

export const validationRequestSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    status: z.enum(validationRequestStatuses),
    /** ISO 8601. */
    requested_at: z.string(),
    /** Null once that account is gone. */
    requested_by: z.nullable(namedReferenceSchema),
    /** When it was withdrawn, accepted or declined; null while open. */
    closed_at: z.nullable(z.string()),
    /** When an accepted verification was recalled. */
    recalled_at: z.nullable(z.string()),
    /** Why it was declined (or recalled), in the administrator's words. */
    reasons: z.array(z.string()),
    /** Who accepted or declined it; null while open, after a withdrawal, or once that account is gone. */
    decided_by: z.nullable(namedReferenceSchema),
    /**
     * The administrator's result per checklist item, in checklist order; empty until decided. A failed
     * item of a declined request carries its reason (ADR 0027); null otherwise.
     */
    checks: z.array(
      z.object({ item: z.enum(validationChecklistItems), passed: z.boolean(), reason: z.nullable(z.string()) }),
    ),
  }),
);
export type ValidationRequest = z.infer<typeof validationRequestSchema>;

/** The company's verification: its state and every request, newest first. */
export const companyValidationSchema = builtOnFirstUse(() =>
  z.object({
    state: z.enum(validationStates),
    requests: z.array(validationRequestSchema),
  }),
);
export type CompanyValidation = z.infer<typeof companyValidationSchema>;
