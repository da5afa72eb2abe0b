import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestTokens, type TestTokens } from '../../authentication/test-tokens';
import { activityLog } from '../../changes/schema';
import { parseConfig } from '../../config';
import type { DatabaseConnection } from '../../db/index';
import { migrate } from '../../db/migrate';
import { backends, type TestDatabase } from '../../db/test-databases';
import { TestBrowser } from '../../identity-provider/test-browser';
import { freePort, pkce, portalClient } from '../../identity-provider/test-portal-client';
import { seed } from '../../seeds/seed';
import { seedDemo } from '../../seeds/seed-demo';
import { seedPortalApp } from '../../seeds/seed-portal-app';
import { TestAuthenticator } from '../../testing/test-authenticator';
import { companies, hashPassword, users } from '../identity';
import { signInFailures } from '../sign-in';
import { decryptTotpSecret, encryptTotpSecret, matchingStep, totpSettings } from './totp';
import { twoFactorTotp } from './two-factor/schema';

// Two-factor sign-in (issue 30 §4, ADR 0033) through the real provider: each TestBrowser is one browser
// with its own cookies, signing in as the portal does; the account endpoints are called with test tokens.

const password = 'the right password 1';

/** What the sign-in's endpoints answer, as far as these tests read it. */
interface StepAnswer {
  data: {
    redirect_to?: string;
    next_step?: string;
    methods?: string[];
    options: Record<string, unknown>;
    secret: string;
    recovery_codes: string[];
  };
  message?: string;
}
const { period } = totpSettings;

/** The authenticator app's code for `secret` at `at` (ms), as a phone would show it. */
const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period }).generate({ timestamp: at });

