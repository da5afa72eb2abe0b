import { companyActivityPerPage, endpoints } from '@eventsuite/api-contract';
import type { Area } from '../../area';
import { currentCompanyIdOf } from '../../http/company-scope';
import { registerEndpoint } from '../../http/endpoint';
import { activityPage, actorsOfCompany, objectNamesOf, sendActivityCsv } from '../platform-activity';
import { toCompanyActivityPage } from './mapping';
import { typesOfCompany } from './queries';

/**
 * The company's activity log (ADR 0009, ADR 0030), for its owner: the events of activity_log that name the
 * current company, newest first, a page at a time or as a CSV file, filtered by type, actor and time.
 * Another company's log is not found (its id answers 404).
 */
export const companyActivityArea: Area = {
  name: 'company-activity',
  register(app, { db }) {
    registerEndpoint(app, endpoints.listCompanyActivity, async (request) => {
      const { page, ...filter } = request.query;
      const company = currentCompanyIdOf(request);
      const [found, types, actors] = await Promise.all([
        activityPage(db, { ...filter, company }, page, companyActivityPerPage),
        typesOfCompany(db, company),
        actorsOfCompany(db, company),
      ]);
      return toCompanyActivityPage(found, await objectNamesOf(db, found.rows), types, actors, page);
    });

    // The stream is the answer (the reply is returned, as Fastify wants it of an async handler that sends).
    registerEndpoint(
      app,
      endpoints.exportCompanyActivity,
      async (request, reply) =>
        sendActivityCsv(reply, db, { ...request.query, company: currentCompanyIdOf(request) }, 'activity.csv') as never,
    );
  },
};
