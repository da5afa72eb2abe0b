import { z } from 'zod/mini';
import { currencies } from '../identity/schemas';
import { employments } from '../person-values';
import { multiLineText } from '../text';
import { builtOnFirstUse } from '../built-on-first-use';

/** Latest notifications shown in the top-bar widget (spec §9) and page size of the list. */
export const latestNotificationsCount = 3;
export const notificationsPerPage = 10;

/**
 * What a notification is about. The app words each type in the interface language from `params`
 * (e.g. `app_name`), so a notification reads in the language of whoever opens it.
 */
export const notificationTypes = [
  'crew_inquiry',
  'app_installed',
  'role_changed',
  'ownership_transferred',
  // Issue 26: an administrator accepted, declined or recalled the company's verification.
  'company_validation_decided',
  // Issue 30: a sign-in from a browser the account had not used before.
  'new_sign_in',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Answers to a crew inquiry (spec §4: accept, decline, request consultation). */
export const crewInquiryAnswers = ['available', 'not_available', 'consultation'] as const;
export type CrewInquiryAnswer = (typeof crewInquiryAnswers)[number];

export const crewInquiryReplyInputSchema = builtOnFirstUse(() =>
  z
    .strictObject({
      answer: z.enum(crewInquiryAnswers),
      /** Expected hourly wage in the inquiry's currency. */
      wage_expectation: z.nullable(z.number().check(z.minimum(0, { message: 'min_numeric' }), z.maximum(100_000))),
      employment_type: z.nullable(z.enum(employments)),
      comment: multiLineText(1000),
    })
    .check(
      z.superRefine((reply, context) => {
        // Whoever says they are available states what they expect; the other answers need nothing.
        if (reply.answer !== 'available') return;
        if (reply.wage_expectation === null) {
          context.addIssue({ code: 'custom', path: ['wage_expectation'], message: 'required_with' });
        }
        if (reply.employment_type === null) {
          context.addIssue({ code: 'custom', path: ['employment_type'], message: 'required_with' });
        }
      }),
    ),
);
export type CrewInquiryReplyInput = z.infer<typeof crewInquiryReplyInputSchema>;

export const crewInquiryReplySchema = builtOnFirstUse(() =>
  z.object({
    answer: z.enum(crewInquiryAnswers),
    wage_expectation: z.nullable(z.number()),
    employment_type: z.nullable(z.enum(employments)),
    comment: z.string(),
    replied_at: z.string(),
  }),
);
export type CrewInquiryReply = z.infer<typeof crewInquiryReplySchema>;

/** A company asks whether the user can work at an event. */
export const crewInquirySchema = builtOnFirstUse(() =>
  z.object({
    company_name: z.string(),
    event_name: z.string(),
    position: z.string(),
    location: z.string(),
    /** ISO 8601 timestamps. */
    starts_at: z.string(),
    ends_at: z.string(),
    offered_hourly_wage: z.nullable(z.number()),
    currency: z.enum(currencies),
    reply: z.nullable(crewInquiryReplySchema),
  }),
);
export type CrewInquiry = z.infer<typeof crewInquirySchema>;

export const notificationSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    type: z.enum(notificationTypes),
    unread: z.boolean(),
    /** Already delivered elsewhere (e-mail); the top-bar widget shows only those not yet sent. */
    sent: z.boolean(),
    created_at: z.string(),
    params: z.record(z.string(), z.string()),
    /** Present on notifications of type crew_inquiry. */
    crew_inquiry: z.nullable(crewInquirySchema),
  }),
);
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageQuerySchema = builtOnFirstUse(() =>
  z.object({
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  }),
);

export const notificationPageSchema = builtOnFirstUse(() =>
  z.object({
    data: z.array(notificationSchema),
    meta: z.object({
      current_page: z.int(),
      last_page: z.int(),
      per_page: z.int(),
      total: z.int(),
      unread_count: z.int(),
    }),
  }),
);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const latestNotificationsSchema = builtOnFirstUse(() =>
  z.object({
    data: z.array(notificationSchema),
    meta: z.object({ unread_count: z.int() }),
  }),
);
export type LatestNotifications = z.infer<typeof latestNotificationsSchema>;