/** A six-digit code that is none of the codes valid around now. */
function wrongCode(secret: string): string {
  const now = Date.now();
  const valid = new Set([-2, -1, 0, 1, 2].map((step) => codeAt(secret, now + step * period * 1000)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

describe('the authenticator code window', () => {
  it('accepts the code of the step before and after now, and none further', () => {
    const secret = new Secret({ size: 20 }).base32;
    const now = Date.UTC(2026, 10, 28, 12, 0, 10);
    const step = Math.floor(now / 1000 / period);
    for (const offset of [-1, 0, 1]) {
      expect(matchingStep(secret, codeAt(secret, now + offset * period * 1000), now)).toBe(step + offset);
    }
    for (const offset of [-3, -2, 2, 3]) {
      expect(matchingStep(secret, codeAt(secret, now + offset * period * 1000), now)).toBeUndefined();
    }
    expect(matchingStep(secret, 'abcdef', now)).toBeUndefined();
  });

  it('keeps secrets encrypted for their person only', () => {
    const key = randomBytes(32);
    const secret = new Secret({ size: 20 }).base32;
    const stored = encryptTotpSecret(key, 'user-a', secret);
    expect(stored).not.toContain(secret);
    expect(decryptTotpSecret(key, 'user-a', stored)).toBe(secret);
    expect(() => decryptTotpSecret(key, 'user-b', stored)).toThrow();
    expect(() => decryptTotpSecret(randomBytes(32), 'user-a', stored)).toThrow();
  });
});

describe.each(backends)('two-factor sign-in on $name', ({ create }) => {
  let testDb: TestDatabase;
  let database: DatabaseConnection;
  let app: FastifyInstance;
  let tokens: TestTokens;
  let origin: string;
  let filesDir: string;
  let portal: ReturnType<typeof portalClient>;
  const db = () => database.db;

  beforeAll(async () => {
    testDb = await create();
    database = await testDb.open();
    await migrate(database);
    await seed(database.db);
    await seedPortalApp(database.db);
    await seedDemo(database.db, { password });
    tokens = await createTestTokens();
    filesDir = await mkdtemp(path.join(os.tmpdir(), 'eventsuite-files-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const parsed = parseConfig({
      PUBLIC_URL: origin,
      LOG_LEVEL: 'silent',
      STATIC_DIR: '/nonexistent',
      FILES_DIR: filesDir,
    });
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    app = await buildApp(parsed.config, database, { accessTokens: tokens.verifier });
    await app.listen({ port, host: '127.0.0.1' });
    portal = portalClient(origin);
  });
  // Each test's wrong codes count on their own: the address's allowance is not the subject here.
  beforeEach(async () => {
    await db().delete(signInFailures);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  async function userIdOf(email: string) {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    return row!.id;
  }

  async function newPerson() {
    const email = `person-${randomUUID()}@example.com`;
    const [row] = await db()
      .insert(users)
      .values({ email, passwordHash: await hashPassword(password), accountType: 'personal', givenName: 'Pat' })
      .returning({ id: users.id });
    return { email, id: row!.id };
  }

  async function call(userId: string, options: InjectOptions) {
    return app.inject({ ...options, headers: { authorization: `Bearer ${await tokens.sign(userId)}` } });
  }

  async function setUpTotp(userId: string) {
    const start = await call(userId, { method: 'POST', url: '/api/account/two-factor/totp' });
    expect(start.statusCode).toBe(200);
    const { secret } = start.json().data as { secret: string };
    const confirm = await call(userId, {
      method: 'POST',
      url: '/api/account/two-factor/totp/confirm',
      payload: { code: codeAt(secret, Date.now()) },
    });
    expect(confirm.statusCode).toBe(200);
    return { secret, codes: confirm.json().data.recovery_codes as string[] };
  }

  /** A POST of the sign-in screen; endpoints without a body get none. */
  async function post(browser: TestBrowser, url: string, body?: unknown) {
    const response = await browser.fetch(
      `${origin}${url}`,
      body === undefined
        ? { method: 'POST' }
        : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
    return { status: response.status, headers: response.headers, body: (await response.json()) as StepAnswer };
  }

  /** Opens the sign-in screen in a new browser; with an email, submits the password too. */
  async function signInWithPassword(email?: string, browser = new TestBrowser()) {
    const uid = (await portal.authorize(browser, pkce().challenge)).pathname.split('/').at(-1)!;
    const first = email ? await post(browser, `/oidc/interaction/${uid}/login`, { email, password }) : undefined;
    return { browser, uid, first };
  }

  /** Follows the provider's address to the portal's /login with an authorization code. */
  async function expectCode(browser: TestBrowser, redirectTo: string) {
    const { location } = await browser.navigate(redirectTo, origin);
    expect(location?.pathname).toBe('/login');
    expect(location?.searchParams.get('code')).toBeTruthy();
  }

  async function eventsOf(type: string, objectId: string) {
    return db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.eventType, type as never), eq(activityLog.objectId, objectId)));
  }

  it('sets up an authenticator app confirmed by a first code, and never returns or stores its secret plainly', async () => {
    const person = await newPerson();
    const start = await call(person.id, { method: 'POST', url: '/api/account/two-factor/totp' });
    const { secret, otpauth_url } = start.json().data;
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauth_url).toContain(`secret=${secret}`);
    const [stored] = await db().select().from(twoFactorTotp).where(eq(twoFactorTotp.userId, person.id));
    expect(stored!.secretCiphertext).not.toContain(secret);
    expect(stored!.confirmedAt).toBeNull();

    const wrong = await call(person.id, {
      method: 'POST',
      url: '/api/account/two-factor/totp/confirm',
      payload: { code: wrongCode(secret) },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toHaveLength(1);
    const malformed = await call(person.id, {
      method: 'POST',
      url: '/api/account/two-factor/totp/confirm',
      payload: { code: '12ab' },
    });
    expect(malformed.statusCode).toBe(422);

    const confirmed = await call(person.id, {
      method: 'POST',
      url: '/api/account/two-factor/totp/confirm',
      payload: { code: codeAt(secret, Date.now()) },
    });
    const codes = confirmed.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const status = await call(person.id, { method: 'GET', url: '/api/account/two-factor' });
    expect(status.json().data).toMatchObject({ totp: true, recovery_codes_left: 10, passkeys: [] });
    expect(status.body).not.toContain(secret);
    expect((await call(person.id, { method: 'POST', url: '/api/account/two-factor/totp' })).statusCode).toBe(409);
    expect(await eventsOf('two_factor_added', person.id)).toHaveLength(1);
  });

  it('removes the authenticator app only with the password again; people without one are not asked', async () => {
    const person = await newPerson();
    await setUpTotp(person.id);
    const remove = async (payload: unknown, language = 'en') =>
      app.inject({
        method: 'DELETE',
        url: '/api/account/two-factor/totp',
        headers: { authorization: `Bearer ${await tokens.sign(person.id)}`, 'accept-language': language },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const stillThere = async () => {
      const status = await call(person.id, { method: 'GET', url: '/api/account/two-factor' });
      expect(status.json().data).toMatchObject({ totp: true, has_password: true });
      expect(await eventsOf('two_factor_removed', person.id)).toHaveLength(0);
    };

    expect((await remove(undefined)).statusCode).toBe(422);
    const missing = await remove({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.password).toEqual(['The field "Password" cannot be empty.']);
    const empty = await remove({ password: '' }, 'de');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.password).toHaveLength(1);
    const wrong = await remove({ password: 'not the password' }, 'de');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual(['Ungültiges Passwort']);
    await stillThere();

    const removed = await remove({ password });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ totp: false, recovery_codes_left: 0 });
    expect(await eventsOf('two_factor_removed', person.id)).toHaveLength(1);

    // Someone another provider signs in has no password to give.
    const external = await newPerson();
    await db().update(users).set({ passwordHash: null }).where(eq(users.id, external.id));
    await setUpTotp(external.id);
    const status = await call(external.id, { method: 'GET', url: '/api/account/two-factor' });
    expect(status.json().data).toMatchObject({ totp: true, has_password: false });
    const withoutPassword = await call(external.id, {
      method: 'DELETE',
      url: '/api/account/two-factor/totp',
      payload: {},
    });
    expect(withoutPassword.statusCode).toBe(200);
    expect(withoutPassword.json().data.totp).toBe(false);
  });

  it('asks for the code after the password, lets in with it once, and refuses it again', async () => {
    const person = await newPerson();
    const { secret } = await setUpTotp(person.id);

    const { browser, uid, first } = await signInWithPassword(person.email);
    expect(first!.body.data).toEqual({ next_step: 'second_factor', methods: ['totp', 'recovery_code'] });
    // The password alone got no further: the interaction waits for the second step.
    const code = codeAt(secret, Date.now() + period * 1000);
    const accepted = await post(browser, `/oidc/interaction/${uid}/second-factor`, { method: 'totp', code });
    expect(accepted.status).toBe(200);
    await expectCode(browser, accepted.body.data.redirect_to!);

    // The same code in another sign-in, and the code the setup was confirmed with, are replays.
    const again = await signInWithPassword(person.email);
    const replay = await post(again.browser, `/oidc/interaction/${again.uid}/second-factor`, { method: 'totp', code });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('invalid_code');
  });

  it('refuses wrong codes and makes the person wait after five', async () => {
    const person = await newPerson();
    const { secret } = await setUpTotp(person.id);
    const { browser, uid } = await signInWithPassword(person.email);
    for (let i = 0; i < 5; i++) {
      const refused = await post(browser, `/oidc/interaction/${uid}/second-factor`, {
        method: 'totp',
        code: wrongCode(secret),
      });
      expect(refused.status).toBe(401);
    }
    const throttled = await post(browser, `/oidc/interaction/${uid}/second-factor`, {
      method: 'totp',
      code: codeAt(secret, Date.now() + period * 1000),
    });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('recovers a lost authenticator with a recovery code, each code once, and logs it', async () => {
    const person = await newPerson();
    const { codes } = await setUpTotp(person.id);
    const first = await signInWithPassword(person.email);
    // Typed in capitals and without the dash, as people do.
    const typed = codes[3]!.toUpperCase().replace('-', '');
    const used = await post(first.browser, `/oidc/interaction/${first.uid}/second-factor`, {
      method: 'recovery_code',
      code: typed,
    });
    expect(used.status).toBe(200);
    await expectCode(first.browser, used.body.data.redirect_to!);
    expect(await eventsOf('recovery_code_used', person.id)).toHaveLength(1);

    const second = await signInWithPassword(person.email);
    const reused = await post(second.browser, `/oidc/interaction/${second.uid}/second-factor`, {
      method: 'recovery_code',
      code: codes[3],
    });
    expect(reused.status).toBe(401);
    const status = await call(person.id, { method: 'GET', url: '/api/account/two-factor' });
    expect(status.json().data.recovery_codes_left).toBe(9);

    // Renewed codes replace the old ones.
    const renewed = await call(person.id, { method: 'POST', url: '/api/account/two-factor/recovery-codes' });
    const fresh = renewed.json().data.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    const old = await post(second.browser, `/oidc/interaction/${second.uid}/second-factor`, {
      method: 'recovery_code',
      code: codes[4],
    });
    expect(old.status).toBe(401);
  });

  it('registers passkeys only for the challenge it gave and the portal origin', async () => {
    const person = await newPerson();
    const authenticator = new TestAuthenticator('127.0.0.1', origin);
    const options = async () =>
      (await call(person.id, { method: 'POST', url: '/api/account/passkeys/options' })).json().data.options;
    const register = (response: Record<string, unknown>, name = 'Laptop') =>
      call(person.id, { method: 'POST', url: '/api/account/passkeys', payload: { name, response } });

    const foreign = await register(authenticator.register(await options(), { origin: 'https://evil.example' }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.passkey).toHaveLength(1);
    await options();
    const otherChallenge = await register(authenticator.register({ challenge: 'not-the-challenge' }));
    expect(otherChallenge.statusCode).toBe(422);

    const answer = authenticator.register(await options());
    const registered = await register(answer);
    expect(registered.statusCode).toBe(200);
    expect(registered.json().data.passkey).toMatchObject({ name: 'Laptop', passwordless: false, last_used_at: null });
    // The first second factor brings the recovery codes.
    expect(registered.json().data.recovery_codes).toHaveLength(10);
    // An answer counts once.
    expect((await register(answer)).statusCode).toBe(422);

    const second = new TestAuthenticator('127.0.0.1', origin);
    const another = await register(second.register(await options()), 'Phone');
    expect(another.json().data.recovery_codes).toBeNull();
    const status = await call(person.id, { method: 'GET', url: '/api/account/two-factor' });
    expect(status.json().data.passkeys.map((key: { name: string }) => key.name)).toEqual(['Laptop', 'Phone']);
    expect(await eventsOf('two_factor_added', person.id)).toHaveLength(2);
  });

  it('signs in with a passkey as the second factor, refusing another challenge or origin', async () => {
    const person = await newPerson();
    const authenticator = new TestAuthenticator('127.0.0.1', origin);
    const options = (await call(person.id, { method: 'POST', url: '/api/account/passkeys/options' })).json().data
      .options;
    await call(person.id, {
      method: 'POST',
      url: '/api/account/passkeys',
      payload: { name: 'Key', response: authenticator.register(options) },
    });

    const { browser, uid, first } = await signInWithPassword(person.email);
    expect(first!.body.data).toEqual({ next_step: 'second_factor', methods: ['passkey', 'recovery_code'] });
    const assertion = async (tweak: { origin?: string; challenge?: string } = {}) => {
      const { body } = await post(browser, `/oidc/interaction/${uid}/passkey-options`);
      return post(browser, `/oidc/interaction/${uid}/passkey`, {
        response: authenticator.authenticate(body.data.options, tweak),
      });
    };
    expect((await assertion({ challenge: 'not-the-challenge' })).status).toBe(401);
    expect((await assertion({ origin: 'https://evil.example' })).status).toBe(401);
    const accepted = await assertion();
    expect(accepted.status).toBe(200);
    await expectCode(browser, accepted.body.data.redirect_to!);
    const status = await call(person.id, { method: 'GET', url: '/api/account/two-factor' });
    expect(status.json().data.passkeys[0].last_used_at).not.toBeNull();
  });

  it('signs in without a password only with a passkey the person marked for it', async () => {
    const person = await newPerson();
    const authenticator = new TestAuthenticator('127.0.0.1', origin);
    const options = (await call(person.id, { method: 'POST', url: '/api/account/passkeys/options' })).json().data
      .options;
    const registered = await call(person.id, {
      method: 'POST',
      url: '/api/account/passkeys',
      payload: { name: 'Key', response: authenticator.register(options) },
    });
    const passkeyId = registered.json().data.passkey.id as string;

    const passwordless = async () => {
      const { browser, uid } = await signInWithPassword();
      const { body } = await post(browser, `/oidc/interaction/${uid}/passkey-options`);
      // Any passkey the authenticator keeps, which must verify its user.
      expect(body.data.options.allowCredentials ?? []).toEqual([]);
      expect(body.data.options.userVerification).toBe('required');
      const answer = await post(browser, `/oidc/interaction/${uid}/passkey`, {
        response: authenticator.authenticate(body.data.options),
      });
      return { browser, answer };
    };
    expect((await passwordless()).answer.status).toBe(401);

    const marked = await call(person.id, {
      method: 'PUT',
      url: `/api/account/passkeys/${passkeyId}`,
      payload: { name: 'Security key', passwordless: true },
    });
    expect(marked.json().data).toMatchObject({ name: 'Security key', passwordless: true });
    const { browser, answer } = await passwordless();
    expect(answer.status).toBe(200);
    await expectCode(browser, answer.body.data.redirect_to!);

    // Someone else's passkey is nobody's business: 404.
    const stranger = await newPerson();
    const foreign = await call(stranger.id, {
      method: 'DELETE',
      url: `/api/account/passkeys/${passkeyId}`,
      payload: { password },
    });
    expect(foreign.statusCode).toBe(404);
    // Removing it asks for the password again (see also the authenticator app's test).
    const unconfirmed = await call(person.id, {
      method: 'DELETE',
      url: `/api/account/passkeys/${passkeyId}`,
      payload: {},
    });
    expect(unconfirmed.statusCode).toBe(422);
    expect(await eventsOf('two_factor_removed', person.id)).toHaveLength(0);
    const removed = await call(person.id, {
      method: 'DELETE',
      url: `/api/account/passkeys/${passkeyId}`,
      payload: { password },
    });
    expect(removed.json().data).toMatchObject({ passkeys: [], recovery_codes_left: 0 });
    expect(await eventsOf('two_factor_removed', person.id)).toHaveLength(1);
  });

  it('leads a member of a company that requires a second factor through setting one up before they get in', async () => {
    const owner = await userIdOf('owner.alpen@example.com');
    const [alpen] = await db().select({ id: companies.id }).from(companies).where(eq(companies.ownerId, owner));
    const requirement = (required: boolean) =>
      call(owner, { method: 'PUT', url: `/api/companies/${alpen!.id}/two-factor`, payload: { required } });
    expect((await requirement(true)).json().data).toEqual({ required: true });
    const logged = await eventsOf('company_two_factor_requirement_updated', alpen!.id);
    expect(logged).toHaveLength(1);
    expect(logged[0]!).toMatchObject({ companyId: alpen!.id, actorUserId: owner, details: { required: 'true' } });

    try {
      const { browser, uid, first } = await signInWithPassword('member@example.com');
      expect(first!.body.data).toEqual({ next_step: 'two_factor_setup' });
      // Neither the password alone nor a made-up second step lets them in.
      const skipped = await post(browser, `/oidc/interaction/${uid}/second-factor`, { method: 'totp', code: '123456' });
      expect(skipped.status).toBe(404);
      const setup = await post(browser, `/oidc/interaction/${uid}/totp-setup`);
      const { secret } = setup.body.data as { secret: string };
      const wrong = await post(browser, `/oidc/interaction/${uid}/totp-setup/confirm`, { code: wrongCode(secret) });
      expect(wrong.status).toBe(422);
      const done = await post(browser, `/oidc/interaction/${uid}/totp-setup/confirm`, {
        code: codeAt(secret, Date.now()),
      });
      expect(done.status).toBe(200);
      expect(done.body.data.recovery_codes).toHaveLength(10);
      await expectCode(browser, done.body.data.redirect_to!);

      const list = await call(owner, {
        method: 'GET',
        url: `/api/companies/${alpen!.id}/team-members?search=member@example.com`,
      });
      const row = list.json().data.find((member: { email: string }) => member.email === 'member@example.com');
      expect(row.two_factor).toBe(true);
      // From now on they give the second factor like anyone who has one.
      const next = await signInWithPassword('member@example.com');
      expect(next.first!.body.data.next_step).toBe('second_factor');
    } finally {
      await requirement(false);
    }
  });

  it('lets a platform administrator reset a person’s second factors, logged', async () => {
    const person = await newPerson();
    await setUpTotp(person.id);
    const admin = await userIdOf('admin@example.com');
    const reset = await call(admin, { method: 'DELETE', url: `/api/admin/users/${person.id}/two-factor` });
    expect(reset.json().data).toEqual({ totp: false, passkeys: 0, recovery_codes_left: 0 });
    const logged = await eventsOf('user_two_factor_reset', person.id);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.actorUserId).toBe(admin);
    // A second reset finds nothing to reset and logs nothing.
    await call(admin, { method: 'DELETE', url: `/api/admin/users/${person.id}/two-factor` });
    expect(await eventsOf('user_two_factor_reset', person.id)).toHaveLength(1);

    const { browser, first } = await signInWithPassword(person.email);
    expect(first!.body.data.redirect_to!).toBeTruthy();
    await expectCode(browser, first!.body.data.redirect_to!);
  });
});
