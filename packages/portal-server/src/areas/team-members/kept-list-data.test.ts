import { randomUUID } from 'node:crypto';
import { buildPath, endpoints, teamMemberPageSchema } from '@eventsuite/api-contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyMemberships, users, hashPassword } from '../identity';
import { mailOutbox } from '../../mail/schema';
import { blankCompanyInput } from '../../testing/company-input';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';
import { blankProfileInput } from '../../testing/profile-input';

// What the database keeps for the team-member list (migration 0016, ADR 0021): each company's number of
// members, and each membership's copy of its member's name, email and position. Whatever adds, removes or
// renames people, both must agree with the memberships and the people themselves.

const owner = 'owner.alpen@example.com';
const password = 'a good password';

describe.each(backends)('the kept member counts and list copies on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const db = () => demo.database.db;
  const alpen = () => demo.companyId('alpen');

  /** Every kept number or copy that disagrees with what it is kept for, in words; none when all is right. */
  async function drift(): Promise<string[]> {
    const rows = await demo.database.withSession((session) =>
      session.query<{ line: string }>(`
        select format('members of %s: kept %s, counted %s', coalesce(k.company_id, m.company_id), k.members, m.n) as line
        from (select company_id, count(*)::int as n from company_memberships group by company_id) m
        full join company_member_counts k on k.company_id = m.company_id
        where coalesce(k.members, 0) <> coalesce(m.n, 0)
        union all
        select format('copy of %s in %s: %s', u.email, m.company_id, m.search_text)
        from company_memberships m join users u on u.id = m.user_id
        where (m.family_key, m.given_key, m.search_text) is distinct from (
          lower(u.family_name), lower(u.given_name),
          lower(u.given_name || ' ' || u.family_name || ' ' || u.email || ' ' || coalesce(u.position, '')))`),
    );
    return rows.map((row) => row.line);
  }

  const listOf = async (search = '') => {
    const response = await demo.inject(owner, {
      method: 'GET',
      url: `${buildPath(endpoints.listTeamMembers, { company: await alpen() })}?search=${encodeURIComponent(search)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return teamMemberPageSchema.parse(response.json());
  };
  const total = async () => (await listOf()).meta.total;

  async function personalUser() {
    const [row] = await db()
      .insert(users)
      .values({
        email: `solo-${randomUUID()}@example.com`,
        passwordHash: await hashPassword(password),
        givenName: 'Paula',
        familyName: 'Solo',
        accountType: 'personal',
      })
      .returning();
    return row!;
  }

  it('agree with the demo data', async () => {
    expect(await drift()).toEqual([]);
  });

  it('follow adding, an accepted invitation, removing, deleting an account and creating a company', async () => {
    const before = await total();
    const newcomer = await personalUser();
    const added = await demo.inject(owner, {
      method: 'POST',
      url: buildPath(endpoints.createTeamMember, { company: await alpen() }),
      payload: { email: newcomer.email, first_name: '', last_name: '', position: '', location_id: null, role_id: null },
    });
    expect(added.json().data.outcome, added.body).toBe('added');
    expect(await total()).toBe(before + 1);

    const inviteeEmail = `invitee-${randomUUID()}@example.com`;
    const invited = await demo.inject(owner, {
      method: 'POST',
      url: buildPath(endpoints.createInvitation, { company: await alpen() }),
      payload: {
        email: inviteeEmail,
        first_name: 'Nina',
        last_name: 'Neu',
        position: 'Rigger',
        location_id: null,
        role_id: null,
      },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, inviteeEmail));
    const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
    const accepted = await demo.app.inject({
      method: 'POST',
      url: buildPath(endpoints.acceptInvitation, { token }),
      payload: { first_name: 'Nina', last_name: 'Neu', password, password_confirmation: password },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await total()).toBe(before + 2);
    expect((await listOf('nina neu rigger')).data.map((row) => row.email)).toEqual([inviteeEmail]);
    expect(await drift()).toEqual([]);

    const removed = await demo.inject(owner, {
      method: 'DELETE',
      url: buildPath(endpoints.removeTeamMember, { company: await alpen(), teamMember: newcomer.id }),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await total()).toBe(before + 1);

    const [nina] = await db().select({ id: users.id }).from(users).where(eq(users.email, inviteeEmail));
    const deleted = await demo.app.inject({
      method: 'DELETE',
      url: buildPath(endpoints.deleteProfile),
      payload: { password },
      headers: { authorization: `Bearer ${await demo.tokens.sign(nina!.id)}` },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await total()).toBe(before);
    expect((await listOf('nina neu')).meta.total).toBe(0);

    const created = await demo.inject('member@example.com', {
      method: 'POST',
      url: buildPath(endpoints.createCompany),
      payload: blankCompanyInput('Moser Rigging'),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await drift()).toEqual([]);
  });

  it('follow a new name, position or email: the list finds the member by the new words only', async () => {
    const max = await demo.userId('member@example.com');
    const renamed = await demo.inject('member@example.com', {
      method: 'PUT',
      url: buildPath(endpoints.updateProfile),
      payload: {
        ...blankProfileInput({ first_name: 'Maximilian', last_name: 'Mooser', email: 'member@example.com' }),
        position: 'Head rigger',
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await listOf('maximilian mooser head rigger')).data.map((row) => row.id)).toEqual([max]);
    expect((await listOf('stage technician moser')).meta.total).toBe(0);
    // An email change lands in the row when its link is confirmed; whatever writes it, the copy follows.
    await db().update(users).set({ email: 'max.mooser@example.com' }).where(eq(users.id, max));
    expect((await listOf('max.mooser@')).data.map((row) => row.id)).toEqual([max]);
    const page = await listOf();
    const names = page.data.map((row) => `${row.last_name} ${row.first_name}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(await drift()).toEqual([]);
  });

  it('count memberships added, moved and removed many at a time by one statement', async () => {
    const [company, harbour] = [await alpen(), await demo.companyId('harbour')];
    const people = await db()
      .insert(users)
      .values(
        ['one', 'two', 'three'].map((name) => ({
          email: `bulk-${name}-${randomUUID()}@example.com`,
          givenName: name,
          familyName: 'Bulk',
          accountType: 'business' as const,
        })),
      )
      .returning({ id: users.id });
    await db()
      .insert(companyMemberships)
      .values(people.map(({ id }, index) => ({ companyId: index === 0 ? harbour : company, userId: id })));
    expect(await drift()).toEqual([]);
    const [moved] = people;
    await db().update(companyMemberships).set({ companyId: company }).where(eq(companyMemberships.userId, moved!.id));
    expect(await drift()).toEqual([]);
    await db()
      .delete(companyMemberships)
      .where(sql`${companyMemberships.userId} in ${people.map(({ id }) => id)}`);
    expect(await drift()).toEqual([]);
  });

  it('would name a kept number or copy that went wrong', async () => {
    const company = await alpen();
    const max = await demo.userId(owner);
    await db().execute(sql`update company_member_counts set members = members + 1 where company_id = ${company}`);
    await db().execute(sql`update company_memberships set search_text = 'stale' where user_id = ${max}`);
    const [members, copy] = await drift();
    expect(members).toMatch(new RegExp(`^members of ${company}: kept \\d+, counted \\d+$`));
    expect(copy).toMatch(/^copy of .* stale$/);
    await db().execute(sql`update company_member_counts set members = members - 1 where company_id = ${company}`);
    await db().execute(sql`update users set position = position || ' ' where id = ${max}`);
    await db().execute(sql`update users set position = rtrim(position) where id = ${max}`);
    expect(await drift()).toEqual([]);
  });
});
