import type { ActivityEventType } from '@eventsuite/api-contract';
import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { activityLog } from '../../changes/schema';
import type { Database } from '../../db/index';
import { apps, roles } from '../admin-apps';
import { companies, users } from '../identity';

/** What a reader of a log asks for; each filter left out takes every event. */
export interface ActivityFilter {
  type?: ActivityEventType | undefined;
  actor?: string | undefined;
  company?: string | undefined;
  target?: string | undefined;
  /** ISO 8601 bounds, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

/** The events a filter takes, on the indexes of migrations 0005 and 0023. */
function whereOf(filter: ActivityFilter): SQL | undefined {
  return and(
    filter.type ? eq(activityLog.eventType, filter.type) : undefined,
    filter.actor ? eq(activityLog.actorUserId, filter.actor) : undefined,
    filter.company ? eq(activityLog.companyId, filter.company) : undefined,
    filter.target ? eq(activityLog.objectId, filter.target) : undefined,
    filter.from ? gte(activityLog.occurredAt, new Date(filter.from)) : undefined,
    filter.to ? lte(activityLog.occurredAt, new Date(filter.to)) : undefined,
  );
}

const rowColumns = {
  event: activityLog,
  actor: { givenName: users.givenName, familyName: users.familyName, email: users.email },
  company: { name: companies.name },
};

function eventsOf(db: Database) {
  return db
    .select(rowColumns)
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.actorUserId))
    .leftJoin(companies, eq(companies.id, activityLog.companyId));
}

export type ActivityRow = Awaited<ReturnType<ReturnType<typeof eventsOf>['execute']>>[number];

/** One page of the log, newest first, with the total the filter takes. */
export async function activityPage(db: Database, filter: ActivityFilter, page: number, perPage: number) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    eventsOf(db)
      .where(where)
      .orderBy(desc(activityLog.occurredAt), desc(activityLog.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(activityLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Every event the filter takes, newest first, a batch at a time: each batch is one query continuing
 * after the last row of the one before (keyset), so a reader holds one batch, however long the log is,
 * and PGlite and PostgreSQL read it alike.
 */
export async function* activityBatches(db: Database, filter: ActivityFilter, size: number) {
  const where = whereOf(filter);
  let lastId: number | undefined;
  for (;;) {
    // After the last row, compared with its stored time: microseconds, which a JavaScript Date would cut
    // (the events of one change share their time to the microsecond).
    const after =
      lastId === undefined
        ? undefined
        : sql`(${activityLog.occurredAt}, ${activityLog.id}) < (select l.occurred_at, l.id from activity_log l where l.id = ${lastId})`;
    const rows = await eventsOf(db)
      .where(and(where, after))
      .orderBy(desc(activityLog.occurredAt), desc(activityLog.id))
      .limit(size);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    lastId = rows.at(-1)!.event.id;
  }
}

/**
 * The names now of what the rows' events were done to, by object id: users, companies, apps and roles
 * that still exist. One query per kind, by primary key.
 */
export async function objectNamesOf(db: Database, rows: readonly ActivityRow[]): Promise<Map<string, string>> {
  const idsOf = (type: string) => [
    ...new Set(
      rows
        .filter(({ event }) => event.objectType === type && uuidPattern.test(event.objectId))
        .map(({ event }) => event.objectId),
    ),
  ];
  const [userIds, companyIds, appIds, roleIds] = ['user', 'company', 'app', 'role'].map(idsOf);
  const [userRows, companyRows, appRows, roleRows] = await Promise.all([
    userIds!.length
      ? db
          .select({ id: users.id, givenName: users.givenName, familyName: users.familyName })
          .from(users)
          .where(inArray(users.id, userIds!))
      : [],
    companyIds!.length
      ? db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, companyIds!))
      : [],
    appIds!.length
      ? db
          .select({ id: apps.id, name: apps.name, displayName: apps.displayName })
          .from(apps)
          .where(inArray(apps.id, appIds!))
      : [],
    roleIds!.length
      ? db.select({ id: roles.id, name: roles.displayName }).from(roles).where(inArray(roles.id, roleIds!))
      : [],
  ]);
  return new Map<string, string>([
    ...userRows.map((row): [string, string] => [row.id, [row.givenName, row.familyName].filter(Boolean).join(' ')]),
    ...companyRows.map((row): [string, string] => [row.id, row.name]),
    ...appRows.map((row): [string, string] => [row.id, row.displayName || row.name]),
    ...roleRows.map((row): [string, string] => [row.id, row.name]),
  ]);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The names of the actor, company and target a filter names, for the reader's filter chips. */
export async function filterNamesOf(db: Database, filter: ActivityFilter) {
  const [actor] = filter.actor
    ? await db
        .select({ givenName: users.givenName, familyName: users.familyName })
        .from(users)
        .where(eq(users.id, filter.actor))
    : [];
  const [company] = filter.company
    ? await db.select({ name: companies.name }).from(companies).where(eq(companies.id, filter.company))
    : [];
  const target = filter.target
    ? (await objectNamesOf(db, await targetRows(db, filter.target))).get(filter.target)
    : undefined;
  return {
    actor: actor ? [actor.givenName, actor.familyName].filter(Boolean).join(' ') : null,
    company: company?.name ?? null,
    target: target ?? null,
  };
}

/** One event done to the object, to learn what kind of object it is. */
function targetRows(db: Database, target: string) {
  return eventsOf(db).where(eq(activityLog.objectId, target)).limit(1);
}

/** The people who made a company's events and still exist, in name order. */
export async function actorsOfCompany(db: Database, companyId: string) {
  return db
    .selectDistinct({ id: users.id, givenName: users.givenName, familyName: users.familyName })
    .from(activityLog)
    .innerJoin(users, eq(users.id, activityLog.actorUserId))
    .where(eq(activityLog.companyId, companyId))
    .orderBy(users.familyName, users.givenName, users.id);
}
