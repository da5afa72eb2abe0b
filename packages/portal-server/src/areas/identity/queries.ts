import { ownerPermission, withPermissionPrefix } from '@eventsuite/api-contract';
import { and, desc, eq, exists, ne, sql, type SQL } from 'drizzle-orm';
import { apps, rolePermissions, userAppRoles } from '../admin-apps';
import type { Database } from '../../db/index';
import { companies, companyMemberships, users } from './schema';
import type { LoadedUser } from './session-user';

/** The user's companies, in the order they joined them (account switching). */
export async function companiesOf(db: Database, userId: string) {
  const rows = await db
    .select({ company: companies })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(eq(companyMemberships.userId, userId))
    .orderBy(companyMemberships.joinedAt, companies.id);
  return rows.map((row) => row.company);
}

/** Who a token's subject names: a user id (embedded provider) or a subject at an external provider. */
export type UserKey = { userId: string } | { externalSubject: string };

/**
 * The user, their current company, their location there and their portal permissions, in ONE statement
 * (ADR 0010), selected by `where` on the users table.
 *
 * The current company is the stored one, or for a business user without one the company joined first;
 * personal accounts act without a company. The permissions are the permission strings of the user's
 * roles in that company (personal roles without one), in every app: each app's under its own name
 * (`eventsuite.can_view_locations` from the portal's roles, `crew-planner.edit_shifts` from the Crew
 * Planner's), as /id/permissions answers them (spec §3); the portal checks only its own.
 */
function selectSessionUser(db: Database, where: SQL) {
  const current = db
    .select({ companyId: companyMemberships.companyId, locationId: companyMemberships.locationId })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.userId, users.id), ne(users.accountType, 'personal')))
    .orderBy(
      desc(sql`${companyMemberships.companyId} is not distinct from ${users.currentCompanyId}`),
      companyMemberships.joinedAt,
      companyMemberships.companyId,
    )
    .limit(1)
    .as('current_membership');
  // Each app grants only strings under its own name: `eventsuite.` ones come from the portal's roles
  // alone, so no role of another app can grant a portal right. (`_` and `%` in a name match literally.)
  const permissions = sql<string[]>`(
    select coalesce(array_agg(distinct ${rolePermissions.permission}), '{}')
    from ${userAppRoles}
    inner join ${apps} on ${apps.id} = ${userAppRoles.appId}
    inner join ${rolePermissions} on ${rolePermissions.roleId} = ${userAppRoles.roleId}
    where ${userAppRoles.userId} = ${users.id}
      and ${userAppRoles.companyId} is not distinct from ${current.companyId}
      and left(${rolePermissions.permission}, length(${apps.internalName}) + 1) = ${apps.internalName} || '.'
  )`;
  return db
    .select({ user: users, company: companies, locationId: current.locationId, permissions })
    .from(users)
    .leftJoinLateral(current, sql`true`)
    .leftJoin(companies, eq(companies.id, current.companyId))
    .where(where);
}

type SessionUserRow = Awaited<ReturnType<typeof selectSessionUser>>[number];
type PreparedSessionUserQuery = ReturnType<ReturnType<typeof selectSessionUser>['prepare']>;

function toLoadedUser(row: SessionUserRow | undefined): LoadedUser | undefined {
  if (!row) return undefined;
  const isOwner = row.company?.ownerId === row.user.id;
  // Sorted here, in code point order, whatever the database's collation.
  const permissionStrings = [...row.permissions].sort();
  if (isOwner) permissionStrings.push(withPermissionPrefix(ownerPermission));
  return { user: row.user, company: row.company ?? undefined, locationId: row.locationId, isOwner, permissionStrings };
}

const whereKey = (key: UserKey) =>
  'userId' in key ? eq(users.id, key.userId) : eq(users.externalSubject, key.externalSubject);

/** The session user of the key, read now (one statement). */
export async function loadUserBy(db: Database, key: UserKey): Promise<LoadedUser | undefined> {
  const [row] = await selectSessionUser(db, whereKey(key));
  return toLoadedUser(row);
}

export const loadUser = (db: Database, userId: string) => loadUserBy(db, { userId });

/**
 * The same statement, prepared once for the requests of a server: on PostgreSQL each pooled connection
 * parses it once and the planner may keep a generic plan, so a request pays for execution only.
 */
export function prepareSessionUserQuery(db: Database): (key: UserKey) => Promise<LoadedUser | undefined> {
  const key = sql.placeholder('key');
  // Built on first use, so that a server can be set up before its database answers.
  let prepared: { byId: PreparedSessionUserQuery; bySubject: PreparedSessionUserQuery } | undefined;
  return async (userKey) => {
    prepared ??= {
      byId: selectSessionUser(db, eq(users.id, key)).prepare('session_user_by_id'),
      bySubject: selectSessionUser(db, eq(users.externalSubject, key)).prepare('session_user_by_subject'),
    };
    const [row] =
      'userId' in userKey
        ? await prepared.byId.execute({ key: userKey.userId })
        : await prepared.bySubject.execute({ key: userKey.externalSubject });
    return toLoadedUser(row);
  };
}

/**
 * Makes the company the user's current one if they are a member of it; false when they are not. One
 * statement: the membership is checked where the change is made, so no switch can slip in between a
 * check and the update.
 */
export async function setCurrentCompanyOfMember(db: Database, userId: string, companyId: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ currentCompanyId: companyId, updatedAt: sql`now()` })
    .where(
      and(
        eq(users.id, userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(companyMemberships)
            .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.userId, userId))),
        ),
      ),
    )
    .returning({ id: users.id });
  return updated.length > 0;
}

/**
 * The company's row, locked until the caller's transaction ends, so that changes of one company's
 * ownership or verification happen one after the other; undefined when there is no such company.
 * `no key update`: it does not hold up rows that merely refer to the company (its activity log events).
 */
export async function lockCompany(tx: Database, companyId: string) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('no key update');
  return company;
}
