import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { users } from '../identity';
import { validationRequests } from './schema';

export type ValidationRequestRow = typeof validationRequests.$inferSelect;
/** A request with whoever sent it, when that account still exists. */
export type ValidationRequestWithRequester = ValidationRequestRow & {
  requester: { givenName: string; familyName: string } | null;
};

const newestFirst = [desc(validationRequests.requestedAt), desc(validationRequests.id)];

/** Every request of the company, newest first, with the name of whoever sent it (null once they are gone). */
export async function listRequests(db: Database, companyId: string): Promise<ValidationRequestWithRequester[]> {
  const rows = await db
    .select({
      request: validationRequests,
      requester: { givenName: users.givenName, familyName: users.familyName },
    })
    .from(validationRequests)
    .leftJoin(users, eq(users.id, validationRequests.requestedBy))
    .where(eq(validationRequests.companyId, companyId))
    .orderBy(...newestFirst);
  return rows.map(({ request, requester }) => ({ ...request, requester }));
}

/** The company's latest request, whose outcome is the company's state. */
export async function latestRequest(db: Database, companyId: string): Promise<ValidationRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(validationRequests)
    .where(eq(validationRequests.companyId, companyId))
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

export async function insertRequest(tx: Database, companyId: string, userId: string): Promise<string> {
  const [row] = await tx
    .insert(validationRequests)
    .values({ companyId, requestedBy: userId })
    .returning({ id: validationRequests.id });
  return row!.id;
}

/** Closes the request as withdrawn, if it is still open; false when it was not. */
export async function withdrawRequest(tx: Database, requestId: string, userId: string): Promise<boolean> {
  const updated = await tx
    .update(validationRequests)
    .set({ withdrawnAt: sql`now()`, withdrawnBy: userId })
    .where(
      and(
        eq(validationRequests.id, requestId),
        isNull(validationRequests.withdrawnAt),
        isNull(validationRequests.decision),
      ),
    )
    .returning({ id: validationRequests.id });
  return updated.length > 0;
}
