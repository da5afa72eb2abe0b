import { endpoints } from '@eventsuite/api-contract';
import type { Area } from '../../area';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import {
  appCount,
  companyCount,
  lockedUserCount,
  missingPageTexts,
  recentEventCount,
  unsentMailCount,
  userCount,
  waitingCompanyCount,
} from './queries';

/**
 * The start page of the platform administration (issue 26 §1, ADR 0027): one figure per area, read only
 * for the areas the caller may see (as the menu shows them); the others are null.
 */
export const adminStartArea: Area = {
  name: 'admin-start',
  register(app, { db }) {
    registerEndpoint(app, endpoints.showAdminFigures, async (request) => {
      const held = identityOf(request).user.permissions;
      const when = (permission: string, read: () => Promise<number>) =>
        held.has(permission) ? read() : Promise.resolve(null);
      const [companiesWaiting, companies, lockedUsers, users, apps, pageTexts, events, mails] = await Promise.all([
        when('admin_can_view_companies', () => waitingCompanyCount(db)),
        when('admin_can_view_companies', () => companyCount(db)),
        when('admin_can_view_users', () => lockedUserCount(db)),
        when('admin_can_view_users', () => userCount(db)),
        when('admin_can_view_apps', () => appCount(db)),
        when('admin_can_view_content', () => missingPageTexts(db)),
        when('admin_can_view_activity', () => recentEventCount(db)),
        when('admin_can_view_settings', () => unsentMailCount(db)),
      ]);
      return {
        data: {
          companies_waiting: companiesWaiting,
          companies,
          locked_users: lockedUsers,
          users,
          apps,
          missing_page_texts: pageTexts,
          events_today: events,
          unsent_mails: mails,
        },
      };
    });
  },
};
