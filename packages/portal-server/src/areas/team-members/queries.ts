import { teamMembersPerPage, type TeamMemberApp } from '@eventsuite/api-contract';
import { and, asc, count, desc, eq, like, ne, notExists, sql } from 'drizzle-orm';
import { hasSecondFactor } from '../account-security';
import { apps, installations, rolePermissions, roles, userAppRoles } from '../admin-apps';
import type { Database } from '../../db/index';
import { builtOnce } from '../../db/built-once';
import { companies, companyLocations, companyMemberships, users } from '../identity';
import { portalAppName } from '../admin-apps';
import { companyMemberCounts } from './schema';

// Every statement of the team-member area. A member is a user with a membership in the company; what they
// are there (location, company role, apps) is read per company, never from another one.

export type Reader = Pick<Database, 'select' | '$with' | 'with'>;

/** `like` pattern of one word: anywhere in the text, its `%`, `_` and `\` taken literally. */
const containsPattern = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const wordsOf = (search: string) => search.split(/\s+/).filter((word) => word !== '');

/** The portal app's id, as a subquery PostgreSQL runs once per statement. */
const portalAppId = sql`(select ${apps.id} from ${apps} where ${apps.internalName} = ${portalAppName})`;

/**
 * The values of the member statements, filled in when they run (`builtOnce`): the statements themselves
 * depend only on their shape (how the page is picked, how many words the search has).
 */
const value = {
  company: sql.placeholder('company'),
  user: sql.placeholder('user'),
  offset: sql.placeholder('offset'),
  limit: sql.placeholder('limit'),
  matchesUpTo: sql.placeholder('matchesUpTo'),
  walkAtMost: sql.placeholder('walkAtMost'),
  pattern: (index: number) => sql.placeholder(`pattern${index}`),
};

/** The search's words as the values of their placeholders (`pattern0`, `pattern1`, ...). */
const patternValues = (words: readonly string[]) =>
  Object.fromEntries(words.map((word, index) => [`pattern${index}`, containsPattern(word)]));

/** The company's number of members, kept by the database (migration 0016); none without a row. */
const keptMemberCount = sql<number>`coalesce((select ${companyMemberCounts.members} from ${companyMemberCounts} where ${companyMemberCounts.companyId} = ${value.company}), 0)`;

/**
 * The apps a member uses in the company (installed for it, a role held there) as a JSON array, for the
 * outer row's user: a subquery run for the rows of the page only.
 */
const appsJson = sql<TeamMemberApp[]>`(
  select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'role', r.display_name) order by a.name, a.id), '[]'::json)
  from ${userAppRoles} uar
  join ${apps} a on a.id = uar.app_id
  join ${roles} r on r.id = uar.role_id
  where uar.user_id = ${users.id} and uar.company_id = ${value.company} and a.internal_name <> ${portalAppName}
    and exists (select 1 from ${installations} i where i.app_id = a.id and i.company_id = ${value.company})
)`;

/** What the page's rows are picked by: the words of a search (none: every member), or one member. */
type Filter = { words: string[] } | { userId: string };
/** A filter's shape: what its statement depends on. */
type FilterShape = { wordCount: number } | { oneMember: true };
const shapeOf = (filter: Filter): FilterShape =>
  'userId' in filter ? { oneMember: true } : { wordCount: filter.words.length };

/**
 * How many matches past a page's first row a search counts. A search finding more (a broad one: two
 * letters, the company's email domain) answers its total as "more than" the page's offset plus this many,
 * since an exact count would read every match (ADR 0025). A whole number of pages, so that there are
 * more pages than the counted ones.
 */
export const searchCountHorizon = 40 * teamMembersPerPage;

/**
 * The memberships of the company the filter finds, with the list's order keys: one table, no join. Every
 * word of a search must occur in the member's name, email or position: the membership's copy of them
 * (migration 0016), which its trigram index answers; an empty search matches everyone. Without a search
 * these are the columns of the name-order index, so a page is a range of the index alone.
 */
function membershipsFound(db: Reader, filter: FilterShape) {
  const found =
    'oneMember' in filter
      ? [eq(companyMemberships.userId, value.user)]
      : Array.from({ length: filter.wordCount }, (_, index) =>
          like(companyMemberships.searchText, value.pattern(index)),
        );
  return db
    .select({
      userId: companyMemberships.userId,
      familyKey: companyMemberships.familyKey,
      givenKey: companyMemberships.givenKey,
    })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.companyId, value.company), ...found));
}

/**
 * How the page's memberships are picked:
 * - `index`: in name order along the company's name-order index, `offset` rows skipped, the search's words
 *   (if any) checked on the way. From the start (`fromEnd` false), or, for a page nearer the end, read
 *   backwards from the last member, `offset` then counting from the end. With `walkAtMost`, a search reads
 *   no more than that many entries of the index: a page it does not fill there is not its page;
 * - `matches`: the search's matches, all or at most `countUpTo` + 1 of them, read without an order (through
 *   the trigram index, or the table for a broad search) in a CTE, so that the page, sorted by name, and
 *   their number read them once; their number is the page's total.
 */
