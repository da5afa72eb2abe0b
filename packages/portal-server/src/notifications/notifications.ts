import {
  latestNotificationsCount,
  notificationsPerPage,
  type CrewInquiryReplyInput,
  type LatestNotifications,
  type Notification,
  type NotificationPage,
} from '@eventsuite/api-contract';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index';
import { crewInquiries, crewInquiryReplies, notifications } from '../db/schema';

// Notifications are addressed to a person, not to an account: every query here is about one user's own,
// whichever company they currently act in.

type Reader = Pick<Database, 'select'>;

const ownedBy = (userId: string) => eq(notifications.userId, userId);

// Newest first; the id settles ties in the order of the (user_id, created_at desc, id) index.
const newestFirst = [desc(notifications.createdAt), asc(notifications.id)] as const;

interface NotificationRow {
  notification: typeof notifications.$inferSelect;
  inquiry: typeof crewInquiries.$inferSelect | null;
  reply: typeof crewInquiryReplies.$inferSelect | null;
}

function toNotification({ notification, inquiry, reply }: NotificationRow): Notification {
  return {
    id: notification.id,
    type: notification.type,
    unread: notification.readAt === null,
    sent: notification.sentAt !== null,
    created_at: notification.createdAt.toISOString(),
    params: notification.params,
    crew_inquiry: inquiry && {
      company_name: inquiry.companyName,
      event_name: inquiry.eventName,
      position: inquiry.position,
      location: inquiry.location,
      starts_at: inquiry.startsAt.toISOString(),
      ends_at: inquiry.endsAt.toISOString(),
      offered_hourly_wage: inquiry.offeredHourlyWage,
      currency: inquiry.currency,
      reply: reply && {
        answer: reply.answer,
        wage_expectation: reply.wageExpectation,
        employment_type: reply.employmentType,
        comment: reply.comment,
        replied_at: reply.repliedAt.toISOString(),
      },
    },
  };
}

function selectNotifications(db: Reader, where: SQL | undefined) {
  return db
    .select({ notification: notifications, inquiry: crewInquiries, reply: crewInquiryReplies })
    .from(notifications)
    .leftJoin(crewInquiries, eq(crewInquiries.notificationId, notifications.id))
    .leftJoin(crewInquiryReplies, eq(crewInquiryReplies.notificationId, notifications.id))
    .where(where)
    .orderBy(...newestFirst);
}

async function countsOf(db: Reader, userId: string): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
    })
    .from(notifications)
    .where(ownedBy(userId));
  return row ?? { total: 0, unread: 0 };
}

/** One page of the user's notifications, newest first; a page past the end has no data. */
export async function listNotifications(db: Reader, userId: string, page: number): Promise<NotificationPage> {
  const { total, unread } = await countsOf(db, userId);
  const offset = (page - 1) * notificationsPerPage;
  const rows =
    offset < total ? await selectNotifications(db, ownedBy(userId)).limit(notificationsPerPage).offset(offset) : [];
  return {
    data: rows.map(toNotification),
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / notificationsPerPage)),
      per_page: notificationsPerPage,
      total,
      unread_count: unread,
    },
  };
}

/** The newest notifications not yet sent elsewhere, and how many are unread, for the top-bar widget. */
export async function latestNotifications(db: Reader, userId: string): Promise<LatestNotifications> {
  const [rows, { unread }] = await Promise.all([
    selectNotifications(db, and(ownedBy(userId), isNull(notifications.sentAt))).limit(latestNotificationsCount),
    countsOf(db, userId),
  ]);
  return { data: rows.map(toNotification), meta: { unread_count: unread } };
}

export async function findNotification(db: Reader, userId: string, id: string): Promise<Notification | undefined> {
  const [row] = await selectNotifications(db, and(ownedBy(userId), eq(notifications.id, id)));
  return row && toNotification(row);
}

/** Marks the user's notification read, if it is theirs and unread. */
export async function markRead(db: Pick<Database, 'update'>, userId: string, id: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(ownedBy(userId), eq(notifications.id, id), isNull(notifications.readAt)));
}

/**
 * Stores the user's answer to their crew inquiry, replacing an earlier one, and marks the inquiry read.
 * Returns false when the user has no crew inquiry of that id.
 */
export async function replyToCrewInquiry(
  db: Database,
  userId: string,
  id: string,
  input: CrewInquiryReplyInput,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .select({ id: crewInquiries.notificationId })
      .from(notifications)
      .innerJoin(crewInquiries, eq(crewInquiries.notificationId, notifications.id))
      .where(and(ownedBy(userId), eq(notifications.id, id), eq(notifications.type, 'crew_inquiry')))
      .for('update', { of: notifications });
    if (!inquiry) return false;
    const answer = {
      answer: input.answer,
      wageExpectation: input.wage_expectation,
      employmentType: input.employment_type,
      comment: input.comment,
      repliedAt: sql`now()`,
    };
    await tx
      .insert(crewInquiryReplies)
      .values({ notificationId: inquiry.id, ...answer })
      .onConflictDoUpdate({ target: crewInquiryReplies.notificationId, set: answer });
    await markRead(tx, userId, id);
    return true;
  });
}
