import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

// Email changes waiting for their mailed links (migration 0004).

export const emailChanges = pgTable('email_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  oldEmail: text('old_email').notNull(),
  newEmail: text('new_email').notNull(),
  confirmTokenHash: text('confirm_token_hash').notNull(),
  revokeTokenHash: text('revoke_token_hash').notNull(),
  confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }).notNull(),
  revokeExpiresAt: timestamp('revoke_expires_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});
