import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/index';
import { users } from '../identity';
import { validationRequests } from './schema';

export type ValidationRequestRow = typeof validationRequests.$inferSelect;
type PersonName = { givenName: string; familyName: string };
/** A request with whoever sent and decided it, when those accounts still exist. */
export type ValidationRequestWithRequester = ValidationRequestRow & {
  requester: PersonName | null;
  decider: PersonName | null;
};

const deciders = alias(users, 'deciders');

const newestFirst = [desc(validationRequests.requestedAt), desc(validationRequests.id)];

/**
 * Every request of the company, newest first, with the names of whoever sent and decided it (null once
 * they are gone).
 */
export async function listRequests(db: Database, companyId: string): Promise<ValidationRequestWithRequester[]> {
  const rows = await db
    .select({
      request: validationRequests,
      requester: { givenName: users.givenName, familyName: users.familyName },
      decider: { givenName: deciders.givenName, familyName: deciders.familyName },
    })
    .from(validationRequests)
    .leftJoin(users, eq(users.id, validationRequests.requestedBy))
    .leftJoin(deciders, eq(deciders.id, validationRequests.decidedBy))
    .where(eq(validationRequests.companyId, companyId))
    .orderBy(...newestFirst);
  return rows.map(({ request, requester, decider }) => ({ ...request, requester, decider }));
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
