import { ApiError } from '../../api/client';

/** Why the sign-in form shows an error. */
export type SignInProblem =
  | { kind: 'invalid_credentials' }
  | { kind: 'locked' }
  | { kind: 'throttled'; retryAfterMinutes: number }
  | { kind: 'expired' }
  | { kind: 'request_failed' }
  // Single sign-on asked for an email whose domain has no active single sign-on (issue 28).
  | { kind: 'sso_unavailable' }
  // The company signs its members in through its identity provider only.
  | { kind: 'sso_required' }
  /** A passwordless sign-in's passkey was refused or the browser gave none. */
  | { kind: 'passkey_failed' };

/** Retry-After is seconds or an HTTP date; the form speaks in whole minutes, at least one. */
export function retryAfterMinutes(header: string | null, now = Date.now()): number {
  const seconds =
    header === null ? NaN : /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : 1;
}

/** Maps a failed submit onto what the form says (the refusals of the sign-in contract). */
export function problemOf(error: unknown): SignInProblem {
  if (!(error instanceof ApiError)) return { kind: 'request_failed' };
  switch (error.status) {
    case 401:
      return { kind: 'invalid_credentials' };
    case 403:
      return { kind: 'sso_required' };
    case 423:
      return { kind: 'locked' };
    case 429:
      return { kind: 'throttled', retryAfterMinutes: retryAfterMinutes(error.headers.get('Retry-After')) };
    // The interaction ended (timed out, already used) between loading the form and submitting it.
    case 404:
      return { kind: 'expired' };
    default:
      return { kind: 'request_failed' };
  }
}

/** The provider's next address; only http(s) is followed. */
export function isNavigableUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
