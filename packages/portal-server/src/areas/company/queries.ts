import { and, eq, sql } from 'drizzle-orm';
import { apps, roles, userAppRoles } from '../admin-apps';
import type { Database } from '../../db/index';
import { companies, companyLocations, companyMemberships, users } from '../identity';
import { portalAppName } from '../admin-apps';
import { companyOwnerRole } from '../system-settings';
import { giveCompanyDefaultRoles } from '../team-member-apps';
import type { CompanyColumns, CompanyOwner } from './mapping';

const ownerColumns = { id: users.id, givenName: users.givenName, familyName: users.familyName };

export interface LoadedCompany {
  company: typeof companies.$inferSelect;
  owner: CompanyOwner;
}

/**
 * The company and its owner's names, or undefined. With `lock`, in a change: the company row stays
 * locked until the change ends, so two edits at once take turns.
 */
export async function loadCompany(
  db: Database,
  companyId: string,
  { lock = false } = {},
): Promise<LoadedCompany | undefined> {
  const query = db
    .select({ company: companies, owner: ownerColumns })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerId))
    .where(eq(companies.id, companyId));
  const [row] = lock ? await query.for('update', { of: companies }) : await query;
  return row;
}

export async function updateCompany(
  tx: Database,
  companyId: string,
  values: Partial<CompanyColumns> & { avatar?: string | null },
): Promise<void> {
  await tx
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId));
}

/**
 * Creates a company owned by the user: the company, their membership (the owner must be a member) and
 * the owner role of the System Settings there (else the portal's default company role). A personal account becomes a business account (ADR 0013).
 * Returns the new company's id.
 */
export async function createCompanyOf(tx: Database, userId: string, values: CompanyColumns): Promise<string> {
  const [company] = await tx
    .insert(companies)
    .values({ ...values, ownerId: userId })
    .returning({ id: companies.id });
  const companyId = company!.id;
  // A company's address is its headquarters' (migration 0010): it starts with one, named after it.
  await tx.insert(companyLocations).values({
    companyId,
    name: values.name,
    isHeadquarters: true,
    street: values.street,
    houseNumber: values.houseNumber,
    postalCode: values.postalCode,
    city: values.city,
    region: values.region,
    stateAbbr: values.stateAbbr,
    country: values.country,
  });
  await tx.insert(companyMemberships).values({ companyId, userId });
  const [defaultRole] = await tx
    .select({ roleId: roles.id, appId: roles.appId })
    .from(roles)
    .innerJoin(apps, eq(apps.id, roles.appId))
    .where(and(eq(apps.internalName, portalAppName), eq(roles.isPersonal, false), eq(roles.isDefault, true)));
  // The owner role of the System Settings, else the default company role. Without either (an administrator
  // removed them) the owner still passes every company check.
  const ownerRole = (await companyOwnerRole(tx)) ?? defaultRole;
  if (ownerRole) await tx.insert(userAppRoles).values({ userId, companyId, ...ownerRole });
  // A new company has no installations yet; its always-installed apps are the owner's from the start.
  await giveCompanyDefaultRoles(tx, companyId, userId);
  await tx
    .update(users)
    .set({ accountType: 'business', updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.accountType, 'personal')));
  return companyId;
}
