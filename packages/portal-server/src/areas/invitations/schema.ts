import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Invitations to join a company (migration 0012).

export const invitations = pgTable('invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  position: text('position').notNull().default(''),
  locationId: uuid('location_id'),
  roleId: uuid('role_id'),
  tokenHash: text('token_hash').notNull(),
  invitedBy: uuid('invited_by'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  acceptedUserId: uuid('accepted_user_id'),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  replacedById: uuid('replaced_by_id'),
});
