import { randomUUID } from 'node:crypto';
import { passwordResetPagePath } from '@eventsuite/api-contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityLog } from '../../changes/schema';
import type { DatabaseConnection } from '../../db/index';
import { migrate } from '../../db/migrate';
import { backends, type TestDatabase } from '../../db/test-databases';
import { signInFailures } from '../sign-in';
import { passwordResets } from './schema';
import { signInTicketCookieName } from './sign-in-tickets';
import {
  latestMail,
  mailsTo,
  newAccount,
  password,
  signInForTokens,
  startInstance,
  startSignIn,
  TestBrowser,
  type Instance,
} from '../../testing/provider-instances';

const newPassword = 'a fresh and long passphrase';

describe.each(backends)('forgotten password on $name', ({ create }) => {
  let testDb: TestDatabase;
  let database: DatabaseConnection;
  let portal: Instance;

  beforeAll(async () => {
    testDb = await create();
    database = await testDb.open();
    await migrate(database);
    portal = await startInstance(database);
  });
  afterAll(async () => {
    await portal?.app.close();
    await testDb?.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(signInFailures);
  });

  const requestReset = (email: string) => portal.call('POST', '/api/password-resets', { email });
  const resetPath = (token: string) => `/api/password-resets/${token}`;
  const setPassword = (browser: TestBrowser, token: string, value = newPassword, confirmation = value) =>
    browser.fetch(`${portal.origin}${resetPath(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: value, password_confirmation: confirmation }),
    });
  async function mailedToken(email: string) {
    expect((await requestReset(email)).status).toBe(200);
    const { token } = await latestMail(database, email, `${portal.origin}${passwordResetPagePath}/`);
    expect(token).toBeDefined();
    return token!;
  }
  const signInStatus = async (email: string, secret: string) => {
    const browser = new TestBrowser();
    const uid = (await startSignIn(portal, browser)).pathname.split('/').at(-1)!;
    return (await portal.portal.submitCredentials(browser, uid, email, secret)).response.status;
  };

  it('answers alike for a known and an unknown email, each with one mail after the commit', async () => {
    const account = await newAccount(database);
    const unknown = `nobody-${randomUUID()}@example.com`;
    const known = await requestReset(account.email);
    const stranger = await requestReset(unknown);
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(known.status);
    expect(await stranger.text()).toBe(await known.text());
    const headerNames = (response: Response) => [...response.headers.keys()].filter((name) => name !== 'date');
    expect(headerNames(stranger)).toEqual(headerNames(known));
    // The same work on both paths: one mail each, a link only for the account.
    expect(await mailsTo(database, account.email)).toBe(1);
    expect(await mailsTo(database, unknown)).toBe(1);
    expect((await latestMail(database, account.email)).mail!.textBody).toContain(passwordResetPagePath);
    expect((await latestMail(database, unknown)).mail!.textBody).not.toContain(passwordResetPagePath);
  });

  it('shows a live link without using it, then sets the password once and signs the browser in', async () => {
    const account = await newAccount(database);
    const token = await mailedToken(account.email);
    const [stored] = await database.db.select().from(passwordResets).where(eq(passwordResets.userId, account.id));
    // Only the hash is stored, and the link lives one hour.
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    for (let i = 0; i < 2; i++) expect((await portal.call('GET', resetPath(token))).status).toBe(200);
    expect(await signInStatus(account.email, password)).toBe(200);

    const browser = new TestBrowser();
    const reset = await setPassword(browser, token);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ data: { signed_in: true } });
    expect(browser.cookie(signInTicketCookieName)).toBeDefined();
    // The portal's sign-in goes straight back to the portal with a code: no password asked.
    const back = await startSignIn(portal, browser);
    expect(back.pathname).toBe('/login');
    expect(back.searchParams.get('code')).toBeTruthy();
    // The ticket is used up.
    expect(browser.cookie(signInTicketCookieName)).toBeUndefined();

    expect((await portal.call('GET', resetPath(token))).status).toBe(404);
    expect((await setPassword(new TestBrowser(), token, 'yet another long passphrase')).status).toBe(404);
    expect(await signInStatus(account.email, password)).toBe(401);
    expect(await signInStatus(account.email, newPassword)).toBe(200);

    const events = await database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.objectId, account.id), eq(activityLog.eventType, 'password_reset')));
    expect(events).toHaveLength(1);
    expect(events[0]!.actorUserId).toBe(account.id);
  });

  it('uses a ticket only once', async () => {
    const account = await newAccount(database);
    const browser = new TestBrowser();
    expect((await setPassword(browser, await mailedToken(account.email))).status).toBe(200);
    const ticket = browser.cookie(signInTicketCookieName)!;
    expect((await startSignIn(portal, browser)).pathname).toBe('/login');
    const copy = new TestBrowser();
    copy.setCookie(signInTicketCookieName, ticket, '/oidc/interaction');
    expect((await startSignIn(portal, copy)).pathname).toMatch(/^\/sign-in\//);
  });

  it('ends every other session and refresh token of the person', async () => {
    const account = await newAccount(database);
    const elsewhere = await signInForTokens(portal, new TestBrowser(), account.email);
    const me = { authorization: `Bearer ${elsewhere.accessToken}` };
    expect((await portal.call('GET', '/api/sessions', undefined, me)).status).toBe(200);

    expect((await setPassword(new TestBrowser(), await mailedToken(account.email))).status).toBe(200);
    expect((await portal.portal.refresh(elsewhere.refreshToken)).status).toBe(400);
    expect((await portal.call('GET', '/api/sessions', undefined, me)).status).toBe(401);
  });

  it('kills the waiting link when a new one is asked for, and refuses an expired one', async () => {
    const account = await newAccount(database);
    const first = await mailedToken(account.email);
    const second = await mailedToken(account.email);
    expect((await portal.call('GET', resetPath(first))).status).toBe(404);
    expect((await setPassword(new TestBrowser(), first)).status).toBe(404);

    await database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, account.id));
    expect((await portal.call('GET', resetPath(second))).status).toBe(404);
    expect((await setPassword(new TestBrowser(), second)).status).toBe(404);
    expect(await signInStatus(account.email, password)).toBe(200);
  });

  it('holds the new password to the rule: long enough, not common, confirmed', async () => {
    const account = await newAccount(database);
    const token = await mailedToken(account.email);
    const refusal = async (value: string, confirmation = value) => {
      const response = await setPassword(new TestBrowser(), token, value, confirmation);
      expect(response.status).toBe(422);
      return ((await response.json()) as { errors: Record<string, string[]> }).errors;
    };
    expect(await refusal('short one')).toHaveProperty('password');
    expect(await refusal('x'.repeat(129))).toHaveProperty('password');
    expect(await refusal('Password123')).toEqual({ password: [expect.stringContaining('most common')] });
    expect(await refusal('qwertyuiop')).toEqual({ password: [expect.stringContaining('most common')] });
    expect(await refusal(newPassword, 'something else entirely')).toHaveProperty('password_confirmation');
    // Nothing was used up.
    expect((await setPassword(new TestBrowser(), token)).status).toBe(200);
  });

  it('throttles requests per email and per address, whether or not an account has the email', async () => {
    for (const email of [(await newAccount(database)).email, `nobody-${randomUUID()}@example.com`]) {
      for (let i = 0; i < 5; i++) expect((await requestReset(email)).status).toBe(200);
      const refused = await requestReset(email);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Spraying many addresses from one client slows it down.
    await database.db.delete(signInFailures);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await requestReset(`nobody-${randomUUID()}@example.com`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.at(-1)).toBe(429);
  });

  it('tells someone from another provider where to go instead, and makes no link', async () => {
    const account = await newAccount(database, { passwordHash: null, externalSubject: `ext-${randomUUID()}` });
    expect((await requestReset(account.email)).status).toBe(200);
    const { mail } = await latestMail(database, account.email);
    expect(mail!.subject).toBe('Your account has no password here');
    expect(await database.db.$count(passwordResets, eq(passwordResets.userId, account.id))).toBe(0);
  });
});
