import { endpoints } from '@eventsuite/api-contract';
import type { Area } from '../area';
import { identityOf, registerEndpoint } from '../http/endpoint';
import { toAdminAppSummary, toAppSummary } from './mapping';
import { allApps, installedAppsOf } from './queries';

export const appsArea: Area = {
  name: 'apps',
  register(app, { db }) {
    registerEndpoint(app, endpoints.listInstalledApps, async (request) => {
      const { user } = identityOf(request);
      const rows = await installedAppsOf(db, { userId: user.id, companyId: user.companyId });
      return { data: rows.map(toAppSummary) };
    });
    registerEndpoint(app, endpoints.listApps, async () => ({ data: (await allApps(db)).map(toAdminAppSummary) }));
  },
};
