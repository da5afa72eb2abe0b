import {
  buildPath,
  endpoints,
  teamMemberDetailSchema,
  teamMemberMessages,
  teamMemberPageSchema,
  teamMembersPerPage,
} from '@eventsuite/api-contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityLog } from '../../changes/schema';
import { apps, roles, userAppRoles } from '../admin-apps';
import { accountClaims, companyLocations, companyMemberships, users } from '../identity';
import { demoTeamMemberEmails } from '../../seeds/seed-demo-team-members';
import { findAccount } from '../../identity-provider/account';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';

// The team members of a company (issue 13): the list, a member's page and what the company changes about
// them. Katrin Keller, of Alpenbühne's demo crew, is the member these rules act on; each test starts
// with her unlocked, a Team member at her seeded location.

const owner = 'owner.alpen@example.com';
const manager = 'both@example.com';
const katrinEmail = demoTeamMemberEmails.serverTests;
const alpenMembers = 4 + 32;

describe.each(backends)('team members on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const db = () => demo.database.db;

  async function idOf(email: string): Promise<string> {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`No user ${email}`);
    return row.id;
  }
  async function roleId(name: string): Promise<string> {
    const [row] = await db()
      .select({ id: roles.id })
      .from(roles)
      .innerJoin(apps, eq(apps.id, roles.appId))
      .where(and(eq(apps.internalName, 'eventsuite'), eq(roles.displayName, name)));
    return row!.id;
  }
  const alpen = () => demo.companyId('alpen');
  const memberPath = async (endpoint: 'getTeamMember' | 'updateTeamMember', email: string) =>
    buildPath(endpoints[endpoint], { company: await alpen(), teamMember: await idOf(email) });
  const lockPath = async (email: string) =>
    buildPath(endpoints.lockTeamMember, { company: await alpen(), teamMember: await idOf(email) });
  /** A request as any user, by id, with a token minted now. */
  const injectAs = async (userId: string, options: InjectOptions) =>
    demo.app.inject({
      ...options,
      headers: { ...options.headers, authorization: `Bearer ${await demo.tokens.sign(userId)}` },
    });
  const events = () => db().select().from(activityLog).orderBy(desc(activityLog.id));
  const list = async (query: string, as: Parameters<typeof demo.inject>[0] = owner) =>
    demo.inject(as, {
      method: 'GET',
      url: `${buildPath(endpoints.listTeamMembers, { company: await alpen() })}${query}`,
    });

  let katrin: string;
  let katrinLocation: string | null;
  beforeEach(async () => {
    katrin = await idOf(katrinEmail);
    await db().update(users).set({ lockedAt: null }).where(eq(users.id, katrin));
    const [membership] = await db()
      .select({ locationId: companyMemberships.locationId })
      .from(companyMemberships)
      .where(eq(companyMemberships.userId, katrin));
    katrinLocation = membership!.locationId;
    await db()
      .update(userAppRoles)
      .set({ roleId: await roleId('Team member') })
      .where(and(eq(userAppRoles.userId, katrin), eq(userAppRoles.appId, (await roleAppId())!)));
    await db().delete(activityLog);
  });
  async function roleAppId() {
    const [row] = await db().select({ id: apps.id }).from(apps).where(eq(apps.internalName, 'eventsuite'));
    return row?.id;
  }

  describe('the list', () => {
    it('pages the company members in name order, with location, company role, lock and apps', async () => {
      const first = teamMemberPageSchema.parse((await list('')).json());
      expect(first.meta).toEqual({
        current_page: 1,
        last_page: Math.ceil(alpenMembers / teamMembersPerPage),
        per_page: teamMembersPerPage,
        total: alpenMembers,
        search: '',
      });
      expect(first.data).toHaveLength(teamMembersPerPage);
      const second = teamMemberPageSchema.parse((await list('?page=2')).json());
      expect(second.data).toHaveLength(alpenMembers - teamMembersPerPage);
      const names = [...first.data, ...second.data].map((row) => row.last_name.toLowerCase());
      expect(names).toEqual([...names].sort());

      const max = first.data.find((row) => row.email === 'member@example.com')!;
      expect(max).toMatchObject({
        first_name: 'Max',
        last_name: 'Moser',
        position: 'Stage technician',
        location: { name: 'Headquarters Zürich' },
        company_role: { name: 'Team member' },
        is_owner: false,
        locked: false,
        installed_apps: [
          { name: 'Crew Planner', role: 'Planner' },
          { name: 'Timesheets', role: 'Employee' },
        ],
      });
      expect([...first.data, ...second.data].find((row) => row.email === owner)?.is_owner).toBe(true);
    });

    it('answers a page past the end with no rows and the true total', async () => {
      const page = teamMemberPageSchema.parse((await list('?page=9')).json());
      expect(page.data).toEqual([]);
      expect(page.meta.total).toBe(alpenMembers);
    });

    it('searches name, email and position, every word, case-insensitive, within the company only', async () => {
      const found = async (search: string) =>
        teamMemberPageSchema.parse((await list(`?search=${encodeURIComponent(search)}`)).json());
      expect((await found('NUSSBAUM')).data.map((row) => row.email)).toEqual([demoTeamMemberEmails.e2eLocked]);
      expect((await found('sound engineer')).data.map((row) => row.last_name)).toEqual(['Amrein', 'Keller', 'Suter']);
      expect((await found('engineer katrin')).data.map((row) => row.last_name)).toEqual(['Keller']);
      expect((await found('member@example')).data.map((row) => row.last_name)).toEqual(['Moser']);
      expect((await found('  moser  ')).meta).toMatchObject({ total: 1, search: 'moser' });
      // Henry Harbour and Luke Locked are people of another company.
      expect((await found('harbour')).meta.total).toBe(0);
      expect((await found('locked')).meta.total).toBe(0);
      // Wildcards are plain characters.
      expect((await found('%')).meta.total).toBe(0);
      expect((await found('_')).meta.total).toBe(0);
    });

    it('refuses a bad page or an overlong search with the field message, in English and German', async () => {
      expect((await list('?page=0')).statusCode).toBe(422);
      const long = `?search=${'x'.repeat(101)}`;
      expect((await list(long)).json().errors.search).toEqual(['"Search" contains too many characters.']);
      const german = await demo.inject(owner, {
        method: 'GET',
        url: `${buildPath(endpoints.listTeamMembers, { company: await alpen() })}${long}`,
        headers: { 'accept-language': 'de' },
      });
      expect(german.json().errors.search).toEqual(['„Suche“ enthält zu viele Zeichen.']);
    });

    it('is for viewers of team members only', async () => {
      expect((await list('', 'member@example.com')).statusCode).toBe(403);
      expect((await list('', manager)).statusCode).toBe(200);
      const harbour = await demo.inject('owner.harbour@example.com', {
        method: 'GET',
        url: buildPath(endpoints.listTeamMembers, { company: await alpen() }),
      });
      expect(harbour.statusCode).toBe(404);
    });
  });

  describe("a member's page", () => {
    it('shows the member with the roles a company may give and its locations', async () => {
      const response = await demo.inject(owner, { method: 'GET', url: await memberPath('getTeamMember', katrinEmail) });
      const detail = teamMemberDetailSchema.parse(response.json());
      expect(detail.data).toMatchObject({ id: katrin, first_name: 'Katrin', email: katrinEmail, locked: false });
      // Platform administration is not the company's to give.
      expect(detail.options.company_roles.map((role) => role.name)).toEqual(['Team member', 'Manager']);
      expect(detail.options.locations.map((location) => location.name)).toEqual([
        'Event Hall Basel',
        'Headquarters Zürich',
        'Office Bern',
        'Warehouse Winterthur',
      ]);
    });

    it("answers 404 for another company's member and an unknown id", async () => {
      const company = await alpen();
      for (const teamMember of [await idOf('locked@example.com'), '00000000-0000-4000-8000-000000000000']) {
        const response = await demo.inject(owner, {
          method: 'GET',
          url: buildPath(endpoints.getTeamMember, { company, teamMember }),
        });
        expect(response.statusCode).toBe(404);
      }
    });
  });

  describe('changing a member', () => {
    const update = async (body: object, as: Parameters<typeof demo.inject>[0] = owner, language = 'en') =>
      demo.inject(as, {
        method: 'PUT',
        url: await memberPath('updateTeamMember', katrinEmail),
        payload: body,
        headers: { 'accept-language': language },
      });

    it('changes the company role, which counts on her next request, and logs it', async () => {
      const token = await demo.tokens.sign(katrin);
      const listUrl = buildPath(endpoints.listTeamMembers, { company: await alpen() });
      const asKatrin = () =>
        demo.app.inject({ method: 'GET', url: listUrl, headers: { authorization: `Bearer ${token}` } });
      expect((await asKatrin()).statusCode).toBe(403);

      const response = await update({ company_role: await roleId('Manager'), location: katrinLocation }, manager);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.company_role.name).toBe('Manager');
      expect((await asKatrin()).statusCode).toBe(200);
      expect((await events()).map((event) => event.eventType)).toEqual(['team_member_company_role_updated']);
      expect((await events())[0]).toMatchObject({ objectType: 'user', objectId: katrin, companyId: await alpen() });
    });

    it('changes the location and logs the member updated', async () => {
      const [other] = await db()
        .select({ id: companyLocations.id })
        .from(companyLocations)
        .where(eq(companyLocations.companyId, await alpen()))
        .then((rows) => rows.filter((row) => row.id !== katrinLocation));
      const response = await update({ company_role: await roleId('Team member'), location: other!.id });
      expect(response.json().data.location.id).toBe(other!.id);
      const cleared = await update({ company_role: await roleId('Team member'), location: null });
      expect(cleared.json().data.location).toBeNull();
      expect((await events()).map((event) => event.eventType)).toEqual(['team_member_updated', 'team_member_updated']);
    });

    it('logs nothing when nothing changes', async () => {
      expect((await update({ company_role: await roleId('Team member'), location: katrinLocation })).statusCode).toBe(
        200,
      );
      expect(await events()).toEqual([]);
    });

    it("refuses platform roles and another company's location, in English and German, and writes nothing", async () => {
      const [harbourLocation] = await db()
        .select({ id: companyLocations.id })
        .from(companyLocations)
        .where(eq(companyLocations.companyId, await demo.companyId('harbour')));
      const body = { company_role: await roleId('Platform administrator'), location: harbourLocation!.id };
      const english = await update(body);
      expect(english.statusCode).toBe(422);
      expect(english.json().errors).toEqual({
        company_role: ['Must be chosen'],
        location: ['Must be chosen'],
      });
      expect((await update(body, owner, 'de')).json().errors.company_role).toEqual(['Muss ausgewählt werden']);
      const personal = await update({ company_role: await roleId('Private user'), location: null });
      expect(personal.json().errors).toEqual({ company_role: ['Must be chosen'] });
      expect((await update({ company_role: 'not-an-id', location: null })).statusCode).toBe(422);
      expect(await events()).toEqual([]);
    });

    it('is refused to members without the right to change team members', async () => {
      const admin = await update(
        { company_role: await roleId('Team member'), location: katrinLocation },
        'member@example.com',
      );
      expect(admin.statusCode).toBe(403);
    });
  });

  describe('locking', () => {
    it("refuses a locked member's next API call, token refresh and sign-in at once, until unlocked", async () => {
      const profile = { method: 'GET', url: buildPath(endpoints.getProfile) } as const;
      // Her token was issued before the lock; her session user is kept in memory by the server.
      const token = await demo.tokens.sign(katrin);
      const asKatrin = () => demo.app.inject({ ...profile, headers: { authorization: `Bearer ${token}` } });
      expect((await asKatrin()).statusCode).toBe(200);

      const locked = await demo.inject(owner, { method: 'POST', url: await lockPath(katrinEmail) });
      expect(locked.statusCode).toBe(200);
      expect(locked.json().data.locked).toBe(true);
      expect((await asKatrin()).statusCode).toBe(401);
      // The provider's account lookup (sign-in, every refresh) finds nobody.
      expect(await findAccount((accountId) => accountClaims(db(), accountId), katrin)).toBeUndefined();

      const unlocked = await demo.inject(owner, { method: 'DELETE', url: await lockPath(katrinEmail) });
      expect(unlocked.json().data.locked).toBe(false);
      expect((await asKatrin()).statusCode).toBe(200);
      expect(await findAccount((accountId) => accountClaims(db(), accountId), katrin)).toBeDefined();
      expect((await events()).map((event) => event.eventType)).toEqual(['user_unlocked', 'user_locked']);
    });

    it('locks a locked member again without a second event', async () => {
      await demo.inject(owner, { method: 'POST', url: await lockPath(katrinEmail) });
      const again = await demo.inject(manager, { method: 'POST', url: await lockPath(katrinEmail) });
      expect(again.statusCode).toBe(200);
      expect((await events()).map((event) => event.eventType)).toEqual(['user_locked']);
    });

    it('refuses to lock the owner, oneself, or someone of another company too, in English and German', async () => {
      const refusal = async (as: Parameters<typeof demo.inject>[0], email: string, language: 'en' | 'de') => {
        const response = await demo.inject(as, {
          method: 'POST',
          url: await lockPath(email),
          headers: { 'accept-language': language },
        });
        expect(response.statusCode).toBe(409);
        return response.json().message;
      };
      for (const language of ['en', 'de'] as const) {
        expect(await refusal(manager, owner, language)).toBe(teamMemberMessages.ownerCannotBeLocked[language]);
        expect(await refusal(owner, owner, language)).toBe(teamMemberMessages.ownerCannotBeLocked[language]);
        // Bea belongs to Harbour Stage too: a lock would shut her out there as well.
        expect(await refusal(owner, manager, language)).toBe(teamMemberMessages.inOtherCompanies[language]);
      }
      const selfLock = await demo.inject(manager, {
        method: 'POST',
        url: await lockPath(manager),
      });
      expect(selfLock.statusCode).toBe(409);
      const [{ n }] = (await db().select({ n: count() }).from(users).where(eq(users.email, owner))) as [{ n: number }];
      expect(n).toBe(1);
      expect(await events()).toEqual([]);
    });
  });

  describe('removing', () => {
    const removePath = async (email: string) =>
      buildPath(endpoints.removeTeamMember, { company: await alpen(), teamMember: await idOf(email) });

    it('takes the member out of the company with their roles there; the account stays', async () => {
      const zeno = await idOf('zeno.zehnder@alpenbuehne.example');
      const token = await demo.tokens.sign(zeno);
      const response = await demo.inject(owner, {
        method: 'DELETE',
        url: await removePath('zeno.zehnder@alpenbuehne.example'),
      });
      expect(response.json()).toEqual({ data: { deleted: true } });

      const gone = await demo.inject(owner, {
        method: 'GET',
        url: buildPath(endpoints.getTeamMember, { company: await alpen(), teamMember: zeno }),
      });
      expect(gone.statusCode).toBe(404);
      expect(await db().select().from(userAppRoles).where(eq(userAppRoles.userId, zeno))).toEqual([]);
      const [account] = await db().select().from(users).where(eq(users.id, zeno));
      expect(account?.currentCompanyId).toBeNull();
      // His next request acts without the company.
      const listUrl = buildPath(endpoints.listTeamMembers, { company: await alpen() });
      expect((await injectAs(zeno, { method: 'GET', url: listUrl })).statusCode).toBe(403);
      expect(
        (
          await demo.app.inject({
            method: 'GET',
            url: buildPath(endpoints.getProfile),
            headers: { authorization: `Bearer ${token}` },
          })
        ).statusCode,
      ).toBe(200);
      expect((await events()).map((event) => [event.eventType, event.objectId])).toEqual([
        ['team_member_removed', zeno],
      ]);
    });

    it('refuses to remove the owner or oneself, in English and German', async () => {
      for (const language of ['en', 'de'] as const) {
        const ownerRemoval = await demo.inject(manager, {
          method: 'DELETE',
          url: await removePath(owner),
          headers: { 'accept-language': language },
        });
        expect(ownerRemoval.statusCode).toBe(409);
        expect(ownerRemoval.json().message).toBe(teamMemberMessages.ownerCannotBeRemoved[language]);
        const selfRemoval = await demo.inject(manager, {
          method: 'DELETE',
          url: await removePath(manager),
          headers: { 'accept-language': language },
        });
        expect(selfRemoval.json().message).toBe(teamMemberMessages.notYourself[language]);
      }
      expect(await events()).toEqual([]);
    });
  });
});
