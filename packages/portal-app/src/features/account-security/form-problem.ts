import { ApiError } from '../../api/client';
import { mapServerErrors } from '../../forms/server-errors';

/** What a step's form shows after a failed submit. */
export type FormProblem =
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'throttled'; minutes: number }
  | { kind: 'dead_link' }
  | { kind: 'message'; message: string }
  | { kind: 'request_failed' };

/** Whole minutes of a Retry-After in seconds, at least one. */
const minutesOf = (header: string | null) => Math.max(1, Math.ceil(Number(header ?? 60) / 60) || 1);

/** Maps a refusal of the account-security endpoints onto the form's fields and messages. */
export function formProblemOf(error: unknown, fieldNames: readonly string[]): FormProblem {
  if (!(error instanceof ApiError)) return { kind: 'request_failed' };
  if (error.status === 422) {
    const mapped = mapServerErrors(error.body, new Set(fieldNames));
    if (mapped && Object.keys(mapped.fields).length > 0) return { kind: 'fields', fields: mapped.fields };
    if (mapped?.form[0]) return { kind: 'message', message: mapped.form[0] };
  }
  if (error.status === 429) return { kind: 'throttled', minutes: minutesOf(error.headers.get('Retry-After')) };
  if (error.status === 404 && error.path.includes('/api/password-resets/')) return { kind: 'dead_link' };
  if (error.status === 404 && /\/api\/sign-ups\/[^/]+$/.test(error.path) && !error.path.endsWith('/resend')) {
    return { kind: 'dead_link' };
  }
  const message = (error.body as { message?: unknown } | undefined)?.message;
  if ((error.status === 404 || error.status === 409) && typeof message === 'string')
    return { kind: 'message', message };
  return { kind: 'request_failed' };
}

export const fieldErrors = (problem: FormProblem | undefined, field: string) =>
  problem?.kind === 'fields' && problem.fields[field] ? [problem.fields[field]] : undefined;
