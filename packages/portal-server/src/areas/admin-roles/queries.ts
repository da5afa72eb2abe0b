import { roleLogEventTypes, roleLogLimit } from '@eventsuite/api-contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { apps, permissions, rolePermissions, roles, userAppRoles } from '../admin-apps';
import { activityLog } from '../../changes/schema';
import type { Database } from '../../db/index';
import { users } from '../identity';
import { portalAppName } from '../admin-apps';

type Reader = Pick<Database, 'select'>;

export type AppRow = Pick<typeof apps.$inferSelect, 'id' | 'internalName'>;
export type RoleRow = typeof roles.$inferSelect;

export async function findApp(db: Reader, appId: string): Promise<AppRow | undefined> {
  const [row] = await db.select({ id: apps.id, internalName: apps.internalName }).from(apps).where(eq(apps.id, appId));
  return row;
}

/**
 * Locks the app's row for the rest of the transaction: changes of one app's roles (defaults, order,
 * deletions) run one after another, so two at once cannot both make a default.
 */
export async function lockApp(tx: Database, appId: string): Promise<AppRow | undefined> {
  const [row] = await tx
    .select({ id: apps.id, internalName: apps.internalName })
    .from(apps)
    .where(eq(apps.id, appId))
    .for('update');
  return row;
}

export async function findRole(db: Reader, appId: string, roleId: string): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.appId, appId)));
  return row;
}

/** A role with its app's internal name, whatever the app. */
export async function findRoleWithApp(db: Reader, roleId: string) {
  const [row] = await db
    .select({ role: roles, appName: apps.internalName })
    .from(roles)
    .innerJoin(apps, eq(apps.id, roles.appId))
    .where(eq(roles.id, roleId));
  return row;
}

/** The app's roles in their saved order, with what each grants and how many people hold it. */
export async function rolesOf(db: Reader, appId: string) {
  const [rows, grants, holders] = await Promise.all([
    db
      .select()
      .from(roles)
      .where(eq(roles.appId, appId))
      .orderBy(asc(roles.sortOrder), asc(roles.createdAt), asc(roles.id)),
    db
      .select({ roleId: rolePermissions.roleId, permission: rolePermissions.permission })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
      .where(eq(roles.appId, appId))
      .orderBy(asc(rolePermissions.permission)),
    db
      .select({ roleId: userAppRoles.roleId, n: count() })
      .from(userAppRoles)
      .where(eq(userAppRoles.appId, appId))
      .groupBy(userAppRoles.roleId),
  ]);
  return rows.map((role) => ({
    role,
    permissions: grants.filter((grant) => grant.roleId === role.id).map((grant) => grant.permission),
    holderCount: holders.find((holder) => holder.roleId === role.id)?.n ?? 0,
  }));
}
export type RoleWithGrants = Awaited<ReturnType<typeof rolesOf>>[number];

/** The events about the app's roles, newest first (they carry the app's id in their details). */
export function roleLogOf(db: Reader, appId: string) {
  return db
    .select({ event: activityLog, actor: { givenName: users.givenName, familyName: users.familyName } })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.actorUserId))
    .where(
      and(
        eq(activityLog.objectType, 'role'),
        sql`${activityLog.details}->>'app_id' = ${appId}`,
        inArray(activityLog.eventType, [...roleLogEventTypes]),
      ),
    )
    .orderBy(desc(activityLog.occurredAt), desc(activityLog.id))
    .limit(roleLogLimit);
}

export async function nextSortOrder(tx: Database, appId: string): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${roles.sortOrder})` })
    .from(roles)
    .where(eq(roles.appId, appId));
  return (row?.max ?? -1) + 1;
}

export async function insertRole(
  tx: Database,
  values: { appId: string; displayName: string; isPersonal: boolean; sortOrder: number },
): Promise<string> {
  const [row] = await tx.insert(roles).values(values).returning({ id: roles.id });
  return row!.id;
}

export async function renameRole(tx: Database, roleId: string, displayName: string): Promise<void> {
  await tx.update(roles).set({ displayName }).where(eq(roles.id, roleId));
}

export async function holderCountOf(tx: Reader, roleId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(userAppRoles).where(eq(userAppRoles.roleId, roleId));
  return row?.n ?? 0;
}

/** Gives everyone holding `from` the role `to` instead. */
export async function moveHolders(tx: Database, from: string, to: string): Promise<number> {
  const moved = await tx
    .update(userAppRoles)
    .set({ roleId: to })
    .where(eq(userAppRoles.roleId, from))
    .returning({ userId: userAppRoles.userId });
  return moved.length;
}

export async function deleteRole(tx: Database, roleId: string): Promise<void> {
  await tx.delete(roles).where(eq(roles.id, roleId));
}

export async function saveOrder(tx: Database, appId: string, order: readonly string[]): Promise<void> {
  for (const [index, roleId] of order.entries()) {
    await tx
      .update(roles)
      .set({ sortOrder: index })
      .where(and(eq(roles.id, roleId), eq(roles.appId, appId)));
  }
}

export async function defaultRoleOf(tx: Reader, appId: string, isPersonal: boolean): Promise<RoleRow | undefined> {
  const [row] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.appId, appId), eq(roles.isPersonal, isPersonal), eq(roles.isDefault, true)));
  return row;
}

export async function setDefaultFlag(tx: Database, roleId: string, isDefault: boolean): Promise<void> {
  await tx.update(roles).set({ isDefault }).where(eq(roles.id, roleId));
}

/** Which of `names` exist in the catalogue. */
export async function existingPermissions(tx: Reader, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await tx
    .select({ name: permissions.name })
    .from(permissions)
    .where(inArray(permissions.name, [...names]));
  return new Set(rows.map((row) => row.name));
}

export async function grantsOf(tx: Reader, roleId: string): Promise<string[]> {
  const rows = await tx
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((row) => row.permission);
}

/** The role grants exactly `names` from now on. */
export async function replaceGrants(tx: Database, roleId: string, names: readonly string[]): Promise<void> {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (names.length > 0) await tx.insert(rolePermissions).values(names.map((permission) => ({ roleId, permission })));
}

/** The global catalogue, by name. */
export function allPermissions(db: Reader) {
  return db.select().from(permissions).orderBy(asc(permissions.name));
}

/** The portal's own company roles, in their order. */
export function eventsuiteCompanyRoles(db: Reader) {
  return db
    .select({ id: roles.id, displayName: roles.displayName })
    .from(roles)
    .innerJoin(apps, eq(apps.id, roles.appId))
    .where(and(eq(apps.internalName, portalAppName), eq(roles.isPersonal, false)))
    .orderBy(asc(roles.sortOrder), asc(roles.createdAt), asc(roles.id));
}

/** Whether a permission name belongs to the portal's administration (`eventsuite.admin_…`). */
export const isAdminPermission = (name: string): boolean => name.startsWith(`${portalAppName}.admin_`);
