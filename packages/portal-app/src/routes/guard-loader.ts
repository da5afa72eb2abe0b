import type { Store } from 'jotai';
import { data, replace, type LoaderFunctionArgs } from 'react-router';
import { preloadSignedInChrome } from '../layout/lazy-chrome';
import type { GuardRefusalReason } from '../layout/StatusErrorView';
import type { RouteDefinition } from '../route-table/route-table';
import { currentUserAtom, permissionSubjectAtom, signedInAtom } from '../session/atoms';
import { hasStoredSession, loadSession } from '../session/session-context';
import { decideNavigation, type GuardSession } from './guards';
import { routeScreens } from './route-screens';

/** The body of a guard's error response; the error page reads its reason. */
export interface GuardErrorData {
  reason: GuardRefusalReason;
}

export function guardSessionOf(store: Store): GuardSession | null {
  const user = store.get(currentUserAtom);
  if (!user || !store.get(signedInAtom)) return null;
  return { userId: user.id, accountType: user.accountType, subject: store.get(permissionSubjectAtom) };
}

/** Whether this tab is signed in or holds a stored session to restore (read without the session code). */
export function tabHoldsSession(store: Store): boolean {
  return guardSessionOf(store) !== null || hasStoredSession();
}

/**
 * The session of this tab, restored from its stored sign-in (after a reload or the sign-in callback),
 * loading the signed-in chrome with it; null when nobody is signed in. A visitor without a stored
 * session loads neither the session code nor the chrome. Nobody is asked to sign in here.
 */
export async function restoreSession(store: Store): Promise<GuardSession | null> {
  const session = guardSessionOf(store);
  if (!tabHoldsSession(store)) return null;
  // The chrome is awaited too, so that the screen after the guards renders with it in one go
  // (lazy-chrome.tsx).
  const [restored] = await Promise.all([
    session !== null || loadSession().then((sessionCode) => sessionCode.ensureSession()),
    preloadSignedInChrome(),
  ]);
  return restored ? guardSessionOf(store) : null;
}

/**
 * Runs a route's guards before its screen loads. Guarded routes (and unguarded ones of the default
 * layout, for the signed-in chrome) first restore the session stored in this tab; as the screen loads
 * after the guards, a visitor without one loads neither the chrome nor a signed-in screen. Throws the
 * redirect or error response the guards decided on; a sign-in goes on to the app's sign-in screen (or
 * leaves the page for an external provider).
 */
export async function runGuards(
  route: RouteDefinition,
  { request, params }: Pick<LoaderFunctionArgs, 'request' | 'params'>,
  store: Store,
): Promise<void> {
  // Routes of the default layout without guards (the accessibility statement) restore it too, so that a
  // signed-in user keeps the top bar there; the signed-out screens (sign-in, logged out) do not need it.
  const needsSession = route.guards.length > 0 || route.layout === 'default';
  // A visitor on a guarded route is about to sign in: that screen loads while the guards run.
  if (route.guards.length > 0 && !tabHoldsSession(store)) void routeScreens['sign-in']();
  const session = needsSession ? await restoreSession(store) : guardSessionOf(store);
  const url = new URL(request.url);
  const outcome = decideNavigation({ route, location: `${url.pathname}${url.search}${url.hash}`, params, session });
  switch (outcome.kind) {
    case 'render':
      return;
    case 'sign-in':
      throw replace(await (await loadSession()).signInPath(outcome.returnTo));
    case 'redirect':
      throw replace(outcome.to);
    case 'error':
      throw data({ reason: outcome.reason } satisfies GuardErrorData, { status: outcome.status });
  }
}
