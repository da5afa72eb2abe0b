import { endpoints, buildPath, userInfoSchema, type AppSignInChange } from '@eventsuite/api-contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';
import type { DatabaseConnection } from '../../db/index';
import { migrate } from '../../db/migrate';
import { activityLog } from '../../changes/schema';
import { appOidcClients, apps } from './schema';
import { users } from '../identity';
import { seed } from '../../seeds/seed';
import { seedDemo, type DemoPersonaEmail } from '../../seeds/seed-demo';
import { seedPortalApp } from '../../seeds/seed-portal-app';
import { TestBrowser } from '../../identity-provider/test-browser';
import { freePort, pkce, portalClient } from '../../identity-provider/test-portal-client';
import { backends, type TestDatabase } from '../../db/test-databases';
import { createTestTokens, type TestTokens } from '../../authentication/test-tokens';

// A demo app signs in through the portal with openid-client, a relying-party library of its own, not
// with the portal's code (issue 14 §1b, ADR 0018).

const password = 'demo-password';
/** Where the demo apps live: nothing listens there, the browser stand-in stops at the first redirect. */
const appOrigin = 'http://127.0.0.1:9';
const redirectUri = `${appOrigin}/callback`;
const comebackPath = '/signed-out';

/**
 * The OAuth error code of a refused request, as openid-client reports it: in the response body, or in the
 * WWW-Authenticate challenge of a refused client_secret_basic.
 */
async function refusal(request: Promise<unknown>): Promise<string | undefined> {
  try {
    await request;
  } catch (error) {
    if (error instanceof client.ResponseBodyError) return error.error;
    if (error instanceof client.WWWAuthenticateChallengeError) return error.cause[0]?.parameters.error;
    throw error;
  }
  return undefined;
}

