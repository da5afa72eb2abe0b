import { boolean, integer, pgTable } from 'drizzle-orm/pg-core';

// The number of users on the platform (migration 0027), kept by triggers on users in the transaction that
// adds or removes them; one row. The user list reads it as the total of its pages without a filter.
export const userCounts = pgTable('user_counts', {
  singleton: boolean('singleton').primaryKey().default(true),
  users: integer('users').notNull(),
});
