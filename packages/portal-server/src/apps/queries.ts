import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { Database } from '../db/index';
import { apps, companyDefaultRoles, installations, roles, userAppRoles } from './schema';

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
 * Whether an app is installed for an account (ADR 0017): for a personal account, installed for the user;
 * in a company, installed for the company and assigned to this member (a role in it there).
 * Always-installed apps are not looked up here: appAvailability counts them as installed.
 */
export async function isInstalledFor(
  db: Pick<Database, 'select'>,
  account: { userId: string; companyId: string | null },
  appId: string,
): Promise<boolean> {
  if (account.companyId === null) {
    const rows = await db
      .select({ appId: installations.appId })
      .from(installations)
      .where(and(eq(installations.appId, appId), eq(installations.userId, account.userId)))
      .limit(1);
    return rows.length > 0;
  }
  const rows = await db
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
    .where(and(eq(installations.appId, appId), eq(installations.companyId, account.companyId)))
    .limit(1);
  return rows.length > 0;
}

/** Every app for the platform's administration, by display name. */
export function allApps(db: Pick<Database, 'select'>) {
  return db
    .select({
      id: apps.id,
      internalName: apps.internalName,
      displayName: apps.displayName,
      logo: apps.logo,
      visibility: apps.visibility,
      alwaysInstalled: apps.alwaysInstalled,
      adminOnly: apps.adminOnly,
    })
    .from(apps)
    .orderBy(asc(apps.displayName), asc(apps.id));
}
export type AdminAppRow = Awaited<ReturnType<typeof allApps>>[number];

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
