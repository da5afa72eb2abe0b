import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticPages } from '../areas/static-pages/schema';
import type { DatabaseConnection } from '../db/index';
import { migrate } from '../db/migrate';
import { backends, type TestDatabase } from '../db/test-databases';
import { seed } from './seed';
import { starterStaticPages } from './seed-static-pages';

describe.each(backends)('starter content on $name', ({ create }) => {
  let testDb: TestDatabase;
  let connection: DatabaseConnection;

  beforeAll(async () => {
    testDb = await create();
    connection = await testDb.open();
    await migrate(connection);
  });
  afterAll(() => testDb?.dispose());

  it('seeds the starter pages once and leaves edited content alone', async () => {
    expect(await seed(connection.db)).toBe(starterStaticPages.length);
    expect(await seed(connection.db)).toBe(0);
    await connection.db.delete(staticPages).where(eq(staticPages.type, 'about'));
    expect(await seed(connection.db)).toBe(0);
    const rows = await connection.db.select().from(staticPages);
    expect(rows).toHaveLength(starterStaticPages.filter((page) => page.type !== 'about').length);
  });
});
