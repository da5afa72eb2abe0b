import { ApiError } from './client';

/**
 * The server's own words for a refusal it declares (by default a 409 conflict: "the headquarters cannot be
 * deleted"), when it sent them; undefined for any other failure, which the caller words itself.
 */
export function refusalMessage(error: unknown, statuses: readonly number[] = [409]): string | undefined {
  if (!(error instanceof ApiError) || !statuses.includes(error.status)) return undefined;
  const { message } = (error.body ?? {}) as { message?: unknown };
  return typeof message === 'string' ? message : undefined;
}
