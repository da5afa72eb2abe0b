import { companyActivityPerPage, type ActivityEventType } from '@eventsuite/api-contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { activityLog } from '../../changes/schema';
import type { Database } from '../../db/index';
import { users } from '../identity';

/** One page of the company's log, newest first, optionally of one type; with the total and the types it holds. */
export async function companyActivityPage(
  db: Database,
  companyId: string,
  { page, type }: { page: number; type?: ActivityEventType | undefined },
) {
  const where = and(eq(activityLog.companyId, companyId), type ? eq(activityLog.eventType, type) : undefined);
  const [rows, [total], types] = await Promise.all([
    db
      .select({ event: activityLog, actor: { givenName: users.givenName, familyName: users.familyName } })
      .from(activityLog)
      .leftJoin(users, eq(users.id, activityLog.actorUserId))
      .where(where)
      .orderBy(desc(activityLog.occurredAt), desc(activityLog.id))
      .limit(companyActivityPerPage)
      .offset((page - 1) * companyActivityPerPage),
    db.select({ n: count() }).from(activityLog).where(where),
    db.selectDistinct({ type: activityLog.eventType }).from(activityLog).where(eq(activityLog.companyId, companyId)),
  ]);
  return { rows, total: total?.n ?? 0, types: types.map((row) => row.type) };
}