type Picking =
  | { by: 'index'; offset: number; limit: number; fromEnd: boolean; walkAtMost?: number }
  | { by: 'matches'; offset: number; countUpTo?: number };
/** A picking's shape: what its statement depends on. */
type PickingShape = { by: 'index'; fromEnd: boolean; walks: boolean } | { by: 'matches'; counted: boolean };

/** The page's memberships (see `Picking`), the statement they are read in, and the page's total. */
function pickedMemberships(db: Reader, filter: FilterShape, picking: PickingShape) {
  if (picking.by === 'matches') {
    const found = membershipsFound(db, filter);
    const matches = db.$with('matches').as(picking.counted ? found.limit(value.matchesUpTo) : found);
    return {
      query: db.with(matches),
      picked: db
        .select()
        .from(matches)
        .orderBy(matches.familyKey, matches.givenKey, matches.userId)
        .limit(teamMembersPerPage)
        .offset(value.offset)
        .as('picked'),
      total: sql<number>`(select count(*)::int from ${matches})`,
    };
  }
  const keys = [companyMemberships.familyKey, companyMemberships.givenKey, companyMemberships.userId];
  if (picking.walks && 'wordCount' in filter) {
    const walked = db
      .select({
        userId: companyMemberships.userId,
        familyKey: companyMemberships.familyKey,
        givenKey: companyMemberships.givenKey,
        searchText: companyMemberships.searchText,
      })
      .from(companyMemberships)
      .where(eq(companyMemberships.companyId, value.company))
      .orderBy(...keys)
      .limit(value.walkAtMost)
      .as('walked');
    const words = Array.from({ length: filter.wordCount }, (_, index) => like(walked.searchText, value.pattern(index)));
    return {
      query: db,
      picked: db
        .select({ userId: walked.userId, familyKey: walked.familyKey, givenKey: walked.givenKey })
        .from(walked)
        .where(and(...words))
        .orderBy(walked.familyKey, walked.givenKey, walked.userId)
        .limit(value.limit)
        .offset(value.offset)
        .as('picked'),
      total: keptMemberCount,
    };
  }
  return {
    query: db,
    picked: membershipsFound(db, filter)
      .orderBy(...(picking.fromEnd ? keys.map((key) => desc(key)) : keys))
      .limit(value.limit)
      .offset(value.offset)
      .as('picked'),
    total: keptMemberCount,
  };
}

/**
 * The picked members with what the list shows of each: name, email, position, phone numbers, employment,
 * location, company role (their role in the portal app there), apps, and a total; one statement. The
 * page's memberships are picked first (see `Picking`) and only they are joined to the rest. The total is
 * the kept count when the page is picked along the index, else the number of matches read (at most
 * `countUpTo` + 1). For one member (`userId`) the total is the company's and means nothing.
 */
function memberStatement(db: Reader, filter: FilterShape, picking: PickingShape) {
  const { query, picked, total } = pickedMemberships(db, filter, picking);
  return query
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
      isOwner: sql<boolean>`(select ${companies.ownerId} from ${companies} where ${companies.id} = ${value.company}) = ${users.id}`,
      apps: appsJson,
      twoFactor: hasSecondFactor(users.id),
      total,
    })
    .from(picked)
    .innerJoin(users, eq(users.id, picked.userId))
    .innerJoin(
      companyMemberships,
      and(eq(companyMemberships.companyId, value.company), eq(companyMemberships.userId, picked.userId)),
    )
    .leftJoin(companyLocations, eq(companyLocations.id, companyMemberships.locationId))
    .leftJoin(
      userAppRoles,
      and(
        eq(userAppRoles.userId, users.id),
        eq(userAppRoles.companyId, value.company),
        eq(userAppRoles.appId, portalAppId),
      ),
    )
    .leftJoin(roles, eq(roles.id, userAppRoles.roleId))
    .orderBy(picked.familyKey, picked.givenKey, picked.userId)
    .prepare('');
}

/** The members the filter and picking find (see `memberStatement`), its statement built once per shape. */
function selectMembers(db: Reader, companyId: string, filter: Filter, picking: Picking) {
  const filterShape = shapeOf(filter);
  const pickingShape: PickingShape =
    picking.by === 'matches'
      ? { by: 'matches', counted: picking.countUpTo !== undefined }
      : { by: 'index', fromEnd: picking.fromEnd, walks: picking.walkAtMost !== undefined };
  const statement = builtOnce(db, `team-members ${JSON.stringify([filterShape, pickingShape])}`, () =>
    memberStatement(db, filterShape, pickingShape),
  );
  return statement.execute({
    company: companyId,
    ...('userId' in filter ? { user: filter.userId } : patternValues(filter.words)),
    offset: picking.offset,
    ...(picking.by === 'matches'
      ? { matchesUpTo: picking.countUpTo === undefined ? undefined : picking.countUpTo + 1 }
      : { limit: picking.limit, walkAtMost: picking.walkAtMost }),
  });
}

