import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LandingNavigator, landingOf } from './provider-landing';

const isAppLanding = (pathname: string) => pathname.startsWith('/sign-in/') || pathname === '/login';
const authorize = 'https://portal.example/oidc/auth?client_id=portal&state=s';

/** A fetch whose redirects ended at `url` with `status`. */
function answer(url: string, status = 200) {
  const cancel = vi.fn(async () => undefined);
  const fetch = vi.fn(async () => ({ ok: status < 300, status, url, body: { cancel } }));
  vi.stubGlobal('fetch', fetch);
  return { fetch, cancel };
}

describe('where an authorization request lands', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { location: { origin: 'https://portal.example', href: 'https://portal.example/' } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('follows the embedded provider to the sign-in screen and answers its path', async () => {
    const { fetch, cancel } = answer('https://portal.example/sign-in/uid-1');
    await expect(landingOf(authorize, isAppLanding)).resolves.toBe('/sign-in/uid-1');
    expect(fetch).toHaveBeenCalledWith(new URL(authorize), {
      headers: { accept: 'text/html' },
      credentials: 'same-origin',
    });
    expect(cancel).toHaveBeenCalled();
  });

  it('keeps the code and state when the provider answers with the callback at once', async () => {
    answer('https://portal.example/login?code=c&state=s');
    await expect(landingOf(authorize, isAppLanding)).resolves.toBe('/login?code=c&state=s');
  });

  it('leaves an external provider to the browser, without asking it', async () => {
    const { fetch } = answer('https://id.example/sign-in/uid-1');
    await expect(landingOf('https://id.example/auth?state=s', isAppLanding)).resolves.toBe(
      'https://id.example/auth?state=s',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves the provider’s error page, another page and a failed request to the browser', async () => {
    answer(authorize, 400);
    await expect(landingOf(authorize, isAppLanding)).resolves.toBe(authorize);
    answer('https://portal.example/oidc/session/end');
    await expect(landingOf(authorize, isAppLanding)).resolves.toBe(authorize);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(landingOf(authorize, isAppLanding)).resolves.toBe(authorize);
  });

  it('answers the landing of a sign-in request, and lets every other redirect navigate the page', async () => {
    answer('https://portal.example/sign-in/uid-2');
    const assign = vi.fn();
    vi.stubGlobal('window', {
      location: { origin: 'https://portal.example', href: 'https://portal.example/', assign },
    });
    const navigator = new LandingNavigator(isAppLanding);
    const redirect = async (url: string) => void (await (await navigator.prepare()).navigate({ url }));
    await expect(navigator.land(() => redirect(authorize))).resolves.toBe('/sign-in/uid-2');
    expect(assign).not.toHaveBeenCalled();

    const signOut = 'https://portal.example/oidc/session/end?id_token_hint=t';
    void redirect(signOut);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(signOut));
    await expect(navigator.land(async () => undefined)).rejects.toThrow();
  });
});
