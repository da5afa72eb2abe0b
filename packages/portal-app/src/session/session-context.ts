import type { RuntimeConfig } from '@eventsuite/api-contract';
import type { Store } from 'jotai';
import type * as OidcSession from './oidc-session';

/** What the session code needs from the running app: identity settings and the atom store to fill. */
export interface SessionContext {
  config: RuntimeConfig;
  store: Store;
}

let context: SessionContext | undefined;

/** Called once by the app before the router starts. */
export function setSessionContext(next: SessionContext) {
  context = next;
}

export function sessionContext(): SessionContext {
  if (!context) throw new Error('The session is used before the app set its context');
  return context;
}

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
