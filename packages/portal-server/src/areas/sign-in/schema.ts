import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed password attempts (migrations 0003, 0006, 0018, 0026): sign-ins, current passwords confirming a
 * change, and second-step codes; counted per account (normalized email), per client address, or per device cookie.
 */
/** Reset requests and sign-ups (issue 30) count on counters of their own, like current passwords. */
export type AttemptPurpose = 'sign_in' | 'current_password' | 'password_reset' | 'sign_up' | 'second_factor';

export const signInFailures = pgTable('sign_in_failures', {
  purpose: text('purpose').$type<AttemptPurpose>().notNull(),
  scope: text('scope').$type<'account' | 'address' | 'device'>().notNull(),
  subject: text('subject').notNull(),
  failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
});
