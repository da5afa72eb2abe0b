import {
  latestNotificationsCount,
  notificationsPerPage,
  type CrewInquiryReplyInput,
  type LatestNotifications,
  type Notification,
  type NotificationPage,
} from '@eventsuite/api-contract';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { toNotification } from './mapping';
import { crewInquiries, crewInquiryReplies, notifications } from './schema';

// Notifications are addressed to a person, not to an account: every query here is about one user's own,
// whichever company they currently act in.

type Reader = Pick<Database, 'select'>;

const ownedBy = (userId: string) => eq(notifications.userId, userId);

// Newest first; the id settles ties in the order of the (user_id, created_at desc, id) index.
const newestFirst = [desc(notifications.createdAt), asc(notifications.id)] as const;

function selectNotifications(db: Reader, where: SQL | undefined) {
  return db
    .select({ notification: notifications, inquiry: crewInquiries, reply: crewInquiryReplies })
    .from(notifications)
    .leftJoin(crewInquiries, eq(crewInquiries.notificationId, notifications.id))
    .leftJoin(crewInquiryReplies, eq(crewInquiryReplies.notificationId, notifications.id))
    .where(where)
    .orderBy(...newestFirst);
}

/**
 * The same, with the user's counts on every row, so that a list costs one statement (ADR 0010): the
 * counts are subqueries that name nothing of the outer row, so PostgreSQL runs each once per statement.
 */
function selectNotificationsWithCounts(db: Reader, userId: string, where: SQL | undefined) {
  return db
    .select({
      notification: notifications,
      inquiry: crewInquiries,
      reply: crewInquiryReplies,
      total: sql<number>`(select count(*)::int from ${notifications} where ${ownedBy(userId)})`,
      unread: sql<number>`(select count(*)::int from ${notifications} where ${and(ownedBy(userId), isNull(notifications.readAt))})`,
    })
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
  const offset = (page - 1) * notificationsPerPage;
  const rows = await selectNotificationsWithCounts(db, userId, ownedBy(userId))
    .limit(notificationsPerPage)
    .offset(offset);
  // A page past the end has no row to carry the counts: only then are they read on their own.
  const { total, unread } = rows[0] ?? (await countsOf(db, userId));
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
  const rows = await selectNotificationsWithCounts(
    db,
    userId,
    and(ownedBy(userId), isNull(notifications.sentAt)),
  ).limit(latestNotificationsCount);
  const { unread } = rows[0] ?? (await countsOf(db, userId));
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
 * Stores the user's answer to their crew inquiry, replacing an earlier one, and marks the inquiry read;
 * inside the caller's transaction. Returns the inquiry (with the company that asked), or undefined when
 * the user has no crew inquiry of that id.
 */
export async function replyToCrewInquiry(
  tx: Database,
  userId: string,
  id: string,
  input: CrewInquiryReplyInput,
): Promise<{ id: string; companyId: string | null } | undefined> {
  const [inquiry] = await tx
    .select({ id: crewInquiries.notificationId, companyId: crewInquiries.companyId })
    .from(notifications)
    .innerJoin(crewInquiries, eq(crewInquiries.notificationId, notifications.id))
    .where(and(ownedBy(userId), eq(notifications.id, id), eq(notifications.type, 'crew_inquiry')))
    .for('update', { of: notifications });
  if (!inquiry) return undefined;
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
  return inquiry;
}
