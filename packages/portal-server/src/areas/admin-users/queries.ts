import { adminUsersPerPage, withPermissionPrefix, type AccountType } from '@eventsuite/api-contract';
import { and, asc, eq, exists, inArray, isNotNull, isNull, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { apps, installations, portalAppName, rolePermissions, roles, userAppRoles } from '../admin-apps';
import { companyDefaultRoleOf } from '../apps';
import type { Database } from '../../db/index';
import { companies, companyMemberships, users } from '../identity';
import { builtOnce } from '../../db/built-once';
import { userCounts } from './schema';

// Every statement of the platform's user administration. A user's accounts are the companies they belong
// to and, for a private user, their own; their Eventsuite role and their apps are held per account
// (user_app_roles.company_id, null for a private user's own).

export type Reader = Pick<Database, 'select'>;
/** What a list page reads with: a statement may name its matches in a CTE. */
type ListReader = Pick<Database, 'select' | '$with' | 'with'>;

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

/**
 * The values of the list's statements, filled in when they run (`builtOnce`): a statement depends only on
 * the list's shape (`ListShape`).
 */
const value = {
  offset: sql.placeholder('offset'),
  upTo: sql.placeholder('upTo'),
  accountType: sql.placeholder('accountType'),
  company: sql.placeholder('company'),
  pattern: (index: number) => sql.placeholder(`pattern${index}`),
};

/** What a list statement depends on: the number of words, the filters set, and the lock filter's value. */
interface ListShape {
  words: number;
  accountType: boolean;
  company: boolean;
  /** Locked users are read along an index of their own: the value is part of the statement. */
  locked?: boolean;
}

const wordsOf = (search: string) => search.split(/\s+/).filter((word) => word !== '');

function shapeOf(filter: UserListFilter): ListShape {
  return {
    words: wordsOf(filter.search).length,
    accountType: filter.accountType !== undefined,
    company: filter.companyId !== undefined,
    ...(filter.locked === undefined ? {} : { locked: filter.locked }),
  };
}

function valuesOf(filter: UserListFilter) {
  return {
    ...Object.fromEntries(wordsOf(filter.search).map((word, index) => [`pattern${index}`, containsPattern(word)])),
    accountType: filter.accountType,
    company: filter.companyId,
  };
}

function listConditions(shape: ListShape): SQL[] {
  const conditions = Array.from({ length: shape.words }, (_, index) => sql`${searchText} like ${value.pattern(index)}`);
  if (shape.accountType) conditions.push(eq(users.accountType, value.accountType));
  if (shape.locked !== undefined) conditions.push(shape.locked ? isNotNull(users.lockedAt) : isNull(users.lockedAt));
  if (shape.company) {
    conditions.push(
      exists(
        sql`(select 1 from ${companyMemberships} m where m.user_id = ${outerUserId} and m.company_id = ${value.company})`,
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

/** The user's list columns, and their companies. */
const listColumns = {
  id: users.id,
  givenName: users.givenName,
  familyName: users.familyName,
  email: users.email,
  avatar: users.avatar,
  accountType: users.accountType,
  lockedAt: users.lockedAt,
  companies: companiesJson,
};
const listedUsers = (db: Reader) => db.select(listColumns).from(users);
export type UserListRow = Awaited<ReturnType<typeof listedUsers>>[number];
const nameOrder = [sql`lower(${users.familyName})`, sql`lower(${users.givenName})`, users.id];

/**
 * How far a search's matches are counted: past the page's offset by this many (a whole number of pages).
 * A broad search ("an" finds a quarter of 100 000 users) is not counted to its end; its total is then a
 * lower bound (`moreThanTotal`), as on the team-member list (ADR 0025).
 */
export const userSearchCountHorizon = 40 * adminUsersPerPage;

export interface UserListPage {
  rows: UserListRow[];
  /** How many users the filter finds; with `moreThanTotal`, only that there are more than this. */
  total: number;
  moreThanTotal: boolean;
}

/**
 * One page of the users the filter finds, in name order (family name, given name, id), and their number.
 * - Without a filter, the page is a range of the name-order index and the number the kept count (migration
 *   0027).
 * - With a search, its matches are read without an order, through the trigram index, up to the page's
 *   offset plus `userSearchCountHorizon`, and both sorted into the page and counted (one statement). The
 *   planner's own choice, walking the name-order index for its guess of a thousand matches, reads most
 *   users before a family name late in the alphabet. A search with more matches than that (a broad one) is
 *   read along the name-order index, where its matches lie close together, and its total is a lower bound.
 * - With filters alone (account type, locked, company), the page is read along the name-order index (the
 *   locked users along an index of their own) and the matches counted beside it.
 * Each statement is built once per shape (`builtOnce`, ADR 0025).
 */
export async function listUsers(
  db: ListReader,
  filter: UserListFilter,
  page: number,
  { countHorizon = userSearchCountHorizon } = {},
): Promise<UserListPage> {
  const shape = shapeOf(filter);
  const key = JSON.stringify(shape);
  const offset = (page - 1) * adminUsersPerPage;
  const values = { ...valuesOf(filter), offset };
  const alongTheIndex = () =>
    builtOnce(db, `admin-users index ${key}`, () =>
      listedUsers(db)
        .where(and(...listConditions(shape)))
        .orderBy(...nameOrder)
        .limit(adminUsersPerPage)
        .offset(value.offset)
        .prepare(''),
    ).execute(values);

  const unfiltered = shape.words === 0 && !shape.accountType && !shape.company && shape.locked === undefined;
  if (unfiltered) {
    const [rows, total] = await Promise.all([alongTheIndex(), keptUserCount(db)]);
    return { rows, total, moreThanTotal: false };
  }
  if (shape.words === 0) {
    const [rows, total] = await Promise.all([alongTheIndex(), countUsers(db, filter)]);
    return { rows, total, moreThanTotal: false };
  }
  const countUpTo = offset + countHorizon;
  const sorted = await builtOnce(db, `admin-users matches ${key}`, () => {
    const matches = db.$with('matches').as(
      db
        .select({
          id: users.id,
          familyKey: sql<string>`lower(${users.familyName})`.as('family_key'),
          givenKey: sql<string>`lower(${users.givenName})`.as('given_key'),
        })
        .from(users)
        .where(and(...listConditions(shape)))
        .limit(value.upTo),
    );
    const picked = db
      .select()
      .from(matches)
      .orderBy(matches.familyKey, matches.givenKey, matches.id)
      .limit(adminUsersPerPage)
      .offset(value.offset)
      .as('picked');
    return db
      .with(matches)
      .select({ ...listColumns, total: sql<number>`(select count(*)::int from ${matches})` })
      .from(picked)
      .innerJoin(users, eq(users.id, picked.id))
      .orderBy(picked.familyKey, picked.givenKey, picked.id)
      .prepare('');
  }).execute({ ...values, upTo: countUpTo + 1 });
  const found = sorted[0]?.total ?? (await countUsers(db, filter, countUpTo + 1));
  if (found <= countUpTo)
    return { rows: sorted.map(({ total: _total, ...row }) => row), total: found, moreThanTotal: false };
  return { rows: await alongTheIndex(), total: countUpTo, moreThanTotal: true };
}

/** How many users the filter finds, counted up to `upTo` if given. */
async function countUsers(db: Reader, filter: UserListFilter, upTo?: number): Promise<number> {
  const shape = shapeOf(filter);
  const bounded = upTo !== undefined;
  const statement = builtOnce(db, `admin-users count ${JSON.stringify(shape)} ${bounded}`, () => {
    const found = db
      .select({ one: sql`1` })
      .from(users)
      .where(and(...listConditions(shape)));
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from((bounded ? found.limit(value.upTo) : found).as('found'))
      .prepare('');
  });
  const [row] = await statement.execute({ ...valuesOf(filter), upTo });
  return row?.n ?? 0;
}

/** The number of users on the platform, as the triggers of migration 0027 keep it. */
export async function keptUserCount(db: Reader): Promise<number> {
  const [row] = await builtOnce(db, 'admin-users kept count', () =>
    db.select({ n: userCounts.users }).from(userCounts).prepare(''),
  ).execute();
  return row?.n ?? 0;
}

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
