import { and, count, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { activityLog } from '../../changes/schema';
import type { Database } from '../../db/index';
import { mailOutbox } from '../../mail/schema';
import { apps } from '../admin-apps';
import { keptUserCount } from '../admin-users';
import { validationRequests } from '../company-verification';
import { companies, users } from '../identity';
import { missingPageTextCount } from '../static-pages';
import { supportedLanguages } from '../system-settings';

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

/** Every user, as the user list's triggers keep the number (migration 0027). */
export const userCount = (db: Reader) => keptUserCount(db);

export const lockedUserCount = (db: Reader) =>
  countOf(db.select({ n: count() }).from(users).where(isNotNull(users.lockedAt)));

/** Every app, the portal's own included, as /admin/apps lists them. */
export const appCount = (db: Reader) => countOf(db.select({ n: count() }).from(apps));

/** Events of the last 24 hours (the log's time index). */
export const recentEventCount = (db: Reader) =>
  countOf(
    db
      .select({ n: count() })
      .from(activityLog)
      .where(gt(activityLog.occurredAt, sql`now() - interval '24 hours'`)),
  );

/** Mails not yet delivered, waiting or failed: the outbox of /admin/settings. */
export const unsentMailCount = (db: Reader) =>
  countOf(db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt)));

/** Page texts missing in a supported language. */
export const missingPageTexts = async (db: Database) => missingPageTextCount(db, await supportedLanguages(db));
