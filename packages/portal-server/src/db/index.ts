import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/**
 * The typed query layer; PGlite and node-postgres both provide it. Queries name their tables (each area
 * owns its own in its schema.ts), so the connection needs none of them: no relational queries.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** One connection of its own, for work that needs a session: advisory locks, explicit transactions. */
export interface SqlSession {
  /** Runs one or more statements without parameters (a migration file). */
  exec(text: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface DatabaseConnection {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Database;
  withSession<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Calls `listener.notification` with the payload of every notification on the channel, and
   * `listener.missed` whenever some may have been lost. A notification sent by a commit made through THIS
   * connection reaches the listener before the statement (or commit) that sent it resolves: PGlite hands
   * it over in process; on PostgreSQL every pooled connection listens too and the server sends a session
   * its own notifications before it says it is ready for the next query. Those of other processes arrive
   * shortly after their commit (PostgreSQL: on a listening connection of its own, see `listenPostgres`).
   */
  listen(channel: NotificationChannel, listener: ChangeListener): Promise<Listening>;
  close(): Promise<void>;
}

/** The channel migration 0007's triggers notify with a user's id, or '*' for every user (ADR 0010). */
export const sessionUserChannel = 'session_user_changed';
/** The channel migration 0017's triggers notify with the id of the user whose notifications changed. */
export const notificationsChannel = 'notifications_changed';
/**
 * The channel migration 0019's triggers notify with the id of the company or personal user whose
 * installed apps changed, or '*' for every account (ADR 0026).
 */
export const installedAppsChannel = 'installed_apps_changed';
/** The channels the migrations' triggers notify, which `DatabaseConnection.listen` can listen on. */
export const notificationChannels = [sessionUserChannel, notificationsChannel, installedAppsChannel] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** What `DatabaseConnection.listen` tells. */
export interface ChangeListener {
  notification(payload: string): void;
  /** Notifications may have been lost: the listening connection went away, or listens again after that. */
  missed(): void;
}

export interface Listening {
  /** True while every notification on the channel reaches the listener (on PGlite, always). */
  readonly active: boolean;
  stop(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {
  constructor(
    message: string,
    /** sysexits code for the process: 69 unreachable server, 73 data folder not usable. */
    readonly exitCode: number,
  ) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

/** The URL with its password replaced, fit for logs and error messages. */
export function maskDatabaseUrl(url: string): string {
  if (!URL.canParse(url)) return '(unparsable URL)';
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

const reasonOf = (error: unknown): string => {
  if (error instanceof AggregateError && error.errors.length > 0) return reasonOf(error.errors[0]);
  if (error instanceof Error) return error.message || ('code' in error ? String(error.code) : error.name);
  return String(error);
};

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  databasePoolSize?: number;
  dataDir: string;
}): Promise<DatabaseConnection> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { poolSize: options.databasePoolSize })
    : openPglite(options.dataDir);
}

export async function openPglite(dataDir: string): Promise<DatabaseConnection> {
  let client: PGlite;
  try {
    await mkdir(dataDir, { recursive: true });
    // PostgreSQL's shared buffers live in PGlite's WebAssembly memory, which never shrinks, and every
    // buffer is resident once PostgreSQL has started (8 MB of buffers: 8 MB of RSS). The default 128MB is
    // far beyond a portal's working set; between buffer misses PGlite reads through Node's file system
    // and the operating system's page cache. ADR 0010, "What holds the memory".
    client = await PGlite.create(dataDir, {
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'],
      // Trigram indexes for the team-member search (migration 0011).
      extensions: { pg_trgm },
    });
  } catch (error) {
    throw new DatabaseUnavailableError(`Cannot open the database folder ${dataDir}: ${reasonOf(error)}`, 73);
  }
  const db = drizzlePglite({ client });
  // PGlite is one single-user backend, so the client itself is the session.
  const session: SqlSession = {
    exec: async (text) => {
      await client.exec(text);
    },
    query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
  };
  return {
    kind: 'pglite',
    db,
    withSession: (work) => work(session),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // PGlite hands a notification to its listeners while it reads the answer of the statement that sent
    // it (a commit, or a statement outside a transaction), so they run before that statement resolves.
    // Nothing outside this process can write to the database, so nothing can be missed.
    listen: async (channel, listener) => {
      const stop = await client.listen(channel, (payload) => listener.notification(payload));
      return { active: true, stop };
    },
    close: () => client.close(),
  };
}

/** node-postgres' own default; the server passes its configured size (`DATABASE_POOL_SIZE`). */
const defaultPoolSize = 10;

export async function openPostgres(
  databaseUrl: string,
  { poolSize = defaultPoolSize }: { poolSize?: number | undefined } = {},
): Promise<DatabaseConnection> {
  /** Who listens on which channel: fed by the pooled connections (own notifications) and the dedicated one. */
  const listeners = new Map<string, Set<ChangeListener>>(notificationChannels.map((channel) => [channel, new Set()]));
  const notify = (channel: string, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) listener.notification(payload);
  };
  const missed = () => {
    for (const set of listeners.values()) for (const listener of set) listener.missed();
  };
  /** The backends of the pooled connections that listen: the dedicated connection skips what they sent. */
  const ownSessions = new Set<number>();
  let dedicated: Promise<ListeningConnection> | undefined;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 5000,
    max: poolSize,
    // Every pooled connection listens before its first use and hands over the notifications its own
    // session sends: PostgreSQL delivers those before the ReadyForQuery of the commit, so a change made
    // through this process reaches its listeners before the write resolves (see `listen`). Other
    // sessions' notifications reach the dedicated listening connection instead (`listenPostgres`).
    onConnect: async (client) => {
      client.on('error', () => releaseLostClient(client as pg.PoolClient));
      const pid = backendPidOf(client);
      client.on('notification', (message) => {
        if (message.processId === pid) notify(message.channel, message.payload ?? '');
      });
      await client.query(notificationChannels.map((channel) => `listen ${pg.escapeIdentifier(channel)};`).join(''));
      if (pid === null) return;
      ownSessions.add(pid);
      client.once('end', () => ownSessions.delete(pid));
    },
  });
  // An idle client that lost its server: the pool has already dropped it, and the next query connects anew.
  pool.on('error', () => {});
  // The pool hears errors only while a client is idle, and an unheard 'error' ends the process: a client
  // checked out (a transaction, a session) whose backend is terminated or whose server goes away emits one
  // too. Its query in progress fails on its own; the client goes back to the pool at once, to be dropped,
  // since not every holder gives it back after a failure (Drizzle's transaction does not when its `begin`
  // fails), and a client kept forever is a connection slot lost. The holder's own release is then a no-op.
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  const releaseLostClient = (client: pg.PoolClient) => {
    if (!checkedOut.has(client)) return;
    client.release(true);
    client.release = () => {};
  };
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseUnavailableError(
      `Cannot reach the database at ${maskDatabaseUrl(databaseUrl)}: ${reasonOf(error)}`,
      69,
    );
  }
  const db = drizzleNodePostgres({ client: pool });
  return {
    kind: 'postgres',
    db,
    withSession: async (work) => {
      const client = await pool.connect();
      let failed = false;
      try {
        return await work({
          exec: async (text) => {
            await client.query(text);
          },
          query: async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[],
        });
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // A session that failed may still hold locks or an open transaction: discard it.
        client.release(failed);
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, listener) => {
      listeners.get(channel)!.add(listener);
      dedicated ??= connectListening(databaseUrl, {
        // Already handed over by the pooled connection that sent it, before its write resolved: a second
        // copy would only make a read that started after the write look as if it may be older.
        notify: (sender, channel, payload) => {
          if (!ownSessions.has(sender)) notify(channel, payload);
        },
        missed,
      });
      const connection = await dedicated;
      return {
        get active() {
          return connection.active;
        },
        stop: async () => {
          listeners.get(channel)!.delete(listener);
          if ([...listeners.values()].some((set) => set.size > 0)) return;
          dedicated = undefined;
          await connection.stop();
        },
      };
    },
    close: async () => {
      const connection = dedicated;
      dedicated = undefined;
      await (await connection)?.stop();
      await pool.end();
    },
  };
}

