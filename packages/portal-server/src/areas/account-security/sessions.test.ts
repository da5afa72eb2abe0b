import type { AccountSession } from '@eventsuite/api-contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../changes/schema';
import type { DatabaseConnection } from '../../db/index';
import { migrate } from '../../db/migrate';
import { backends, type TestDatabase } from '../../db/test-databases';
import { notifications } from '../notifications';
import { describeUserAgent } from './sessions';
import {
  latestMail,
  newAccount,
  signInForTokens,
  startInstance,
  TestBrowser,
  type Instance,
} from '../../testing/provider-instances';

const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

describe("a session's browser and system", () => {
  it('come from the user agent, and stay unknown without one', () => {
    expect(describeUserAgent(firefoxOnWindows)).toEqual({ browser: 'Firefox 140', system: 'Windows 10' });
    expect(describeUserAgent(safariOnIphone)).toEqual({ browser: 'Safari 18', system: 'iOS 18.5' });
    expect(describeUserAgent('')).toEqual({ browser: null, system: null });
  });
});

// Two instances on one database, as behind a load balancer: what one ends, the other refuses at once.
describe.each(backends)('sessions and devices on $name', ({ create }) => {
  let testDb: TestDatabase;
  let database: DatabaseConnection;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    testDb = await create();
    database = await testDb.open();
    await migrate(database);
    a = await startInstance(database);
    // Behind one public address: the same issuer, so each accepts the other's tokens.
    b = await startInstance(database, { PUBLIC_URL: a.origin });
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await testDb?.dispose();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const sessionsSeenBy = async (at: Instance, token: string) => {
    const response = await at.call('GET', '/api/sessions', undefined, bearer(token));
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: AccountSession[] }).data;
  };

  it('lists every signed-in browser with its browser, system, address and apps, this one marked', async () => {
    const account = await newAccount(database);
    const laptop = await signInForTokens(a, new TestBrowser({ 'user-agent': firefoxOnWindows }), account.email);
    await signInForTokens(a, new TestBrowser({ 'user-agent': safariOnIphone }), account.email);

    const sessions = await sessionsSeenBy(b, laptop.accessToken);
    expect(sessions).toHaveLength(2);
    const mine = sessions.find((session) => session.this_device)!;
    expect(mine).toMatchObject({
      browser: 'Firefox 140',
      system: 'Windows 10',
      address: '127.0.0.1',
      apps: ['Eventsuite'],
    });
    expect(sessions.find((session) => !session.this_device)).toMatchObject({
      browser: 'Safari 18',
      system: 'iOS 18.5',
    });

    // Someone else's token sees only their own.
    const other = await newAccount(database);
    const theirs = await signInForTokens(a, new TestBrowser(), other.email);
    expect(await sessionsSeenBy(a, theirs.accessToken)).toHaveLength(1);
  });

  it('ends one session: its refresh token and access token stop working on every instance', async () => {
    const account = await newAccount(database);
    const laptop = await signInForTokens(a, new TestBrowser({ 'user-agent': firefoxOnWindows }), account.email);
    const phone = await signInForTokens(a, new TestBrowser({ 'user-agent': safariOnIphone }), account.email);
    expect((await b.call('GET', '/api/sessions', undefined, bearer(phone.accessToken))).status).toBe(200);
    const phoneSession = (await sessionsSeenBy(a, laptop.accessToken)).find((session) => !session.this_device)!;

    const ended = await a.call('DELETE', `/api/sessions/${phoneSession.id}`, undefined, bearer(laptop.accessToken));
    expect(ended.status).toBe(200);
    expect(await ended.json()).toEqual({ data: { ended: 1 } });

    expect((await b.call('GET', '/api/sessions', undefined, bearer(phone.accessToken))).status).toBe(401);
    expect((await b.portal.refresh(phone.refreshToken)).status).toBe(400);
    // The laptop goes on.
    expect(await sessionsSeenBy(b, laptop.accessToken)).toHaveLength(1);
    expect((await b.portal.refresh(laptop.refreshToken)).status).toBe(200);
    // Ended once: a second time finds nothing, as another person's session would not.
    expect(
      (await a.call('DELETE', `/api/sessions/${phoneSession.id}`, undefined, bearer(laptop.accessToken))).status,
    ).toBe(404);

    const events = await database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.objectId, account.id), eq(activityLog.eventType, 'sessions_ended')));
    expect(events).toMatchObject([{ actorUserId: account.id, details: { count: 1 } }]);
  });

  it("refuses to end another person's session", async () => {
    const owner = await newAccount(database);
    const intruder = await newAccount(database);
    const owners = await signInForTokens(a, new TestBrowser(), owner.email);
    const intruders = await signInForTokens(a, new TestBrowser(), intruder.email);
    const [session] = await sessionsSeenBy(a, owners.accessToken);
    expect(
      (await a.call('DELETE', `/api/sessions/${session!.id}`, undefined, bearer(intruders.accessToken))).status,
    ).toBe(404);
    expect((await b.portal.refresh(owners.refreshToken)).status).toBe(200);
  });

  it('ends every other session at once and keeps this one', async () => {
    const account = await newAccount(database);
    const here = await signInForTokens(a, new TestBrowser(), account.email);
    const others = [
      await signInForTokens(a, new TestBrowser(), account.email),
      await signInForTokens(a, new TestBrowser(), account.email),
    ];
    const ended = await b.call('POST', '/api/sessions/end-others', undefined, bearer(here.accessToken));
    expect(await ended.json()).toEqual({ data: { ended: 2 } });
    for (const other of others) {
      expect((await a.call('GET', '/api/sessions', undefined, bearer(other.accessToken))).status).toBe(401);
      expect((await b.portal.refresh(other.refreshToken)).status).toBe(400);
    }
    expect(await sessionsSeenBy(a, here.accessToken)).toMatchObject([{ this_device: true }]);
  });
});

describe.each(backends)('a sign-in from a new browser on $name', ({ create }) => {
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

  const noticesOf = async (userId: string) =>
    database.db
      .select({ params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'new_sign_in')));

  it('tells the person by mail and in the bell, but not for the first sign-in or a browser seen before', async () => {
    const account = await newAccount(database);
    const laptop = new TestBrowser({ 'user-agent': firefoxOnWindows });
    await signInForTokens(portal, laptop, account.email);
    expect(await noticesOf(account.id)).toHaveLength(0);
    // A browser holding the account's device cookie (ADR 0023), or the same browser with its cookies
    // cleared (same user agent, same address).
    const withDeviceCookie = new TestBrowser({ 'user-agent': chromeOnLinux });
    withDeviceCookie.setCookie('eventsuite_device', laptop.cookie('eventsuite_device')!, '/oidc/interaction');
    await signInForTokens(portal, withDeviceCookie, account.email);
    await signInForTokens(portal, new TestBrowser({ 'user-agent': firefoxOnWindows }), account.email);
    expect(await noticesOf(account.id)).toHaveLength(0);

    await signInForTokens(portal, new TestBrowser({ 'user-agent': safariOnIphone }), account.email);
    expect(await noticesOf(account.id)).toEqual([{ params: { browser: 'Safari 18, iOS 18.5', address: '127.0.0.1' } }]);
    const { mail } = await latestMail(database, account.email);
    expect(mail!.subject).toBe('New sign-in to your account');
    expect(mail!.textBody).toContain('/settings/sessions');
  });
});
