import { buildPath, endpoints, type AdminFigures } from '@eventsuite/api-contract';
import { and, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../changes/schema';
import { backends } from '../../db/test-databases';
import { mailOutbox } from '../../mail/schema';
import { useDemoApp } from '../../testing/demo-app';
import { apps } from '../admin-apps';
import { validationRequests } from '../company-verification';
import { companies, users } from '../identity';
import { staticPages } from '../static-pages';

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
      // The four pages in English, German and French, less the texts the demo holds.
      missing_page_texts: 12 - (await countOf(db.select({ n: count() }).from(staticPages))),
      events_today: await countOf(
        db
          .select({ n: count() })
          .from(activityLog)
          .where(gt(activityLog.occurredAt, sql`now() - interval '24 hours'`)),
      ),
      unsent_mails: await countOf(db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt))),
    });
  });

  it('counts the page texts of the supported languages only', async () => {
    const figures = async () =>
      (await demo.inject('admin@example.com', { method: 'GET', url: buildPath(endpoints.showAdminFigures) })).json()
        .data as AdminFigures;
    const before = (await figures()).missing_page_texts!;
    const languages = buildPath(endpoints.updateSupportedLanguages);
    const put = (payload: object) => demo.inject('admin@example.com', { method: 'PUT', url: languages, payload });
    expect((await put({ languages: ['en'] })).statusCode).toBe(200);
    const englishOnly = (await figures()).missing_page_texts!;
    expect(englishOnly).toBe(4 - (await demo.database.db.$count(staticPages, eq(staticPages.locale, 'en'))));
    expect((await put({ languages: ['en', 'de', 'fr'] })).statusCode).toBe(200);
    expect((await figures()).missing_page_texts).toBe(before);
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
