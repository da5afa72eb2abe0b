import {
  adminUserMessages,
  adminUserPageSchema,
  adminUserSchema,
  adminUsersPerPage,
  buildPath,
  endpoints,
} from '@eventsuite/api-contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityLog } from '../../changes/schema';
import { apps, installations, roles, userAppRoles } from '../admin-apps';
import { accountClaims, companies, users } from '../identity';
import { demoTeamMemberEmails } from '../../seeds/seed-demo-team-members';
import { findAccount } from '../../identity-provider/account';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';
import { keptUserCount, listUsers } from './queries';

// The platform's user administration (issue 26): the list, a user's page, their Eventsuite role, their
// apps, locking and deleting. Katrin Keller, of Alpenbühne's demo crew, is the user most rules act on;
// each test starts with her unlocked and a Team member there.

const admin = 'admin@example.com';
const katrinEmail = demoTeamMemberEmails.serverTests;
const unknownUser = '00000000-0000-4000-8000-000000000000';

describe.each(backends)('user administration on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const db = () => demo.database.db;

  async function idOf(email: string): Promise<string> {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`No user ${email}`);
    return row.id;
  }
  async function roleOf(app: string, name: string): Promise<string> {
    const [row] = await db()
      .select({ id: roles.id })
      .from(roles)
      .innerJoin(apps, eq(apps.id, roles.appId))
      .where(and(eq(apps.internalName, app), eq(roles.displayName, name)));
    return row!.id;
  }
  async function appOf(internalName: string): Promise<string> {
    const [row] = await db().select({ id: apps.id }).from(apps).where(eq(apps.internalName, internalName));
    return row!.id;
  }
  const injectAs = async (userId: string, options: InjectOptions) =>
    demo.app.inject({
      ...options,
      headers: { ...options.headers, authorization: `Bearer ${await demo.tokens.sign(userId)}` },
    });
  const events = () => db().select().from(activityLog).orderBy(desc(activityLog.id));
  const asAdmin = (options: InjectOptions, language: 'en' | 'de' = 'en') =>
    demo.inject(admin, { ...options, headers: { 'accept-language': language } });
  const list = async (query: string) => {
    const response = await asAdmin({ method: 'GET', url: `${buildPath(endpoints.listAdminUsers)}${query}` });
    expect(response.statusCode).toBe(200);
    return adminUserPageSchema.parse(response.json());
  };
  const show = async (userId: string) => {
    const response = await asAdmin({ method: 'GET', url: buildPath(endpoints.showAdminUser, { user: userId }) });
    expect(response.statusCode).toBe(200);
    return adminUserSchema.parse(response.json().data);
  };
  const setRole = (userId: string, company: string | null, role: string, language: 'en' | 'de' = 'en') =>
    asAdmin(
      { method: 'PUT', url: buildPath(endpoints.updateAdminUserRole, { user: userId }), payload: { company, role } },
      language,
    );

  let katrin: string;
  let alpen: string;
  beforeEach(async () => {
    katrin = await idOf(katrinEmail);
    alpen = await demo.companyId('alpen');
    await db().update(users).set({ lockedAt: null }).where(eq(users.id, katrin));
    await db()
      .update(userAppRoles)
      .set({ roleId: await roleOf('eventsuite', 'Team member') })
      .where(and(eq(userAppRoles.userId, katrin), eq(userAppRoles.appId, await appOf('eventsuite'))));
    await db().delete(activityLog);
  });

  describe('the list', () => {
    it('pages every user, private ones included, in name order, with their companies', async () => {
      const first = await list('');
      const n = await db().$count(users);
      expect(first.meta).toMatchObject({ current_page: 1, per_page: adminUsersPerPage, total: n });
      expect(first.meta.last_page).toBe(Math.ceil(n / adminUsersPerPage));
      expect(first.meta.last_page).toBeGreaterThan(1);
      const second = await list('?page=2');
      const names = [...first.data, ...second.data].map((user) => user.last_name.toLowerCase());
      expect(names).toEqual([...names].sort());
      expect(new Set([...first.data, ...second.data].map((user) => user.id)).size).toBe(
        first.data.length + second.data.length,
      );
      const paula = (await list('?search=private%40example')).data;
      expect(paula).toEqual([
        expect.objectContaining({ email: 'private@example.com', account_type: 'personal', companies: [] }),
      ]);
      const bea = (await list('?search=berger%20bea')).data;
      expect(bea.map((user) => user.companies.map((company) => company.name))).toEqual([
        ['Alpenbühne Events AG', 'Harbour Stage GmbH'],
      ]);
    });

    it('filters by account type, company and lock, and lists the locked users', async () => {
      const personal = await list('?account_type=personal');
      expect(personal.data.every((user) => user.account_type === 'personal')).toBe(true);
      expect(personal.data.map((user) => user.email)).toContain('private@example.com');
      const harbour = await demo.companyId('harbour');
      const inHarbour = await list(`?company=${harbour}`);
      expect(inHarbour.data.every((user) => user.companies.some((company) => company.id === harbour))).toBe(true);
      expect(inHarbour.data.map((user) => user.email)).toContain('locked@example.com');
      const locked = await list('?locked=true');
      expect(locked.data.map((user) => user.email)).toEqual(['locked@example.com']);
      expect((await list('?locked=false')).data.map((user) => user.email)).not.toContain('locked@example.com');
      const lockedUsers = await asAdmin({ method: 'GET', url: `${buildPath(endpoints.listLockedUsers)}?search=luke` });
      expect(lockedUsers.json().data.map((user: { email: string }) => user.email)).toEqual(['locked@example.com']);
      // Words match literally: `%` finds nobody.
      expect((await list('?search=%25')).meta.total).toBe(0);
    });

    it('counts a broad search only so far, and keeps the number of users as accounts come and go', async () => {
      const everyone = await db().$count(users);
      expect(await keptUserCount(db())).toBe(everyone);
      const firstPage = await listUsers(db(), { search: '' }, 1);
      // Every demo address ends in "example": counted up to 5 past the page's offset, it finds more.
      const broad = await listUsers(db(), { search: 'example' }, 1, { countHorizon: 5 });
      expect(broad).toMatchObject({ total: 5, moreThanTotal: true });
      expect(broad.rows.map((user) => user.id)).toEqual(firstPage.rows.map((user) => user.id));
      const narrow = await listUsers(db(), { search: 'berger' }, 1, { countHorizon: 5 });
      expect(narrow).toMatchObject({ moreThanTotal: false });
      expect(narrow.total).toBe(narrow.rows.length);
      const response = await asAdmin({ method: 'GET', url: `${buildPath(endpoints.listAdminUsers)}?search=example` });
      expect(response.json().meta.more_than_total).toBeUndefined();

      const added = await db()
        .insert(users)
        .values([
          { email: 'count-one@example.com', givenName: 'Count', familyName: 'One', accountType: 'personal' },
          { email: 'count-two@example.com', givenName: 'Count', familyName: 'Two', accountType: 'personal' },
        ])
        .returning({ id: users.id });
      expect(await keptUserCount(db())).toBe(everyone + 2);
      expect((await list('')).meta.total).toBe(everyone + 2);
      await db().delete(users).where(eq(users.id, added[0]!.id));
      expect(await keptUserCount(db())).toBe(everyone + 1);
      await db().delete(users).where(eq(users.id, added[1]!.id));
      expect(await keptUserCount(db())).toBe(everyone);
    });

    it('refuses a broken query with 422', async () => {
      for (const query of ['?page=0', '?account_type=company', '?locked=maybe', '?company=alpen']) {
        const response = await asAdmin({ method: 'GET', url: `${buildPath(endpoints.listAdminUsers)}${query}` });
        expect(response.statusCode, query).toBe(422);
      }
    });
  });

  describe("a user's page", () => {
    it('shows their data, their companies with their role in each, and their apps there', async () => {
      const bea = await show(await idOf('both@example.com'));
      expect(bea.accounts.map((account) => [account.company?.name, account.eventsuite_role?.name])).toEqual([
        ['Alpenbühne Events AG', 'Manager'],
        ['Harbour Stage GmbH', 'Team member'],
      ]);
      const paula = await show(await idOf('private@example.com'));
      expect(paula.accounts).toHaveLength(1);
      expect(paula.accounts[0]).toMatchObject({ company: null, eventsuite_role: { name: 'Private user' } });
      expect(paula.accounts[0]!.apps.map((app) => app.name).sort()).toEqual(['Staff Search', 'Timesheets']);
      const owner = await show(await idOf('owner.alpen@example.com'));
      expect(owner.accounts[0]).toMatchObject({ is_owner: true });
    });

    it('answers 404 for a user who does not exist', async () => {
      const response = await asAdmin({ method: 'GET', url: buildPath(endpoints.showAdminUser, { user: unknownUser }) });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('locking', () => {
    it("refuses a locked user's next API call, token refresh and sign-in at once, until unlocked", async () => {
      const profile = { method: 'GET', url: buildPath(endpoints.getProfile) } as const;
      const token = await demo.tokens.sign(katrin);
      const asKatrin = () => demo.app.inject({ ...profile, headers: { authorization: `Bearer ${token}` } });
      expect((await asKatrin()).statusCode).toBe(200);

      const lockPath = buildPath(endpoints.lockAdminUser, { user: katrin });
      const locked = await asAdmin({ method: 'POST', url: lockPath });
      expect(locked.statusCode).toBe(200);
      expect(locked.json().data).toMatchObject({ locked: true });
      expect((await asKatrin()).statusCode).toBe(401);
      expect(await findAccount((accountId) => accountClaims(db(), accountId), katrin)).toBeUndefined();
      expect((await list('?locked=true')).data.map((user) => user.id)).toContain(katrin);

      // Again: nothing changes, nothing is logged.
      expect((await asAdmin({ method: 'POST', url: lockPath })).statusCode).toBe(200);
      const unlocked = await asAdmin({ method: 'DELETE', url: lockPath });
      expect(unlocked.json().data).toMatchObject({ locked: false, locked_at: null });
      expect((await asKatrin()).statusCode).toBe(200);
      expect(await findAccount((accountId) => accountClaims(db(), accountId), katrin)).toBeDefined();
      expect((await events()).map((event) => [event.eventType, event.objectId])).toEqual([
        ['user_unlocked', katrin],
        ['user_locked', katrin],
      ]);
    });

    it('refuses to lock oneself, in English and German, and answers 404 for nobody', async () => {
      const self = await idOf(admin);
      for (const language of ['en', 'de'] as const) {
        const response = await asAdmin(
          { method: 'POST', url: buildPath(endpoints.lockAdminUser, { user: self }) },
          language,
        );
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(adminUserMessages.notYourself[language]);
      }
      const nobody = await asAdmin({ method: 'POST', url: buildPath(endpoints.lockAdminUser, { user: unknownUser }) });
      expect(nobody.statusCode).toBe(404);
      expect(await events()).toEqual([]);
    });
  });

  describe('the Eventsuite role', () => {
    it('changes a role in one company, logged, and the user holds its rights at their next request', async () => {
      const permissions = async () =>
        (await injectAs(katrin, { method: 'GET', url: buildPath(endpoints.getPermissions) })).json().data as string[];
      expect(await permissions()).not.toContain('eventsuite.can_edit_team_members');
      const manager = await roleOf('eventsuite', 'Manager');
      const response = await setRole(katrin, alpen, manager);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.accounts[0].eventsuite_role.name).toBe('Manager');
      expect(await permissions()).toContain('eventsuite.can_edit_team_members');
      const [event] = await events();
      expect(event).toMatchObject({
        eventType: 'user_eventsuite_role_updated',
        objectId: katrin,
        companyId: alpen,
        details: { role_id: { from: await roleOf('eventsuite', 'Team member'), to: manager } },
      });
    });

    it('gives a private user personal roles only, and refuses accounts that are not theirs', async () => {
      const paula = await idOf('private@example.com');
      const manager = await roleOf('eventsuite', 'Manager');
      for (const language of ['en', 'de'] as const) {
        const wrongKind = await setRole(paula, null, manager, language);
        expect(wrongKind.statusCode).toBe(422);
        expect(Object.keys(wrongKind.json().errors)).toEqual(['role']);
        const notHers = await setRole(paula, alpen, manager, language);
        expect(notHers.statusCode).toBe(422);
        expect(Object.keys(notHers.json().errors)).toEqual(['company']);
      }
      // Katrin is a business user: she has no personal account.
      expect((await setRole(katrin, null, await roleOf('eventsuite', 'Private user'))).statusCode).toBe(422);
      expect((await setRole(unknownUser, null, manager)).statusCode).toBe(404);
      expect(await events()).toEqual([]);
    });

    it('refuses to demote oneself, but lets one platform administrator demote another', async () => {
      const self = await idOf(admin);
      const operations = await demo.companyId('operations');
      for (const language of ['en', 'de'] as const) {
        const response = await setRole(self, operations, await roleOf('eventsuite', 'Manager'), language);
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(adminUserMessages.notYourself[language]);
      }
      const administrator = await roleOf('eventsuite', 'Platform administrator');
      expect((await setRole(katrin, alpen, administrator)).statusCode).toBe(200);
      // With two administrators, one may take the right from the other.
      expect((await setRole(katrin, alpen, await roleOf('eventsuite', 'Team member'))).statusCode).toBe(200);
    });

    it('keeps a platform administrator when two demote each other at the same moment', async () => {
      const administrator = await roleOf('eventsuite', 'Platform administrator');
      const teamMember = await roleOf('eventsuite', 'Team member');
      expect((await setRole(katrin, alpen, administrator)).statusCode).toBe(200);
      const adminId = await idOf(admin);
      const operations = await demo.companyId('operations');
      const put = (as: string, user: string, company: string) =>
        injectAs(as, {
          method: 'PUT',
          url: buildPath(endpoints.updateAdminUserRole, { user }),
          payload: { company, role: teamMember },
        });
      const answers = await Promise.all([put(adminId, katrin, alpen), put(katrin, adminId, operations)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      // One demotion happens; the other is refused: as the last administrator's (409), or, when its
      // caller had already lost the right, for the right (403).
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      if (refused) expect(refused.json().message).toBe(adminUserMessages.lastPlatformAdmin.en);
      const administrators = await db()
        .select({ userId: userAppRoles.userId })
        .from(userAppRoles)
        .where(eq(userAppRoles.roleId, administrator));
      expect(administrators).toHaveLength(1);
      await db()
        .update(userAppRoles)
        .set({ roleId: administrator })
        .where(and(eq(userAppRoles.userId, adminId), eq(userAppRoles.companyId, operations)));
    });
  });

  describe('deleting', () => {
    const remove = (userId: string, language: 'en' | 'de' = 'en') =>
      asAdmin({ method: 'DELETE', url: buildPath(endpoints.deleteAdminUser, { user: userId }) }, language);

    it('deletes the account and logs it; its tokens stop working', async () => {
      const [made] = await db()
        .insert(users)
        .values({ email: 'leaving@example.com', accountType: 'personal', givenName: 'Lea', familyName: 'Ving' })
        .returning({ id: users.id });
      const token = await demo.tokens.sign(made!.id);
      const response = await remove(made!.id);
      expect(response.statusCode).toBe(200);
      expect(await db().select().from(users).where(eq(users.id, made!.id))).toEqual([]);
      const again = await demo.app.inject({
        method: 'GET',
        url: buildPath(endpoints.getProfile),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(again.statusCode).toBe(401);
      expect((await events()).map((event) => [event.eventType, event.objectId])).toEqual([
        ['account_deleted', made!.id],
      ]);
      expect((await remove(made!.id)).statusCode).toBe(404);
    });

    it('refuses while the user owns a company, and for oneself, in English and German', async () => {
      const owner = await idOf('owner.alpen@example.com');
      for (const language of ['en', 'de'] as const) {
        const owns = await remove(owner, language);
        expect(owns.statusCode).toBe(409);
        expect(owns.json().message).toBe(adminUserMessages.ownsCompany[language]);
        const self = await remove(await idOf(admin), language);
        expect(self.statusCode).toBe(409);
        expect(self.json().message).toBe(adminUserMessages.notYourself[language]);
      }
      const [alpenCompany] = await db().select().from(companies).where(eq(companies.ownerId, owner));
      expect(alpenCompany).toBeDefined();
      expect(await events()).toEqual([]);
    });
  });

  describe('apps', () => {
    it("installs an app in a private user's account, changes nothing twice, and uninstalls it, logged", async () => {
      const paula = await idOf('private@example.com');
      const venueFinder = await appOf('venue-finder');
      const available = await asAdmin({
        method: 'GET',
        url: buildPath(endpoints.listAdminUserAvailableApps, { user: paula }),
      });
      const offered = available.json().data as { id: string; name: string; default_role: { name: string } | null }[];
      expect(offered.find((app) => app.id === venueFinder)?.default_role?.name).toBe('User');
      // Never the portal, nor an app for companies only.
      expect(offered.map((app) => app.name)).not.toContain('Eventsuite');
      expect(offered.map((app) => app.name)).not.toContain('Crew Planner');

      const install = (language: 'en' | 'de' = 'en') =>
        asAdmin(
          {
            method: 'POST',
            url: buildPath(endpoints.installAdminUserApp, { user: paula }),
            payload: { company: null, app: venueFinder },
          },
          language,
        );
      const installed = await install();
      expect(installed.statusCode).toBe(200);
      expect(installed.json().data).toMatchObject({ id: venueFinder, role: { name: 'User' } });
      expect(
        await db()
          .select()
          .from(installations)
          .where(and(eq(installations.userId, paula), eq(installations.appId, venueFinder))),
      ).toHaveLength(1);
      for (const language of ['en', 'de'] as const) {
        const twice = await install(language);
        expect(twice.statusCode).toBe(409);
        expect(twice.json().message).toBe(adminUserMessages.appAlreadyInstalled[language]);
      }

      const uninstalled = await asAdmin({
        method: 'DELETE',
        url: buildPath(endpoints.uninstallAdminUserApp, { user: paula, app: venueFinder }),
      });
      expect(uninstalled.statusCode).toBe(200);
      expect(
        await db()
          .select()
          .from(userAppRoles)
          .where(
            and(eq(userAppRoles.userId, paula), eq(userAppRoles.appId, venueFinder), isNull(userAppRoles.companyId)),
          ),
      ).toEqual([]);
      expect((await events()).map((event) => [event.eventType, event.companyId])).toEqual([
        ['user_app_uninstalled', null],
        ['user_app_installed', null],
      ]);
    });

    it("assigns an app in a company account and changes the user's role in it, logged", async () => {
      const timesheets = await appOf('timesheets');
      await db()
        .delete(userAppRoles)
        .where(and(eq(userAppRoles.userId, katrin), eq(userAppRoles.appId, timesheets)));
      const approver = await roleOf('timesheets', 'Approver');
      const assigned = await asAdmin({
        method: 'POST',
        url: buildPath(endpoints.installAdminUserApp, { user: katrin }),
        payload: { company: alpen, app: timesheets },
      });
      expect(assigned.statusCode).toBe(200);
      expect(assigned.json().data).toMatchObject({ role: { name: 'Employee' } });
      expect(assigned.json().data.roles.map((role: { name: string }) => role.name)).toEqual(['Employee', 'Approver']);

      const rolePath = buildPath(endpoints.assignAdminUserAppRole, { user: katrin, app: timesheets });
      const personalRole = await roleOf('timesheets', 'Freelancer');
      const wrong = await asAdmin({ method: 'PUT', url: rolePath, payload: { company: alpen, role: personalRole } });
      expect(wrong.statusCode).toBe(422);
      const changed = await asAdmin({ method: 'PUT', url: rolePath, payload: { company: alpen, role: approver } });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data.role.name).toBe('Approver');
      expect((await events()).map((event) => [event.eventType, event.companyId])).toEqual([
        ['user_app_roles_assigned', alpen],
        ['user_app_installed', alpen],
      ]);
      // An app the company does not have is no choice; one she does not hold answers 404.
      const crewPlannerPersonal = await asAdmin({
        method: 'POST',
        url: buildPath(endpoints.installAdminUserApp, { user: katrin }),
        payload: { company: alpen, app: await appOf('staff-search') },
      });
      expect(crewPlannerPersonal.statusCode).toBe(422);
      const notHeld = await asAdmin({
        method: 'DELETE',
        url: `${buildPath(endpoints.uninstallAdminUserApp, { user: katrin, app: await appOf('staff-search') })}?company=${alpen}`,
      });
      expect(notHeld.statusCode).toBe(404);
    });
  });
});
