import {
  staticPageTypes,
  type AdminStaticPage,
  type AdminStaticPageSummary,
  type StaticPage,
  type StaticPageType,
} from '@eventsuite/api-contract';
import { sanitizeStaticHtml } from '../../http/sanitize';
import { fullNameOf } from '../identity';
import type { PageLanguageRow, SavedBy, StaticPageRow, VersionRow } from './queries';

/** The stored HTML is sanitized on the way out, so a page edited elsewhere cannot carry scripts. */
export const toStaticPage = (page: StaticPageRow): StaticPage => ({
  type: page.type,
  locale: page.locale,
  title: page.title,
  html: sanitizeStaticHtml(page.html),
});

const toSavedBy = (person: SavedBy | null) => (person ? { id: person.id, name: fullNameOf(person) } : null);

/** Every page type, each with the languages it has. */
export const toAdminStaticPageSummaries = (rows: readonly PageLanguageRow[]): AdminStaticPageSummary[] =>
  staticPageTypes.map((type) => ({
    type,
    languages: rows
      .filter((row) => row.page.type === type)
      .map(({ page, updatedBy }) => ({
        locale: page.locale,
        title: page.title,
        updated_at: page.updatedAt.toISOString(),
        updated_by: toSavedBy(updatedBy),
      })),
  }));

export const toAdminStaticPage = (
  type: StaticPageType,
  languages: readonly PageLanguageRow[],
  versions: readonly VersionRow[],
): AdminStaticPage => ({
  type,
  languages: languages.map(({ page, updatedBy }) => ({
    locale: page.locale,
    title: page.title,
    html: sanitizeStaticHtml(page.html),
    updated_at: page.updatedAt.toISOString(),
    updated_by: toSavedBy(updatedBy),
  })),
  versions: versions.map((version) => ({
    id: String(version.id),
    locale: version.locale,
    title: version.title,
    html: sanitizeStaticHtml(version.html),
    saved_at: version.savedAt.toISOString(),
    saved_by: toSavedBy(version.savedByUser),
    restored_from: version.restoredFrom === null ? null : String(version.restoredFrom),
  })),
});
