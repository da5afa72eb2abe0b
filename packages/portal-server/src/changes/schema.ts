import { bigint, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ActivityEventType, ActivityObjectType } from './activity-events';

// The activity log (migration 0005). Rows are only ever inserted, by changes/change.ts.

export const activityLog = pgTable('activity_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  actorUserId: uuid('actor_user_id'),
  companyId: uuid('company_id'),
  eventType: text('event_type').$type<ActivityEventType>().notNull(),
  objectType: text('object_type').$type<ActivityObjectType>().notNull(),
  objectId: text('object_id').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
});
