import type { AppClientType } from '@eventsuite/api-contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { apps } from './schema';
import { portalAppName } from './portal-app';
import { appOidcClients } from './schema';

/** An app with its sign-in fields and its client, if it has one. */
export async function findAppWithClient(db: Pick<Database, 'select'>, appId: string) {
  const [row] = await db
    .select({
      id: apps.id,
      internalName: apps.internalName,
      redirectUrl: apps.redirectUrl,
      comebackPath: apps.comebackPath,
      client: appOidcClients,
    })
    .from(apps)
    .leftJoin(appOidcClients, eq(appOidcClients.appId, apps.id))
    .where(eq(apps.id, appId));
  return row;
}
export type AppWithClient = NonNullable<Awaited<ReturnType<typeof findAppWithClient>>>;

/**
 * An app's client as the provider reads it on every request, by client id: with the app's current
 * redirect URL and comeback path and its availability fields. The portal's own app never has one here.
 */
export async function findClientByClientId(db: Pick<Database, 'select'>, clientId: string) {
  const [row] = await db
    .select({
      clientId: appOidcClients.clientId,
      clientType: appOidcClients.clientType,
      secretHash: appOidcClients.secretHash,
      appId: apps.id,
      internalName: apps.internalName,
      redirectUrl: apps.redirectUrl,
      comebackPath: apps.comebackPath,
      visibility: apps.visibility,
      alwaysInstalled: apps.alwaysInstalled,
      adminOnly: apps.adminOnly,
    })
    .from(appOidcClients)
    .innerJoin(apps, eq(apps.id, appOidcClients.appId))
    .where(and(eq(appOidcClients.clientId, clientId), ne(apps.internalName, portalAppName)));
  return row;
}
export type ClientRow = NonNullable<Awaited<ReturnType<typeof findClientByClientId>>>;

/** Locks the app's row for a change of its client, so two changes at once do not both make one. */
export async function lockApp(tx: Database, appId: string): Promise<void> {
  await tx.select({ id: apps.id }).from(apps).where(eq(apps.id, appId)).for('update');
}

export async function insertClient(
  tx: Database,
  values: { appId: string; clientId: string; clientType: AppClientType; secretHash: string | null },
): Promise<void> {
  await tx.insert(appOidcClients).values({ ...values, secretCreatedAt: values.secretHash ? new Date() : null });
}

/** Sets the client's type and secret (null for a public client). */
export async function updateClient(
  tx: Database,
  appId: string,
  values: { clientType: AppClientType; secretHash: string | null },
): Promise<void> {
  const now = new Date();
  await tx
    .update(appOidcClients)
    .set({ ...values, secretCreatedAt: values.secretHash ? now : null, updatedAt: now })
    .where(eq(appOidcClients.appId, appId));
}
