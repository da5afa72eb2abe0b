/*
 * index.html's entry, a few kB (ADR 0020). A visitor (no session stored in this tab) who opens a page
 * that needs sign-in gets the sign-in page at once: the boot step starts the authorization request
 * itself (visitor-sign-in.ts), follows the embedded provider's redirects with fetch and shows the
 * sign-in page meanwhile, without loading the app. Everyone else, and every case the boot step does not
 * handle (an external provider, a failure), starts the app, which decides as before.
 */
import { visitorRoutes } from 'virtual:visitor-routes';
import { visitorLocale } from '../i18n/locale';
import { messagesFor } from '../i18n/messages';
import { storedUserKeyPrefix } from '../session/client-settings';
import { visitorSignsInAt } from './visitor-routes';

/** Whether this tab holds a signed-in session (any client's: the app sorts out the rest). */
function holdsSession(): boolean {
  try {
    return Object.keys(window.sessionStorage).some((key) => key.startsWith(storedUserKeyPrefix));
  } catch {
    // No storage: the app decides.
    return true;
  }
}

/** A visitor's sign-in; false when the app is to start instead. */
async function signInVisitor(returnTo: string): Promise<boolean> {
  // The page's code, its catalogue and the sign-in's own code load at once, side by side. The page's
  // code is mostly the app's shared chunk, so an app that starts instead loses nothing.
  void messagesFor(visitorLocale());
  const signInPage = import('../app/sign-in-page');
  const { signInVisitor: start } = await import('./visitor-sign-in');
  return start(returnTo, signInPage);
}

async function boot() {
  const { pathname, search, hash } = window.location;
  if (!holdsSession() && visitorSignsInAt(visitorRoutes, pathname)) {
    const handled = await signInVisitor(`${pathname}${search}${hash}`).catch((error: unknown) => {
      console.error('The sign-in could not start; the app takes over', error);
      return false;
    });
    if (handled) return;
  }
  await import('../main');
}

void boot();