describe.each(backends)('apps signing in through the portal on $name', ({ create }) => {
  let testDb: TestDatabase;
  let database: DatabaseConnection;
  let app: FastifyInstance;
  let origin: string;
  let tokens: TestTokens;

  const userId = async (email: DemoPersonaEmail) =>
    (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const appId = async (internalName: string) =>
    (await database.db.select({ id: apps.id }).from(apps).where(eq(apps.internalName, internalName)))[0]!.id;

  async function asAdmin(options: InjectOptions) {
    const token = await tokens.sign(await userId('admin@example.com'));
    return app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });
  }
  async function saveClient(internalName: string, type: 'public' | 'confidential'): Promise<AppSignInChange> {
    const response = await asAdmin({
      method: 'PUT',
      url: buildPath(endpoints.saveAppSignIn, { app: await appId(internalName) }),
      payload: { type },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  /** openid-client's configuration of an app, found through discovery. */
  const discover = (clientId: string, auth: client.ClientAuth = client.None()) =>
    client.discovery(new URL(`${origin}/oidc`), clientId, { redirect_uris: [redirectUri] }, auth, {
      execute: [client.allowInsecureRequests],
    });

  /**
   * Starts the app's sign-in, signs in on the portal's sign-in screen when asked to, and returns where
   * the browser lands: the app's callback with a code, or a page of the portal.
   */
  async function signIn(config: client.Configuration, browser: TestBrowser, email: DemoPersonaEmail) {
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const authorization = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid profile offline_access',
      // OpenID Connect grants offline_access only with prompt=consent, which the portal answers itself.
      prompt: 'consent',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    let { location } = await browser.navigate(authorization, origin);
    if (location?.pathname.startsWith('/sign-in/')) {
      const uid = location.pathname.split('/').at(-1)!;
      const submitted = await browser.fetch(`${origin}/oidc/interaction/${uid}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(submitted.status).toBe(200);
      const { data } = (await submitted.json()) as { data: { redirect_to: string } };
      ({ location } = await browser.navigate(data.redirect_to, origin));
    }
    return { location: location!, verifier, state };
  }

  async function signInAndExchange(config: client.Configuration, email: DemoPersonaEmail, browser = new TestBrowser()) {
    const { location, verifier, state } = await signIn(config, browser, email);
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    const granted = await client.authorizationCodeGrant(config, location, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    return { granted, browser };
  }

  beforeAll(async () => {
    testDb = await create();
    database = await testDb.open();
    await migrate(database);
    await seed(database.db);
    await seedPortalApp(database.db);
    await seedDemo(database.db, { password });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    tokens = await createTestTokens();
    const parsed = parseConfig({ PUBLIC_URL: origin, LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent' });
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    app = await buildApp(parsed.config, database, { accessTokens: tokens.verifier });
    await app.listen({ port, host: '127.0.0.1' });
    // Timesheets (installed for Alpenbühne and for Paula Privat) and Staff Search (for Harbour Stage and
    // Paula) get addresses; Crew Planner has none.
    await database.db
      .update(apps)
      .set({ redirectUrl: redirectUri, comebackPath })
      .where(eq(apps.internalName, 'timesheets'));
    await database.db
      .update(apps)
      .set({ redirectUrl: redirectUri, comebackPath })
      .where(eq(apps.internalName, 'staff-search'));
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  it('shows an app without a client, and the portal with its own', async () => {
    const timesheets = await asAdmin({
      method: 'GET',
      url: buildPath(endpoints.showAppSignIn, { app: await appId('timesheets') }),
    });
    expect(timesheets.statusCode).toBe(200);
    expect(timesheets.json().data).toEqual({
      app_id: await appId('timesheets'),
      built_in: false,
      client: null,
      redirect_uri: redirectUri,
      logout_uri: `${appOrigin}${comebackPath}`,
      discovery_url: `${origin}/oidc/.well-known/openid-configuration`,
    });

    const portal = await asAdmin({
      method: 'GET',
      url: buildPath(endpoints.showAppSignIn, { app: await appId('eventsuite') }),
    });
    expect(portal.json().data).toMatchObject({
      built_in: true,
      client: { client_id: 'eventsuite-portal', type: 'public', secret_created_at: null },
      redirect_uri: `${origin}/login`,
      logout_uri: `${origin}/logout-successful`,
    });
    for (const change of [
      {
        method: 'PUT',
        url: buildPath(endpoints.saveAppSignIn, { app: await appId('eventsuite') }),
        payload: { type: 'confidential' },
      },
      { method: 'POST', url: buildPath(endpoints.rotateAppClientSecret, { app: await appId('eventsuite') }) },
    ] as const) {
      const refused = await asAdmin(change);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('configuration');
    }

    const unknown = await asAdmin({
      method: 'GET',
      url: buildPath(endpoints.showAppSignIn, { app: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(unknown.statusCode).toBe(404);
    const badType = await asAdmin({
      method: 'PUT',
      url: buildPath(endpoints.saveAppSignIn, { app: await appId('timesheets') }),
      payload: { type: 'secret' },
    });
    expect(badType.statusCode).toBe(422);
  });

  it('publishes a userinfo endpoint, which refuses the portal’s API tokens', async () => {
    const config = await discover('eventsuite-portal');
    const metadata = config.serverMetadata();
    expect(metadata.userinfo_endpoint).toBe(`${origin}/oidc/me`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);

    const portal = portalClient(origin);
    const { code, verifier } = await portal.signIn(new TestBrowser(), 'member@example.com', password);
    const portalTokens = await portal.exchange(code, verifier);
    const userinfo = await fetch(metadata.userinfo_endpoint!, {
      headers: { authorization: `Bearer ${portalTokens.body.access_token}` },
    });
    expect(userinfo.status).toBe(401);
  });

  it('signs a public app in with code and PKCE: userinfo with the §3 claims, refresh with rotation', async () => {
    const { sign_in, client_secret } = await saveClient('timesheets', 'public');
    expect(client_secret).toBeNull();
    expect(sign_in.client).toMatchObject({ type: 'public', secret_created_at: null });
    const clientId = sign_in.client!.client_id;
    const config = await discover(clientId);

    const { granted } = await signInAndExchange(config, 'member@example.com');
    const member = await userId('member@example.com');
    expect(granted.claims()).toMatchObject({ sub: member, aud: clientId, given_name: 'Max' });

    const userinfo = await client.fetchUserInfo(config, granted.access_token, member);
    expect(userInfoSchema.parse(userinfo)).toMatchObject({
      sub: member,
      given_name: 'Max',
      family_name: 'Moser',
      name: 'Max Moser',
      email: 'member@example.com',
      company_name: 'Alpenbühne Events AG',
      company_is_owner: false,
      account_type: 'business',
    });

    const refreshed = await client.refreshTokenGrant(config, granted.refresh_token!);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(granted.refresh_token);
    expect((await client.fetchUserInfo(config, refreshed.access_token, member)).sub).toBe(member);
    expect(await refusal(client.refreshTokenGrant(config, granted.refresh_token!))).toBe('invalid_grant');

    // A personal account with the app installed signs in too.
    const paula = await signInAndExchange(config, 'private@example.com');
    expect(paula.granted.claims()).toMatchObject({ sub: await userId('private@example.com') });
  });

  it('signs a confidential app in with client_secret_basic; a rotated secret stops the old one', async () => {
    const created = await saveClient('staff-search', 'confidential');
    const firstSecret = created.client_secret!;
    expect(firstSecret).toMatch(/^[\w-]{43}$/);
    const clientId = created.sign_in.client!.client_id;
    expect(created.sign_in.client).toMatchObject({ type: 'confidential', secret_created_at: expect.any(String) });
    // The secret is answered once and stored only as its hash.
    const shown = await asAdmin({
      method: 'GET',
      url: buildPath(endpoints.showAppSignIn, { app: await appId('staff-search') }),
    });
    expect(JSON.stringify(shown.json())).not.toContain(firstSecret);
    const [stored] = await database.db.select().from(appOidcClients).where(eq(appOidcClients.clientId, clientId));
    expect(stored!.secretHash).not.toContain(firstSecret);

    const config = await discover(clientId, client.ClientSecretBasic(firstSecret));
    const { granted } = await signInAndExchange(config, 'owner.harbour@example.com');
    expect(granted.claims()?.sub).toBe(await userId('owner.harbour@example.com'));

    // Without the secret, with a wrong one, or with the stored hash itself, the token endpoint refuses.
    for (const auth of [
      client.None(),
      client.ClientSecretBasic('wrong'),
      client.ClientSecretBasic(stored!.secretHash!),
    ]) {
      expect(await refusal(client.refreshTokenGrant(await discover(clientId, auth), granted.refresh_token!))).toBe(
        'invalid_client',
      );
    }

    const rotated = await asAdmin({
      method: 'POST',
      url: buildPath(endpoints.rotateAppClientSecret, { app: await appId('staff-search') }),
    });
    expect(rotated.statusCode).toBe(200);
    const secondSecret = (rotated.json().data as AppSignInChange).client_secret!;
    expect(secondSecret).not.toBe(firstSecret);
    expect(await refusal(client.refreshTokenGrant(config, granted.refresh_token!))).toBe('invalid_client');
    const renewed = await client.refreshTokenGrant(
      await discover(clientId, client.ClientSecretBasic(secondSecret)),
      granted.refresh_token!,
    );
    expect(renewed.access_token).toBeTruthy();

    const events = await database.db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(and(eq(activityLog.eventType, 'app_updated'), eq(activityLog.objectId, await appId('staff-search'))));
    expect(events.map((event) => event.details)).toEqual([
      { change: 'client_created', client_type: 'confidential', app: 'staff-search' },
      { change: 'client_secret_rotated', client_type: 'confidential', app: 'staff-search' },
    ]);
    expect(JSON.stringify(events)).not.toContain(secondSecret);

    // Back to public: no secret, no rotation.
    const switched = await saveClient('staff-search', 'public');
    expect(switched.sign_in.client).toMatchObject({ client_id: clientId, type: 'public' });
    const noSecret = await asAdmin({
      method: 'POST',
      url: buildPath(endpoints.rotateAppClientSecret, { app: await appId('staff-search') }),
    });
    expect(noSecret.statusCode).toBe(409);
  });

  it('sends a user without the app to /app-not-installed instead of issuing a code', async () => {
    const clientId = (await saveClient('timesheets', 'public')).sign_in.client!.client_id;
    const config = await discover(clientId);
    const browser = new TestBrowser();
    // Harbour Stage does not have Timesheets.
    const first = await signIn(config, browser, 'owner.harbour@example.com');
    expect(first.location.href).toBe(`${origin}/app-not-installed?app=timesheets`);
    // Already signed in at the portal, the same.
    const again = await signIn(config, browser, 'owner.harbour@example.com');
    expect(again.location.href).toBe(`${origin}/app-not-installed?app=timesheets`);
    // Asked silently, the app hears that an interaction is needed, and gets no code.
    const silent = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid',
      code_challenge: pkce().challenge,
      code_challenge_method: 'S256',
      prompt: 'none',
    });
    const { location } = await browser.navigate(silent, origin);
    expect(location!.searchParams.get('error')).toBe('interaction_required');
    expect(location!.searchParams.get('code')).toBeNull();
  });

  it('counts an always-installed app as installed, and keeps the portal’s API to the portal', async () => {
    const config = await discover((await saveClient('staff-search', 'public')).sign_in.client!.client_id);
    // Staff Search is not installed for Alpenbühne.
    expect((await signIn(config, new TestBrowser(), 'member@example.com')).location.href).toBe(
      `${origin}/app-not-installed?app=staff-search`,
    );
    await database.db.update(apps).set({ alwaysInstalled: true }).where(eq(apps.internalName, 'staff-search'));
    try {
      const { granted, browser } = await signInAndExchange(config, 'member@example.com');
      expect(granted.claims()?.sub).toBe(await userId('member@example.com'));
      // Its access tokens are for userinfo only: it may not ask for the portal's API.
      const forTheApi = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid',
        resource: `${origin}/api`,
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
      });
      const { location } = await browser.navigate(forTheApi, origin);
      expect(location!.searchParams.get('error')).toBe('invalid_target');
      expect(
        await refusal(client.refreshTokenGrant(config, granted.refresh_token!, { resource: `${origin}/api` })),
      ).toBe('invalid_target');
    } finally {
      await database.db.update(apps).set({ alwaysInstalled: false }).where(eq(apps.internalName, 'staff-search'));
    }
  });

  it('ends the session with RP-initiated logout at the app’s comeback path', async () => {
    const config = await discover((await saveClient('timesheets', 'public')).sign_in.client!.client_id);
    const { granted, browser } = await signInAndExchange(config, 'member@example.com');
    const endSession = client.buildEndSessionUrl(config, {
      id_token_hint: granted.id_token!,
      post_logout_redirect_uri: `${appOrigin}${comebackPath}`,
    });
    const confirmation = await browser.fetch(endSession);
    expect(confirmation.status).toBe(200);
    const page = await confirmation.text();
    const action = /action="([^"]+)"/.exec(page)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)![1]!;
    const done = await browser.fetch(new URL(action, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${appOrigin}${comebackPath}`);
    expect(await refusal(client.refreshTokenGrant(config, granted.refresh_token!))).toBe('invalid_grant');
  });

  it('follows an edit of the app at once, and forgets a deleted app’s client', async () => {
    const clientId = (await saveClient('timesheets', 'public')).sign_in.client!.client_id;
    const config = await discover(clientId);
    const { granted } = await signInAndExchange(config, 'member@example.com');

    const moved = `${appOrigin}/moved/callback`;
    await database.db.update(apps).set({ redirectUrl: moved }).where(eq(apps.internalName, 'timesheets'));
    const authorize = (uri: string) =>
      fetch(
        `${origin}/oidc/auth?${new URLSearchParams({
          client_id: clientId,
          response_type: 'code',
          scope: 'openid',
          redirect_uri: uri,
          code_challenge: pkce().challenge,
          code_challenge_method: 'S256',
        })}`,
        { redirect: 'manual' },
      );
    expect((await authorize(redirectUri)).status).toBe(400);
    expect((await authorize(moved)).status).toBe(303);

    await database.db.delete(apps).where(eq(apps.internalName, 'timesheets'));
    expect(await database.db.select().from(appOidcClients).where(eq(appOidcClients.clientId, clientId))).toEqual([]);
    const gone = await authorize(moved);
    expect(gone.status).toBe(400);
    expect(await gone.text()).toContain('invalid_client');
    expect(await refusal(client.refreshTokenGrant(config, granted.refresh_token!))).toBe('invalid_client');
  });
});
