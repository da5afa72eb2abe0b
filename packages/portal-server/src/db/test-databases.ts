import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseConnection } from './index';

export const testServerUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, empty database of one backend; `dispose` closes it and removes every trace. */
export interface TestDatabase {
  /** What the server's configuration would say to open it. */
  config: { databaseUrl?: string; dataDir: string };
  open(): Promise<DatabaseConnection>;
  dispose(): Promise<void>;
}

export const backends = [
  { name: 'pglite', create: createPgliteTestDatabase },
  { name: 'postgres', create: createPostgresTestDatabase },
] as const;

async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eventsuite-test-'));
  const dataDir = path.join(dir, 'data');
  const opened: DatabaseConnection[] = [];
  return {
    config: { dataDir },
    open: async () => {
      const connection = await openPglite(dataDir);
      opened.push(connection);
      return connection;
    },
    dispose: async () => {
      await Promise.all(opened.map((c) => c.close().catch(() => {})));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the test server, or on `serverUrl` (e.g. a test cluster's, `test-cluster.ts`). */
export async function createPostgresTestDatabase(serverUrl = testServerUrl): Promise<TestDatabase> {
  const name = `eventsuite_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const opened: DatabaseConnection[] = [];
  return {
    config: { databaseUrl, dataDir: os.tmpdir() },
    open: async () => {
      const connection = await openPostgres(databaseUrl);
      opened.push(connection);
      return connection;
    },
    dispose: async () => {
      await Promise.all(opened.map((c) => c.close().catch(() => {})));
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
