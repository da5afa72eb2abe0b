import { randomUUID } from 'node:crypto';
import { endpoints } from '@eventsuite/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import { createPostgresTestDatabase, type TestDatabase } from '../db/test-databases';
import { startDemoApp, type DemoApp } from '../testing/demo-app';
import { listeningApplicationName, type DatabaseConnection } from '../db/index';
import { notifications } from '../areas/notifications/schema';
import { users } from '../areas/identity/schema';

// Two instances of the server on one PostgreSQL database, each keeping session users and notification bells
// in memory (ADR 0010): a change made through one counts on the other as soon as its notification arrives,
// and an instance whose listening connection is lost reads from the database until it listens again.

/** How long a notification may take to reach the other instance here: a busy 2-core machine. */
const deliveryMs = 2000;

describe('session users on two instances of one PostgreSQL database', () => {
  let testDb: TestDatabase;
  let a: DemoApp;
  let databaseB: DatabaseConnection;
  let b: FastifyInstance;

  beforeAll(async () => {
    testDb = await createPostgresTestDatabase();
    a = await startDemoApp(testDb);
    databaseB = await testDb.open();
    const parsed = parseConfig({
      PUBLIC_URL: 'https://portal.example.com',
      LOG_LEVEL: 'silent',
      FILES_DIR: a.filesDir,
    });
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    b = await buildApp(parsed.config, databaseB, { accessTokens: a.tokens.verifier });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await testDb?.dispose();
  });

  const onB = async (authorization: string) =>
    (await b.inject({ url: endpoints.getUserInfo.path, headers: { authorization } })).statusCode;
  /** Counts what instance B sends to the database while `work` runs. */
  const queriesOnB = async (work: () => Promise<unknown>) => {
    const pool = (databaseB.db as unknown as { $client: { query: (...args: never[]) => unknown } }).$client;
    const spy = vi.spyOn(pool, 'query');
    try {
      await work();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  };
  const lock = (userId: string, locked: boolean) =>
    a.database.db
      .update(users)
      .set({ lockedAt: locked ? new Date() : null })
      .where(eq(users.id, userId));

  it('keeps the session user on B and forgets it when A locks the user', async () => {
    const max = await a.userId('member@example.com');
    const authorization = `Bearer ${await a.tokenFor('member@example.com')}`;
    expect(await onB(authorization)).toBe(200);
    // B answers from memory: no query for the next request.
    expect(await queriesOnB(async () => expect(await onB(authorization)).toBe(200))).toBe(0);

    await lock(max, true);
    try {
      // A, which made the change, refuses at once; B as soon as the notification has reached it.
      expect((await a.inject('member@example.com', { url: endpoints.getUserInfo.path })).statusCode).toBe(401);
      await vi.waitFor(async () => expect(await onB(authorization)).toBe(401), { timeout: deliveryMs, interval: 1 });
    } finally {
      await lock(max, false);
    }
    await vi.waitFor(async () => expect(await onB(authorization)).toBe(200), { timeout: deliveryMs, interval: 1 });
  });

  it("shows on B's bell a notification A gave", async () => {
    const henry = await a.userId('owner.harbour@example.com');
    const authorization = `Bearer ${await a.tokenFor('owner.harbour@example.com')}`;
    const bellOnB = async () =>
      (await b.inject({ url: endpoints.latestNotifications.path, headers: { authorization } })).json().data as {
        id: string;
      }[];
    const before = await bellOnB();
    expect(await queriesOnB(bellOnB)).toBe(0);
    const id = randomUUID();
    await a.database.db
      .insert(notifications)
      .values({ id, userId: henry, type: 'app_installed', params: { app_name: 'Crew Planner' } });
    await vi.waitFor(async () => expect((await bellOnB()).map((notification) => notification.id)).toContain(id), {
      timeout: deliveryMs,
      interval: 1,
    });
    expect((await bellOnB()).length).toBe(Math.min(before.length + 1, 3));
  });

  it('reads every session user from the database while the listening connection is lost, and caches again once it listens', async () => {
    const max = await a.userId('member@example.com');
    const authorization = `Bearer ${await a.tokenFor('member@example.com')}`;
    await vi.waitFor(async () => expect(await queriesOnB(() => onB(authorization))).toBe(0), { timeout: deliveryMs });

    // The listening backends of both instances are terminated (waiting until they are gone): whatever is
    // written now sends notifications that B never gets. A's own writes still reach A through its pool.
    const terminated = await a.database.db.execute(sql`
      select pg_terminate_backend(pid, 5000) as gone from pg_stat_activity
      where datname = current_database() and application_name = ${listeningApplicationName}`);
    expect((terminated as unknown as { rows: unknown[] }).rows).toEqual([{ gone: true }, { gone: true }]);

    await lock(max, true);
    try {
      // No wait: B noticed the loss, so it no longer trusts what it kept.
      expect(await onB(authorization)).toBe(401);
      expect((await a.inject('member@example.com', { url: endpoints.getUserInfo.path })).statusCode).toBe(401);
    } finally {
      await lock(max, false);
    }
    // B may listen again by now, so the unlock reaches it as any change from another instance does.
    await vi.waitFor(async () => expect(await onB(authorization)).toBe(200), { timeout: deliveryMs, interval: 1 });

    // B listens again (after a short delay) and keeps session users once more.
    await vi.waitFor(async () => expect(await queriesOnB(() => onB(authorization))).toBe(0), { timeout: deliveryMs });
    await lock(max, true);
    try {
      await vi.waitFor(async () => expect(await onB(authorization)).toBe(401), { timeout: deliveryMs, interval: 1 });
    } finally {
      await lock(max, false);
    }
  });
});
