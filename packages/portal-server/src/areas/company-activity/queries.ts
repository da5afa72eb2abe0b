import { eq } from 'drizzle-orm';
import { activityLog } from '../../changes/schema';
import type { Database } from '../../db/index';

/** The types the company's log holds at all, for its filter. */
export async function typesOfCompany(db: Database, companyId: string) {
  const rows = await db
    .selectDistinct({ type: activityLog.eventType })
    .from(activityLog)
    .where(eq(activityLog.companyId, companyId));
  return rows.map((row) => row.type);
}
