import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed password attempts (migrations 0003, 0006): sign-ins, and current passwords confirming a change. */
export const signInFailures = pgTable('sign_in_failures', {
  purpose: text('purpose').$type<'sign_in' | 'current_password'>().notNull(),
  scope: text('scope').$type<'account' | 'address'>().notNull(),
  subject: text('subject').notNull(),
  failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
});
