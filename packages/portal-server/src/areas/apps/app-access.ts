import { appAvailability, isPlatformAdmin } from '@eventsuite/api-contract';
import type { Database } from '../../db/index';
import { findClientByClientId } from '../admin-apps';
import { loadUser, toSessionUser } from '../identity';
import { isInstalledFor } from './installed-apps';

/**
 * Whether an account may sign in to the app of an OpenID client: the app is installed for it (or always
 * installed and visible to it), as /app-not-installed would say (ADR 0017). The provider asks this after
 * every sign-in to an app (identity-provider/app-clients.ts).
 */
export async function mayUseApp(db: Database, accountId: string, clientId: string): Promise<boolean> {
  const [app, loaded] = await Promise.all([findClientByClientId(db, clientId), loadUser(db, accountId)]);
  if (!app || !loaded) return false;
  const user = toSessionUser(loaded);
  const account = { userId: user.id, companyId: user.companyId };
  const availability = appAvailability({
    app,
    installed: await isInstalledFor(db, account, app.appId),
    viewer: {
      inCompany: user.companyId !== null,
      isPlatformAdmin: isPlatformAdmin(user.permissions),
      canInstall: false,
    },
  });
  return availability === 'installed';
}
