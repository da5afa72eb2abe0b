import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { TestBrowser } from './test-browser';

// The portal's side of the embedded provider's protocol, for tests that sign in for real.

const clientId = 'eventsuite-portal';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** The portal's side of the protocol, as oidc-client-ts does it. */
export function portalClient(origin: string, publicUrl = origin) {
  const redirectUri = `${publicUrl}/login`;

  function authorizeUrl(challenge: string, extra: Record<string, string> = {}) {
    return `${origin}/oidc/auth?${new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      scope: 'openid profile offline_access offline',
      redirect_uri: redirectUri,
      state: randomBytes(8).toString('hex'),
      nonce: randomBytes(8).toString('hex'),
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    })}`;
  }

  /** Starts an authorization and returns where the provider sends the browser. */
  async function authorize(browser: TestBrowser, challenge: string, extra?: Record<string, string>) {
    const { location } = await browser.navigate(authorizeUrl(challenge, extra), origin);
    if (!location) throw new Error('the provider did not redirect');
    return location;
  }

  async function submitCredentials(browser: TestBrowser, uid: string, email: string, secret: string) {
    const response = await browser.fetch(`${origin}/oidc/interaction/${uid}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: secret }),
    });
    return { response, body: (await response.json()) as { data?: { redirect_to: string }; message?: string } };
  }

  /** Signs in from the sign-in screen on and returns the authorization code delivered to /login. */
  async function signIn(browser: TestBrowser, email: string, secret: string) {
    const { verifier, challenge } = pkce();
    const signInScreen = await authorize(browser, challenge);
    const uid = signInScreen.pathname.split('/').at(-1)!;
    const { body } = await submitCredentials(browser, uid, email, secret);
    const { location } = await browser.navigate(body.data!.redirect_to, origin);
    return { code: location!.searchParams.get('code')!, verifier, location: location! };
  }

  async function token(params: Record<string, string>, at = origin) {
    const response = await fetch(`${at}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: clientId, ...params }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  }

  const exchange = (code: string, verifier: string) =>
    token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri });

  const refresh = (refreshToken: string, at?: string) =>
    token({ grant_type: 'refresh_token', refresh_token: refreshToken }, at);

  const revoke = async (refreshToken: string) =>
    (
      await fetch(`${origin}/oidc/token/revocation`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: clientId, token: refreshToken, token_type_hint: 'refresh_token' }),
      })
    ).status;

  return { authorize, submitCredentials, signIn, exchange, refresh, revoke };
}
