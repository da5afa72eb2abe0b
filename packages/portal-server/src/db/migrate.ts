import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsDir } from '../paths';
import type { DatabaseConnection } from './index';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const fileNamePattern = /^(\d{4})_([a-z0-9_]+)\.sql$/;

// Any fixed number works; all instances of the portal must use the same one.
const advisoryLockKey = 7_361_503_001;

export async function loadMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = fileNamePattern.exec(file);
    if (!match) throw new Error(`Migration file ${file} does not match NNNN_name.sql`);
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) throw new Error(`Two migrations share version ${match[1]}`);
    migrations.push({ version, name: match[2]!, sql: await readFile(path.join(dir, file), 'utf8') });
  }
  return migrations;
}

/**
 * Applies the migrations not yet recorded in schema_migrations, in version order, each in its own
 * transaction. A session-level advisory lock makes instances starting together on one PostgreSQL
 * wait for each other instead of racing. Returns the versions it applied.
 */
export async function migrate(connection: DatabaseConnection, migrations?: Migration[]): Promise<number[]> {
  const pending = migrations ?? (await loadMigrations());
  return connection.withSession(async (session) => {
    await session.query('select pg_advisory_lock($1)', [advisoryLockKey]);
    try {
      await session.exec(`create table if not exists schema_migrations (
        version integer primary key,
        name text not null,
        applied_at timestamptz not null default now()
      )`);
      const rows = await session.query<{ version: number }>('select version from schema_migrations');
      const applied = new Set(rows.map((row) => row.version));
      const done: number[] = [];
      for (const migration of pending) {
        if (applied.has(migration.version)) continue;
        await session.exec('begin');
        try {
          await session.exec(migration.sql);
          await session.query('insert into schema_migrations (version, name) values ($1, $2)', [
            migration.version,
            migration.name,
          ]);
          await session.exec('commit');
        } catch (error) {
          await session.exec('rollback');
          throw new Error(`Migration ${migration.version} (${migration.name}) failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
        done.push(migration.version);
      }
      return done;
    } finally {
      await session.query('select pg_advisory_unlock($1)', [advisoryLockKey]);
    }
  });
}
