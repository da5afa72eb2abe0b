import { z } from 'zod/mini';
import { isValidationMessageKey, type ValidationMessageKey } from './messages/validation-messages';
import { builtOnFirstUse } from './built-on-first-use';

/** The HTTP 422 body: a summary and, per field, its messages (the first one is shown at the field). */
export const validationErrorSchema = builtOnFirstUse(() =>
  z.object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
  }),
);
export type ValidationError = z.infer<typeof validationErrorSchema>;

/** The subset of a zod issue needed to pick a message key, so that callers need not depend on zod's internals. */
export interface IssueLike {
  readonly code: string;
  readonly message?: string;
  readonly origin?: unknown;
  readonly expected?: unknown;
  readonly format?: unknown;
  readonly minimum?: unknown;
}

/**
 * Picks the message key for a zod issue. A custom issue whose message is itself a key (e.g. a refine
 * with `{ message: 'confirmed' }`) keeps that key. `value` is the submitted value at the issue's path,
 * so that a missing or empty value reads as "cannot be empty".
 */
export function validationKeyForIssue(issue: IssueLike, value: unknown): ValidationMessageKey {
  if (issue.message !== undefined && isValidationMessageKey(issue.message)) return issue.message;
  if (value === undefined || value === null || value === '') return 'required';
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int' ? 'numeric' : 'regex';
    case 'too_big':
      return issue.origin === 'string' ? 'max_string' : 'regex';
    case 'too_small':
      return issue.origin === 'number' || issue.origin === 'int' ? 'min_numeric' : 'regex';
    case 'invalid_format':
      if (issue.format === 'email') return 'invalid_email';
      if (issue.format === 'url') return 'url';
      return 'regex';
    case 'invalid_value':
      return 'chosen';
    default:
      return 'regex';
  }
}