export type MemberWithApps = Omit<Awaited<ReturnType<typeof selectMembers>>[number], 'total'>;

export interface MemberPage {
  rows: MemberWithApps[];
  /** How many members the search finds; with `moreThanTotal`, only that there are more than this. */
  total: number;
  moreThanTotal: boolean;
}

const withoutTotal = (rows: Awaited<ReturnType<typeof selectMembers>>) => rows.map(({ total: _total, ...row }) => row);

/**
 * How far along the name-order index a broad search looks for its page: this many entries per row up to
 * the page's end (ADR 0025). A broad search finds its rows there; one whose matches lie further on (a family name
 * late in the alphabet that many share) is sorted from its matches instead.
 */
export const searchWalkPerRow = 20;

/**
 * One page of the company's members found by `search`, in name order, and how many there are in all.
 * - Without a search, the page is a range of the name-order index and its total the kept count: the first
 *   page in one statement; a later page asks for the count first, and one nearer the end than the start is
 *   read backwards from the end, so the last page costs what the first does.
 * - With a search, its matches are counted up to the page's offset plus `countHorizon`: when there are no
 *   more, they give the page and the exact total (one statement). When there are more (a broad search),
 *   the total is a lower bound and the page is read along the name-order index, the words checked on the
 *   way, for at most `walkPerRow` entries per row; a page not filled there is sorted from all the matches
 *   (whose number then is exact).
 */
export async function listMembers(
  db: Reader,
  companyId: string,
  search: string,
  page: number,
  { countHorizon = searchCountHorizon, walkPerRow = searchWalkPerRow } = {},
): Promise<MemberPage> {
  const filter = { words: wordsOf(search) };
  const offset = (page - 1) * teamMembersPerPage;
  if (filter.words.length === 0) return listAllMembers(db, companyId, page, offset);

  const countUpTo = offset + countHorizon;
  const rows = await selectMembers(db, companyId, filter, { by: 'matches', offset, countUpTo });
  const found = rows[0]?.total ?? (await countMatches(db, companyId, filter.words, countUpTo));
  if (found <= countUpTo) return { rows: withoutTotal(rows), total: found, moreThanTotal: false };
  const walkAtMost = walkPerRow * (offset + teamMembersPerPage);
  const walked = await selectMembers(db, companyId, filter, {
    by: 'index',
    offset,
    limit: teamMembersPerPage,
    fromEnd: false,
    walkAtMost,
  });
  if (walked.length === teamMembersPerPage)
    return { rows: withoutTotal(walked), total: countUpTo, moreThanTotal: true };
  const sorted = await selectMembers(db, companyId, filter, { by: 'matches', offset });
  return { rows: withoutTotal(sorted), total: sorted[0]?.total ?? found, moreThanTotal: false };
}

async function listAllMembers(db: Reader, companyId: string, page: number, offset: number): Promise<MemberPage> {
  const filter = { words: [] };
  if (page === 1) {
    const rows = await selectMembers(db, companyId, filter, {
      by: 'index',
      offset,
      limit: teamMembersPerPage,
      fromEnd: false,
    });
    const total = rows[0]?.total ?? (await memberCountOf(db, companyId));
    return { rows: withoutTotal(rows), total, moreThanTotal: false };
  }
  const total = await memberCountOf(db, companyId);
  const onPage = Math.min(teamMembersPerPage, total - offset);
  if (onPage <= 0) return { rows: [], total, moreThanTotal: false };
  const fromEnd = total - offset - onPage;
  const rows =
    fromEnd < offset
      ? await selectMembers(db, companyId, filter, { by: 'index', offset: fromEnd, limit: onPage, fromEnd: true })
      : await selectMembers(db, companyId, filter, { by: 'index', offset, limit: onPage, fromEnd: false });
  return { rows: withoutTotal(rows), total, moreThanTotal: false };
}

/** The company's number of members, as the database keeps it. */
export async function memberCountOf(db: Reader, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: companyMemberCounts.members })
    .from(companyMemberCounts)
    .where(eq(companyMemberCounts.companyId, companyId));
  return row?.n ?? 0;
}

/** The number of the search's matches, counted up to `countUpTo` + 1. */
async function countMatches(db: Reader, companyId: string, words: string[], countUpTo: number): Promise<number> {
  const statement = builtOnce(db, `team-members count ${words.length}`, () => {
    const matches = membershipsFound(db, { wordCount: words.length }).limit(value.matchesUpTo).as('matches');
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from(matches)
      .prepare('');
  });
  const [row] = await statement.execute({ company: companyId, ...patternValues(words), matchesUpTo: countUpTo + 1 });
  return row?.n ?? 0;
}

/** One member of the company with their apps, or undefined when the user is not one. */
export async function findMember(db: Reader, companyId: string, userId: string): Promise<MemberWithApps | undefined> {
  const [row] = await selectMembers(db, companyId, { userId }, { by: 'index', offset: 0, limit: 1, fromEnd: false });
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
