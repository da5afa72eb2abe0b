import {
  adminCompaniesPerPage,
  adminCompanyMembersPerPage,
  type AdminCompanyStateFilter,
  type ValidationChecklistItem,
} from '@eventsuite/api-contract';
import { and, asc, count, desc, eq, isNotNull, isNull, like, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { builtOnce } from '../../db/built-once';
import { apps, installations } from '../admin-apps';
import { validationRequests } from '../company-verification';
import { companies, companyMemberships, users } from '../identity';
import { notifications } from '../notifications';
import { companySearch } from './schema';

// Every statement of the company administration (ADR 0027). The verification decisions write the
// company-verification area's table, whose state machine the routes ask first.

type Reader = Pick<Database, 'select' | 'selectDistinctOn'>;
type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** `like` pattern of one word: anywhere in the text, its `%`, `_` and `\` taken literally. */
const containsPattern = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const wordsOf = (search: string) => search.split(/\s+/).filter((word) => word !== '');

/** The values of the list's statements, filled in when they run (`builtOnce`, ADR 0025). */
const value = {
  offset: sql.placeholder('offset'),
  companyIds: sql.placeholder('companyIds'),
  pattern: (index: number) => sql.placeholder(`pattern${index}`),
};

/** Every word of the search in the company's name, VAT number, city or owner's name (migration 0021's copy). */
const searchConditions = (wordCount: number): SQL[] =>
  Array.from({ length: wordCount }, (_, index) => like(companySearch.searchText, value.pattern(index)));

const openRequest = and(isNull(validationRequests.decision), isNull(validationRequests.withdrawnAt));
const requestsOfListedCompany = eq(validationRequests.companyId, companySearch.companyId);
const exists = (condition: SQL | undefined) =>
  sql`exists (select 1 from ${validationRequests} where ${requestsOfListedCompany} and ${condition})`;

/**
 * The companies in one verification state, as a condition on the listed company. The state is that of the
 * company's latest request (company-verification/state-machine.ts); the machine keeps at most one open
 * request and one standing verification, and an open request or a standing verification is always the
 * latest, so these conditions say the same as its stateOf (admin-companies.test.ts compares them).
 */
function stateCondition(state: AdminCompanyStateFilter): SQL | undefined {
  const requested = exists(openRequest);
  const validated = exists(and(eq(validationRequests.decision, 'validated'), isNull(validationRequests.recalledAt)));
  const latestDeclined = sql`(select ${validationRequests.decision} from ${validationRequests}
    where ${requestsOfListedCompany} order by ${validationRequests.requestedAt} desc, ${validationRequests.id} desc
    limit 1) = 'declined'`;
  switch (state) {
    case 'all':
      return undefined;
    case 'requested':
      return requested;
    case 'validated':
      return validated;
    case 'declined':
      return and(sql`not ${requested}`, sql`not ${validated}`, latestDeclined);
    case 'not_validated':
      return sql`not ${requested} and not ${validated} and not coalesce(${latestDeclined}, false)`;
  }
}

/**
 * One page of the list in name order and how many companies match. Without search and filter the page is
 * a range of the name-order index and its total a count of that index; a search reads the trigram index.
 * The statements are built once per number of words and state (`builtOnce`, ADR 0025).
 */
export async function listCompanies(
  db: Reader,
  { page, search, state }: { page: number; search: string; state: AdminCompanyStateFilter },
) {
  const words = wordsOf(search);
  const shape = `${words.length} ${state}`;
  const where = () => and(...searchConditions(words.length), stateCondition(state));
  const values = {
    ...Object.fromEntries(words.map((word, index) => [`pattern${index}`, containsPattern(word)])),
    offset: (page - 1) * adminCompaniesPerPage,
  };
  const [rows, [total]] = await Promise.all([
    builtOnce(db, `admin-companies page ${shape}`, () =>
      db
        .select({
          id: companies.id,
          name: companies.name,
          vatNumber: companies.vatNumber,
          city: companies.city,
          ownerId: users.id,
          ownerGivenName: users.givenName,
          ownerFamilyName: users.familyName,
        })
        .from(companySearch)
        .innerJoin(companies, eq(companies.id, companySearch.companyId))
        .innerJoin(users, eq(users.id, companies.ownerId))
        .where(where())
        .orderBy(asc(companySearch.nameKey), asc(companySearch.companyId))
        .limit(adminCompaniesPerPage)
        .offset(value.offset)
        .prepare(''),
    ).execute(values),
    builtOnce(db, `admin-companies count ${shape}`, () =>
      db.select({ n: count() }).from(companySearch).where(where()).prepare(''),
    ).execute(values),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type CompanyListRow = Awaited<ReturnType<typeof listCompanies>>['rows'][number];

/** The latest request of each of `companyIds`: their states, by the state machine. */
export async function latestRequestsOf(db: Reader, companyIds: string[]) {
  if (companyIds.length === 0) return new Map<string, typeof validationRequests.$inferSelect>();
  const rows = await builtOnce(db, 'admin-companies latest requests', () =>
    db
      .selectDistinctOn([validationRequests.companyId])
      .from(validationRequests)
      .where(sql`${validationRequests.companyId} = any(${value.companyIds}::uuid[])`)
      .orderBy(validationRequests.companyId, desc(validationRequests.requestedAt), desc(validationRequests.id))
      .prepare(''),
  ).execute({ companyIds });
  return new Map(rows.map((row) => [row.companyId, row]));
}

/** One page of the company's members in name order (the team list's index), and how many there are. */
export async function listMembers(db: Reader, companyId: string, page: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        givenName: users.givenName,
        familyName: users.familyName,
        email: users.email,
        lockedAt: users.lockedAt,
        ownerId: companies.ownerId,
      })
      .from(companyMemberships)
      .innerJoin(users, eq(users.id, companyMemberships.userId))
      .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
      .where(eq(companyMemberships.companyId, companyId))
      .orderBy(asc(companyMemberships.familyKey), asc(companyMemberships.givenKey), asc(companyMemberships.userId))
      .limit(adminCompanyMembersPerPage)
      .offset((page - 1) * adminCompanyMembersPerPage),
    db.select({ n: count() }).from(companyMemberships).where(eq(companyMemberships.companyId, companyId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const appColumns = {
  id: apps.id,
  name: apps.displayName,
  visibility: apps.visibility,
  alwaysInstalled: apps.alwaysInstalled,
  installed: isNotNull(installations.id),
};
export type CompanyAppRow = Awaited<ReturnType<typeof appsOfCompany>>[number];

/** Every app but hidden ones, with whether it is installed for the company, by display name. */
export function appsOfCompany(db: Reader, companyId: string) {
  return db
    .select(appColumns)
    .from(apps)
    .leftJoin(installations, and(eq(installations.appId, apps.id), eq(installations.companyId, companyId)))
    .where(ne(apps.visibility, 'hidden'))
    .orderBy(asc(apps.displayName), asc(apps.id));
}

export async function findApp(db: Reader, appId: string) {
  const [row] = await db
    .select({ id: apps.id, name: apps.displayName, visibility: apps.visibility, alwaysInstalled: apps.alwaysInstalled })
    .from(apps)
    .where(eq(apps.id, appId));
  return row;
}

/** The decision on an open request; false when it is no longer open (someone decided or withdrew it). */
export async function decideRequest(
  tx: Writer,
  requestId: string,
  decision: {
    decision: 'validated' | 'declined';
    userId: string;
    /** Empty when the state is set directly, without the checklist. */
    checks: Partial<Record<ValidationChecklistItem, boolean>>;
    checkReasons: Partial<Record<ValidationChecklistItem, string>>;
  },
): Promise<boolean> {
  const updated = await tx
    .update(validationRequests)
    .set({
      decision: decision.decision,
      decidedBy: decision.userId,
      decidedAt: sql`now()`,
      checks: decision.checks,
      checkReasons: decision.checkReasons,
    })
    .where(and(eq(validationRequests.id, requestId), openRequest))
    .returning({ id: validationRequests.id });
  return updated.length > 0;
}

/** Recalls the company's standing verification; the id of the recalled request, if there was one. */
export async function recallVerification(tx: Writer, companyId: string, userId: string, reason: string) {
  const [row] = await tx
    .update(validationRequests)
    .set({ recalledAt: sql`now()`, recalledBy: userId, ...(reason === '' ? {} : { reasons: [reason] }) })
    .where(
      and(
        eq(validationRequests.companyId, companyId),
        eq(validationRequests.decision, 'validated'),
        isNull(validationRequests.recalledAt),
      ),
    )
    .returning({ id: validationRequests.id });
  return row?.id;
}

/** Closes the company's open request as withdrawn by the administrator; its id, if there was one. */
export async function closeOpenRequest(tx: Writer, companyId: string, userId: string) {
  const [row] = await tx
    .update(validationRequests)
    .set({ withdrawnAt: sql`now()`, withdrawnBy: userId })
    .where(and(eq(validationRequests.companyId, companyId), openRequest))
    .returning({ id: validationRequests.id });
  return row?.id;
}

/**
 * A request the administrator makes and closes at once, to set the state directly: verified, or (after a
 * decline) withdrawn, which leaves the company not verified.
 */
export async function insertClosedRequest(
  tx: Writer,
  companyId: string,
  userId: string,
  outcome: 'validated' | 'withdrawn',
): Promise<string> {
  const closed =
    outcome === 'validated'
      ? { decision: 'validated' as const, decidedBy: userId, decidedAt: sql`now()` }
      : { withdrawnBy: userId, withdrawnAt: sql`now()` };
  const [row] = await tx
    .insert(validationRequests)
    .values({ companyId, requestedBy: userId, ...closed })
    .returning({ id: validationRequests.id });
  return row!.id;
}

/** The owner the decision is told to, in their language. */
export async function ownerOf(db: Reader, companyId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      givenName: users.givenName,
      language: users.language,
      companyName: companies.name,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerId))
    .where(eq(companies.id, companyId));
  return row;
}

/** A notification in the owner's bell: the decision and the company's name (the app words it). */
export async function notifyOwner(
  tx: Writer,
  userId: string,
  params: { company_name: string; decision: 'validated' | 'declined' | 'recalled' },
): Promise<void> {
  await tx.insert(notifications).values({ userId, type: 'company_validation_decided', params });
}

/** Deletes the company; its rows in other tables go with it by their foreign keys (migration 0002 on). */
export async function deleteCompany(tx: Writer, companyId: string): Promise<void> {
  await tx.delete(companies).where(eq(companies.id, companyId));
}
