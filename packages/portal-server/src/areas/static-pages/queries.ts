import { and, eq, inArray } from 'drizzle-orm';
import type { ContentLocale, StaticPageType } from '@eventsuite/api-contract';
import type { Database } from '../../db/index';
import { staticPages } from './schema';

export type StaticPageRow = typeof staticPages.$inferSelect;

/** The page of that type in the first of `locales` it exists in. */
export async function findStaticPage(
  db: Database,
  type: StaticPageType,
  locales: readonly ContentLocale[],
): Promise<StaticPageRow | undefined> {
  const rows = await db
    .select()
    .from(staticPages)
    .where(and(eq(staticPages.type, type), inArray(staticPages.locale, [...locales])));
  return locales.map((locale) => rows.find((row) => row.locale === locale)).find((row) => row !== undefined);
}
