import { endpoints, platformActivityPerPage } from '@eventsuite/api-contract';
import type { Area } from '../../area';
import { registerEndpoint } from '../../http/endpoint';
import { sendActivityCsv } from './csv';
import { toPlatformActivityPage } from './mapping';
import { activityPage, filterNamesOf, objectNamesOf } from './queries';

/**
 * The platform's activity log (issue 27 §3, ADR 0030): every event of activity_log, of every company and
 * of private users, for administrators holding admin_can_view_activity; a page at a time or as a CSV file.
 */
export const platformActivityArea: Area = {
  name: 'platform-activity',
  register(app, { db }) {
    registerEndpoint(app, endpoints.listPlatformActivity, async (request) => {
      const { page, ...filter } = request.query;
      const [found, filterNames] = await Promise.all([
        activityPage(db, filter, page, platformActivityPerPage),
        filterNamesOf(db, filter),
      ]);
      return toPlatformActivityPage(found, await objectNamesOf(db, found.rows), filterNames, page);
    });

    // The stream is the answer (the reply is returned, as Fastify wants it of an async handler that sends):
    // Fastify sends it as it is, past the contract's serializer.
    registerEndpoint(
      app,
      endpoints.exportPlatformActivity,
      async (request, reply) => sendActivityCsv(reply, db, request.query, 'eventsuite-activity.csv') as never,
    );
  },
};
