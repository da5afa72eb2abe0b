import type * as OidcSession from './oidc-session';
import { storedUserKey } from './client-settings';
import { sessionContext } from './session-setup';

export type SessionModule = typeof OidcSession;

let sessionLoader = (): Promise<SessionModule> => import('./oidc-session');

/**
 * The session code (oidc-client-ts, the identity calls and their schemas) is a chunk of its own: the
 * first screen does not carry it, and it loads as soon as something needs a token.
 */
export const loadSession = () => sessionLoader();

/** Stories stand in a session of their own: no identity provider answers there. */
export function setSessionLoader(loader: () => Promise<SessionModule>) {
  sessionLoader = loader;
}

/** The session's access token, renewed first when `renew` is set: the API client's token source. */
export async function sessionAccessToken(renew: boolean): Promise<string> {
  const session = await loadSession();
  return renew ? session.renewedAccessToken() : session.accessToken();
}

/**
 * Whether this tab holds a signed-in session, read without loading the session code: oidc-client-ts
 * keeps the user in the tab's session storage under this key (stored-session.test.ts holds it to
 * that). A visitor without one loads no signed-in code before the sign-in screen.
 */
export function hasStoredSession(): boolean {
  const { authority, clientId } = sessionContext().config.oidc;
  return window.sessionStorage.getItem(storedUserKey(authority, clientId)) !== null;
}
