import { z } from 'zod/mini';

/**
 * Validation message keys and their English templates (spec §5). `{field}` is replaced with the
 * field's name. Translations live in the app's and the server's message catalogues.
 */
export const validationMessages = {
  required: 'The field "{field}" cannot be empty.',
  required_with: 'The field "{field}" cannot be empty.',
  max_string: '"{field}" contains too many characters.',
  regex: 'The field "{field}" contains a value in the wrong format.',
  regex_short: 'wrong format',
  unique: '"{field}" already exists.',
  url: 'No valid URL',
  numeric: 'Must be a number',
  min_numeric: 'Must be a positive number',
  ciphers_only: 'Only numbers allowed',
  chosen: 'Must be chosen',
  confirmed: 'Passwords do not match.',
  invalid_email: 'Invalid email address',
  invalid_credentials: 'Invalid password',
  incorrect_password: 'Invalid password',
  other_team: 'E-mail address already exists in another team',
  same_company_group: 'This user already exists in another company.',
  certificate: 'Invalid certificate',
  file_too_large: 'The file can not be larger than 3MB.',
  // Beyond spec §5: the rules of §5 and §9 it states without a message.
  password_too_short: 'The password must have at least 8 characters.',
  avatar_type: 'The avatar must be a jpg or png image.',
  avatar_dimensions: 'The avatar must be square and at least 250x250px.',
} as const;
export type ValidationMessageKey = keyof typeof validationMessages;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessages, value);
}

export function formatValidationMessage(key: ValidationMessageKey, field: string): string {
  return validationMessages[key].replaceAll('{field}', field);
}

/** The HTTP 422 body: a summary and, per field, its messages (the first one is shown at the field). */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
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
