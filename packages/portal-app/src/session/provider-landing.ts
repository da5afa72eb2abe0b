import type { INavigator, IWindow } from 'oidc-client-ts';
import { pageLanding } from '../api/page-request';

/**
 * Where an authorization request ends up. With the embedded provider (same origin), the app sends the
 * request itself and follows the provider's redirects: when they end on one of the app's own pages
 * (the sign-in screen, or the sign-in callback when the provider's session still holds), the app
 * continues there without leaving the page, so a visitor reaches the sign-in form in one app start
 * and with no redirect of the document (ADR 0011). Any other answer (another origin, the provider's
 * error page, a failed request) is left to the browser: the result is then the request's own URL.
 *
 * Answers an app path (`/sign-in/…`) to continue on in the app, or an absolute URL to navigate to.
 */
export async function landingOf(url: string, isAppLanding: (pathname: string) => boolean): Promise<string> {
  const target = new URL(url, window.location.href);
  if (target.origin !== window.location.origin) return target.href;
  const response = await pageLanding(target);
  if (!response) return target.href;
  const landed = new URL(response.url);
  return response.ok && landed.origin === window.location.origin && isAppLanding(landed.pathname)
    ? `${landed.pathname}${landed.search}`
    : target.href;
}

/**
 * oidc-client-ts's redirect navigator. While `land` runs a sign-in request (state and PKCE verifier
 * stored as usual), it finds the request's landing (`landingOf`) instead of navigating, and `land`
 * answers it. Every other redirect (the provider's sign-out) navigates the document, as the library's
 * own navigator does.
 */
export class LandingNavigator implements INavigator {
  readonly #isAppLanding: (pathname: string) => boolean;
  #landing: Promise<string> | undefined;
  #collecting = false;

  constructor(isAppLanding: (pathname: string) => boolean) {
    this.#isAppLanding = isAppLanding;
  }

  prepare(): Promise<IWindow> {
    return Promise.resolve({
      navigate: async ({ url }) => {
        if (!this.#collecting) {
          window.location.assign(url);
          return new Promise<never>(() => {});
        }
        this.#landing = landingOf(url, this.#isAppLanding);
        await this.#landing;
        return { url };
      },
      close: () => {},
    });
  }

  callback(): Promise<void> {
    return Promise.resolve();
  }

  /** Runs `request`, which redirects through this navigator, and answers where it landed. */
  async land(request: () => Promise<void>): Promise<string> {
    this.#collecting = true;
    this.#landing = undefined;
    try {
      await request();
    } finally {
      this.#collecting = false;
    }
    if (!this.#landing) throw new Error('The sign-in request did not redirect');
    return this.#landing;
  }
}
