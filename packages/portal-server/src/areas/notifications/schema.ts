import { jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CrewInquiryAnswer, NotificationType, currencies } from '@eventsuite/api-contract';
import { createdAt, type Of } from '../../db/columns';

// Notifications and crew inquiries with their replies (migration 0004).

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  type: text('type').$type<NotificationType>().notNull(),
  params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
  readAt: timestamp('read_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const crewInquiries = pgTable('crew_inquiries', {
  notificationId: uuid('notification_id').primaryKey(),
  companyId: uuid('company_id'),
  companyName: text('company_name').notNull(),
  eventName: text('event_name').notNull(),
  position: text('position').notNull(),
  location: text('location').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  // numeric comes back as a string; mode 'number' converts it (wages have two decimals at most).
  offeredHourlyWage: numeric('offered_hourly_wage', { precision: 10, scale: 2, mode: 'number' }),
  currency: text('currency').$type<Of<typeof currencies>>().notNull(),
});

export const crewInquiryReplies = pgTable('crew_inquiry_replies', {
  notificationId: uuid('notification_id').primaryKey(),
  answer: text('answer').$type<CrewInquiryAnswer>().notNull(),
  wageExpectation: numeric('wage_expectation', { precision: 10, scale: 2, mode: 'number' }),
  employmentType: text('employment_type').$type<'employed' | 'freelance'>(),
  comment: text('comment').notNull().default(''),
  repliedAt: timestamp('replied_at', { withTimezone: true }).notNull().defaultNow(),
});
