import { pathTo } from '../route-table/path-to';

/**
 * Where the browser goes after sign-in: a path on this origin. Anything else (another origin, a
 * protocol-relative `//host`, a malformed value) falls back to the dashboard, so the stored state can
 * never send the user off the portal.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return pathTo('index');
  }
  return value;
}

/** The sign-in state the portal stores with the request: where to return afterwards. */
export interface SignInState {
  returnTo: string;
}

export function returnPathOf(state: unknown): string {
  return safeReturnPath(
    typeof state === 'object' && state !== null ? (state as Partial<SignInState>).returnTo : undefined,
  );
}
