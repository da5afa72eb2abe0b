import { adminUsersPerPage, withPermissionPrefix, type AccountType } from '@eventsuite/api-contract';
import { and, asc, eq, exists, inArray, isNull, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { apps, installations, portalAppName, rolePermissions, roles, userAppRoles } from '../admin-apps';
import { companyDefaultRoleOf } from '../apps';
import type { Database } from '../../db/index';
import { companies, companyMemberships, users } from '../identity';

// Every statement of the platform's user administration. A user's accounts are the companies they belong
// to and, for a private user, their own; their Eventsuite role and their apps are held per account
// (user_app_roles.company_id, null for a private user's own).

export type Reader = Pick<Database, 'select'>;

/** The portal app's id, as a subquery PostgreSQL runs once per statement. */
const portalAppId = sql`(select ${apps.id} from ${apps} where ${apps.internalName} = ${portalAppName})`;

/** The text a search looks in; the same expression as the trigram index of migration 0020. */
const searchText = sql`lower(${users.givenName} || ' ' || ${users.familyName} || ' ' || ${users.email})`;
const containsPattern = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export interface UserListFilter {
  search: string;
  accountType?: AccountType;
  companyId?: string;
  locked?: boolean;
}

/**
 * The listed user's id inside a subquery. Written out: a statement over one table renders its columns
 * without the table's name, which inside a subquery would name the subquery's own `id`.
 */
const outerUserId = sql.raw('"users"."id"');

function listConditions(filter: UserListFilter): SQL[] {
  const words = filter.search.split(/\s+/).filter((word) => word !== '');
  const conditions = words.map((word) => sql`${searchText} like ${containsPattern(word)}`);
  if (filter.accountType) conditions.push(eq(users.accountType, filter.accountType));
  if (filter.locked !== undefined) conditions.push(sql`(${users.lockedAt} is not null) = ${filter.locked}`);
  if (filter.companyId) {
    conditions.push(
      exists(
        sql`(select 1 from ${companyMemberships} m where m.user_id = ${outerUserId} and m.company_id = ${filter.companyId})`,
      ),
    );
  }
  return conditions;
}

/** The user's companies by name, as JSON, for the rows of a page only. */
const companiesJson = sql<{ id: string; name: string }[]>`(
  select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name, c.id), '[]'::json)
  from ${companyMemberships} m join ${companies} c on c.id = m.company_id
  where m.user_id = ${outerUserId}
)`;

/** One page of the users the filter finds, in name order (family name, given name, id), and their number. */
export async function listUsers(db: Reader, filter: UserListFilter, page: number) {
  const where = and(...listConditions(filter));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        givenName: users.givenName,
        familyName: users.familyName,
        email: users.email,
        avatar: users.avatar,
        accountType: users.accountType,
        lockedAt: users.lockedAt,
        companies: companiesJson,
      })
      .from(users)
      .where(where)
      .orderBy(sql`lower(${users.familyName})`, sql`lower(${users.givenName})`, users.id)
      .limit(adminUsersPerPage)
      .offset((page - 1) * adminUsersPerPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
export type UserListRow = Awaited<ReturnType<typeof listUsers>>['rows'][number];

/** The user's row, or undefined; `lock` holds it until the change ends (two changes of one user queue up). */
export async function findUser(db: Database, userId: string, options?: { lock: boolean }) {
  const query = db.select().from(users).where(eq(users.id, userId));
  // `no key update`: rows that merely refer to the user (the activity log's actor) are not held up.
  const [row] = options?.lock ? await query.for('no key update') : await query;
  return row;
}
export type UserRow = typeof users.$inferSelect;

/** The user's memberships: company and its owner, by company name (as the list shows them). */
export function membershipsOf(db: Reader, userId: string) {
  return db
    .select({ id: companies.id, name: companies.name, ownerId: companies.ownerId })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(eq(companyMemberships.userId, userId))
    .orderBy(asc(companies.name), asc(companies.id));
}

/** Every role the user holds, per account and app, with the app's columns the page shows. */
export function heldRoles(db: Reader, userId: string) {
  return db
    .select({
      companyId: userAppRoles.companyId,
      appId: apps.id,
      appName: apps.displayName,
      internalName: apps.internalName,
      logo: apps.logo,
      alwaysInstalled: apps.alwaysInstalled,
      roleId: roles.id,
      roleName: roles.displayName,
    })
    .from(userAppRoles)
    .innerJoin(apps, eq(apps.id, userAppRoles.appId))
    .innerJoin(roles, eq(roles.id, userAppRoles.roleId))
    .where(eq(userAppRoles.userId, userId))
    .orderBy(asc(apps.displayName), asc(apps.id));
}
export type HeldRole = Awaited<ReturnType<typeof heldRoles>>[number];

/** The roles of the apps of one kind (personal or company), in each app's order. */
export async function rolesOfApps(db: Reader, appIds: string[], personal: boolean) {
  if (appIds.length === 0) return [];
  return db
    .select({ id: roles.id, appId: roles.appId, name: roles.displayName })
    .from(roles)
    .where(and(inArray(roles.appId, appIds), eq(roles.isPersonal, personal)))
    .orderBy(asc(roles.sortOrder), asc(roles.displayName), asc(roles.id));
}

/** The Eventsuite app's roles, personal and company ones, in its order. */
export function eventsuiteRoles(db: Reader) {
  return db
    .select({ id: roles.id, name: roles.displayName, isPersonal: roles.isPersonal })
    .from(roles)
    .where(eq(roles.appId, portalAppId))
    .orderBy(asc(roles.sortOrder), asc(roles.displayName), asc(roles.id));
}

/** The role when it is a role of the app of the kind (personal or company), else undefined. */
export async function roleOfApp(db: Reader, appId: string | SQL, roleId: string, personal: boolean) {
  const [row] = await db
    .select({ id: roles.id, name: roles.displayName })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.appId, appId), eq(roles.isPersonal, personal)));
  return row;
}

