import { teamMembersPerPage, type TeamMemberApp } from '@eventsuite/api-contract';
import { and, asc, count, eq, like, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { apps, installations, rolePermissions, roles, userAppRoles } from '../apps/schema';
import type { Database } from '../db/index';
import { companies, companyLocations, companyMemberships, users } from '../identity/schema';
import { portalAppName } from '../identity/session-user';

// Every statement of the team-member area. A member is a user with a membership in the company; what they
// are there (location, company role, apps) is read per company, never from another one.

export type Reader = Pick<Database, 'select' | '$with' | 'with'>;

/**
 * What the search looks in. The very expression of migration 0011's trigram index
 * (users_team_member_search_idx): the planner uses the index only for the same expression.
 */
const searchText = sql`lower(${users.givenName} || ' ' || ${users.familyName} || ' ' || ${users.email} || ' ' || coalesce(${users.position}, ''))`;

/** `like` pattern of one word: anywhere in the text, its `%`, `_` and `\` taken literally. */
const containsPattern = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Every word of the search must occur (in name, email or position); an empty search matches everyone. */
export function searchConditions(search: string): SQL[] {
  return search
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => like(searchText, containsPattern(word)));
}

/** The portal app's id, as a subquery PostgreSQL runs once per statement. */
const portalAppId = sql`(select ${apps.id} from ${apps} where ${apps.internalName} = ${portalAppName})`;

/** The members of the company the conditions find: the page's rows are picked from these. */
function membersWhere(companyId: string, where: SQL[]) {
  return and(eq(companyMemberships.companyId, companyId), ...where);
}

/**
 * How many members the conditions find. Without a search only the memberships are counted (an index-only
 * scan of their primary key), not joined to the people.
 */
function countMembers(db: Reader, companyId: string, where: SQL[]) {
  const query = db.select({ n: sql<number>`count(*)::int` }).from(companyMemberships);
  return where.length === 0
    ? query.where(membersWhere(companyId, where))
    : query.innerJoin(users, eq(users.id, companyMemberships.userId)).where(membersWhere(companyId, where));
}

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

const familyKey = sql<string>`lower(${users.familyName})`;
const givenKey = sql<string>`lower(${users.givenName})`;

/**
 * The members a search finds, as a CTE the page and its count both read (so PostgreSQL runs it once): the
 * people from the trigram index, each checked for a membership with one probe of its primary key. The
 * probe is a scalar subquery on purpose: as EXISTS, the planner turns it into a hash join that reads
 * every membership of a big company.
 */
function searchMatches(db: Reader, companyId: string, where: SQL[]) {
  return db.$with('matches').as(
    db
      .select({ id: users.id, familyKey: familyKey.as('family_key'), givenKey: givenKey.as('given_key') })
      .from(users)
      .where(
        and(
          ...where,
          sql`(select true from ${companyMemberships} where ${companyMemberships.companyId} = ${companyId} and ${companyMemberships.userId} = ${users.id})`,
        ),
      ),
  );
}

/**
 * One page of the members the conditions find, in name order, with their location, company role (their
 * role in the portal app there), apps, and the count of all found; one statement. The page's ids are
 * picked first (from the search's matches, or without a search in the order of the name index, stopping
 * after the page) and only its rows are joined to the rest.
 */
async function selectMembers(db: Reader, companyId: string, where: SQL[], page: number, search: boolean) {
  const offset = (page - 1) * teamMembersPerPage;
  const matches = searchMatches(db, companyId, where);
  const picked = search
    ? db
        .select()
        .from(matches)
        .orderBy(matches.familyKey, matches.givenKey, matches.id)
        .limit(teamMembersPerPage)
        .offset(offset)
        .as('picked')
    : db
        .select({ id: users.id, familyKey: familyKey.as('family_key'), givenKey: givenKey.as('given_key') })
        .from(companyMemberships)
        .innerJoin(users, eq(users.id, companyMemberships.userId))
        .where(membersWhere(companyId, where))
        .orderBy(familyKey, givenKey, users.id)
        .limit(teamMembersPerPage)
        .offset(offset)
        .as('picked');
  const total = search
    ? sql<number>`(select count(*)::int from ${matches})`
    : sql<number>`(${countMembers(db, companyId, where)})`;
  return (search ? db.with(matches) : db)
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
      isOwner: sql<boolean>`${companies.ownerId} = ${users.id}`,
      apps: appsJson(companyId),
      total,
    })
    .from(picked)
    .innerJoin(users, eq(users.id, picked.id))
    .innerJoin(
      companyMemberships,
      and(eq(companyMemberships.userId, users.id), eq(companyMemberships.companyId, companyId)),
    )
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .leftJoin(companyLocations, eq(companyLocations.id, companyMemberships.locationId))
    .leftJoin(
      userAppRoles,
      and(
        eq(userAppRoles.userId, users.id),
        eq(userAppRoles.companyId, companyMemberships.companyId),
        eq(userAppRoles.appId, portalAppId),
      ),
    )
    .leftJoin(roles, eq(roles.id, userAppRoles.roleId))
    .orderBy(picked.familyKey, picked.givenKey, picked.id);
}

export type MemberWithApps = Omit<Awaited<ReturnType<typeof selectMembers>>[number], 'total'>;

/**
 * One page of the company's members found by `search`, in name order, and how many there are in all.
 * Only a page past the end, which has no row to carry the count, counts on its own.
 */
export async function listMembers(
  db: Reader,
  companyId: string,
  search: string,
  page: number,
): Promise<{ rows: MemberWithApps[]; total: number }> {
  const where = searchConditions(search);
  const rows = await selectMembers(db, companyId, where, page, where.length > 0);
  const total = rows[0]?.total ?? (await countMembers(db, companyId, where))[0]?.n ?? 0;
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** One member of the company with their apps, or undefined when the user is not one. */
export async function findMember(db: Reader, companyId: string, userId: string): Promise<MemberWithApps | undefined> {
  const [row] = await selectMembers(db, companyId, [eq(users.id, userId)], 1, false);
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
