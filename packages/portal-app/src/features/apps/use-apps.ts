import { appsEndpoints, type CatalogueApp, type CatalogueAppDetail } from '@eventsuite/api-contract';
import { useSWRConfig } from 'swr';
import { callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';

/** The apps the account sees (spec §2 /apps). */
export const useAvailableApps = () => useEndpoint(appsEndpoints.listAvailableApps, {});

/** One app of the catalogue, by id or internal name. */
export const useAvailableApp = (app: string) => useEndpoint(appsEndpoints.showAvailableApp, { params: { app } });

/**
 * Installing and uninstalling an app for the account. Afterwards every catalogue answer is loaded again
 * (the list, the app's page, /app-not-installed), so each screen shows the new state.
 */
export function useAppChanges() {
  const { mutate } = useSWRConfig();
  const catalogueReads: readonly string[] = [
    appsEndpoints.listAvailableApps.path,
    appsEndpoints.showAvailableApp.path,
    appsEndpoints.showAppAvailability.path,
  ];
  const refresh = () =>
    mutate((key) => Array.isArray(key) && typeof key[1] === 'string' && catalogueReads.includes(key[1]));
  return {
    async install(app: CatalogueApp): Promise<CatalogueAppDetail> {
      const { data } = await callEndpoint(appsEndpoints.installApp, { body: { app: app.id } });
      await refresh();
      return data;
    },
    async uninstall(app: CatalogueApp): Promise<CatalogueAppDetail> {
      const { data } = await callEndpoint(appsEndpoints.uninstallApp, { params: { app: app.id } });
      await refresh();
      return data;
    },
  };
}