export const eventsuiteRoleOf = (db: Reader, roleId: string, personal: boolean) =>
  roleOfApp(db, portalAppId, roleId, personal);

/** Whether the role grants the permission (without the prefix). */
export async function roleGrants(db: Reader, roleId: string, permission: string): Promise<boolean> {
  const [row] = await db
    .select({ roleId: rolePermissions.roleId })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.permission, withPermissionPrefix(permission))));
  return row !== undefined;
}

/** What makes someone a platform administrator here (ADR 0028): the right to change users. */
export const platformAdminPermission = 'admin_can_edit_users';

/** Makes changes that may end someone's platform administration run one after the other. */
export async function serializeAdminChanges(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7361503026)`);
}

/**
 * The unlocked users holding the platform administrator's right through an Eventsuite role, in any of
 * their accounts, and in which accounts (null: a private user's own).
 */
export async function platformAdminAccounts(db: Database) {
  return db
    .selectDistinct({ userId: userAppRoles.userId, companyId: userAppRoles.companyId })
    .from(userAppRoles)
    .innerJoin(users, and(eq(users.id, userAppRoles.userId), isNull(users.lockedAt)))
    .innerJoin(
      rolePermissions,
      and(
        eq(rolePermissions.roleId, userAppRoles.roleId),
        eq(rolePermissions.permission, withPermissionPrefix(platformAdminPermission)),
      ),
    )
    .where(eq(userAppRoles.appId, portalAppId));
}

/** The account's condition on user_app_roles.company_id: the company, or null for a private user's own. */
const inAccount = (companyId: string | null) =>
  companyId === null ? isNull(userAppRoles.companyId) : eq(userAppRoles.companyId, companyId);

/** Gives the user the Eventsuite role in the account (their one role of the portal app there). */
export async function setEventsuiteRole(tx: Database, userId: string, companyId: string | null, roleId: string) {
  const updated = await tx
    .update(userAppRoles)
    .set({ roleId })
    .where(and(eq(userAppRoles.userId, userId), eq(userAppRoles.appId, portalAppId), inAccount(companyId)))
    .returning({ roleId: userAppRoles.roleId });
  if (updated.length === 0) {
    await tx.insert(userAppRoles).values({ userId, companyId, roleId, appId: sql`${portalAppId}` });
  }
}

export async function setLocked(tx: Database, userId: string, locked: boolean) {
  await tx
    .update(users)
    .set({ lockedAt: locked ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function ownsCompany(db: Reader, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.ownerId, userId)).limit(1);
  return row !== undefined;
}

export async function deleteUser(tx: Database, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}

// Apps per account. A company account holds the apps installed for the company (or always installed for
// companies); a private user's own holds the apps installed for them.

const companyVisibilities = ['company', 'admin_company', 'visible'] as const;
const personalVisibilities = ['personal', 'admin_personal', 'visible'] as const;

/** The apps the account may be given: never the portal itself, nor a hidden app. */
function accountApps(db: Reader, userId: string, companyId: string | null) {
  const installedHere =
    companyId === null
      ? sql`true`
      : or(
          exists(
            sql`(select 1 from ${installations} where ${installations.appId} = ${apps.id} and ${installations.companyId} = ${companyId})`,
          ),
          and(eq(apps.alwaysInstalled, true), inArray(apps.visibility, [...companyVisibilities])),
        );
  const visible =
    companyId === null ? inArray(apps.visibility, [...personalVisibilities]) : ne(apps.visibility, 'hidden');
  return db
    .select({ id: apps.id, name: apps.displayName, logo: apps.logo })
    .from(apps)
    .where(
      and(
        ne(apps.internalName, portalAppName),
        visible,
        installedHere,
        notExists(
          sql`(select 1 from ${userAppRoles} where ${userAppRoles.appId} = ${apps.id} and ${userAppRoles.userId} = ${userId} and ${companyId === null ? sql`${userAppRoles.companyId} is null` : sql`${userAppRoles.companyId} = ${companyId}`})`,
        ),
      ),
    )
    .orderBy(asc(apps.displayName), asc(apps.id));
}

/** The apps the account may be given, with the role each gives by default (null: none to give). */
export async function availableApps(db: Database, userId: string, companyId: string | null) {
  const rows = await accountApps(db, userId, companyId);
  const defaults = await Promise.all(rows.map((row) => defaultRoleOf(db, row.id, companyId)));
  const names = await roleNames(
    db,
    defaults.filter((id): id is string => id !== null),
  );
  return rows.map((row, index) => {
    const roleId = defaults[index] ?? null;
    return { ...row, defaultRole: roleId === null ? null : { id: roleId, name: names.get(roleId) ?? '' } };
  });
}

/** Whether the account may be given the app now (it is among its available apps). */
export async function isAvailableApp(db: Reader, userId: string, companyId: string | null, appId: string) {
  const rows = await accountApps(db, userId, companyId);
  return rows.some((row) => row.id === appId);
}

/** The role an app gives in the account by default: the company's choice or the app's default of the kind. */
export async function defaultRoleOf(db: Database, appId: string, companyId: string | null): Promise<string | null> {
  if (companyId !== null) return companyDefaultRoleOf(db, companyId, appId);
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.appId, appId), eq(roles.isPersonal, true), eq(roles.isDefault, true)));
  return row?.id ?? null;
}

async function roleNames(db: Reader, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: roles.id, name: roles.displayName }).from(roles).where(inArray(roles.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Gives the app in the account; a private user's own gets the installation too. */
export async function installApp(
  tx: Database,
  userId: string,
  companyId: string | null,
  appId: string,
  roleId: string,
) {
  if (companyId === null) await tx.insert(installations).values({ appId, userId }).onConflictDoNothing();
  await tx.insert(userAppRoles).values({ userId, appId, companyId, roleId });
}

/** Takes the app in the account; a private user's own loses the installation too. */
export async function uninstallApp(tx: Database, userId: string, companyId: string | null, appId: string) {
  await tx
    .delete(userAppRoles)
    .where(and(eq(userAppRoles.userId, userId), eq(userAppRoles.appId, appId), inAccount(companyId)));
  if (companyId === null) {
    await tx.delete(installations).where(and(eq(installations.appId, appId), eq(installations.userId, userId)));
  }
}

export async function setAppRole(
  tx: Database,
  userId: string,
  companyId: string | null,
  appId: string,
  roleId: string,
) {
  await tx
    .update(userAppRoles)
    .set({ roleId })
    .where(and(eq(userAppRoles.userId, userId), eq(userAppRoles.appId, appId), inAccount(companyId)));
}
