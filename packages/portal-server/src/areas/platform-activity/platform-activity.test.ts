import {
  buildPath,
  endpoints,
  platformActivityPerPage,
  type CompanyActivityPage,
  type PlatformActivityPage,
} from '@eventsuite/api-contract';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../changes/schema';
import { backends } from '../../db/test-databases';
import type { DemoPersonaEmail } from '../../seeds/seed-demo';
import { useDemoApp } from '../../testing/demo-app';
import { users } from '../identity';
import { activityCsvColumns, exportBatchSize } from './csv';

// The platform's activity log and the CSV exports (issue 27 §3, ADR 0030), on a log this test writes
// itself: the demo's own events are removed first.

const admin = 'admin@example.com';
const nora = 'owner.nordlicht@example.com';
const bom = '\uFEFF';

/** Names a spreadsheet would run as formulas, and one with letters beyond ASCII. */
const hostileNames = ['=HYPERLINK("https://evil.example")', '+1+1', '-2+3', '@SUM(A1)', '\tTabbed', '\rReturned'];

describe.each(backends)('platform activity log on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const start = Date.UTC(2026, 0, 1);
  const minute = 60_000;
  const ids = {} as {
    nordlicht: string;
    harbour: string;
    alpen: string;
    nora: string;
    paula: string;
    hostile: string[];
    umlaut: string;
  };
  /** Nordlicht's events, a minute apart from `start`; every tenth shares its time with the one before. */
  const inNordlicht = 30;
  /** Alpenbühne's: more than a batch of the export, all of one change, so of the same microsecond. */
  const inAlpen = exportBatchSize + 250;

  beforeAll(async () => {
    const db = demo.database.db;
    await db.delete(activityLog);
    ids.nordlicht = await demo.companyId('nordlicht');
    ids.harbour = await demo.companyId('harbour');
    ids.alpen = await demo.companyId('alpen');
    ids.nora = await demo.userId(nora);
    ids.paula = await demo.userId('private@example.com');
    const created = await db
      .insert(users)
      .values([
        ...hostileNames.map((givenName, index) => ({
          email: `hostile.${index}@example.com`,
          givenName,
          familyName: 'Person',
          accountType: 'personal' as const,
        })),
        {
          email: 'juergen@example.com',
          givenName: 'Jürgen',
          familyName: 'Äbißøn 山田',
          accountType: 'personal' as const,
        },
      ])
      .returning({ id: users.id });
    ids.hostile = created.slice(0, hostileNames.length).map((row) => row.id);
    ids.umlaut = created.at(-1)!.id;

    await db.insert(activityLog).values([
      // Nordlicht: Nora updates members; every tenth minute shares its time with the one before.
      ...Array.from({ length: inNordlicht }, (_, index) => ({
        occurredAt: new Date(start + (index - (index % 10 === 9 ? 1 : 0)) * minute),
        actorUserId: ids.nora,
        companyId: ids.nordlicht,
        eventType: 'team_member_updated' as const,
        objectType: 'user' as const,
        objectId: ids.nora,
        details: { index: String(index) },
      })),
      // Harbour: one event by the admin, done to the company.
      {
        occurredAt: new Date(start + 5 * minute),
        actorUserId: await demo.userId(admin),
        companyId: ids.harbour,
        eventType: 'company_validated' as const,
        objectType: 'company' as const,
        objectId: ids.harbour,
      },
      // Private users: their own changes, hostile names and all.
      ...[...ids.hostile, ids.umlaut, ids.paula].map((id, index) => ({
        occurredAt: new Date(start + (inNordlicht + index) * minute),
        actorUserId: id,
        companyId: null,
        eventType: 'profile_updated' as const,
        objectType: 'user' as const,
        objectId: id,
      })),
    ]);
    // One statement: one time for all, to the microsecond, as the events of one change have.
    await db.insert(activityLog).values(
      Array.from({ length: inAlpen }, (_, index) => ({
        actorUserId: ids.nora,
        companyId: ids.alpen,
        eventType: 'team_member_invited' as const,
        objectType: 'invitation' as const,
        objectId: `invitation-${index}`,
        details: { index: String(index) },
      })),
    );
  });

  const list = async (query = '', as: DemoPersonaEmail = admin, headers: Record<string, string> = {}) =>
    demo.inject(as, { method: 'GET', url: `${buildPath(endpoints.listPlatformActivity)}${query}`, headers });
  const page = async (query = '') => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PlatformActivityPage;
  };
  const csvRows = (body: string) => parse(body.slice(bom.length), { columns: true }) as Record<string, string>[];

  it('shows every company’s and every private user’s events, newest first, a page at a time', async () => {
    const total = inNordlicht + 1 + hostileNames.length + 2 + inAlpen;
    const first = await page();
    expect(first.meta).toMatchObject({ current_page: 1, per_page: platformActivityPerPage, total });
    expect(first.meta.last_page).toBe(Math.ceil(total / platformActivityPerPage));
    expect(first.data[0]).toMatchObject({
      type: 'team_member_invited',
      company: { id: ids.alpen, name: 'Alpenbühne Events AG' },
      object_type: 'invitation',
      object_name: null,
    });
    const privateOnes = await page('?type=profile_updated');
    expect(privateOnes.data[0]).toMatchObject({
      type: 'profile_updated',
      actor: { id: ids.paula, name: 'Paula Privat' },
      object_type: 'user',
      object_id: ids.paula,
      object_name: 'Paula Privat',
      company: null,
    });
    const times = privateOnes.data.map((event) => event.occurred_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by type, actor, company, target and time, and names what the filter names', async () => {
    const harbour = await page(`?company=${ids.harbour}`);
    expect(harbour.data).toHaveLength(1);
    expect(harbour.data[0]).toMatchObject({
      type: 'company_validated',
      actor: { name: 'Ada Admin' },
      company: { id: ids.harbour, name: 'Harbour Stage GmbH' },
      object_name: 'Harbour Stage GmbH',
    });
    expect(harbour.meta.filter_names).toEqual({ actor: null, company: 'Harbour Stage GmbH', target: null });

    const byPaula = await page(`?actor=${ids.paula}&target=${ids.paula}`);
    expect(byPaula.meta.total).toBe(1);
    expect(byPaula.meta.filter_names).toEqual({ actor: 'Paula Privat', company: null, target: 'Paula Privat' });

    expect((await page('?type=company_validated')).meta.total).toBe(1);
    const from = new Date(start + 3 * minute).toISOString();
    const to = new Date(start + 6 * minute).toISOString();
    const window = await page(`?from=${from}&to=${encodeURIComponent(to.replace('Z', '+00:00'))}`);
    // Minutes 3, 4, 5 and 6 of Nordlicht, and Harbour's at minute 5: both bounds included.
    expect(window.meta.total).toBe(5);
  });

  it('refuses a bad filter (422), in English and German, and never answers a 500', async () => {
    for (const query of [
      '?page=0',
      '?type=nothing',
      '?actor=someone',
      '?company=1',
      '?from=yesterday',
      '?to=2026-13-01',
    ]) {
      expect((await list(query)).statusCode, query).toBe(422);
    }
    const german = await list('?company=x', admin, { 'accept-language': 'de' });
    expect(german.json().errors.company).toHaveLength(1);
    expect(german.json().errors.company[0]).not.toBe((await list('?company=x')).json().errors.company[0]);
  });

  it('refuses owners and members (403)', async () => {
    for (const persona of [nora, 'owner.alpen@example.com', 'member@example.com'] as const) {
      expect((await list('', persona)).statusCode).toBe(403);
      const exported = await demo.inject(persona, { method: 'GET', url: buildPath(endpoints.exportPlatformActivity) });
      expect(exported.statusCode).toBe(403);
    }
  });

  it('exports every event the filter takes as UTF-8 CSV with a byte order mark, across batches', async () => {
    const response = await demo.inject(admin, {
      method: 'GET',
      url: `${buildPath(endpoints.exportPlatformActivity)}?company=${ids.alpen}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(response.body.startsWith(bom)).toBe(true);
    const rows = csvRows(response.body);
    expect(Object.keys(rows[0]!)).toEqual([...activityCsvColumns]);
    // Every event once, though all share their time: ties are broken alike on both sides of a batch's end.
    expect(rows).toHaveLength(inAlpen);
    expect(new Set(rows.map((row) => JSON.parse(row.details!).index)).size).toBe(inAlpen);

    const nordlicht = csvRows(
      (
        await demo.inject(admin, {
          method: 'GET',
          url: `${buildPath(endpoints.exportPlatformActivity)}?company=${ids.nordlicht}`,
        })
      ).body,
    );
    expect(nordlicht).toHaveLength(inNordlicht);
    const times = nordlicht.map((row) => row.occurred_at!);
    expect(times).toEqual([...times].sort().reverse());
    expect(nordlicht[0]).toMatchObject({
      type: 'team_member_updated',
      actor_id: ids.nora,
      actor_name: 'Nora Lind',
      actor_email: nora,
      company_id: ids.nordlicht,
      company_name: 'Nordlicht Bühnentechnik GmbH',
      object_type: 'user',
      object_id: ids.nora,
      object_name: 'Nora Lind',
    });
  });

  it('neutralises cells a spreadsheet would run as formulas and keeps non-ASCII names', async () => {
    const response = await demo.inject(admin, {
      method: 'GET',
      url: `${buildPath(endpoints.exportPlatformActivity)}?type=profile_updated`,
    });
    const byActor = new Map(csvRows(response.body).map((row) => [row.actor_id, row]));
    hostileNames.forEach((name, index) => {
      const row = byActor.get(ids.hostile[index]!)!;
      expect(row.actor_name).toBe(`'${name} Person`);
      expect(row.object_name).toBe(`'${name} Person`);
    });
    expect(byActor.get(ids.umlaut)!.actor_name).toBe('Jürgen Äbißøn 山田');
    // Nothing else starts with a formula character.
    for (const row of byActor.values()) {
      for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('exports an owner’s own company’s events only, filtered by type, actor and time', async () => {
    const exportOf = async (as: DemoPersonaEmail, company: string, query = '') =>
      demo.inject(as, {
        method: 'GET',
        url: `${buildPath(endpoints.exportCompanyActivity, { company })}${query}`,
      });
    const own = await exportOf(
      nora,
      ids.nordlicht,
      `?actor=${ids.nora}&to=${new Date(start + 9 * minute).toISOString()}`,
    );
    expect(own.statusCode).toBe(200);
    const rows = csvRows(own.body);
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((row) => row.company_id))).toEqual(new Set([ids.nordlicht]));
    // Another company's log is not found, as if it did not exist.
    expect((await exportOf(nora, ids.harbour)).statusCode).toBe(404);
    expect((await exportOf('owner.harbour@example.com', ids.nordlicht)).statusCode).toBe(404);
  });

  it('gives the owner’s view the same wording and its filters', async () => {
    const response = await demo.inject(nora, {
      method: 'GET',
      url: `${buildPath(endpoints.listCompanyActivity, { company: ids.nordlicht })}?actor=${ids.nora}&from=${new Date(start).toISOString()}&to=${new Date(start + minute).toISOString()}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as CompanyActivityPage;
    expect(body.meta.total).toBe(2);
    expect(body.meta.actors).toEqual([{ id: ids.nora, name: 'Nora Lind' }]);
    expect(body.data[0]).toMatchObject({ actor: { name: 'Nora Lind' }, object_name: 'Nora Lind' });
  });
});
