import { endpoints, type Notification } from '@eventsuite/api-contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/index';
import { identityOf, registerEndpoint } from '../http/endpoint';
import { HttpError, notFoundMessage } from '../http/errors';
import {
  findNotification,
  latestNotifications,
  listNotifications,
  markRead,
  replyToCrewInquiry,
} from './notifications';

/** Someone else's notification and one that does not exist get the same answer. */
function found(notification: Notification | undefined): { data: Notification } {
  if (!notification) throw new HttpError(404, notFoundMessage);
  return { data: notification };
}

export function registerNotificationRoutes(app: FastifyInstance, db: Database): void {
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
    if (!(await replyToCrewInquiry(db, user.id, id, request.body))) throw new HttpError(404, notFoundMessage);
    return found(await findNotification(db, user.id, id));
  });
}
