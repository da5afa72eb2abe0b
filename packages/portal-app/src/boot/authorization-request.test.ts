import { UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientScope } from '../session/client-settings';
import { codeChallengeOf, prepareAuthorizationRequest } from './authorization-request';
import { memoryStorage } from '../testing/memory-storage';

const origin = 'https://portal.example';
const authority = `${origin}/oidc`;
const clientId = 'eventsuite-portal';
const redirectUri = `${origin}/login`;
const settings = { authority, clientId, redirectUri, scope: clientScope };

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
/** An ID token as the provider issues it (oidc-client-ts reads its claims; the signature is the API's concern). */
const idToken = () =>
  `${base64Url({ alg: 'none' })}.${base64Url({ iss: authority, aud: clientId, sub: 'u-member', iat: now(), exp: now() + 300 })}.`;

describe('a sign-in started by the boot step, completed by oidc-client-ts', () => {
  let localStorage: Storage;
  const tokenRequests: URLSearchParams[] = [];

  beforeEach(() => {
    localStorage = memoryStorage();
    const sessionStorage = memoryStorage();
    vi.stubGlobal('localStorage', localStorage);
    vi.stubGlobal('sessionStorage', sessionStorage);
    vi.stubGlobal('window', { localStorage, sessionStorage, location: { origin, href: `${origin}/` } });
    tokenRequests.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url === `${authority}/.well-known/openid-configuration`) {
          return Response.json({
            issuer: authority,
            authorization_endpoint: `${authority}/auth`,
            token_endpoint: `${authority}/token`,
            jwks_uri: `${authority}/jwks`,
          });
        }
        if (url === `${authority}/token`) {
          tokenRequests.push(new URLSearchParams(String(init?.body)));
          return Response.json({
            access_token: 'access',
            token_type: 'Bearer',
            expires_in: 300,
            refresh_token: 'refresh',
            scope: clientScope,
            id_token: idToken(),
          });
        }
        return new Response(null, { status: 404 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the request oidc-client-ts would send, and the library finishes it with the stored state', async () => {
    const requestUrl = new URL(
      await prepareAuthorizationRequest(
        { ...settings, authorizationEndpoint: `${authority}/auth` },
        '/company/locations?page=2#top',
      ),
    );
    expect(`${requestUrl.origin}${requestUrl.pathname}`).toBe(`${authority}/auth`);
    const params = Object.fromEntries(requestUrl.searchParams);
    expect(params).toMatchObject({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: clientScope,
      code_challenge_method: 'S256',
    });

    // The portal's own settings (oidc-session.ts), with the library's default state store.
    const manager = new UserManager({
      authority,
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: clientScope,
      automaticSilentRenew: false,
    });
    const user = await manager.signinRedirectCallback(`${redirectUri}?code=the-code&state=${params.state}`);

    expect(user.state).toEqual({ returnTo: '/company/locations?page=2#top' });
    expect(user.access_token).toBe('access');
    expect(user.profile.sub).toBe('u-member');
    const [tokenRequest] = tokenRequests;
    expect(tokenRequest?.get('code')).toBe('the-code');
    expect(tokenRequest?.get('redirect_uri')).toBe(redirectUri);
    // The verifier the library sent belongs to the challenge of the request.
    expect(await codeChallengeOf(tokenRequest?.get('code_verifier') ?? '')).toBe(params.code_challenge);
    // The state is used once, and the user is stored where the app looks for a session.
    expect(localStorage.length).toBe(0);
    expect(await manager.getUser()).not.toBeNull();
  });

  it('stores the state as the library stores its own', async () => {
    // The library's request for the same settings, through a navigator that only records it.
    const manager = new UserManager(
      { authority, client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: clientScope },
      { prepare: async () => ({ navigate: async () => ({ url: '' }), close: () => {} }), callback: async () => {} },
    );
    await manager.signinRedirect({ state: { returnTo: '/' } });
    const libraryKey = localStorage.key(0);
    const library = JSON.parse(localStorage.getItem(libraryKey!)!) as Record<string, unknown>;
    localStorage.clear();

    await prepareAuthorizationRequest({ ...settings, authorizationEndpoint: `${authority}/auth` }, '/');
    const ourKey = localStorage.key(0)!;
    const ours = JSON.parse(localStorage.getItem(ourKey)!) as Record<string, unknown>;

    expect(ourKey).toMatch(/^oidc\.[0-9a-f]{32}$/);
    expect(libraryKey).toMatch(/^oidc\.[0-9a-f]{32}$/);
    expect(Object.keys(ours)).toEqual(Object.keys(library));
    const random = (state: Record<string, unknown>) => ({
      ...state,
      id: undefined,
      code_verifier: undefined,
      created: undefined,
    });
    expect(random(ours)).toEqual(random(library));
    expect(String(ours.code_verifier)).toHaveLength(String(library.code_verifier).length);
  });
});
