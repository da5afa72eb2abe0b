import type { Store } from 'jotai';
import { data, replace, type LoaderFunctionArgs } from 'react-router';
import { currentUserAtom, permissionSubjectAtom, signedInAtom } from '../session/atoms';
import { preloadSignedInChrome } from '../features/shell/lazy-chrome';
import { loadSession } from '../session/session-context';
import { decideNavigation, type GuardSession } from './guards';
import type { RouteDefinition } from './route-table';

/** The body of a guard's error response; the error page reads its reason. */
export interface GuardErrorData {
  reason: 'permission-denied' | 'unknown-middleware';
}

export function guardSessionOf(store: Store): GuardSession | null {
  const user = store.get(currentUserAtom);
  if (!user || !store.get(signedInAtom)) return null;
  return { userId: user.id, accountType: user.accountType, subject: store.get(permissionSubjectAtom) };
}

/**
 * Runs a route's guards before its screen loads. Guarded routes first restore the session stored in
 * this tab (after a reload or the sign-in callback). Throws the redirect or error response the
 * guards decided on; a sign-in leaves the page and never returns.
 */
export async function runGuards(
  route: RouteDefinition,
  { request, params }: Pick<LoaderFunctionArgs, 'request' | 'params'>,
  store: Store,
): Promise<void> {
  if (route.guards.length > 0) void preloadSignedInChrome();
  let session = guardSessionOf(store);
  if (!session && route.guards.length > 0 && (await (await loadSession()).ensureSession())) {
    session = guardSessionOf(store);
  }
  const url = new URL(request.url);
  const outcome = decideNavigation({ route, location: `${url.pathname}${url.search}${url.hash}`, params, session });
  switch (outcome.kind) {
    case 'render':
      return;
    case 'sign-in':
      return (await loadSession()).signIn(outcome.returnTo);
    case 'redirect':
      throw replace(outcome.to);
    case 'error':
      throw data({ reason: outcome.reason } satisfies GuardErrorData, { status: outcome.status });
  }
}
