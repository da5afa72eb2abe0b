import { count } from 'drizzle-orm';
import type { Database } from '../db/index';
import { staticPages } from '../areas/static-pages/schema';
import { starterStaticPages } from './seed-static-pages';

/**
 * Fills an empty installation with starter content. Pages are only added while static_pages is empty,
 * so texts an operator edited or removed later stay as they are; `on conflict do nothing` keeps two
 * instances seeding at once from failing. Returns the number of rows inserted.
 */
export async function seed(db: Database): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(staticPages);
  if ((existing?.n ?? 0) > 0) return 0;
  const inserted = await db
    .insert(staticPages)
    .values(starterStaticPages)
    .onConflictDoNothing()
    .returning({ type: staticPages.type });
  return inserted.length;
}
