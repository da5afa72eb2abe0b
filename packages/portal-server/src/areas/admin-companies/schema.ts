import { pgTable, text, uuid } from 'drizzle-orm/pg-core';

// What /admin/companies sorts and searches by (migration 0021): kept by triggers from companies and the
// owner's user row; code never writes it.
export const companySearch = pgTable('company_search', {
  companyId: uuid('company_id').primaryKey(),
  nameKey: text('name_key').notNull(),
  searchText: text('search_text').notNull(),
});
