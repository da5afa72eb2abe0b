import { teamMembersPerPage, type TeamMemberApp } from '@eventsuite/api-contract';
import { and, asc, count, eq, like, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { apps, installations, rolePermissions, roles, userAppRoles } from '../admin-apps';
import type { Database } from '../../db/index';
import { companies, companyLocations, companyMemberships, users } from '../identity';
import { portalAppName } from '../admin-apps';
import { companyMemberCounts } from './schema';

// Every statement of the team-member area. A member is a user with a membership in the company; what they
// are there (location, company role, apps) is read per company, never from another one.

export type Reader = Pick<Database, 'select' | '$with' | 'with'>;

/** `like` pattern of one word: anywhere in the text, its `%`, `_` and `\` taken literally. */
const containsPattern = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Every word of the search must occur in the member's name, email or position: the membership's copy of
 * them (migration 0016), which its trigram index answers. An empty search matches everyone.
 */
export function searchConditions(search: string): SQL[] {
  return search
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => like(companyMemberships.searchText, containsPattern(word)));
}

/** The portal app's id, as a subquery PostgreSQL runs once per statement. */
const portalAppId = sql`(select ${apps.id} from ${apps} where ${apps.internalName} = ${portalAppName})`;

/** The company's number of members, kept by the database (migration 0016); none without a row. */
const keptMemberCount = (companyId: string) =>
  sql<number>`coalesce((select ${companyMemberCounts.members} from ${companyMemberCounts} where ${companyMemberCounts.companyId} = ${companyId}), 0)`;

/**
 * The apps a member uses in the company (installed for it, a role held there) as a JSON array, for the
 * outer row's user: a subquery run for the rows of the page only.
 */
const appsJson = (companyId: string) => sql<TeamMemberApp[]>`(
  select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'role', r.display_name) order by a.name, a.id), '[]'::json)
  from ${userAppRoles} uar
  join ${apps} a on a.id = uar.app_id
  join ${roles} r on r.id = uar.role_id
  where uar.user_id = ${users.id} and uar.company_id = ${companyId} and a.internal_name <> ${portalAppName}
    and exists (select 1 from ${installations} i where i.app_id = a.id and i.company_id = ${companyId})
)`;

/** What the page's rows are picked by: the words of a search (none: every member), or one member. */
type Filter = { search: SQL[] } | { userId: string };

/**
 * The memberships of the company the filter finds, with the list's order keys: one table, no join. Without
 * a search these are the columns of the name-order index, so a deep page skips its offset in the index
 * alone.
 */
function membershipsFound(db: Reader, companyId: string, filter: Filter) {
  const found = 'userId' in filter ? [eq(companyMemberships.userId, filter.userId)] : filter.search;
  return db
    .select({
      userId: companyMemberships.userId,
      familyKey: companyMemberships.familyKey,
      givenKey: companyMemberships.givenKey,
    })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.companyId, companyId), ...found));
}

/**
 * One page of the members the filter finds, in name order (family name, given name, id), with their
 * location, company role (their role in the portal app there), apps, and how many the filter finds in all;
 * one statement. The page's memberships are picked first and only they are joined to the rest:
 * - without a search, as a range of the company's name-order index, its total the kept count;
 * - with a search, from the memberships the trigram index finds (a CTE, so the page and its total read
 *   them once), sorted by name.
 * For one member (`userId`) the total is the company's and means nothing.
 */
function selectMembers(db: Reader, companyId: string, filter: Filter, page: number) {
  const searching = 'search' in filter && filter.search.length > 0;
  const matches = db.$with('matches').as(membershipsFound(db, companyId, filter));
  const offset = (page - 1) * teamMembersPerPage;
  const picked = searching
    ? db
        .select()
        .from(matches)
        .orderBy(matches.familyKey, matches.givenKey, matches.userId)
        .limit(teamMembersPerPage)
        .offset(offset)
        .as('picked')
    : membershipsFound(db, companyId, filter)
        .orderBy(companyMemberships.familyKey, companyMemberships.givenKey, companyMemberships.userId)
        .limit(teamMembersPerPage)
        .offset(offset)
        .as('picked');
  const total = searching ? sql<number>`(select count(*)::int from ${matches})` : keptMemberCount(companyId);
  return (searching ? db.with(matches) : db)
    .select({
      id: users.id,
      givenName: users.givenName,
      familyName: users.familyName,
      email: users.email,
      position: users.position,
      avatar: users.avatar,
      gender: users.gender,
      phoneNumber: users.phoneNumber,
      mobileNumber: users.mobileNumber,
      employment: users.employment,
      lockedAt: users.lockedAt,
      joinedAt: companyMemberships.joinedAt,
      locationId: companyLocations.id,
      locationName: companyLocations.name,
      roleId: roles.id,
      roleName: roles.displayName,
      isOwner: sql<boolean>`(select ${companies.ownerId} from ${companies} where ${companies.id} = ${companyId}) = ${users.id}`,
      apps: appsJson(companyId),
      total,
    })
    .from(picked)
    .innerJoin(users, eq(users.id, picked.userId))
    .innerJoin(
      companyMemberships,
      and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.userId, picked.userId)),
    )
    .leftJoin(companyLocations, eq(companyLocations.id, companyMemberships.locationId))
    .leftJoin(
      userAppRoles,
      and(
        eq(userAppRoles.userId, users.id),
        eq(userAppRoles.companyId, companyId),
        eq(userAppRoles.appId, portalAppId),
      ),
    )
    .leftJoin(roles, eq(roles.id, userAppRoles.roleId))
    .orderBy(picked.familyKey, picked.givenKey, picked.userId);
}

