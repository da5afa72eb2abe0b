import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { languages } from '@eventsuite/api-contract';
import { createdAt, type Of } from '../../db/columns';

// Account security (migration 0025, issue 30 §1–3). Constraints and indexes live in the SQL.

export const passwordResets = pgTable('password_resets', {
  userId: uuid('user_id').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const signUps = pgTable('sign_ups', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  language: text('language').$type<Of<typeof languages>>().notNull(),
  tokenHash: text('token_hash').notNull(),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const signInTickets = pgTable('sign_in_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const accountSessions = pgTable('account_sessions', {
  sessionUid: text('session_uid').primaryKey(),
  userId: uuid('user_id').notNull(),
  userAgent: text('user_agent').notNull().default(''),
  address: text('address').notNull().default(''),
  signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
});

export const endedSessions = pgTable('ended_sessions', {
  sessionUid: text('session_uid').primaryKey(),
  userId: uuid('user_id').notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
});
