import { ApiError } from '../../api/client';

/** The path parameters of a member's page and its sections. */
export interface MemberParams {
  company: string;
  teamMember: string;
}

/** The message of a refusal the server words itself (a 409), or undefined for the generic one. */
export function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : undefined;
}
