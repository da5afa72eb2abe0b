import { invitationValidityDays } from '@eventsuite/api-contract';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { apps, roles, userAppRoles } from '../admin-apps';
import type { Database } from '../../db/index';
import { companies, companyLocations, companyMemberships, users } from '../identity';
import { portalAppName } from '../admin-apps';
import { giveCompanyDefaultRoles } from '../team-member-apps';
import { invitations } from './schema';

export type InvitationRow = typeof invitations.$inferSelect;
type InvitationValues = Pick<
  typeof invitations.$inferInsert,
  'companyId' | 'email' | 'firstName' | 'lastName' | 'position' | 'locationId' | 'roleId' | 'invitedBy'
>;

const sameEmail = (column: typeof users.email | typeof invitations.email, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase());

/** Whether the invitation's link has run out (by the database's clock). */
const expired = sql<boolean>`${invitations.expiresAt} <= now()`;

/** An invitation with whether it has expired, as the mapping wants it. */
export interface InvitationWithExpiry {
  invitation: InvitationRow;
  expired: boolean;
}

/** Invitations with whether each has expired. */
const selectWithExpiry = (db: Database) => db.select({ invitation: invitations, expired }).from(invitations);

/** How many of the company's invitations wait for an answer: neither accepted, replaced, revoked nor expired. */
export async function waitingInvitationCount(db: Database, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        isNull(invitations.acceptedAt),
        isNull(invitations.replacedById),
        isNull(invitations.revokedAt),
        sql`not ${expired}`,
      ),
    );
  return row?.n ?? 0;
}

/** The company's invitations that were neither revoked nor replaced, newest first. */
export async function listInvitations(db: Database, companyId: string): Promise<InvitationWithExpiry[]> {
  return selectWithExpiry(db)
    .where(and(eq(invitations.companyId, companyId), isNull(invitations.revokedAt)))
    .orderBy(desc(invitations.sentAt), asc(invitations.email));
}

export async function invitationWithExpiry(db: Database, id: string): Promise<InvitationWithExpiry> {
  const [row] = await selectWithExpiry(db).where(eq(invitations.id, id));
  if (!row) throw new Error(`Invitation ${id} vanished`);
  return row;
}

/**
 * The invitation of a link, undefined for a token never mailed; with `lock`, locked until the
 * transaction ends, so that a link is used once.
 */
