/*
 * index.html's entry, a few kB (ADR 0020). A visitor (no session stored in this tab) who opens a page
 * that needs sign-in gets the sign-in page at once: this step starts the authorization request itself,
 * follows the embedded provider's redirects with fetch and renders the sign-in page where they end,
 * without loading the app. Everyone else, and every case this step does not handle (an external
 * provider, a failure), starts the app, which decides as before.
 */
import { appLandings, visitorRoutes } from 'virtual:visitor-routes';
import { pageLanding } from '../api/page-request';
import { authorizationEndpointOf } from '../api/provider-discovery';
import { requestRuntimeConfig } from '../api/runtime-config-request';
import { visitorLocale } from '../i18n/locale';
import { messagesFor } from '../i18n/messages';
import { clientScope, redirectUri, storedUserKeyPrefix } from '../session/client-settings';
import { prepareAuthorizationRequest } from './authorization-request';
import { pathPattern, visitorSignsInAt } from './visitor-routes';

const startApp = () => import('../main');

/** Whether this tab holds a signed-in session (any client's: the app sorts out the rest). */
function holdsSession(): boolean {
  try {
    return Object.keys(window.sessionStorage).some((key) => key.startsWith(storedUserKeyPrefix));
  } catch {
    // No storage: the app decides.
    return true;
  }
}

/**
 * Starts a visitor's sign-in at the embedded provider and shows the sign-in page meanwhile. Answers
 * false when the app should start instead: an external provider (the app sends the browser there, as
 * before), the provider's session signing the visitor in at once (the app completes the callback), or
 * a failure.
 */
async function signInVisitor(returnTo: string): Promise<boolean> {
  // The catalogue loads with the page's code and the config instead of after them.
  void messagesFor(visitorLocale());
  const config = await requestRuntimeConfig();
  const { authority, clientId } = config.oidc;
  if (new URL(authority, window.location.href).origin !== window.location.origin) return false;
  // The form shows as soon as its code is there, while the request runs; a submit waits for the step.
  let reachedStep = () => {};
  const atStep = new Promise<void>((resolve) => (reachedStep = resolve));
  const removePage = import('../app/sign-in-page').then(({ renderSignInPage }) => renderSignInPage(config, atStep));
  try {
    const request = await prepareAuthorizationRequest(
      {
        authority,
        clientId,
        redirectUri: redirectUri(),
        scope: clientScope,
        authorizationEndpoint: await authorizationEndpointOf(authority),
      },
      returnTo,
    );
    const landing = await pageLanding(new URL(request));
    const landed = landing?.ok ? new URL(landing.url) : undefined;
    const at = (path: string) => landed?.origin === window.location.origin && pathPattern(path).test(landed.pathname);
    if (landed && at(appLandings.signIn)) {
      // The document stays; its address becomes the sign-in step's.
      window.history.replaceState(null, '', `${landed.pathname}${landed.search}`);
      reachedStep();
      return true;
    }
    if (landed && at(appLandings.callback)) {
      (await removePage)();
      window.history.replaceState(null, '', `${landed.pathname}${landed.search}`);
      return false;
    }
    // Anything else (the provider's error page, a failed request): the browser opens the request itself.
    window.location.assign(request);
    return true;
  } catch (error) {
    (await removePage)();
    throw error;
  }
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
  await startApp();
}

void boot();
