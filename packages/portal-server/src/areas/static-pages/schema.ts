import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ContentLocale, StaticPageType } from '@eventsuite/api-contract';

// Static pages (migration 0001).

export const staticPages = pgTable(
  'static_pages',
  {
    type: text('type').$type<StaticPageType>().notNull(),
    locale: text('locale').$type<ContentLocale>().notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.type, table.locale] }),
    check('static_pages_type_check', sql`${table.type} in ('terms', 'privacy', 'imprint', 'about')`),
    check('static_pages_locale_check', sql`${table.locale} in ('en', 'de')`),
  ],
);