export async function invitationByToken(
  db: Database,
  tokenHash: string,
  { lock = false } = {},
): Promise<InvitationWithExpiry | undefined> {
  const query = selectWithExpiry(db).where(eq(invitations.tokenHash, tokenHash));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The invitation of a link, with its company's name and owner, for the public page. */
export async function invitationPageOf(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      invitation: invitations,
      expired,
      companyName: companies.name,
      ownerGivenName: users.givenName,
      ownerFamilyName: users.familyName,
      accountExists: sql<boolean>`exists (select 1 from ${users} u where lower(u.email) = lower(${invitations.email}))`,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .innerJoin(users, eq(users.id, companies.ownerId))
    .where(eq(invitations.tokenHash, tokenHash));
  return row;
}

/** Marks the open invitation of the address in the company, if any, as accepted by the user. */
export async function fulfilOpenInvitation(tx: Database, companyId: string, email: string, userId: string) {
  await tx
    .update(invitations)
    .set({ acceptedAt: sql`now()`, acceptedUserId: userId })
    .where(
      and(
        eq(invitations.companyId, companyId),
        sameEmail(invitations.email, email),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
}

/**
 * Writes new invitations of one company, each with its link's token hash, valid for 7 days, in a few
 * statements however many there are (a CSV import's 1000). An open invitation of the same address is
 * replaced first: its link stops working. The addresses must differ from each other. Answers the new rows
 * in the order of `values`.
 */
export async function insertInvitations(
  tx: Database,
  companyId: string,
  values: (Omit<InvitationValues, 'companyId'> & { tokenHash: string })[],
): Promise<InvitationRow[]> {
  if (values.length === 0) return [];
  const replaced = await tx
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(invitations.companyId, companyId),
        inArray(
          sql`lower(${invitations.email})`,
          values.map((value) => value.email.toLowerCase()),
        ),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning({ id: invitations.id });
  const created = await tx
    .insert(invitations)
    .values(
      values.map((value) => ({
        ...value,
        companyId,
        expiresAt: sql`now() + ${`${invitationValidityDays} days`}::interval`,
      })),
    )
    .returning();
  if (replaced.length > 0) {
    const successor = alias(invitations, 'successor');
    await tx
      .update(invitations)
      .set({ replacedById: sql`${successor.id}` })
      .from(successor)
      .where(
        and(
          inArray(
            invitations.id,
            replaced.map((row) => row.id),
          ),
          inArray(
            successor.id,
            created.map((row) => row.id),
          ),
          eq(sql`lower(${successor.email})`, sql`lower(${invitations.email})`),
        ),
      );
  }
  const byEmail = new Map(created.map((row) => [row.email.toLowerCase(), row]));
  return values.map((value) => byEmail.get(value.email.toLowerCase())!);
}

export async function markAccepted(tx: Database, id: string, userId: string): Promise<void> {
  await tx
    .update(invitations)
    .set({ acceptedAt: sql`now()`, acceptedUserId: userId })
    .where(eq(invitations.id, id));
}

export async function markRevoked(tx: Database, id: string): Promise<void> {
  await tx
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(eq(invitations.id, id));
}

// People, companies and what a new member gets.

export async function userByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(sameEmail(users.email, email));
  return user;
}

/**
 * The accounts of the addresses (compared without case), each with the companies it belongs to and their
 * company group: one row per account and company, one with a null company for an account without any.
 */
export async function accountsWithMemberships(db: Database, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({
      userId: users.id,
      email: users.email,
      companyId: companies.id,
      companyGroupId: companies.companyGroupId,
    })
    .from(users)
    .leftJoin(companyMemberships, eq(companyMemberships.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((email) => email.toLowerCase()),
      ),
    );
}

/** The companies the user belongs to, with their company group. */
export async function membershipsOf(db: Database, userId: string) {
  return db
    .select({ companyId: companies.id, companyGroupId: companies.companyGroupId })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(eq(companyMemberships.userId, userId));
}

export async function companyOf(db: Database, companyId: string) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  return company;
}

export async function locationsOf(db: Database, companyId: string) {
  return db
    .select({ id: companyLocations.id, name: companyLocations.name, isHeadquarters: companyLocations.isHeadquarters })
    .from(companyLocations)
    .where(eq(companyLocations.companyId, companyId))
    .orderBy(desc(companyLocations.isHeadquarters), asc(companyLocations.name));
}

/** The company roles of the portal app: what a team member can be made in a company. */
export async function companyRoles(db: Database) {
  return db
    .select({ id: roles.id, displayName: roles.displayName, isDefault: roles.isDefault })
    .from(roles)
    .innerJoin(apps, eq(apps.id, roles.appId))
    .where(and(eq(apps.internalName, portalAppName), eq(roles.isPersonal, false)))
    .orderBy(asc(roles.sortOrder), asc(roles.displayName));
}

/**
 * Makes the user a member of the company: their membership (at the location, if any), their portal
 * role there (the given company role, or the default one), the company's default role in every app of
 * the company (giveCompanyDefaultRoles), and the company as their current one, as a business account.
 * For people who belong to no company yet: a personal account becomes a business account of this company.
 */
export async function addMember(
  tx: Database,
  member: { userId: string; companyId: string; locationId: string | null; roleId: string | null },
): Promise<void> {
  const { userId, companyId, locationId } = member;
  await tx.insert(companyMemberships).values({ companyId, userId, locationId });
  await tx
    .update(users)
    .set({ accountType: 'business', currentCompanyId: companyId, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  const portalRoles = await companyRoles(tx);
  const roleId = portalRoles.find((role) => role.id === member.roleId)?.id ?? portalRoles.find((r) => r.isDefault)?.id;
  const [portalApp] = await tx.select({ id: apps.id }).from(apps).where(eq(apps.internalName, portalAppName));
  // A role left from an earlier membership is replaced.
  if (roleId && portalApp) {
    await tx.execute(sql`
      insert into ${userAppRoles} (user_id, app_id, company_id, role_id)
      values (${userId}, ${portalApp.id}, ${companyId}, ${roleId})
      on conflict on constraint user_app_roles_one_role do update set role_id = excluded.role_id`);
  }
  await giveCompanyDefaultRoles(tx, companyId, userId);
}

export async function insertUser(tx: Database, values: typeof users.$inferInsert) {
  const [user] = await tx.insert(users).values(values).returning();
  return user!;
}
