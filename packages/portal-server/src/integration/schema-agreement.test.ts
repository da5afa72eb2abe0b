import { readdirSync } from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestDatabase } from '../db/test-databases';
import type { DatabaseConnection } from '../db/index';
import { migrate } from '../db/migrate';

// The migrations shape the database, the Drizzle tables type the queries: this keeps the two in step.

/** Tables the migrations create that no query reaches through Drizzle, each with its reason. */
const tablesWithoutDrizzleDefinition: Record<string, string> = {
  schema_migrations: 'Written by db/migrate.ts in plain SQL, before any Drizzle table exists.',
};

interface ColumnShape {
  type: string;
  nullable: boolean;
}

/** information_schema gives numeric columns without their precision, which Drizzle's DDL type has. */
const normalizedType = (type: string) => type.replace(/^numeric\(\d+, ?\d+\)$/, 'numeric');

const serverSource = path.resolve(import.meta.dirname, '..');

/**
 * Every Drizzle table of the server: each area and each infrastructure folder keeps its own in a
 * `schema.ts`, so a new area's tables are checked without being listed here.
 */
async function schemaModules(): Promise<Record<string, unknown>[]> {
  const files = readdirSync(serverSource, { recursive: true, encoding: 'utf8' }).filter(
    (file) => path.basename(file) === 'schema.ts',
  );
  return Promise.all(files.map((file) => import(path.join(serverSource, file)) as Promise<Record<string, unknown>>));
}

async function drizzleTables(): Promise<Map<string, Map<string, ColumnShape>>> {
  const tables = new Map<string, Map<string, ColumnShape>>();
  for (const value of (await schemaModules()).flatMap((module) => Object.values(module))) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const columns = new Map<string, ColumnShape>();
    for (const column of config.columns) {
      columns.set(column.name, { type: normalizedType(column.getSQLType()), nullable: !column.notNull });
    }
    tables.set(config.name, columns);
  }
  return tables;
}

async function migratedTables(connection: DatabaseConnection): Promise<Map<string, Map<string, ColumnShape>>> {
  const rows = await connection.withSession((session) =>
    session.query<{ table_name: string; column_name: string; data_type: string; is_nullable: 'YES' | 'NO' }>(
      `select table_name, column_name, data_type, is_nullable
         from information_schema.columns
        where table_schema = 'public'
        order by table_name, ordinal_position`,
    ),
  );
  const tables = new Map<string, Map<string, ColumnShape>>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? new Map<string, ColumnShape>();
    columns.set(row.column_name, { type: normalizedType(row.data_type), nullable: row.is_nullable === 'YES' });
    tables.set(row.table_name, columns);
  }
  return tables;
}

/** Every difference, worded so a failure names the table and column to fix. */
function differences(
  drizzle: Map<string, Map<string, ColumnShape>>,
  migrated: Map<string, Map<string, ColumnShape>>,
): string[] {
  const found: string[] = [];
  for (const [table, columns] of drizzle) {
    const actual = migrated.get(table);
    if (!actual) {
      found.push(`${table}: defined in Drizzle, but no migration creates it`);
      continue;
    }
    for (const [column, expected] of columns) {
      const migratedColumn = actual.get(column);
      if (!migratedColumn) found.push(`${table}.${column}: defined in Drizzle, missing in the migrated database`);
      else if (migratedColumn.type !== expected.type)
        found.push(`${table}.${column}: Drizzle says ${expected.type}, the database has ${migratedColumn.type}`);
      else if (migratedColumn.nullable !== expected.nullable)
        found.push(
          `${table}.${column}: Drizzle says ${expected.nullable ? 'nullable' : 'not null'}, the database ${migratedColumn.nullable ? 'allows null' : 'says not null'}`,
        );
    }
    for (const column of actual.keys()) {
      if (!columns.has(column)) found.push(`${table}.${column}: in the migrated database, missing in Drizzle`);
    }
  }
  for (const table of migrated.keys()) {
    if (!drizzle.has(table) && !(table in tablesWithoutDrizzleDefinition))
      found.push(`${table}: created by a migration, but neither defined in Drizzle nor allowed without a definition`);
  }
  return found;
}

describe.each(backends)('Drizzle schema and migrations on $name', ({ create }) => {
  let testDb: TestDatabase;
  let connection: DatabaseConnection;

  beforeAll(async () => {
    testDb = await create();
    connection = await testDb.open();
    await migrate(connection);
  });
  afterAll(() => testDb?.dispose());

  it('define the same tables, columns, types and nullability', async () => {
    expect(differences(await drizzleTables(), await migratedTables(connection))).toEqual([]);
  });

  it('would name a column that only one side knows', () => {
    const drizzle = new Map([['users', new Map([['id', { type: 'uuid', nullable: false }]])]]);
    const migrated = new Map([
      [
        'users',
        new Map([
          ['id', { type: 'uuid', nullable: true }],
          ['email', { type: 'text', nullable: false }],
        ]),
      ],
      ['strays', new Map()],
    ]);
    expect(differences(drizzle, migrated)).toEqual([
      'users.id: Drizzle says not null, the database allows null',
      'users.email: in the migrated database, missing in Drizzle',
      'strays: created by a migration, but neither defined in Drizzle nor allowed without a definition',
    ]);
  });
});
