import { teamMembersPerPage, type TeamMemberApp } from '@eventsuite/api-contract';
import { and, asc, count, eq, inArray, like, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { apps, rolePermissions, roles, userAppRoles } from '../apps/schema';
import type { Database } from '../db/index';
import { companies, companyLocations, companyMemberships, users } from '../identity/schema';
import { portalAppName } from '../identity/session-user';

// Every statement of the team-member area. A member is a user with a membership in the company; what they
// are there (location, company role, apps) is read per company, never from another one.

type Reader = Pick<Database, 'select'>;

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

/** Members of the company, with their location and company role (the role in the portal app there). */
function selectMembers(db: Reader, companyId: string, where: SQL[]) {
  return db
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
      isOwner: sql<boolean>`${companies.ownerId} = ${users.id}`.as('is_owner'),
      familyKey: sql<string>`lower(${users.familyName})`.as('family_key'),
      givenKey: sql<string>`lower(${users.givenName})`.as('given_key'),
    })
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
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
    .where(and(eq(companyMemberships.companyId, companyId), ...where));
}

export type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

/** The apps the members use in the company (installed for it, a role held there), by member. */
async function appsOf(db: Reader, companyId: string, userIds: string[]): Promise<Map<string, TeamMemberApp[]>> {
  const byMember = new Map<string, TeamMemberApp[]>();
  if (userIds.length === 0) return byMember;
  const rows = await db
    .select({ userId: userAppRoles.userId, id: apps.id, name: apps.name, role: roles.displayName })
    .from(userAppRoles)
    .innerJoin(apps, eq(apps.id, userAppRoles.appId))
    .innerJoin(roles, eq(roles.id, userAppRoles.roleId))
    .where(
      and(
        eq(userAppRoles.companyId, companyId),
        inArray(userAppRoles.userId, userIds),
        ne(apps.internalName, portalAppName),
        sql`exists (select 1 from installations where installations.app_id = ${apps.id} and installations.company_id = ${companyId})`,
      ),
    )
    .orderBy(asc(apps.name), asc(apps.id));
  for (const { userId, ...app } of rows) {
    const list = byMember.get(userId) ?? [];
    list.push(app);
    byMember.set(userId, list);
  }
  return byMember;
}

export interface MemberWithApps extends MemberRow {
  apps: TeamMemberApp[];
}

/**
 * One page of the company's members found by `search`, in name order, and how many there are in all.
 * The page and its total are one statement (the count is a subquery that names nothing of the page's
 * rows, so it runs once); only a page past the end counts on its own.
 */
export async function listMembers(
  db: Reader,
  companyId: string,
  search: string,
  page: number,
): Promise<{ rows: MemberWithApps[]; total: number }> {
  const where = searchConditions(search);
  const total = db
    .select({ n: sql<number>`count(*)::int` })
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .where(and(eq(companyMemberships.companyId, companyId), ...where));
  const found = await selectMembers(db, companyId, where)
    .orderBy(sql`lower(${users.familyName})`, sql`lower(${users.givenName})`, users.id)
    .limit(teamMembersPerPage)
    .offset((page - 1) * teamMembersPerPage);
  const [counted] = found.length > 0 && found.length < teamMembersPerPage && page === 1 ? [] : await total;
  const apps = await appsOf(
    db,
    companyId,
    found.map((row) => row.id),
  );
  return {
    rows: found.map((row) => ({ ...row, apps: apps.get(row.id) ?? [] })),
    total: counted?.n ?? found.length,
  };
}

/** One member of the company with their apps, or undefined when the user is not one. */
export async function findMember(db: Reader, companyId: string, userId: string): Promise<MemberWithApps | undefined> {
  const [row] = await selectMembers(db, companyId, [eq(users.id, userId)]);
  if (!row) return undefined;
  const apps = await appsOf(db, companyId, [userId]);
  return { ...row, apps: apps.get(userId) ?? [] };
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
