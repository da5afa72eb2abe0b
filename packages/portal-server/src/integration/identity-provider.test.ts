import { createHash } from 'node:crypto';
import { userInfoSchema } from '@eventsuite/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseConfig, type Config } from '../config';
import type { Database, DatabaseConnection } from '../db/index';
import { migrate } from '../db/migrate';
import { companies, companyMemberships, users } from '../areas/identity/schema';
import { signInFailures } from '../areas/sign-in/schema';
import { hashPassword } from '../areas/identity/passwords';
import { backends, type TestDatabase } from '../db/test-databases';
import { TestBrowser } from '../identity-provider/test-browser';
import { freePort, pkce, portalClient } from '../identity-provider/test-portal-client';
import { signInThrottle } from '../areas/sign-in/throttle';

const clientId = 'eventsuite-portal';
const password = 'correct horse battery staple';

function testConfig(publicUrl: string, env: Record<string, string> = {}): Config {
  const result = parseConfig({ PUBLIC_URL: publicUrl, LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', ...env });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

/** A running instance of the server on 127.0.0.1, known to browsers as `publicUrl` (its own address by default). */
async function startInstance(database: DatabaseConnection, port?: number, publicUrl?: string) {
  const listenPort = port ?? (await freePort());
  const origin = `http://127.0.0.1:${listenPort}`;
  const app = await buildApp(testConfig(publicUrl ?? origin), database);
  await app.listen({ port: listenPort, host: '127.0.0.1' });
  return { app, origin };
}

interface TestUsers {
  owner: string;
  locked: string;
  companyId: string;
}

async function insertUsers(db: Database): Promise<TestUsers> {
  const passwordHash = await hashPassword(password);
  const [owner] = await db
    .insert(users)
    .values({
      email: 'Ada@Example.com',
      passwordHash,
      givenName: 'Ada',
      familyName: 'Lovelace',
      accountType: 'business',
      locale: 'de_DE',
    })
    .returning();
  const [locked] = await db
    .insert(users)
    .values({ email: 'locked@example.com', passwordHash, accountType: 'personal', lockedAt: new Date() })
    .returning();
  const companyId = await db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values({ name: 'Analytical Engines', ownerId: owner!.id }).returning();
    await tx.insert(companyMemberships).values({ companyId: company!.id, userId: owner!.id });
    return company!.id;
  });
  return { owner: owner!.id, locked: locked!.id, companyId };
}

const jwksOf = async (origin: string) =>
  createLocalJWKSet((await (await fetch(`${origin}/oidc/jwks`)).json()) as JSONWebKeySet);

describe.each(backends)('embedded OpenID Provider on $name', ({ create }) => {
  let testDb: TestDatabase;
  let database: DatabaseConnection;
  let app: FastifyInstance;
  let origin: string;
  let ids: TestUsers;
  let portal: ReturnType<typeof portalClient>;

  beforeAll(async () => {
    testDb = await create();
    database = await testDb.open();
    await migrate(database);
    ids = await insertUsers(database.db);
    ({ app, origin } = await startInstance(database));
    portal = portalClient(origin);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  it('publishes its configuration under /oidc', async () => {
    const discovery = (await (await fetch(`${origin}/oidc/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(discovery).toMatchObject({
      issuer: `${origin}/oidc`,
      authorization_endpoint: `${origin}/oidc/auth`,
      token_endpoint: `${origin}/oidc/token`,
      jwks_uri: `${origin}/oidc/jwks`,
      end_session_endpoint: `${origin}/oidc/session/end`,
      // For apps (ADR 0018); the portal's own access tokens are for the API, not for userinfo.
      userinfo_endpoint: `${origin}/oidc/me`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'offline_access', 'offline']),
    );
  });

  it('signs in with code and PKCE and issues JWT access tokens for the API, refreshed with rotation', async () => {
    const browser = new TestBrowser();
    const { verifier, challenge } = pkce();
    const signInScreen = await portal.authorize(browser, challenge, { login_hint: 'ada@example.com' });
    expect(signInScreen.origin).toBe(origin);
    expect(signInScreen.pathname).toMatch(/^\/sign-in\/[\w-]+$/);
    const uid = signInScreen.pathname.split('/').at(-1)!;

    const details = await browser.fetch(`${origin}/oidc/interaction/${uid}/details`);
    expect(details.status).toBe(200);
    expect(await details.json()).toEqual({ data: { uid, login_hint: 'ada@example.com' } });

    for (const [email, secret] of [
      ['ada@example.com', 'wrong password'],
      ['nobody@example.com', password],
    ] as const) {
      const refused = await portal.submitCredentials(browser, uid, email, secret);
      expect(refused.response.status).toBe(401);
      expect(refused.body).toEqual({ message: 'invalid_credentials' });
    }

    // Emails match whatever their case.
    const accepted = await portal.submitCredentials(browser, uid, 'ADA@example.COM', password);
    expect(accepted.response.status).toBe(200);
    const { location } = await browser.navigate(accepted.body.data!.redirect_to, origin);
    expect(`${location!.origin}${location!.pathname}`).toBe(`${origin}/login`);
    const code = location!.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const tokens = await portal.exchange(code, verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
    const jwks = await jwksOf(origin);
    const { payload: access, protectedHeader } = await jwtVerify(tokens.body.access_token!, jwks, {
      issuer: `${origin}/oidc`,
      audience: `${origin}/api`,
      typ: 'at+jwt',
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(access).toMatchObject({ sub: ids.owner, client_id: clientId });
    expect(access.exp! - access.iat!).toBe(300);

    // The ID token carries every claim of §3.
    const { payload: idToken } = await jwtVerify(tokens.body.id_token!, jwks, {
      issuer: `${origin}/oidc`,
      audience: clientId,
    });
    const claims = userInfoSchema.parse(idToken);
    expect(claims).toEqual({
      sub: ids.owner,
      given_name: 'Ada',
      family_name: 'Lovelace',
      name: 'Ada Lovelace',
      picture: null,
      email: 'Ada@Example.com',
      company_id: ids.companyId,
      company_group_id: expect.any(String),
      company_location_id: null,
      company_is_owner: true,
      company_name: 'Analytical Engines',
      locale: 'de_DE',
      date_format: 'dmY',
      time_format: '24',
      first_weekday: 1,
      currency: 'EUR',
      thousand_separator: 'apostrophe',
      decimal_separator: 'point',
      system_of_measurement: 'metric',
      account_type: 'business',
    });

    const refreshed = await portal.refresh(tokens.body.refresh_token!);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeTruthy();
    expect(refreshed.body.refresh_token).not.toBe(tokens.body.refresh_token);
    const { payload: renewed } = await jwtVerify(refreshed.body.access_token!, jwks, {
      issuer: `${origin}/oidc`,
      audience: `${origin}/api`,
    });
    expect(renewed.sub).toBe(ids.owner);
    expect(decodeJwt(refreshed.body.id_token!)).toMatchObject({ company_name: 'Analytical Engines' });

    // The rotated refresh token is spent, and a code is good once.
    expect((await portal.refresh(tokens.body.refresh_token!)).body.error).toBe('invalid_grant');
    expect((await portal.exchange(code, verifier)).body.error).toBe('invalid_grant');

    // Signing out revokes the current refresh token.
    expect(await portal.revoke(refreshed.body.refresh_token!)).toBe(200);
    expect((await portal.refresh(refreshed.body.refresh_token!)).body.error).toBe('invalid_grant');
  });

  it('signs in again through the session without asking for the password', async () => {
    const browser = new TestBrowser();
    await portal.signIn(browser, 'ada@example.com', password);
    const { verifier, challenge } = pkce();
    const location = await portal.authorize(browser, challenge);
    expect(location.pathname).toBe('/login');
    const tokens = await portal.exchange(location.searchParams.get('code')!, verifier);
    expect(decodeJwt(tokens.body.access_token!).sub).toBe(ids.owner);
  });

  it('answers a consent prompt itself, so prompt=consent also gets offline_access', async () => {
    const browser = new TestBrowser();
    const { verifier, challenge } = pkce();
    const signInScreen = await portal.authorize(browser, challenge, { prompt: 'consent' });
    const uid = signInScreen.pathname.split('/').at(-1)!;
    const { body } = await portal.submitCredentials(browser, uid, 'ada@example.com', password);
    const { location } = await browser.navigate(body.data!.redirect_to, origin);
    expect(location!.pathname).toBe('/login');
    const tokens = await portal.exchange(location!.searchParams.get('code')!, verifier);
    expect(tokens.body.refresh_token).toBeTruthy();
    expect((await portal.refresh(tokens.body.refresh_token!)).status).toBe(200);
  });

  it('refuses authorization requests without S256 PKCE', async () => {
    const browser = new TestBrowser();
    const requests: Record<string, string>[] = [
      { code_challenge_method: 'plain' },
      { code_challenge: '', code_challenge_method: '' },
    ];
    for (const extra of requests) {
      const location = await portal.authorize(browser, pkce().verifier, extra);
      expect(location.pathname).toBe('/login');
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('code')).toBeNull();
    }
  });

  it('refuses a wrong code_verifier', async () => {
    const { code } = await portal.signIn(new TestBrowser(), 'ada@example.com', password);
    const tokens = await portal.exchange(code, pkce().verifier);
    expect(tokens.status).toBe(400);
    expect(tokens.body.error).toBe('invalid_grant');
  });

  it('answers invalid_grant for a code or refresh token with NUL', async () => {
    for (const refused of [await portal.exchange('\u0000', pkce().verifier), await portal.refresh('a\u0000b')]) {
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe('invalid_grant');
    }
  });

  it('answers 404 for an interaction that is unknown or not bound to this browser', async () => {
    const browser = new TestBrowser();
    const uid = (await portal.authorize(browser, pkce().challenge)).pathname.split('/').at(-1)!;
    expect((await browser.fetch(`${origin}/oidc/interaction/unknown-uid/details`)).status).toBe(404);
    expect((await fetch(`${origin}/oidc/interaction/${uid}/details`)).status).toBe(404);
    const stranger = await new TestBrowser().fetch(`${origin}/oidc/interaction/${uid}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com', password }),
    });
    expect(stranger.status).toBe(404);
  });

  it('validates the credentials body', async () => {
    const browser = new TestBrowser();
    const uid = (await portal.authorize(browser, pkce().challenge)).pathname.split('/').at(-1)!;
    const { response, body } = await portal.submitCredentials(browser, uid, '', password);
    expect(response.status).toBe(422);
    expect(body).toHaveProperty('errors.email');
    const withNul = await portal.submitCredentials(browser, uid, 'ada@example.com\u0000', password);
    expect(withNul.response.status).toBe(422);
    expect(withNul.body).toMatchObject({
      errors: { email: ['The field "Email" contains a value in the wrong format.'] },
    });
  });

  it('tells a locked user with the right password that the account is locked, and issues nothing', async () => {
    const browser = new TestBrowser();
    const uid = (await portal.authorize(browser, pkce().challenge)).pathname.split('/').at(-1)!;
    const wrong = await portal.submitCredentials(browser, uid, 'locked@example.com', 'wrong password');
    expect(wrong.response.status).toBe(401);
    const right = await portal.submitCredentials(browser, uid, 'locked@example.com', password);
    expect(right.response.status).toBe(423);
    expect(right.body).toEqual({ message: 'locked' });
  });

  it('stops refreshing and silent sign-in once a user is locked', async () => {
    const browser = new TestBrowser();
    const { code, verifier } = await portal.signIn(browser, 'ada@example.com', password);
    const tokens = await portal.exchange(code, verifier);
    await database.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, ids.owner));
    try {
      const refused = await portal.refresh(tokens.body.refresh_token!);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe('invalid_grant');
      // The session no longer counts: the provider asks for a sign-in again.
      const location = await portal.authorize(browser, pkce().challenge);
      expect(location.pathname).toMatch(/^\/sign-in\//);
    } finally {
      await database.db.update(users).set({ lockedAt: null }).where(eq(users.id, ids.owner));
    }
  });

  it(`throttles an account after ${signInThrottle.perAccount} failures, whether or not it exists`, async () => {
    // Earlier tests failed from this address too; its slowdown starts past what this test adds.
    await database.db.delete(signInFailures);
    const browser = new TestBrowser();
    const uid = (await portal.authorize(browser, pkce().challenge)).pathname.split('/').at(-1)!;
    try {
      for (const email of ['grace@example.com', 'ada@example.com']) {
        for (let attempt = 0; attempt < signInThrottle.perAccount; attempt++) {
          const { response } = await portal.submitCredentials(browser, uid, email, 'wrong password');
          expect(response.status).toBe(401);
        }
        const { response, body } = await portal.submitCredentials(browser, uid, email.toUpperCase(), password);
        expect(response.status).toBe(429);
        expect(body).toEqual({ message: 'throttled' });
        const retryAfter = Number(response.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(signInThrottle.windowMs / 1000 - 60);
        expect(retryAfter).toBeLessThanOrEqual(signInThrottle.windowMs / 1000);
      }
    } finally {
      await database.db.delete(signInFailures);
    }
  });

  it('ends the session with RP-initiated logout and lands on /logout-successful', async () => {
    const browser = new TestBrowser();
    const { code, verifier } = await portal.signIn(browser, 'ada@example.com', password);
    const tokens = await portal.exchange(code, verifier);

    const endSession = new URL(`${origin}/oidc/session/end`);
    endSession.search = new URLSearchParams({
      id_token_hint: tokens.body.id_token!,
      post_logout_redirect_uri: `${origin}/logout-successful`,
      ui_locales: 'de',
    }).toString();
    const confirmation = await browser.fetch(endSession);
    expect(confirmation.status).toBe(200);
    const page = await confirmation.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('#FFB945');
    expect(page).toContain('name="logout" value="yes"');
    expect(page).toContain('requestSubmit');
    // Its policy allows exactly its own inline style and script, by hash, and the form's post.
    const policy = confirmation.headers.get('content-security-policy')!;
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("form-action 'self'");
    for (const [, inline] of page.matchAll(/<(?:style|script)>([^<]*)</g)) {
      expect(policy).toContain(`'sha256-${createHash('sha256').update(inline!).digest('base64')}'`);
    }
    expect(confirmation.headers.get('x-content-type-options')).toBe('nosniff');

    // What the page's script (or its button) submits.
    const action = /action="([^"]+)"/.exec(page)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)![1]!;
    const done = await browser.fetch(new URL(action, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${origin}/logout-successful`);

    // The session is over, and with it the tokens that came from it.
    expect((await portal.authorize(browser, pkce().challenge)).pathname).toMatch(/^\/sign-in\//);
    expect((await portal.refresh(tokens.body.refresh_token!)).body.error).toBe('invalid_grant');
  });

  it('believes the X-Forwarded headers of a TLS-offloading proxy only when TRUST_PROXY is set', async () => {
    for (const trustProxy of [true, false]) {
      const proxied = await buildApp(
        testConfig('https://portal.example.com', { TRUST_PROXY: String(trustProxy) }),
        database,
      );
      try {
        const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portal.example.com' };
        const discovery = await proxied.inject({ url: '/oidc/.well-known/openid-configuration', headers });
        expect(discovery.json().token_endpoint === 'https://portal.example.com/oidc/token').toBe(trustProxy);
        const authorization = await proxied.inject({
          url: `/oidc/auth?${new URLSearchParams({
            client_id: clientId,
            response_type: 'code',
            scope: 'openid',
            redirect_uri: 'https://portal.example.com/login',
            code_challenge: pkce().challenge,
            code_challenge_method: 'S256',
          })}`,
          headers,
        });
        expect(authorization.statusCode).toBe(303);
        const cookies = [authorization.headers['set-cookie'] ?? []].flat();
        expect(cookies.length).toBeGreaterThan(0);
        expect(cookies.every((cookie) => /;\s*secure/i.test(cookie))).toBe(trustProxy);
      } finally {
        await proxied.close();
      }
    }
  });

  it('shows its own error page without internals, in the language asked for', async () => {
    const response = await fetch(`${origin}/oidc/auth?client_id=unknown&response_type=code&scope=openid`, {
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('invalid_client');
    expect(page).not.toContain('client is invalid');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('shows its pages in French to a French reader', async () => {
    const response = await fetch(`${origin}/oidc/auth?client_id=unknown&response_type=code&scope=openid`, {
      headers: { 'accept-language': 'fr-CH,fr;q=0.9,en;q=0.5' },
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('<title>La connexion n’a pas pu se poursuivre · ');
    expect(page).toContain('Code d’erreur : invalid_client');
    expect(page).toContain('Retour au portail');
  });
});

describe('embedded OpenID Provider on two instances sharing PostgreSQL', () => {
  let testDb: TestDatabase;
  const connections: DatabaseConnection[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    testDb = await backends.find((backend) => backend.name === 'postgres')!.create();
    connections.push(await testDb.open(), await testDb.open());
    await migrate(connections[0]!);
    await insertUsers(connections[0]!.db);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await testDb?.dispose();
  });

  it('continues a sign-in started on one instance on the other, with the same keys', async () => {
    // Two instances behind one public address (A's), starting together on an empty key table.
    const portA = await freePort();
    const publicUrl = `http://127.0.0.1:${portA}`;
    const [a, b] = await Promise.all([
      startInstance(connections[0]!, portA),
      startInstance(connections[1]!, undefined, publicUrl),
    ]);
    apps.push(a.app, b.app);

    const portal = portalClient(a.origin);
    const { code, verifier } = await portal.signIn(new TestBrowser(), 'ada@example.com', password);
    const tokens = await portal.exchange(code, verifier);
    expect(tokens.status).toBe(200);

    const refreshed = await portal.refresh(tokens.body.refresh_token!, b.origin);
    expect(refreshed.status).toBe(200);
    const jwksOfB = await jwksOf(b.origin);
    for (const accessToken of [tokens.body.access_token!, refreshed.body.access_token!]) {
      const { payload } = await jwtVerify(accessToken, jwksOfB, {
        issuer: `${a.origin}/oidc`,
        audience: `${a.origin}/api`,
      });
      expect(payload.sub).toBeTruthy();
    }
    expect(await (await fetch(`${a.origin}/oidc/jwks`)).json()).toEqual(
      await (await fetch(`${b.origin}/oidc/jwks`)).json(),
    );
  });
});
