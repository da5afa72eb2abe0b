import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { staticPageTypes, type ContentLocale, type StaticPageType } from '@eventsuite/api-contract';
import type { Database } from '../../db/index';
import { users } from '../identity';
import { staticPages, staticPageVersions } from './schema';

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

/** A person as a page's history names them, or null once their account is gone. */
export interface SavedBy {
  id: string;
  givenName: string;
  familyName: string;
}

const savedByColumns = { id: users.id, givenName: users.givenName, familyName: users.familyName };

export interface PageLanguageRow {
  page: StaticPageRow;
  updatedBy: SavedBy | null;
}

/** Every language of every page, or of one type, with who saved it last. */
export async function pageLanguages(db: Database, type?: StaticPageType): Promise<PageLanguageRow[]> {
  const rows = await db
    .select({ page: staticPages, updatedBy: savedByColumns })
    .from(staticPages)
    .leftJoin(users, eq(users.id, staticPages.updatedBy))
    .where(type ? eq(staticPages.type, type) : undefined)
    .orderBy(asc(staticPages.type), asc(staticPages.locale));
  return rows.map((row) => ({ page: row.page, updatedBy: row.updatedBy?.id ? row.updatedBy : null }));
}

export type VersionRow = typeof staticPageVersions.$inferSelect & { savedByUser: SavedBy | null };

/** The history shows this many versions, the newest first. */
const versionsShown = 100;

export async function pageVersions(db: Database, type: StaticPageType): Promise<VersionRow[]> {
  const rows = await db
    .select({ version: staticPageVersions, savedBy: savedByColumns })
    .from(staticPageVersions)
    .leftJoin(users, eq(users.id, staticPageVersions.savedBy))
    .where(eq(staticPageVersions.type, type))
    .orderBy(desc(staticPageVersions.id))
    .limit(versionsShown);
  return rows.map((row) => ({ ...row.version, savedByUser: row.savedBy?.id ? row.savedBy : null }));
}

export async function findVersion(db: Database, type: StaticPageType, id: number) {
  const [row] = await db
    .select()
    .from(staticPageVersions)
    .where(and(eq(staticPageVersions.type, type), eq(staticPageVersions.id, id)));
  return row;
}

/**
 * Makes `title` and `html` the page's current text in that language and keeps them as its newest version:
 * both in the caller's transaction. Returns the version's id.
 */
export async function savePage(
  tx: Database,
  values: {
    type: StaticPageType;
    locale: ContentLocale;
    title: string;
    html: string;
    savedBy: string;
    restoredFrom?: number;
  },
): Promise<number> {
  const { type, locale, title, html, savedBy } = values;
  await tx
    .insert(staticPages)
    .values({ type, locale, title, html, updatedBy: savedBy })
    .onConflictDoUpdate({
      target: [staticPages.type, staticPages.locale],
      set: { title, html, updatedBy: savedBy, updatedAt: sql`now()` },
    });
  const [version] = await tx
    .insert(staticPageVersions)
    .values({ type, locale, title, html, savedBy, restoredFrom: values.restoredFrom ?? null })
    .returning({ id: staticPageVersions.id });
  return version!.id;
}

/** How many page texts the supported languages lack: each of the four pages is expected in every one (issue 27). */
export async function missingPageTextCount(db: Pick<Database, 'select'>, languages: readonly ContentLocale[]) {
  const [row] = await db
    .select({ n: count() })
    .from(staticPages)
    .where(inArray(staticPages.locale, [...languages]));
  return staticPageTypes.length * languages.length - (row?.n ?? 0);
}
