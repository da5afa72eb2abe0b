import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { ContentLocale } from '@eventsuite/api-contract';
import { roles } from '../admin-apps';

// The System Settings an administrator changes (migrations 0022 and 0029): one row.

export const systemSettings = pgTable(
  'system_settings',
  {
    id: boolean('id').primaryKey().default(true),
    supportedLanguages: jsonb('supported_languages').$type<ContentLocale[]>().notNull().default(['en', 'de', 'fr']),
    companyOwnerRoleId: uuid('company_owner_role_id').references(() => roles.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('system_settings_one_row', sql`${table.id}`),
    check(
      'system_settings_languages_check',
      sql`jsonb_typeof(${table.supportedLanguages}) = 'array' and ${table.supportedLanguages} @> '["en"]' and ${table.supportedLanguages} <@ '["en", "de", "fr"]'`,
    ),
  ],
);
