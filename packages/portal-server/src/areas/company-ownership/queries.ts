import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { apps, roles, userAppRoles } from '../admin-apps';
import type { Database } from '../../db/index';
import { companies, companyMemberships, users } from '../identity';
import { portalAppName } from '../admin-apps';
import { notifications } from '../notifications';

const person = { id: users.id, givenName: users.givenName, familyName: users.familyName, email: users.email };
export type PersonRow = { id: string; givenName: string; familyName: string; email: string };

/**
 * Members who may take the company over: everyone in it but the owner, unless locked out (a locked
 * owner could not run the company). Personal accounts are no company's members.
 */
const mayTakeOver = (companyId: string) =>
  and(
    eq(companyMemberships.companyId, companyId),
    ne(users.id, companies.ownerId),
    isNull(users.lockedAt),
    eq(users.accountType, 'business'),
  );

/** The company's owner and the members who could take it over, by name. */
export async function ownershipOf(
  db: Database,
  companyId: string,
): Promise<{ owner: PersonRow; candidates: PersonRow[] } | undefined> {
  const [owner] = await db
    .select(person)
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerId))
    .where(eq(companies.id, companyId));
  if (!owner) return undefined;
  const candidates = await db
    .select(person)
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(mayTakeOver(companyId))
    .orderBy(asc(users.familyName), asc(users.givenName), asc(users.email), asc(users.id));
  return { owner, candidates };
}

/** The member named `userId` if they may take the company over now; undefined otherwise. */
export async function findCandidate(db: Database, companyId: string, userId: string): Promise<PersonRow | undefined> {
  const [candidate] = await db
    .select(person)
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(and(mayTakeOver(companyId), eq(users.id, userId)));
  return candidate;
}

/** Makes the member the company's owner; the membership itself is checked at commit (0002). */
export async function setOwner(tx: Database, companyId: string, userId: string): Promise<void> {
  await tx
    .update(companies)
    .set({ ownerId: userId, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId));
}

/**
 * Leaves the user only the default company rights in the company: their role in the portal app becomes
 * its default company role (none, if an administrator removed that default). Their roles in other apps,
 * and so their access to those apps, stay as they are.
 */
export async function keepDefaultCompanyRole(tx: Database, companyId: string, userId: string): Promise<void> {
  const [portalApp] = await tx.select({ id: apps.id }).from(apps).where(eq(apps.internalName, portalAppName));
  if (!portalApp) return;
  await tx
    .delete(userAppRoles)
    .where(
      and(eq(userAppRoles.userId, userId), eq(userAppRoles.appId, portalApp.id), eq(userAppRoles.companyId, companyId)),
    );
  const [defaultRole] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.appId, portalApp.id), eq(roles.isPersonal, false), eq(roles.isDefault, true)));
  if (!defaultRole) return;
  await tx.insert(userAppRoles).values({ userId, appId: portalApp.id, companyId, roleId: defaultRole.id });
}

/** Tells the new owner that the company is theirs now (a notification of type ownership_transferred). */
export async function notifyNewOwner(tx: Database, userId: string, companyName: string): Promise<void> {
  await tx
    .insert(notifications)
    .values({ userId, type: 'ownership_transferred', params: { company_name: companyName } });
}
