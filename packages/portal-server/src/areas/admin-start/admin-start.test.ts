import { buildPath, endpoints, type AdminFigures } from '@eventsuite/api-contract';
import { and, count, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';
import { apps } from '../admin-apps';
import { validationRequests } from '../company-verification';
import { companies, users } from '../identity';

describe.each(backends)('the admin start page’s figures on $name', ({ create }) => {
  const demo = useDemoApp(create);

  it('counts what each area holds, as the database does', async () => {
    const db = demo.database.db;
    const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
    const response = await demo.inject('admin@example.com', {
      method: 'GET',
      url: buildPath(endpoints.showAdminFigures),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data as AdminFigures).toEqual({
      companies_waiting: await countOf(
        db
          .select({ n: count() })
          .from(validationRequests)
          .where(and(isNull(validationRequests.decision), isNull(validationRequests.withdrawnAt))),
      ),
      companies: await countOf(db.select({ n: count() }).from(companies)),
      locked_users: await countOf(db.select({ n: count() }).from(users).where(isNotNull(users.lockedAt))),
      users: await countOf(db.select({ n: count() }).from(users)),
      apps: await countOf(db.select({ n: count() }).from(apps)),
    });
  });

  it('follows a new request for verification', async () => {
    const figures = async () =>
      (await demo.inject('admin@example.com', { method: 'GET', url: buildPath(endpoints.showAdminFigures) })).json()
        .data as AdminFigures;
    const before = (await figures()).companies_waiting!;
    const response = await demo.inject('owner.nordlicht@example.com', {
      method: 'POST',
      url: buildPath(endpoints.requestValidation, { company: await demo.companyId('nordlicht') }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await figures()).companies_waiting).toBe(before + 1);
  });
});
