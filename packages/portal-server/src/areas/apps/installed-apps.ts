import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { apps, companyDefaultRoles, installations, roles, userAppRoles } from '../admin-apps';

export type AppRow = Pick<
  typeof apps.$inferSelect,
  'id' | 'internalName' | 'name' | 'description' | 'logo' | 'visibility'
>;

/**
 * The apps of an account: always-installed ones and those installed for its company (or, for a
 * personal account, for the user). Hidden apps, like the portal itself, are never listed; the caller
 * keeps those the account sees (appVisibleTo).
 */
export function installedAppsOf(
  db: Database,
  account: { userId: string; companyId: string | null },
): Promise<AppRow[]> {
  const installedForAccount =
    account.companyId === null
      ? eq(installations.userId, account.userId)
      : eq(installations.companyId, account.companyId);
  return db
    .selectDistinct({
      id: apps.id,
      internalName: apps.internalName,
      name: apps.name,
      description: apps.description,
      logo: apps.logo,
      visibility: apps.visibility,
    })
    .from(apps)
    .leftJoin(installations, and(eq(installations.appId, apps.id), installedForAccount))
    .where(and(ne(apps.visibility, 'hidden'), or(eq(apps.alwaysInstalled, true), eq(installations.appId, apps.id))))
    .orderBy(asc(apps.name), asc(apps.id));
}

/**
 * The ids of the apps installed for an account (ADR 0017), or of `onlyAppId` alone when given: for a
 * personal account those installed for the user; in a company those installed for the company that this
 * member holds a role in. Always-installed apps are not looked up here: appAvailability counts them.
 */
export async function installedAppIdsOf(
  db: Pick<Database, 'select'>,
  account: { userId: string; companyId: string | null },
  onlyAppId?: string,
): Promise<Set<string>> {
  const app = onlyAppId === undefined ? undefined : eq(installations.appId, onlyAppId);
  const rows =
    account.companyId === null
      ? await db
          .select({ appId: installations.appId })
          .from(installations)
          .where(and(eq(installations.userId, account.userId), app))
      : await db
          .select({ appId: installations.appId })
          .from(installations)
          .innerJoin(
            userAppRoles,
            and(
              eq(userAppRoles.appId, installations.appId),
              eq(userAppRoles.companyId, account.companyId),
              eq(userAppRoles.userId, account.userId),
            ),
          )
          .where(and(eq(installations.companyId, account.companyId), app));
  return new Set(rows.map((row) => row.appId));
}

/** Whether one app is installed for an account (installedAppIdsOf). */
export async function isInstalledFor(
  db: Pick<Database, 'select'>,
  account: { userId: string; companyId: string | null },
  appId: string,
): Promise<boolean> {
  return (await installedAppIdsOf(db, account, appId)).has(appId);
}

/**
 * The role a company's members get in an app (ADR 0017): the company's own choice, else the app's default
 * company role; null when the app has neither (it cannot be assigned until an administrator sets one).
 */
export async function companyDefaultRoleOf(
  db: Pick<Database, 'select'>,
  companyId: string,
  appId: string,
): Promise<string | null> {
  const [chosen] = await db
    .select({ roleId: companyDefaultRoles.roleId })
    .from(companyDefaultRoles)
    .where(and(eq(companyDefaultRoles.companyId, companyId), eq(companyDefaultRoles.appId, appId)));
  if (chosen) return chosen.roleId;
  const [appDefault] = await db
    .select({ roleId: roles.id })
    .from(roles)
    .where(and(eq(roles.appId, appId), eq(roles.isPersonal, false), eq(roles.isDefault, true)));
  return appDefault?.roleId ?? null;
}
