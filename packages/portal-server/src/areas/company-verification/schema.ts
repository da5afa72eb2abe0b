import type { ValidationChecklistItem } from '@eventsuite/api-contract';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Company verification requests (migration 0009). Constraints and indexes live in the SQL.

export const validationRequests = pgTable('validation_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  requestedBy: uuid('requested_by'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  withdrawnBy: uuid('withdrawn_by'),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  decision: text('decision').$type<'validated' | 'declined'>(),
  decidedBy: uuid('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  checks: jsonb('checks').$type<Partial<Record<ValidationChecklistItem, boolean>>>().notNull().default({}),
  reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
  checkReasons: jsonb('check_reasons').$type<Partial<Record<ValidationChecklistItem, string>>>().notNull().default({}),
  recalledBy: uuid('recalled_by'),
  recalledAt: timestamp('recalled_at', { withTimezone: true }),
});
