import { endpoints, type Notification } from '@eventsuite/api-contract';
import type { Area } from '../area';
import { runChange } from '../changes/change';
import { identityOf, registerEndpoint } from '../http/endpoint';
import { HttpError, notFoundMessage } from '../http/errors';
import { findNotification, latestNotifications, listNotifications, markRead, replyToCrewInquiry } from './queries';

/** Someone else's notification and one that does not exist get the same answer. */
function found(notification: Notification | undefined): { data: Notification } {
  if (!notification) throw new HttpError(404, notFoundMessage);
  return { data: notification };
}

export const notificationsArea: Area = {
  name: 'notifications',
  register(app, deps) {
    const { db } = deps;

    registerEndpoint(app, endpoints.listNotifications, async (request) => {
      const { user } = identityOf(request);
      return listNotifications(db, user.id, request.query.page);
    });

    registerEndpoint(app, endpoints.latestNotifications, async (request) => {
      const { user } = identityOf(request);
      return latestNotifications(db, user.id);
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
