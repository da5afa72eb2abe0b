import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';
import type { DatabaseConnection } from '../../db/index';
import { migrate } from '../../db/migrate';
import { backends, type TestDatabase } from '../../db/test-databases';
import { TestBrowser } from '../../identity-provider/test-browser';
import { freePort, pkce, portalClient } from '../../identity-provider/test-portal-client';
import { hashPassword, users } from '../identity';
import { deviceCookieName, deviceCookies } from './device-cookie';
import { signInFailures } from './schema';
import { addressDelayMs, recordFailure, signInThrottle } from './throttle';

// Sign-in throttling that cannot be aimed at someone else (ADR 0023), through the real provider: each
// TestBrowser is one browser with its own cookies. Two instances share the database, one straight on
// the network (TRUST_PROXY=false) and one behind a proxy (TRUST_PROXY=true), which the tests play by
// sending X-Forwarded-For from 127.0.0.1.

const password = 'the right password 1';
const deviceCookiePath = '/oidc/interaction';
const windowSeconds = signInThrottle.windowMs / 1000;

interface Instance {
  app: FastifyInstance;
  origin: string;
  portal: ReturnType<typeof portalClient>;
}

async function startInstance(database: DatabaseConnection, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const parsed = parseConfig({ PUBLIC_URL: origin, LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', ...env });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const app = await buildApp(parsed.config, database);
  await app.listen({ port, host: '127.0.0.1' });
  return { app, origin, portal: portalClient(origin) };
}

describe('the device cookie', () => {
  it('is HttpOnly, SameSite=Lax, long-lived, sent only to the sign-in endpoints, and Secure on https', async () => {
    const key = randomBytes(32);
    for (const secure of [false, true]) {
      const cookie = await deviceCookies(key, { secure }).issue(randomUUID());
      expect(cookie).toMatch(new RegExp(`^${deviceCookieName}=[\\w-]+\\.[\\w-]+\\.[\\w-]+;`));
      expect(cookie).toContain(`Max-Age=${signInThrottle.deviceCookieDays * 24 * 60 * 60}`);
      expect(cookie).toContain(`Path=${deviceCookiePath}`);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie.includes('Secure')).toBe(secure);
    }
  });
});

describe.each(backends)('sign-in throttling through the provider on $name', ({ create }) => {
  let testDb: TestDatabase;
  let database: DatabaseConnection;
  let direct: Instance;
  let proxied: Instance;
  const db = () => database.db;

  beforeAll(async () => {
    testDb = await create();
    database = await testDb.open();
    await migrate(database);
    direct = await startInstance(database, { TRUST_PROXY: 'false' });
    proxied = await startInstance(database, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await direct?.app.close();
    await proxied?.app.close();
    await testDb?.dispose();
  });
  beforeEach(async () => {
    await db().delete(signInFailures);
  });

  async function newAccount() {
    const email = `user-${randomUUID()}@example.com`;
    const [row] = await db()
      .insert(users)
      .values({ email, passwordHash: await hashPassword(password), accountType: 'personal' })
      .returning({ id: users.id });
    return { email, id: row!.id };
  }

  /** Opens the sign-in screen in `browser` and submits the credentials. */
  async function signIn(at: Instance, browser: TestBrowser, email: string, secret: string) {
    const uid = (await at.portal.authorize(browser, pkce().challenge)).pathname.split('/').at(-1)!;
    const { response, body } = await at.portal.submitCredentials(browser, uid, email, secret);
    return { status: response.status, retryAfter: Number(response.headers.get('retry-after')), body };
  }

  /**
   * The same from another network address: the credentials go in through Fastify's inject, which gives
   * the request the socket address `remoteAddress` (the test's own sockets all come from 127.0.0.1).
   */
  async function signInFromAddress(
    remoteAddress: string,
    at: Instance,
    browser: TestBrowser,
    email: string,
    secret: string,
  ) {
    const uid = (await at.portal.authorize(browser, pkce().challenge)).pathname.split('/').at(-1)!;
    const url = `/oidc/interaction/${uid}/login`;
    const response = await at.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'content-type': 'application/json', cookie: browser.cookieHeader(`${at.origin}${url}`) },
      payload: { email, password: secret },
    });
    return { status: response.statusCode, retryAfter: Number(response.headers['retry-after']) };
  }

  /** Fails `times` times from `browser`, each on an account of its own (so no account reaches its limit). */
  async function failOnOtherAccounts(at: Instance, browser: TestBrowser, times: number) {
    for (let i = 0; i < times; i++) {
      expect((await signIn(at, browser, `nobody-${randomUUID()}@example.com`, 'guess')).status).toBe(401);
    }
  }

  /** Makes `address` wait, as failures just now beyond its allowance would. */
  async function slowDown(address: string) {
    const now = new Date();
    const counters = [{ scope: 'address', subject: address } as const];
    for (let i = 0; i < signInThrottle.addressAllowance + 5; i++) {
      await recordFailure(db(), { purpose: 'sign_in', retryAfterSeconds: 0, counters }, now);
    }
  }

  /** The Retry-After an address's failures in the database call for right after the last of them. */
  async function expectWaitOfAddress(address: string, retryAfter: number) {
    const failures = await db().$count(signInFailures, eq(signInFailures.subject, address));
    const expected = addressDelayMs(failures) / 1000;
    expect(expected).toBeGreaterThan(0);
    // Seconds rounded up, less the moments the request took.
    expect(retryAfter).toBeGreaterThan(expected - 5);
    expect(retryAfter).toBeLessThanOrEqual(expected);
  }

  async function lockForUntrustedClients(at: Instance, email: string) {
    const attacker = new TestBrowser();
    for (let i = 0; i < signInThrottle.perAccount; i++) {
      expect((await signIn(at, attacker, email, 'guess')).status).toBe(401);
    }
    return attacker;
  }

  it('never stops a browser that signed in before, whatever other clients fail, even from its address', async () => {
    const account = await newAccount();
    const own = new TestBrowser();
    expect((await signIn(direct, own, account.email, password)).status).toBe(200);
    expect(own.cookie(deviceCookieName)).toBeDefined();

    // Another client, from the same address (a shared network), locks the account for untrusted clients
    // and slows its address down besides.
    const attacker = await lockForUntrustedClients(direct, account.email);
    const refused = await signIn(direct, attacker, account.email, password);
    expect(refused).toMatchObject({ status: 429, body: { message: 'throttled' } });
    expect(refused.retryAfter).toBeGreaterThan(windowSeconds - 60);
    expect(refused.retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect((await signIn(direct, new TestBrowser(), account.email, password)).status).toBe(429);
    await slowDown('127.0.0.1');
    expect((await signIn(direct, attacker, `nobody-${randomUUID()}@example.com`, 'guess')).status).toBe(429);

    // The owner's browser is judged by its own failures only: it mistypes once and still gets in.
    expect((await signIn(direct, own, account.email, 'typo')).status).toBe(401);
    expect((await signIn(direct, own, account.email, password)).status).toBe(200);
  });

  it('trusts a device cookie no more once it has collected too many failures', async () => {
    const account = await newAccount();
    const guesser = new TestBrowser();
    expect((await signIn(direct, guesser, account.email, password)).status).toBe(200);
    for (let i = 0; i < signInThrottle.perDevice; i++) {
      expect((await signIn(direct, guesser, account.email, 'guess')).status).toBe(401);
    }
    // Its failures counted against the device alone, so the account is open to others...
    const rows = await db().select({ scope: signInFailures.scope }).from(signInFailures);
    expect(rows.map(({ scope }) => scope)).toEqual(Array(signInThrottle.perDevice).fill('device'));
    // ...and once the account is refused to untrusted clients, that device is one of them.
    await lockForUntrustedClients(direct, account.email);
    expect((await signIn(direct, guesser, account.email, password)).status).toBe(429);
  });

  it('ignores a tampered device cookie, one of another account and one signed with another key', async () => {
    const account = await newAccount();
    const other = await newAccount();
    const own = new TestBrowser();
    const othersBrowser = new TestBrowser();
    expect((await signIn(direct, own, account.email, password)).status).toBe(200);
    expect((await signIn(direct, othersBrowser, other.email, password)).status).toBe(200);
    const genuine = own.cookie(deviceCookieName)!;
    await lockForUntrustedClients(direct, account.email);

    const [header, payload, signature] = genuine.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const foreignKey = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(randomBytes(32));
    const flipped = signature[10] === 'A' ? 'B' : 'A';
    const tampered = [
      `${header}.${payload}.${signature.slice(0, 10)}${flipped}${signature.slice(11)}`,
      `${header}.${Buffer.from(JSON.stringify({ ...claims, jti: randomUUID() })).toString('base64url')}.${signature}`,
      othersBrowser.cookie(deviceCookieName)!,
      foreignKey,
    ];
    for (const cookie of tampered) {
      const browser = new TestBrowser();
      browser.setCookie(deviceCookieName, cookie, deviceCookiePath);
      expect((await signIn(direct, browser, account.email, password)).status).toBe(429);
    }
    // The genuine cookie copied into another browser is the device itself.
    const copy = new TestBrowser();
    copy.setCookie(deviceCookieName, genuine, deviceCookiePath);
    expect((await signIn(direct, copy, account.email, password)).status).toBe(200);
  });

  it('slows the address that fails, not another address signing in to the same account', async () => {
    const account = await newAccount();
    const failing = '192.0.2.10';
    for (let i = 0; i < signInThrottle.perAccount - 1; i++) {
      expect((await signInFromAddress(failing, direct, new TestBrowser(), account.email, 'guess')).status).toBe(401);
    }
    for (let i = 0; i < signInThrottle.addressAllowance - signInThrottle.perAccount + 2; i++) {
      const email = `nobody-${randomUUID()}@example.com`;
      expect((await signInFromAddress(failing, direct, new TestBrowser(), email, 'guess')).status).toBe(401);
    }
    await slowDown(failing);

    const slowed = await signInFromAddress(failing, direct, new TestBrowser(), account.email, password);
    expect(slowed.status).toBe(429);
    await expectWaitOfAddress(failing, slowed.retryAfter);
    const elsewhere = await signInFromAddress('192.0.2.11', direct, new TestBrowser(), account.email, password);
    expect(elsewhere.status).toBe(200);
  });

  it('with TRUST_PROXY=false, counts a forged X-Forwarded-For against the connecting address', async () => {
    const forging = () => new TestBrowser({ 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` });
    for (let i = 0; i < 3; i++) await failOnOtherAccounts(direct, forging(), 1);
    const subjects = await db()
      .select({ subject: signInFailures.subject })
      .from(signInFailures)
      .where(eq(signInFailures.scope, 'address'));
    expect(subjects).toEqual(Array(3).fill({ subject: '127.0.0.1' }));

    await slowDown('127.0.0.1');
    const refused = await signIn(direct, forging(), `nobody-${randomUUID()}@example.com`, 'guess');
    expect(refused.status).toBe(429);
    await expectWaitOfAddress('127.0.0.1', refused.retryAfter);
  });

  it('with TRUST_PROXY=true, slows the client behind the proxy that fails, not the others behind it', async () => {
    const account = await newAccount();
    const failing = new TestBrowser({ 'x-forwarded-for': '203.0.113.5' });
    // Below the account's limit on the account itself, beyond the address's allowance with the others.
    for (let i = 0; i < signInThrottle.perAccount - 1; i++) {
      expect((await signIn(proxied, failing, account.email, 'guess')).status).toBe(401);
    }
    await failOnOtherAccounts(proxied, failing, signInThrottle.addressAllowance - signInThrottle.perAccount + 2);
    await slowDown('203.0.113.5');

    const slowed = await signIn(proxied, failing, account.email, password);
    expect(slowed.status).toBe(429);
    await expectWaitOfAddress('203.0.113.5', slowed.retryAfter);
    // What the client puts in X-Forwarded-For itself comes before the proxy's entry and is not believed.
    const forging = new TestBrowser({ 'x-forwarded-for': '198.51.100.1, 203.0.113.5' });
    expect((await signIn(proxied, forging, account.email, password)).status).toBe(429);

    // Another client behind the same proxy signs in to the same account, without a device cookie.
    const colleague = new TestBrowser({ 'x-forwarded-for': '203.0.113.6' });
    expect((await signIn(proxied, colleague, account.email, password)).status).toBe(200);
  });
});
