import { endpoints, type Settings } from '@eventsuite/api-contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPostgresTestDatabase, type TestDatabase } from '../db/test-databases';
import { findClusterPrograms, startTestCluster, type TestCluster } from '../db/test-cluster';
import { startDemoApp, type DemoApp } from '../testing/demo-app';

// The server on PostgreSQL losing its connections while it serves (issue 29): backends terminated one by one
// or all at once, and the server restarted. No request may end the process or answer anything but success
// or a 503 with Retry-After, and once the database answers again so does the server, with what it keeps in
// memory (ADR 0010) read afresh.

/** How long the server may take to serve again once the database answers: reconnecting takes moments. */
const recoveryMs = 5000;
/** How long a notification may take to reach the app here: a busy 2-core machine. */
const deliveryMs = 2000;
/** Concurrent clients of the load, each sending its next request when the last is answered. */
const clients = 6;

interface Answer {
  status: number;
  retryAfter: string | null;
}

/** A server of the demo app on a loopback port, with the requests of the load. */
async function serve(demo: DemoApp) {
  const origin = await demo.app.listen({ host: '127.0.0.1', port: 0 });
  const member = `Bearer ${await demo.tokenFor('member@example.com')}`;
  const owner = `Bearer ${await demo.tokenFor('owner.alpen@example.com')}`;
  const settings: Settings = {
    language: 'en',
    locale: 'en_GB',
    currency: 'EUR',
    date_format: 'dmY',
    time_format: '24',
    first_weekday: 1,
    system_of_measurement: 'metric',
    decimal_separator: 'point',
    thousand_separator: 'apostrophe',
  };
  const send = async (url: string, init: RequestInit = {}): Promise<Answer> => {
    const response = await fetch(`${origin}${url}`, init);
    await response.arrayBuffer();
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  };
  /** Reads without a session (a ping), a kept session user, a plain read, and a write in a transaction. */
  const requests = [
    () => send(endpoints.health.path),
    () => send(endpoints.getUserInfo.path, { headers: { authorization: member } }),
    () => send(endpoints.getSettings.path, { headers: { authorization: owner } }),
    () =>
      send(endpoints.updateSettings.path, {
        method: 'PUT',
        headers: { authorization: owner, 'content-type': 'application/json' },
        body: JSON.stringify(settings),
      }),
  ];
  return {
    origin,
    send,
    /** Sends the requests round by round from every client until `whileRunning` has settled. */
    async load(whileRunning: Promise<unknown>): Promise<Answer[]> {
      let running = true;
      const answers: Answer[] = [];
      const client = async (first: number) => {
        for (let next = first; running; next += 1) {
          answers.push(await requests[next % requests.length]!());
        }
      };
      const loads = Array.from({ length: clients }, (_, index) => client(index));
      try {
        await whileRunning;
      } finally {
        running = false;
        await Promise.all(loads);
      }
      return answers;
    },
    /**
     * Waits until every request of the load succeeds and /health reports a healthy database; gives the
     * milliseconds since `since` (a `performance.now()`).
     */
    async recovery(since: number): Promise<number> {
      await vi.waitFor(
        async () => {
          const answers = await Promise.all(requests.map((request) => request()));
          expect(answers.map((answer) => answer.status)).toEqual(requests.map(() => 200));
        },
        { timeout: recoveryMs, interval: 50 },
      );
      const health = await fetch(`${origin}${endpoints.health.path}`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
      return Math.round(performance.now() - since);
    },
  };
}

/** Only successes and 503s that say when to try again. */
function expectSuccessOrRetryLater(answers: Answer[]) {
  const unexpected = answers.filter((answer) => answer.status !== 200 && answer.status !== 503);
  expect(unexpected).toEqual([]);
  expect(answers.filter((answer) => answer.status === 503 && !answer.retryAfter)).toEqual([]);
}

const count = (answers: Answer[], status: number) => answers.filter((answer) => answer.status === status).length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A connection of the test's own to the app's database, for terminating backends and writing past the app. */
async function connectBeside(testDb: TestDatabase) {
  const client = new pg.Client({ connectionString: testDb.config.databaseUrl });
  // Terminating the whole cluster's sessions (the restart) ends this one too: it is not used after that.
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** Locks or unlocks a user straight in the database: the app learns of it only through a notification. */
const lock = (client: pg.Client, email: string, locked: boolean) =>
  client.query(`update users set locked_at = ${locked ? 'now()' : 'null'} where email = $1`, [email]);

/** Kept in the app's memory before the backends are terminated, locked past the app right after. */
const lockedInTheGap = 'owner.harbour@example.com';

describe('losing PostgreSQL connections under load', () => {
  let testDb: TestDatabase;
  let demo: DemoApp;
  let server: Awaited<ReturnType<typeof serve>>;
  let beside: pg.Client;

  beforeAll(async () => {
    testDb = await createPostgresTestDatabase();
    demo = await startDemoApp(testDb);
    server = await serve(demo);
    beside = await connectBeside(testDb);
  });
  afterAll(async () => {
    await beside?.end();
    await demo?.close();
    await testDb?.dispose();
  });

  const terminateEveryOtherBackend = async () =>
    (
      await beside.query<{ gone: boolean }>(
        `select pg_terminate_backend(pid) as gone from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      )
    ).rowCount ?? 0;
  let lockedUsersToken: string;
  /** What the app answers the user info of `lockedInTheGap`; the token is signed once (signing reads the id). */
  const lockedUsersInfo = async () =>
    (await server.send(endpoints.getUserInfo.path, { headers: { authorization: `Bearer ${lockedUsersToken}` } }))
      .status;
  /** Counts what the app sends to the database while `work` runs. */
  const queriesWhile = async (work: () => Promise<unknown>) => {
    const pool = (demo.database.db as unknown as { $client: { query: (...args: never[]) => unknown } }).$client;
    const spy = vi.spyOn(pool, 'query');
    try {
      await work();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  };

  it('answers 503 with Retry-After while its backends are terminated, and serves again within seconds', async () => {
    lockedUsersToken = await demo.tokenFor(lockedInTheGap);
    expect(await lockedUsersInfo()).toBe(200);
    let terminated = 0;
    let lastTermination = 0;
    const answers = await server.load(
      (async () => {
        for (let round = 0; round < 6; round += 1) {
          await sleep(250);
          terminated += await terminateEveryOtherBackend();
          lastTermination = performance.now();
        }
        // While the app's listening connection is gone (it reconnects after 100 ms at the earliest).
        await lock(beside, lockedInTheGap, true);
      })(),
    );
    const recoveredInMs = await server.recovery(lastTermination);

    expectSuccessOrRetryLater(answers);
    expect(terminated).toBeGreaterThan(0);
    console.info(
      `terminate under load: ${answers.length} requests, ${count(answers, 503)} answered 503, ${terminated} backends terminated, serving again ${recoveredInMs} ms after the last termination`,
    );
  });

  it('does not keep a session user across the gap, and listens again', async () => {
    // Locked right after the terminations, when nothing could tell the app: it must not answer from memory.
    await vi.waitFor(async () => expect(await lockedUsersInfo()).toBe(401), {
      timeout: deliveryMs,
      interval: 20,
    });
    await lock(beside, lockedInTheGap, false);
    await vi.waitFor(async () => expect(await lockedUsersInfo()).toBe(200), {
      timeout: deliveryMs,
      interval: 20,
    });

    // Listening again: the session user is kept (no query), and a change made past the app reaches it.
    await vi.waitFor(async () => expect(await queriesWhile(() => lockedUsersInfo())).toBe(0), {
      timeout: recoveryMs,
      interval: 50,
    });
    await lock(beside, lockedInTheGap, true);
    try {
      await vi.waitFor(async () => expect(await lockedUsersInfo()).toBe(401), {
        timeout: deliveryMs,
        interval: 20,
      });
    } finally {
      await lock(beside, lockedInTheGap, false);
    }
  });
});

const clusterPrograms = findClusterPrograms();

describe.skipIf(!clusterPrograms)('a restart of PostgreSQL under load', () => {
  let cluster: TestCluster;
  let testDb: TestDatabase;
  let demo: DemoApp;
  let server: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    cluster = await startTestCluster();
    testDb = await createPostgresTestDatabase(cluster.serverUrl);
    demo = await startDemoApp(testDb);
    server = await serve(demo);
  });
  afterAll(async () => {
    await demo?.close();
    await testDb?.dispose();
    await cluster?.dispose();
  });

  it('answers 503 with Retry-After while PostgreSQL is down, reports it on /health, and serves again once it is up', async () => {
    let tokenWhileDown: Answer | undefined;
    let healthWhileDown: { status: number; retryAfter: string | null; body: unknown } | undefined;
    let started = 0;
    let downMs = 0;
    const answers = await server.load(
      (async () => {
        await sleep(300);
        const stopping = performance.now();
        await cluster.stop();
        await sleep(500);
        const health = await fetch(`${server.origin}${endpoints.health.path}`);
        const body: unknown = await health.json();
        healthWhileDown = { status: health.status, retryAfter: health.headers.get('retry-after'), body };
        // The OpenID Provider's own routes (its client lookup reads the database) say the same.
        tokenWhileDown = await server.send('/oidc/token', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: 'x',
            client_id: 'eventsuite-portal',
          }),
        });
        await cluster.start();
        started = performance.now();
        downMs = Math.round(started - stopping);
      })(),
    );
    const recoveredInMs = await server.recovery(started);

    expectSuccessOrRetryLater(answers);
    expect(count(answers, 503)).toBeGreaterThan(0);
    expect(healthWhileDown).toEqual({
      status: 503,
      retryAfter: expect.any(String),
      body: { status: 'error', database: 'error' },
    });
    expect(tokenWhileDown).toEqual({ status: 503, retryAfter: expect.any(String) });
    console.info(
      `restart under load: ${answers.length} requests, ${count(answers, 503)} answered 503, down ${downMs} ms, serving again ${recoveredInMs} ms after the start`,
    );
  });
});
