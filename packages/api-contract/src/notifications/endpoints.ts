import { z } from 'zod/mini';
import { access, defineEndpoint } from '../endpoint';
import { dataOf } from '../data-of';
import {
  crewInquiryReplyInputSchema,
  latestNotificationsSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationSchema,
} from './schemas';

/** Notifications (spec §7): only ever the caller's own. */
export const notificationsEndpoints = {
  listNotifications: defineEndpoint({
    method: 'GET',
    path: '/api/notifications',
    query: notificationPageQuerySchema,
    response: notificationPageSchema,
    access: access.ownAccount(),
  }),
  /** The unread count and the latest notifications not yet sent, for the top-bar widget. */
  latestNotifications: defineEndpoint({
    method: 'GET',
    path: '/api/notifications/latest',
    response: latestNotificationsSchema,
    access: access.ownAccount(),
  }),
  /** Shows one notification and marks it read. */
  showNotification: defineEndpoint({
    method: 'GET',
    path: '/api/notifications/:notification',
    params: z.object({ notification: z.uuid() }),
    response: dataOf(notificationSchema),
    access: access.ownAccount(),
  }),
  /** Answers a crew inquiry; answering again replaces the earlier reply. */
  replyToCrewInquiry: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/:notification/replies/crew_inquiry',
    params: z.object({ notification: z.uuid() }),
    body: crewInquiryReplyInputSchema,
    response: dataOf(notificationSchema),
    access: access.ownAccount(),
  }),
} as const;
