import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ContentLocale, StaticPageType } from '@eventsuite/api-contract';
import { users } from '../identity';

// Static pages (migrations 0001 and 0029) and their saved versions (migration 0022).

export const staticPages = pgTable(
  'static_pages',
  {
    type: text('type').$type<StaticPageType>().notNull(),
    locale: text('locale').$type<ContentLocale>().notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.type, table.locale] }),
    check('static_pages_type_check', sql`${table.type} in ('terms', 'privacy', 'imprint', 'about')`),
    check('static_pages_locale_check', sql`${table.locale} in ('en', 'de', 'fr')`),
  ],
);

export const staticPageVersions = pgTable(
  'static_page_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<StaticPageType>().notNull(),
    locale: text('locale').$type<ContentLocale>().notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    restoredFrom: bigint('restored_from', { mode: 'number' }),
  },
  (table) => [
    foreignKey({ columns: [table.restoredFrom], foreignColumns: [table.id] }).onDelete('set null'),
    foreignKey({
      columns: [table.type, table.locale],
      foreignColumns: [staticPages.type, staticPages.locale],
    }).onDelete('cascade'),
    index('static_page_versions_page_idx').on(table.type, table.id.desc()),
  ],
);
