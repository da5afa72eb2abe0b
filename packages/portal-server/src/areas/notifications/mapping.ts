import type { Notification } from '@eventsuite/api-contract';
import type { crewInquiries, crewInquiryReplies, notifications } from './schema';

export interface NotificationRow {
  notification: typeof notifications.$inferSelect;
  inquiry: typeof crewInquiries.$inferSelect | null;
  reply: typeof crewInquiryReplies.$inferSelect | null;
}

export function toNotification({ notification, inquiry, reply }: NotificationRow): Notification {
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
