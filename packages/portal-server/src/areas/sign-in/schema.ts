import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed password attempts (migrations 0003, 0006, 0018): sign-ins, and current passwords confirming a
 * change; counted per account (normalized email), per client address, or per device cookie.
 */
export const signInFailures = pgTable('sign_in_failures', {
  purpose: text('purpose').$type<'sign_in' | 'current_password'>().notNull(),
  scope: text('scope').$type<'account' | 'address' | 'device'>().notNull(),
  subject: text('subject').notNull(),
  failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
});
