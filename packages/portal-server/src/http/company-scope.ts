import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isUuid } from '../db/ids';
import type { Database } from '../db/index';
import { identityOf, permissionDeniedMessage } from './endpoint';
import { HttpError, notFoundMessage } from './errors';

/**
 * Helpers for the handlers of `current-company` endpoints. registerEndpoint has checked the caller and a
 * `:company` path parameter; every other id a request names must still be looked up within the company,
 * or one company could reach another's objects by their ids.
 */

/** A table whose rows each belong to one company and are named by their `id`. */
type CompanyOwnedTable = PgTable & { id: PgColumn; companyId: PgColumn };

/** The caller's current company; registerEndpoint has refused callers without one on these endpoints. */
export function currentCompanyIdOf(request: Parameters<typeof identityOf>[0]): string {
  const { companyId } = identityOf(request).user;
  if (companyId === null) throw new HttpError(403, permissionDeniedMessage);
  return companyId;
}

/** The condition "belongs to the company", for the list queries of company endpoints. */
export function belongsToCompany(table: CompanyOwnedTable, companyId: string): SQL {
  return eq(table.companyId, companyId);
}

/** The row named `id` if it belongs to the company; undefined when it does not exist or is another's. */
export async function findInCompany<T extends CompanyOwnedTable>(
  db: Database,
  table: T,
  id: string,
  companyId: string,
): Promise<T['$inferSelect'] | undefined> {
  // Not an id at all: nothing to find, and PostgreSQL would refuse the comparison with an error.
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), belongsToCompany(table, companyId)));
  return row as T['$inferSelect'] | undefined;
}

/**
 * The row named `id` of the company, or 404. Another company's row gets the same answer as a missing one,
 * so that ids cannot be probed across companies.
 */
export async function requireInCompany<T extends CompanyOwnedTable>(
  db: Database,
  table: T,
  id: string,
  companyId: string,
): Promise<T['$inferSelect']> {
  const row = await findInCompany(db, table, id, companyId);
  if (!row) throw new HttpError(404, notFoundMessage);
  return row;
}
