import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';

// The number of members of each company (migration 0016), kept by triggers on company_memberships in the
// transaction that changes them; the team-member list reads it as the total of a page without a search. A
// company without a row has no members.
export const companyMemberCounts = pgTable('company_member_counts', {
  companyId: uuid('company_id').primaryKey(),
  members: integer('members').notNull(),
});
