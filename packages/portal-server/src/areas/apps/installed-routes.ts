import { appVisibleTo, endpoints, isPlatformAdmin } from '@eventsuite/api-contract';
import type { Area } from '../../area';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import { toAdminAppSummary, toAppSummary } from './summary-mapping';
import { allApps, installedAppsOf } from './installed-apps';

export const appsArea: Area = {
  name: 'apps',
  register(app, { db }) {
    registerEndpoint(app, endpoints.listInstalledApps, async (request) => {
      const { user } = identityOf(request);
      const rows = await installedAppsOf(db, { userId: user.id, companyId: user.companyId });
      const viewer = { inCompany: user.companyId !== null, isPlatformAdmin: isPlatformAdmin(user.permissions) };
      return { data: rows.filter((row) => appVisibleTo(row.visibility, viewer)).map(toAppSummary) };
    });
    registerEndpoint(app, endpoints.listApps, async () => ({ data: (await allApps(db)).map(toAdminAppSummary) }));
  },
};
