import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

/** The typed query layer; PGlite and node-postgres both provide it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

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
   * PGlite only, where the database runs in this process: calls `listener` with the payload of every
   * notification on the channel, before the statement (or the commit) that sent it resolves. Resolves
   * to a function that stops listening.
   */
  listenInProcess?(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
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
  dataDir: string;
}): Promise<DatabaseConnection> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

export async function openPglite(dataDir: string): Promise<DatabaseConnection> {
  let client: PGlite;
  try {
    await mkdir(dataDir, { recursive: true });
    // PostgreSQL's default 128MB of shared buffers live in PGlite's WebAssembly memory, which never
    // shrinks; a portal's working set fits in far less.
    client = await PGlite.create(dataDir, {
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
      // Trigram indexes for the team-member search (migration 0011).
      extensions: { pg_trgm },
    });
  } catch (error) {
    throw new DatabaseUnavailableError(`Cannot open the database folder ${dataDir}: ${reasonOf(error)}`, 73);
  }
  const db = drizzlePglite({ client, schema });
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
    listenInProcess: (channel, listener) => client.listen(channel, listener),
    close: () => client.close(),
  };
}

export async function openPostgres(databaseUrl: string): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  // An idle client losing its server must not crash the process; the next query reports the problem.
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseUnavailableError(
      `Cannot reach the database at ${maskDatabaseUrl(databaseUrl)}: ${reasonOf(error)}`,
      69,
    );
  }
  const db = drizzleNodePostgres({ client: pool, schema });
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
    close: () => pool.end(),
  };
}