export type MemberWithApps = Omit<Awaited<ReturnType<typeof selectMembers>>[number], 'total'>;

/**
 * One page of the company's members found by `search`, in name order, and how many there are in all.
 * Only a page past the end, which has no row to carry the total, asks for it on its own.
 */
export async function listMembers(
  db: Reader,
  companyId: string,
  search: string,
  page: number,
): Promise<{ rows: MemberWithApps[]; total: number }> {
  const words = searchConditions(search);
  const rows = await selectMembers(db, companyId, { search: words }, page);
  const total = rows[0]?.total ?? (await countMembers(db, companyId, words));
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

async function countMembers(db: Reader, companyId: string, words: SQL[]): Promise<number> {
  const [row] =
    words.length === 0
      ? await db
          .select({ n: companyMemberCounts.members })
          .from(companyMemberCounts)
          .where(eq(companyMemberCounts.companyId, companyId))
      : await db
          .select({ n: sql<number>`count(*)::int` })
          .from(companyMemberships)
          .where(and(eq(companyMemberships.companyId, companyId), ...words));
  return row?.n ?? 0;
}

/** One member of the company with their apps, or undefined when the user is not one. */
export async function findMember(db: Reader, companyId: string, userId: string): Promise<MemberWithApps | undefined> {
  const [row] = await selectMembers(db, companyId, { userId }, 1);
  if (!row) return undefined;
  const { total: _total, ...member } = row;
  return member;
}

/**
 * The company roles a company may give its members: the portal app's roles for companies, except those
 * granting platform administration, which only a platform administrator hands out.
 */
function assignableRoles(db: Reader) {
  return db
    .select({ id: roles.id, name: roles.displayName })
    .from(roles)
    .where(
      and(
        eq(roles.appId, portalAppId),
        eq(roles.isPersonal, false),
        notExists(
          db
            .select({ one: sql`1` })
            .from(rolePermissions)
            .where(and(eq(rolePermissions.roleId, roles.id), like(rolePermissions.permission, 'eventsuite.admin\\_%'))),
        ),
      ),
    )
    .orderBy(asc(roles.sortOrder), asc(roles.displayName), asc(roles.id));
}

export const listAssignableRoles = (db: Reader) => assignableRoles(db);

export async function isAssignableRole(db: Reader, roleId: string): Promise<boolean> {
  const rows = await assignableRoles(db);
  return rows.some((role) => role.id === roleId);
}

export function listLocations(db: Reader, companyId: string) {
  return db
    .select({ id: companyLocations.id, name: companyLocations.name })
    .from(companyLocations)
    .where(eq(companyLocations.companyId, companyId))
    .orderBy(asc(companyLocations.name), asc(companyLocations.id));
}

/** The member's membership, locked until the transaction ends, or undefined when they are none. */
export async function lockMembership(tx: Database, companyId: string, userId: string) {
  const [membership] = await tx
    .select()
    .from(companyMemberships)
    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.userId, userId)))
    .for('update');
  return membership;
}

export async function setMemberLocation(tx: Database, companyId: string, userId: string, locationId: string | null) {
  await tx
    .update(companyMemberships)
    .set({ locationId })
    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.userId, userId)));
}

/** Gives the member the company role (their one role in the portal app in this company). */
export async function setCompanyRole(tx: Database, companyId: string, userId: string, roleId: string) {
  await tx
    .insert(userAppRoles)
    .values({ userId, companyId, roleId, appId: sql`${portalAppId}` })
    .onConflictDoUpdate({
      target: [userAppRoles.userId, userAppRoles.appId, userAppRoles.companyId],
      set: { roleId },
    });
}

/** How many companies the user belongs to besides this one. */
export async function otherCompanyCount(db: Reader, companyId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.userId, userId), ne(companyMemberships.companyId, companyId)));
  return row?.n ?? 0;
}

export async function setLocked(tx: Database, userId: string, locked: boolean) {
  await tx
    .update(users)
    .set({ lockedAt: locked ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Takes the user out of the company: their roles there, then the membership (the account stays). */
export async function removeMember(tx: Database, companyId: string, userId: string) {
  await tx.delete(userAppRoles).where(and(eq(userAppRoles.userId, userId), eq(userAppRoles.companyId, companyId)));
  await tx
    .delete(companyMemberships)
    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.userId, userId)));
}
