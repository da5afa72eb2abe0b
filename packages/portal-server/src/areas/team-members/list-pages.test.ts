import { teamMembersPerPage } from '@eventsuite/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';
import { listMembers } from './queries';

// How the team-member list reads its pages (ADR 0025): a later page of the whole list from whichever end of
// the name-order index is nearer, and a broad search counted only so far. Both must give the rows the
// plain reading gives: every member in name order (family name, given name, id), 25 a page.

/** Alpenbühne's 36 demo members and these make four pages, so pages are read from either end. */
const extraMembers = 40;

describe.each(backends)('the pages of the team-member list on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const db = () => demo.database.db;
  const alpen = () => demo.companyId('alpen');

  beforeAll(async () => {
    const companyId = await alpen();
    await demo.database.withSession(async (session) => {
      await session.query(
        `insert into users (email, given_name, family_name, position, account_type)
         select 'extra' || i || '@pages.example', 'Extra', 'Pageworth' || (i % 7), 'Runner', 'business'
         from generate_series(1, ${extraMembers}) as i`,
      );
      await session.query(
        `insert into company_memberships (company_id, user_id)
         select $1, id from users where email like '%@pages.example'`,
        [companyId],
      );
    });
  });

  /** Every member's email in the list's order, read plainly. */
  async function everyMember(): Promise<string[]> {
    const companyId = await alpen();
    const rows = await demo.database.withSession((session) =>
      session.query<{ email: string }>(
        `select u.email from company_memberships m join users u on u.id = m.user_id
         where m.company_id = $1 order by m.family_key, m.given_key, m.user_id`,
        [companyId],
      ),
    );
    return rows.map((row) => row.email);
  }

  it('reads every page, from the start or from the end, in the same order', async () => {
    const companyId = await alpen();
    const expected = await everyMember();
    const lastPage = Math.ceil(expected.length / teamMembersPerPage);
    expect(lastPage).toBe(4);
    const read: string[] = [];
    for (let page = 1; page <= lastPage; page++) {
      const { rows, total, moreThanTotal } = await listMembers(db(), companyId, '', page);
      expect({ total, moreThanTotal }).toEqual({ total: expected.length, moreThanTotal: false });
      read.push(...rows.map((row) => row.email));
    }
    expect(read).toEqual(expected);
    expect(await listMembers(db(), companyId, '', lastPage + 1)).toEqual({
      rows: [],
      total: expected.length,
      moreThanTotal: false,
    });
  });

  it('counts a broad search only so far past the page, with the same rows as a full count', async () => {
    const companyId = await alpen();
    // Every member's email holds "example": 76 found.
    const full = await Promise.all([1, 2, 3, 4].map((page) => listMembers(db(), companyId, 'example', page)));
    expect(full.map((page) => [page.total, page.moreThanTotal])).toEqual(Array(4).fill([76, false]));
    const bounded = await Promise.all(
      [1, 2, 3, 4].map((page) => listMembers(db(), companyId, 'example', page, { countHorizon: 10 })),
    );
    // Counted to 10 past the page's first row: more than 10, 35 and 60; the last page's 51 + 10 reach the end.
    expect(bounded.map((page) => [page.total, page.moreThanTotal])).toEqual([
      [10, true],
      [35, true],
      [60, true],
      [76, false],
    ]);
    expect(bounded.map((page) => page.rows.map((row) => row.email))).toEqual(
      full.map((page) => page.rows.map((row) => row.email)),
    );
    expect(full.flatMap((page) => page.rows.map((row) => row.email))).toEqual(await everyMember());
  });

  it('counts a search with few matches exactly, and a page past its end', async () => {
    const companyId = await alpen();
    const found = await listMembers(db(), companyId, 'sound engineer', 1, { countHorizon: 10 });
    expect([found.total, found.moreThanTotal]).toEqual([3, false]);
    expect(found.rows.map((row) => row.familyName)).toEqual(['Amrein', 'Keller', 'Suter']);
    expect(await listMembers(db(), companyId, 'pageworth', 3, { countHorizon: 10 })).toEqual({
      rows: [],
      total: 40,
      moreThanTotal: false,
    });
    expect(await listMembers(db(), companyId, 'example', 9, { countHorizon: 10 })).toEqual({
      rows: [],
      total: 76,
      moreThanTotal: false,
    });
  });

  it('sorts a broad search from its matches when they lie beyond the part of the index it reads', async () => {
    const companyId = await alpen();
    const exact = await listMembers(db(), companyId, 'pageworth', 1);
    expect([exact.total, exact.moreThanTotal, exact.rows.length]).toEqual([40, false, teamMembersPerPage]);
    // Counted to 10, read along the index: far enough to fill the page, or (one entry a row) not.
    const walked = await listMembers(db(), companyId, 'pageworth', 1, { countHorizon: 10 });
    const sorted = await listMembers(db(), companyId, 'pageworth', 1, { countHorizon: 10, walkPerRow: 1 });
    expect([walked.total, walked.moreThanTotal]).toEqual([10, true]);
    expect([sorted.total, sorted.moreThanTotal]).toEqual([40, false]);
    for (const page of [walked, sorted]) expect(page.rows).toEqual(exact.rows);
  });
});