/** The process id of the connection's backend (node-postgres knows it; its types do not say so). */
const backendPidOf = (client: pg.ClientBase) => (client as pg.ClientBase & { processID: number | null }).processID;

/** How the dedicated listening connection names itself in pg_stat_activity. */
export const listeningApplicationName = 'eventsuite listener';

/** Reconnection delays of a lost listening connection: doubling from the first to the last. */
const listenRetryMs = { first: 100, last: 5000 };
/** How often a listening connection is asked whether it still answers, and how long it may take. */
const listenHeartbeatMs = { every: 10_000, timeout: 5000 };

interface ListeningConnection {
  readonly active: boolean;
  stop(): Promise<void>;
}

/**
 * The connection of a server that listens for every session's notifications on all `notificationChannels`:
 * a dedicated one, not one of the pool's (which come and go). While it is lost (the database restarted,
 * its backend was terminated, a heartbeat went unanswered) `active` is false; it reconnects with a growing
 * delay, and `missed` is called on the loss and again once it listens, since notifications sent in between
 * are gone.
 */
async function connectListening(
  databaseUrl: string,
  to: { notify(sender: number, channel: string, payload: string): void; missed(): void },
): Promise<ListeningConnection> {
  const listenStatement = notificationChannels.map((channel) => `listen ${pg.escapeIdentifier(channel)};`).join('');
  let stopped = false;
  let current: pg.Client | undefined;
  let active = false;
  let retryMs = listenRetryMs.first;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const lose = (client: pg.Client) => {
    if (client !== current) return;
    current = undefined;
    clearInterval(heartbeat);
    if (active) {
      active = false;
      to.missed();
    }
    client.end().catch(() => {});
    if (stopped) return;
    retry = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, listenRetryMs.last);
  };

  const connect = async () => {
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: listenHeartbeatMs.timeout,
      query_timeout: listenHeartbeatMs.timeout,
      keepAlive: true,
      application_name: listeningApplicationName,
    });
    current = client;
    client.on('error', () => lose(client));
    client.on('end', () => lose(client));
    client.on('notification', (message) => to.notify(message.processId, message.channel, message.payload ?? ''));
    try {
      await client.connect();
      await client.query(listenStatement);
    } catch {
      lose(client);
      return;
    }
    if (client !== current || stopped) {
      await client.end().catch(() => {});
      return;
    }
    active = true;
    retryMs = listenRetryMs.first;
    to.missed();
    heartbeat = setInterval(() => {
      client.query('select 1').catch(() => lose(client));
    }, listenHeartbeatMs.every);
    heartbeat.unref();
  };

  await connect();
  return {
    get active() {
      return active;
    },
    async stop() {
      stopped = true;
      active = false;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}
