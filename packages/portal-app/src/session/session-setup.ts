import type { RuntimeConfig } from '@eventsuite/api-contract';
import type { Store } from 'jotai';

// Apart from the session loader (session-context.ts): the session code it loads reads this context,
// so one module holding both would be an import cycle.

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
