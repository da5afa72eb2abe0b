import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestDatabase } from './test-databases';
import { maskDatabaseUrl, openPostgres, type DatabaseConnection } from './index';
import { loadMigrations, migrate } from './migrate';

describe.each(backends)('database on $name', ({ create }) => {
  let testDb: TestDatabase;
  let connection: DatabaseConnection;

  beforeAll(async () => {
    testDb = await create();
    connection = await testDb.open();
  });
  afterAll(() => testDb?.dispose());

  it('applies the migrations once and records them', async () => {
    const all = (await loadMigrations()).map((m) => m.version);
    expect(await migrate(connection)).toEqual(all);
    expect(await migrate(connection)).toEqual([]);
    const versions = await connection.withSession((s) =>
      s.query<{ version: number }>('select version from schema_migrations order by version'),
    );
    expect(versions.map((row) => row.version)).toEqual(all);
  });

  it('rolls a failing migration back completely', async () => {
    const broken = { version: 9999, name: 'broken', sql: 'create table half_done (id int); select * from nowhere;' };
    await expect(migrate(connection, [broken])).rejects.toThrow('Migration 9999 (broken) failed');
    const tables = await connection.withSession((s) =>
      s.query("select 1 from information_schema.tables where table_name = 'half_done'"),
    );
    expect(tables).toEqual([]);
  });

  it('enforces the page type and locale in the database', async () => {
    const insert = (type: string, locale: string) =>
      connection.withSession((s) =>
        s.query("insert into static_pages (type, locale, title, html) values ($1, $2, 't', 'h')", [type, locale]),
      );
    await expect(insert('faq', 'en')).rejects.toThrow(/static_pages_type_check/);
    await expect(insert('terms', 'it')).rejects.toThrow(/static_pages_locale_check/);
  });
});

describe.each(backends)('French as a third language (migration 0029) on $name', ({ create }) => {
  let testDb: TestDatabase;
  let connection: DatabaseConnection;

  beforeAll(async () => {
    testDb = await create();
    connection = await testDb.open();
  });
  afterAll(() => testDb?.dispose());

  it('adds French to settings still offering English and German, and offers it by default', async () => {
    const migrations = await loadMigrations();
    await migrate(
      connection,
      migrations.filter((m) => m.version < 29),
    );
    // What an administrator's save of English and German stored (sorted).
    await connection.withSession((s) => s.exec(`update system_settings set supported_languages = '["de", "en"]'`));
    await migrate(connection, migrations);
    const [settings] = await connection.withSession((s) =>
      s.query<{ languages: string[]; fallback: string }>(
        `select supported_languages as languages,
                (select column_default from information_schema.columns
                  where table_name = 'system_settings' and column_name = 'supported_languages') as fallback
           from system_settings`,
      ),
    );
    expect(settings!.languages).toEqual(['en', 'de', 'fr']);
    expect(settings!.fallback).toMatch(/\["en", "de", "fr"\]/);
    // French pages may be stored now; languages beyond the three may not be offered.
    await connection.withSession((s) =>
      s.query("insert into static_pages (type, locale, title, html) values ('terms', 'fr', 't', 'h')"),
    );
    await expect(
      connection.withSession((s) => s.exec(`update system_settings set supported_languages = '["en", "it"]'`)),
    ).rejects.toThrow(/system_settings_languages_check/);
  });
});

describe('migrations on PostgreSQL', () => {
  it('lets two instances migrate a fresh database at the same time', async () => {
    const fresh = await backends[1].create();
    try {
      const [a, b] = await Promise.all([fresh.open(), fresh.open()]);
      const results = await Promise.all([migrate(a), migrate(b)]);
      expect(results.flat().sort((x, y) => x - y)).toEqual((await loadMigrations()).map((m) => m.version));
    } finally {
      await fresh.dispose();
    }
  });
});

describe('opening PostgreSQL', () => {
  it('reports an unreachable server with the password masked', async () => {
    const error = await openPostgres('postgres://app:s3cret@127.0.0.1:1/portal').catch((e: unknown) => e);
    expect(error).toMatchObject({ exitCode: 69 });
    expect((error as Error).message).toMatch(
      /^Cannot reach the database at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/portal: /,
    );
    expect((error as Error).message).not.toContain('s3cret');
  });

  it('masks passwords', () => {
    expect(maskDatabaseUrl('postgresql://u:p@h:5432/d')).toBe('postgresql://u:***@h:5432/d');
    expect(maskDatabaseUrl('postgres://h/d')).toBe('postgres://h/d');
  });
});
