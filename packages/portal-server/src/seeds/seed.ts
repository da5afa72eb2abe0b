import { count } from 'drizzle-orm';
import type { Database } from '../db/index';
import { staticPages, staticPageVersions } from '../areas/static-pages/schema';
import { starterStaticPages } from './seed-static-pages';

/**
 * Fills an empty installation with starter content. Pages are only added while static_pages is empty,
 * so texts an operator edited or removed later stay as they are; `on conflict do nothing` keeps two
 * instances seeding at once from failing. Each inserted page is also its first version, which the
 * administration's history can restore. Returns the number of pages inserted.
 */
export async function seed(db: Database): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(staticPages);
  if ((existing?.n ?? 0) > 0) return 0;
  const inserted = await db.insert(staticPages).values(starterStaticPages).onConflictDoNothing().returning({
    type: staticPages.type,
    locale: staticPages.locale,
    title: staticPages.title,
    html: staticPages.html,
  });
  if (inserted.length > 0) await db.insert(staticPageVersions).values(inserted);
  return inserted.length;
}
