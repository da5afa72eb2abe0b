import { appCatalogueEndpoints, type CatalogueApp, type CatalogueAppDetail } from '@eventsuite/api-contract';
import { useSWRConfig } from 'swr';
import { ApiError, callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';

/** The apps the account sees (spec §2 /apps). */
export const useAvailableApps = () => useEndpoint(appCatalogueEndpoints.listAvailableApps, {});

/** One app of the catalogue, by id or internal name. */
export const useAvailableApp = (app: string) =>
  useEndpoint(appCatalogueEndpoints.showAvailableApp, { params: { app } });

/** The server's reason for a refused install or uninstall (403, 409), to show as it is. */
export function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 403)) return undefined;
  const { message } = (error.body ?? {}) as { message?: unknown };
  return typeof message === 'string' ? message : undefined;
}

/**
 * Installing and uninstalling an app for the account. Afterwards every catalogue answer is loaded again
 * (the list, the app's page, /app-not-installed), so each screen shows the new state.
 */
export function useAppChanges() {
  const { mutate } = useSWRConfig();
  const catalogueReads: readonly string[] = [
    appCatalogueEndpoints.listAvailableApps.path,
    appCatalogueEndpoints.showAvailableApp.path,
    appCatalogueEndpoints.showAppAvailability.path,
  ];
  const refresh = () =>
    mutate((key) => Array.isArray(key) && typeof key[1] === 'string' && catalogueReads.includes(key[1]));
  return {
    async install(app: CatalogueApp): Promise<CatalogueAppDetail> {
      const { data } = await callEndpoint(appCatalogueEndpoints.installApp, { body: { app: app.id } });
      await refresh();
      return data;
    },
    async uninstall(app: CatalogueApp): Promise<CatalogueAppDetail> {
      const { data } = await callEndpoint(appCatalogueEndpoints.uninstallApp, { params: { app: app.id } });
      await refresh();
      return data;
    },
  };
}
