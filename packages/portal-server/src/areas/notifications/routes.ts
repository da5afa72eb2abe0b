import {
  endpoints,
  type LatestNotifications,
  type Notification,
  type NotificationPage,
} from '@eventsuite/api-contract';
import type { Area } from '../../area';
import { runChange } from '../../changes/change';
import { notificationsChannel } from '../../db/index';
import { createNotifiedCache } from '../../db/notified-cache';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import { HttpError, notFoundMessage } from '../../http/errors';
import { findNotification, latestNotifications, listNotifications, markRead, replyToCrewInquiry } from './queries';

/** Someone else's notification and one that does not exist get the same answer. */
function found(notification: Notification | undefined): { data: Notification } {
  if (!notification) throw new HttpError(404, notFoundMessage);
  return { data: notification };
}

/** Enough for every user active at once on one instance; the oldest entry goes first. */
const keptNotificationsSize = 1000;

export const notificationsArea: Area = {
  name: 'notifications',
  async register(app, deps) {
    const { db, database } = deps;
    // The bell and the list's first page, which every page load re-reads, are kept per user until
    // migration 0017's notification for the user, sent by every write to their notifications, crew
    // inquiries and replies (ADR 0010). Later pages are read each time: few people page back.
    const firstPages = await createNotifiedCache<NotificationPage>(
      database,
      notificationsChannel,
      keptNotificationsSize,
    );
    const bells = await createNotifiedCache<LatestNotifications>(database, notificationsChannel, keptNotificationsSize);
    app.addHook('onClose', () => Promise.all([firstPages.close(), bells.close()]));

    registerEndpoint(app, endpoints.listNotifications, async (request) => {
      const { user } = identityOf(request);
      const { page } = request.query;
      const read = () => listNotifications(db, user.id, page);
      return page === 1 ? firstPages.get(user.id, read, () => user.id) : read();
    });

    registerEndpoint(app, endpoints.latestNotifications, async (request) => {
      const { user } = identityOf(request);
      return bells.get(
        user.id,
        () => latestNotifications(db, user.id),
        () => user.id,
      );
    });

    registerEndpoint(app, endpoints.showNotification, async (request) => {
      const { user } = identityOf(request);
      await markRead(db, user.id, request.params.notification);
      return found(await findNotification(db, user.id, request.params.notification));
    });

    registerEndpoint(app, endpoints.replyToCrewInquiry, async (request) => {
      const { user } = identityOf(request);
      const id = request.params.notification;
      const inquiry = await runChange(deps, { userId: user.id }, async (change) => {
        const replied = await replyToCrewInquiry(change.tx, user.id, id, request.body);
        if (replied) {
          // Shown in the log of the company that asked.
          await change.log({
            type: 'crew_inquiry_replied',
            object: { type: 'notification', id },
            companyId: replied.companyId,
            details: { answer: request.body.answer },
          });
        }
        return replied;
      });
      if (!inquiry) throw new HttpError(404, notFoundMessage);
      return found(await findNotification(db, user.id, id));
    });
  },
};
