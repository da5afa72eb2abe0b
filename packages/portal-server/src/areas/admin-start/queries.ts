import { and, count, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { apps } from '../admin-apps';
import { validationRequests } from '../company-verification';
import { companies, users } from '../identity';

// The figures of /admin, each one count read from the owning area's table (through its face).

type Reader = Pick<Database, 'select'>;

async function countOf(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

/** Companies whose request is open (the partial index of migration 0021). */
export const waitingCompanyCount = (db: Reader) =>
  countOf(
    db
      .select({ n: count() })
      .from(validationRequests)
      .where(and(isNull(validationRequests.decision), isNull(validationRequests.withdrawnAt))),
  );

export const companyCount = (db: Reader) => countOf(db.select({ n: count() }).from(companies));

export const userCount = (db: Reader) => countOf(db.select({ n: count() }).from(users));

export const lockedUserCount = (db: Reader) =>
  countOf(db.select({ n: count() }).from(users).where(isNotNull(users.lockedAt)));

/** Every app, the portal's own included, as /admin/apps lists them. */
export const appCount = (db: Reader) => countOf(db.select({ n: count() }).from(apps));
