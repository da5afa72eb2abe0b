import { buildPath, companyActivityPerPage, endpoints, type CompanyActivityPage } from '@eventsuite/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../changes/schema';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';

const nora = 'owner.nordlicht@example.com';

describe.each(backends)('company activity log on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const total = companyActivityPerPage + 5;

  beforeAll(async () => {
    const company = await demo.companyId('nordlicht');
    const actor = await demo.userId(nora);
    await demo.database.db.delete(activityLog).where(eq(activityLog.companyId, company));
    const start = Date.UTC(2026, 0, 1);
    await demo.database.db.insert(activityLog).values(
      Array.from({ length: total }, (_, index) => ({
        occurredAt: new Date(start + index * 60_000),
        actorUserId: index === 0 ? null : actor,
        companyId: company,
        eventType: index % 5 === 0 ? ('company_validation_requested' as const) : ('team_member_updated' as const),
        objectType: 'company' as const,
        objectId: company,
        details: { index: String(index), count: index },
      })),
    );
  });

  const page = async (query: string, as: typeof nora | 'owner.harbour@example.com' = nora) => {
    const response = await demo.inject(as, {
      method: 'GET',
      url: `${buildPath(endpoints.listCompanyActivity, { company: await demo.companyId('nordlicht') })}${query}`,
    });
    return response;
  };

  it('shows the company’s events newest first, a page at a time', async () => {
    const first = (await page('')).json() as CompanyActivityPage;
    expect(first.meta).toEqual({
      current_page: 1,
      last_page: 2,
      per_page: companyActivityPerPage,
      total,
      types: ['company_validation_requested', 'team_member_updated'],
      // Who made the log's events and still exists, for the filter by person.
      actors: [{ id: await demo.userId(nora), name: 'Nora Lind' }],
    });
    expect(first.data).toHaveLength(companyActivityPerPage);
    expect(first.data[0]).toMatchObject({
      type: 'team_member_updated',
      actor: { id: await demo.userId(nora), name: 'Nora Lind' },
      object_type: 'company',
      // Only the texts of the details.
      details: { index: String(total - 1) },
    });
    const second = (await page('?page=2')).json() as CompanyActivityPage;
    expect(second.data).toHaveLength(5);
    expect(second.data.at(-1)).toMatchObject({ actor: null, details: { index: '0' } });
    const past = (await page('?page=9')).json() as CompanyActivityPage;
    expect(past.data).toEqual([]);
  });

  it('filters by type', async () => {
    const filtered = (await page('?type=company_validation_requested')).json() as CompanyActivityPage;
    expect(filtered.meta.total).toBe(Math.ceil(total / 5));
    expect(new Set(filtered.data.map((event) => event.type))).toEqual(new Set(['company_validation_requested']));
    // The filter still offers every type the log holds.
    expect(filtered.meta.types).toHaveLength(2);
  });

  it('refuses a bad page or type (422), in English and German', async () => {
    for (const query of ['?page=0', '?page=x', '?type=no_such_event']) {
      const response = await page(query);
      expect(response.statusCode, query).toBe(422);
    }
    const german = await demo.inject(nora, {
      method: 'GET',
      url: `${buildPath(endpoints.listCompanyActivity, { company: await demo.companyId('nordlicht') })}?type=x`,
      headers: { 'accept-language': 'de' },
    });
    expect(german.json().errors).toEqual({ type: ['Muss ausgewählt werden'] });
  });

  it('never shows another company’s log (404)', async () => {
    expect((await page('', 'owner.harbour@example.com')).statusCode).toBe(404);
  });
});
