import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { belongsToCompany } from '../../http/company-scope';
import { companies, companyLocations, companyMemberships } from '../identity';
import type { LocationColumns } from './mapping';

type Reader = Pick<Database, 'select'>;

/** Team members working at the location, counted in the same statement as the location. */
const memberCount = sql<number>`(select count(*)::int from ${companyMemberships} where ${companyMemberships.locationId} = ${companyLocations.id})`;

/** The company's locations with their member counts: the headquarters first, then by name. */
export function listLocations(db: Reader, companyId: string) {
  return db
    .select({ location: companyLocations, memberCount })
    .from(companyLocations)
    .where(belongsToCompany(companyLocations, companyId))
    .orderBy(
      desc(companyLocations.isHeadquarters),
      asc(sql`lower(${companyLocations.name})`),
      asc(companyLocations.id),
    );
}

export async function findLocation(db: Reader, companyId: string, locationId: string) {
  const [row] = await db
    .select({ location: companyLocations, memberCount })
    .from(companyLocations)
    .where(and(eq(companyLocations.id, locationId), belongsToCompany(companyLocations, companyId)));
  return row;
}

export async function findCompany(db: Reader, companyId: string) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  return company;
}

/**
 * Locks the company's row: every change of its locations takes this lock first, so that two changes
 * of the headquarters at once run one after the other instead of both unsetting the same one.
 */
export async function lockCompany(tx: Database, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function hasHeadquarters(tx: Database, companyId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: companyLocations.id })
    .from(companyLocations)
    .where(and(belongsToCompany(companyLocations, companyId), eq(companyLocations.isHeadquarters, true)));
  return row !== undefined;
}

/**
 * Takes the headquarters flag from the company's headquarters, if it has one. The partial unique index
 * allows one flag per company at any moment, so the flag is taken away before it is given to another
 * location, in the same transaction (the commit checks that one location holds it again).
 */
export async function unsetHeadquarters(tx: Database, companyId: string): Promise<string | undefined> {
  const [previous] = await tx
    .update(companyLocations)
    .set({ isHeadquarters: false, updatedAt: sql`now()` })
    .where(and(belongsToCompany(companyLocations, companyId), eq(companyLocations.isHeadquarters, true)))
    .returning({ id: companyLocations.id });
  return previous?.id;
}

export async function insertLocation(
  tx: Database,
  companyId: string,
  columns: LocationColumns,
  isHeadquarters: boolean,
): Promise<string> {
  const [row] = await tx
    .insert(companyLocations)
    .values({ companyId, ...columns, isHeadquarters })
    .returning({ id: companyLocations.id });
  return row!.id;
}

export async function updateLocation(
  tx: Database,
  locationId: string,
  columns: LocationColumns,
  isHeadquarters: boolean,
): Promise<void> {
  await tx
    .update(companyLocations)
    .set({ ...columns, isHeadquarters, updatedAt: sql`now()` })
    .where(eq(companyLocations.id, locationId));
}

/** Deletes the location; its team members stay, without a location (ON DELETE SET NULL, migration 0002). */
export async function deleteLocation(tx: Database, locationId: string): Promise<void> {
  await tx.delete(companyLocations).where(eq(companyLocations.id, locationId));
}
