import { and, asc, eq, exists, inArray, ne, or, sql } from 'drizzle-orm';
import { companyDefaultRoleOf } from '../apps';
import { apps, installations, roles, userAppRoles } from '../admin-apps';
import type { Database } from '../../db/index';
import { companyMemberships } from '../identity';
import { portalAppName } from '../admin-apps';

export type Reader = Pick<Database, 'select'>;

/** Visibilities that show an app to company accounts (ADR 0017); others never count as the company's. */
const companyVisibilities = ['company', 'admin_company', 'visible'] as const;

/**
 * The apps a company's members can hold a role in (ADR 0017): those installed for the company, and the
 * always-installed ones company accounts see. Never the portal itself: a member's company role is set on
 * their page, and hidden apps no one sees.
 */
function companyAppCondition(companyId: string) {
  return and(
    ne(apps.internalName, portalAppName),
    ne(apps.visibility, 'hidden'),
    or(
      exists(
        sql`(select 1 from ${installations} where ${installations.appId} = ${apps.id} and ${installations.companyId} = ${companyId})`,
      ),
      and(eq(apps.alwaysInstalled, true), inArray(apps.visibility, [...companyVisibilities])),
    ),
  );
}

const appColumns = {
  id: apps.id,
  name: apps.displayName,
  logo: apps.logo,
  alwaysInstalled: apps.alwaysInstalled,
};

/** The company's apps, by display name. */
export function companyApps(db: Reader, companyId: string) {
  return db
    .select(appColumns)
    .from(apps)
    .where(companyAppCondition(companyId))
    .orderBy(asc(apps.displayName), asc(apps.id));
}
export type CompanyAppRow = Awaited<ReturnType<typeof companyApps>>[number];

/** One of the company's apps, or undefined (unknown, hidden, the portal, or not the company's). */
export async function companyApp(db: Reader, companyId: string, appId: string): Promise<CompanyAppRow | undefined> {
  const [row] = await db
    .select(appColumns)
    .from(apps)
    .where(and(eq(apps.id, appId), companyAppCondition(companyId)));
  return row;
}

/** Whether the app exists and people can see it at all (not the portal, not hidden). */
export async function isListedApp(db: Reader, appId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.id, appId), ne(apps.internalName, portalAppName), ne(apps.visibility, 'hidden')));
  return row !== undefined;
}

/** The member's roles in the company's apps, by app id. */
export async function memberRoles(db: Reader, companyId: string, userId: string) {
  const rows = await db
    .select({ appId: userAppRoles.appId, roleId: roles.id, roleName: roles.displayName })
    .from(userAppRoles)
    .innerJoin(roles, eq(roles.id, userAppRoles.roleId))
    .where(and(eq(userAppRoles.userId, userId), eq(userAppRoles.companyId, companyId)));
  return new Map(rows.map((row) => [row.appId, { id: row.roleId, name: row.roleName }]));
}

/** The company roles of the apps, in each app's order. */
export async function companyRolesOf(db: Reader, appIds: string[]) {
  if (appIds.length === 0) return [];
  return db
    .select({ id: roles.id, appId: roles.appId, name: roles.displayName })
    .from(roles)
    .where(and(inArray(roles.appId, appIds), eq(roles.isPersonal, false)))
    .orderBy(asc(roles.sortOrder), asc(roles.displayName), asc(roles.id));
}

/** Whether the role is a company role of the app (what a member may hold in it in a company). */
export async function isCompanyRoleOf(db: Reader, appId: string, roleId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.appId, appId), eq(roles.isPersonal, false)));
  return row !== undefined;
}

/** The role's name, for answers. */
export async function roleName(db: Reader, roleId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: roles.displayName }).from(roles).where(eq(roles.id, roleId));
  return row?.name;
}

/**
 * Locks the member's membership row until the change ends, so that two changes of one member's apps
 * queue up; false when they are not a member of the company.
 */
export async function lockMembership(tx: Database, companyId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ userId: companyMemberships.userId })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.userId, userId)))
    .for('update');
  return rows.length > 0;
}

/** Whether the user is a member of the company. */
export async function isMember(db: Reader, companyId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: companyMemberships.userId })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.userId, userId)));
  return rows.length > 0;
}

export async function insertAppRole(
  tx: Database,
  row: { userId: string; companyId: string; appId: string; roleId: string },
) {
  await tx.insert(userAppRoles).values(row);
}

export async function updateAppRole(
  tx: Database,
  row: { userId: string; companyId: string; appId: string; roleId: string },
) {
  await tx
    .update(userAppRoles)
    .set({ roleId: row.roleId })
    .where(
      and(
        eq(userAppRoles.userId, row.userId),
        eq(userAppRoles.companyId, row.companyId),
        eq(userAppRoles.appId, row.appId),
      ),
    );
}

export async function deleteAppRole(tx: Database, row: { userId: string; companyId: string; appId: string }) {
  await tx
    .delete(userAppRoles)
    .where(
      and(
        eq(userAppRoles.userId, row.userId),
        eq(userAppRoles.companyId, row.companyId),
        eq(userAppRoles.appId, row.appId),
      ),
    );
}

/**
 * Gives a new member of the company its default role (companyDefaultRoleOf) in every app of the company,
 * in the transaction that makes them a member. Apps without a company role are left out; a role the
 * person holds there already (from an earlier membership) stays.
 */
export async function giveCompanyDefaultRoles(tx: Database, companyId: string, userId: string): Promise<void> {
  const rows = [];
  for (const app of await companyApps(tx, companyId)) {
    const roleId = await companyDefaultRoleOf(tx, companyId, app.id);
    if (roleId) rows.push({ userId, companyId, appId: app.id, roleId });
  }
  if (rows.length > 0) await tx.insert(userAppRoles).values(rows).onConflictDoNothing();
}
