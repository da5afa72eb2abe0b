import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { apps, appScreenshots, roles } from './schema';

export type AppRecord = typeof apps.$inferSelect;
export type AppColumns = Omit<typeof apps.$inferInsert, 'id' | 'logo' | 'createdAt' | 'updatedAt'>;

/** An app by id, or undefined; locked for the change when asked, so two changes of one app queue up. */
export async function loadApp(
  db: Database,
  appId: string,
  options?: { lock: boolean },
): Promise<AppRecord | undefined> {
  const query = db.select().from(apps).where(eq(apps.id, appId));
  const [row] = options?.lock ? await query.for('update') : await query;
  return row;
}

export function screenshotsOf(db: Pick<Database, 'select'>, appId: string) {
  return db
    .select({ id: appScreenshots.id, file: appScreenshots.file })
    .from(appScreenshots)
    .where(eq(appScreenshots.appId, appId))
    .orderBy(asc(appScreenshots.sortOrder), asc(appScreenshots.createdAt), asc(appScreenshots.id));
}
export type ScreenshotRow = Awaited<ReturnType<typeof screenshotsOf>>[number];

/** The app's roles in their saved order (spec §4), personal ones first. */
export function rolesOf(db: Pick<Database, 'select'>, appId: string) {
  return db
    .select({ id: roles.id, displayName: roles.displayName, isPersonal: roles.isPersonal, isDefault: roles.isDefault })
    .from(roles)
    .where(eq(roles.appId, appId))
    .orderBy(sql`${roles.isPersonal} desc`, asc(roles.sortOrder), asc(roles.displayName), asc(roles.id));
}
export type RoleRow = Awaited<ReturnType<typeof rolesOf>>[number];

/** Which of the names another app already has (the internal and the technical name are unique). */
export async function takenNames(
  db: Pick<Database, 'select'>,
  names: { internalName: string; technicalName: string | null },
  exceptAppId?: string,
): Promise<{ internalName: boolean; technicalName: boolean }> {
  const matches: SQL[] = [eq(apps.internalName, names.internalName)];
  if (names.technicalName !== null) matches.push(eq(apps.technicalName, names.technicalName));
  const others = exceptAppId === undefined ? undefined : ne(apps.id, exceptAppId);
  const rows = await db
    .select({ internalName: apps.internalName, technicalName: apps.technicalName })
    .from(apps)
    .where(and(or(...matches), others));
  return {
    internalName: rows.some((row) => row.internalName === names.internalName),
    technicalName: names.technicalName !== null && rows.some((row) => row.technicalName === names.technicalName),
  };
}

export async function insertApp(tx: Database, columns: AppColumns): Promise<string> {
  const [row] = await tx.insert(apps).values(columns).returning({ id: apps.id });
  return row!.id;
}

export async function updateApp(tx: Database, appId: string, columns: Partial<AppColumns> & { logo?: string | null }) {
  await tx
    .update(apps)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(apps.id, appId));
}

/** Deletes the app; its roles, installations, people's roles in it and screenshots go with it (ON DELETE CASCADE). */
export async function deleteApp(tx: Database, appId: string) {
  await tx.delete(apps).where(eq(apps.id, appId));
}

/**
 * Makes `roleId` the app's one default role of its kind, or leaves the kind without one (null). The
 * previous default gives the flag up first: the database allows one default of each kind.
 */
export async function setDefaultRole(tx: Database, appId: string, isPersonal: boolean, roleId: string | null) {
  await tx
    .update(roles)
    .set({ isDefault: false })
    .where(and(eq(roles.appId, appId), eq(roles.isPersonal, isPersonal), eq(roles.isDefault, true)));
  if (roleId !== null) {
    await tx
      .update(roles)
      .set({ isDefault: true })
      .where(and(eq(roles.id, roleId), eq(roles.appId, appId), eq(roles.isPersonal, isPersonal)));
  }
}

/** Adds a screenshot after the app's others. */
export async function insertScreenshot(tx: Database, appId: string, file: string) {
  await tx.insert(appScreenshots).values({
    appId,
    file,
    sortOrder: sql`(select coalesce(max(${appScreenshots.sortOrder}), -1) + 1 from ${appScreenshots} where ${appScreenshots.appId} = ${appId})`,
  });
}

export async function deleteScreenshot(tx: Database, appId: string, screenshotId: string) {
  await tx.delete(appScreenshots).where(and(eq(appScreenshots.id, screenshotId), eq(appScreenshots.appId, appId)));
}

/** Saves the order of the app's screenshots: each gets its position in `ids`. */
export async function reorderScreenshots(tx: Database, appId: string, ids: readonly string[]) {
  for (const [index, id] of ids.entries()) {
    await tx
      .update(appScreenshots)
      .set({ sortOrder: index })
      .where(and(eq(appScreenshots.id, id), eq(appScreenshots.appId, appId)));
  }
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
