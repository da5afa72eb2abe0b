import { endpoints } from '@eventsuite/api-contract';
import type { Area } from '../../area';
import { currentCompanyIdOf } from '../../http/company-scope';
import { registerEndpoint } from '../../http/endpoint';
import { toCompanyActivityPage } from './mapping';
import { companyActivityPage } from './queries';

/**
 * The company's activity log (ADR 0009), for its owner: the events of activity_log that name the current
 * company, newest first, a page at a time. Another company's log is not found (its id answers 404).
 */
export const companyActivityArea: Area = {
  name: 'company-activity',
  register(app, { db }) {
    registerEndpoint(app, endpoints.listCompanyActivity, async (request) => {
      const { page, type } = request.query;
      return toCompanyActivityPage(await companyActivityPage(db, currentCompanyIdOf(request), { page, type }), page);
    });
  },
};
