import { appLandings } from 'virtual:visitor-routes';
import type * as SignInPage from '../app/sign-in-page';
import { pageLanding } from '../api/page-request';
import { authorizationEndpointOf } from '../api/provider-discovery';
import { requestRuntimeConfig } from '../api/runtime-config-request';
import { clientScope, redirectUri } from '../session/client-settings';
import { prepareAuthorizationRequest } from './authorization-request';
import { pathPattern } from './visitor-routes';

/** The sign-in page's module, which the boot step starts loading at once. */
type SignInPageModule = typeof SignInPage;

/**
 * A visitor's sign-in, started by the boot step (boot.ts) and loaded only for a visitor: sends the
 * authorization request to the embedded provider, following its redirects with fetch, and shows the
 * sign-in page meanwhile. Answers false when the app should start instead: an external provider (the
 * app sends the browser there, as before), the provider's session signing the visitor in at once (the
 * app completes the callback), or a failure.
 */
export async function signInVisitor(returnTo: string, signInPage: Promise<SignInPageModule>): Promise<boolean> {
  const config = await requestRuntimeConfig();
  const { authority, clientId } = config.oidc;
  if (new URL(authority, window.location.href).origin !== window.location.origin) return false;
  // The form shows as soon as its code is there, while the request runs; a submit waits for the step.
  let reachedStep = () => {};
  const atStep = new Promise<void>((resolve) => (reachedStep = resolve));
  const removePage = signInPage.then(({ renderSignInPage }) => renderSignInPage(config, atStep));
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
