import {
  appCatalogueMessages,
  appVisibilities,
  buildPath,
  endpoints,
  type AppAvailability,
  type AppVisibility,
  type CatalogueApp,
} from '@eventsuite/api-contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../changes/schema';
import { apps, installations, roles, userAppRoles } from '../admin-apps';
import { companyMemberships } from '../identity';
import type { DemoPersonaEmail } from '../../seeds/seed-demo';
import { backends } from '../../db/test-databases';
import { useDemoApp, type DemoApp } from '../../testing/demo-app';
import { openHrefOf } from './mapping';

const pia = 'personal.apps@example.com'; // personal account, Staff Search installed
const max = 'member@example.com'; // member of Alpenbühne without the right to install
const olivia = 'owner.alpen@example.com'; // owner of Alpenbühne
const ada = 'admin@example.com'; // platform administrator, owner of Eventsuite Operations
const english = { 'accept-language': 'en' };
const german = { 'accept-language': 'de-CH,de;q=0.9' };

type Viewer = 'personal' | 'company' | 'admin';
const viewers: Record<Viewer, DemoPersonaEmail> = { personal: pia, company: max, admin: ada };

/** Who sees an app of each visibility (ADR 0017): the table the catalogue must follow. */
const sees: Record<AppVisibility, Record<Viewer, boolean>> = {
  admin: { personal: false, company: false, admin: true },
  admin_company: { personal: false, company: true, admin: true },
  admin_personal: { personal: true, company: false, admin: true },
  company: { personal: false, company: true, admin: true }, // Ada acts in her company
  hidden: { personal: false, company: false, admin: false },
  personal: { personal: true, company: false, admin: false },
  visible: { personal: true, company: true, admin: true },
};

/** What /app-not-installed says to each viewer about a visible app that is not installed for them. */
const notInstalledAnswer: Record<Viewer, AppAvailability> = {
  personal: 'installable',
  company: 'administrator', // Max may not install for Alpenbühne
  admin: 'installable', // Ada owns her company
};

async function appIdOf(demo: DemoApp, internalName: string): Promise<string> {
  const [row] = await demo.database.db.select({ id: apps.id }).from(apps).where(eq(apps.internalName, internalName));
  if (!row) throw new Error(`No app ${internalName}`);
  return row.id;
}

async function roleIdOf(demo: DemoApp, internalName: string, displayName: string): Promise<string> {
  const [row] = await demo.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.appId, await appIdOf(demo, internalName)), eq(roles.displayName, displayName)));
  if (!row) throw new Error(`No role ${displayName}`);
  return row.id;
}

/** An app of the given visibility with a default personal and company role, installed for nobody. */
async function makeApp(demo: DemoApp, internalName: string, visibility: AppVisibility, withRoles = true) {
  const [app] = await demo.database.db
    .insert(apps)
    .values({ internalName, name: internalName, displayName: internalName, visibility })
    .returning({ id: apps.id });
  if (withRoles) {
    await demo.database.db.insert(roles).values([
      { appId: app!.id, displayName: 'Solo', isPersonal: true, isDefault: true },
      { appId: app!.id, displayName: 'Crew', isPersonal: false, isDefault: true },
    ]);
  }
  return app!.id;
}

/** Installs an app for each viewer's account the way the catalogue does (ADR 0017). */
async function installForEveryViewer(demo: DemoApp, appId: string) {
  const db = demo.database.db;
  const [personal] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.appId, appId), eq(roles.isPersonal, true)));
  const [company] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.appId, appId), eq(roles.isPersonal, false)));
  await db.insert(installations).values({ appId, userId: await demo.userId(pia) });
  await db
    .insert(userAppRoles)
    .values({ appId, userId: await demo.userId(pia), companyId: null, roleId: personal!.id });
  for (const [email, key] of [
    [max, 'alpen'],
    [ada, 'operations'],
  ] as const) {
    const companyId = await demo.companyId(key);
    await db.insert(installations).values({ appId, companyId });
    await db.insert(userAppRoles).values({ appId, userId: await demo.userId(email), companyId, roleId: company!.id });
  }
}

describe('the Open address', () => {
  it("is the auth path on the redirect URL's origin, and nothing else", () => {
    const redirectUrl = 'https://crew.example/auth/callback';
    expect(openHrefOf({ redirectUrl, authPath: '/sign-in' })).toBe('https://crew.example/sign-in');
    expect(openHrefOf({ redirectUrl: 'http://localhost:4000/cb', authPath: 'start?x=1' })).toBe(
      'http://localhost:4000/start?x=1',
    );
    expect(openHrefOf({ redirectUrl, authPath: null })).toBeNull();
    expect(openHrefOf({ redirectUrl: null, authPath: '/sign-in' })).toBeNull();
    expect(openHrefOf({ redirectUrl: 'not a url', authPath: '/sign-in' })).toBeNull();
    expect(openHrefOf({ redirectUrl: 'javascript:alert(1)', authPath: '/x' })).toBeNull();
    expect(openHrefOf({ redirectUrl, authPath: '//elsewhere.example/steal' })).toBeNull();
    expect(openHrefOf({ redirectUrl, authPath: 'https://elsewhere.example/' })).toBeNull();
  });
});

describe.each(backends)('app catalogue on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const db = () => demo.database.db;

  async function call(as: DemoPersonaEmail, options: InjectOptions) {
    return demo.inject(as, { ...options, headers: { ...english, ...options.headers } });
  }
  async function catalogue(as: DemoPersonaEmail, headers = english): Promise<CatalogueApp[]> {
    const response = await call(as, { method: 'GET', url: buildPath(endpoints.listAvailableApps), headers });
    expect(response.statusCode).toBe(200);
    return endpoints.listAvailableApps.response.parse(response.json()).data;
  }
  const install = (as: DemoPersonaEmail, app: string, headers = english) =>
    call(as, { method: 'POST', url: buildPath(endpoints.installApp), payload: { app }, headers });
  const uninstall = (as: DemoPersonaEmail, app: string, headers = english) =>
    call(as, { method: 'DELETE', url: buildPath(endpoints.uninstallApp, { app }), headers });
  const availability = async (as: DemoPersonaEmail, app: string) => {
    const response = await call(as, {
      method: 'GET',
      url: `${buildPath(endpoints.showAppAvailability)}?app=${encodeURIComponent(app)}`,
    });
    expect(response.statusCode).toBe(200);
    return endpoints.showAppAvailability.response.parse(response.json()).data;
  };
  const events = (type: string) =>
    db()
      .select({ companyId: activityLog.companyId, details: activityLog.details, actor: activityLog.actorUserId })
      .from(activityLog)
      .where(eq(activityLog.eventType, type as never));

  it('follows the visibility table for personal, company and admin accounts, installed or not', async () => {
    for (const visibility of appVisibilities) {
      await makeApp(demo, `table-${visibility}-open`, visibility);
      await installForEveryViewer(demo, await makeApp(demo, `table-${visibility}-installed`, visibility));
    }
    for (const [viewer, email] of Object.entries(viewers) as [Viewer, DemoPersonaEmail][]) {
      const listed = new Map((await catalogue(email)).map((app) => [app.internal_name, app]));
      for (const visibility of appVisibilities) {
        const visible = sees[visibility][viewer];
        for (const installed of [false, true]) {
          const name = `table-${visibility}-${installed ? 'installed' : 'open'}`;
          const where = `${viewer} / ${name}`;
          expect(listed.has(name), where).toBe(visible);
          if (visible) expect(listed.get(name)!.installed, where).toBe(installed);
          const shown = await call(email, { method: 'GET', url: buildPath(endpoints.showAvailableApp, { app: name }) });
          expect(shown.statusCode, where).toBe(visible ? 200 : 404);
          // An installation counts first (appAvailability), even of an app the account no longer sees.
          const expected: AppAvailability = installed
            ? 'installed'
            : !visible
              ? 'not_installable'
              : notInstalledAnswer[viewer];
          const answer = await availability(email, name);
          expect(answer.availability, where).toBe(expected);
          expect(answer.app === null, where).toBe(!visible);
        }
      }
    }
  });

  it("words the catalogue in the caller's language, with the account's role and what it may do", async () => {
    const timesheets = (await catalogue(pia, german)).find((app) => app.internal_name === 'timesheets')!;
    expect(timesheets).toMatchObject({
      display_name: 'Timesheets',
      description: 'Erfassen Sie Arbeitszeiten und geben Sie sie frei.',
      installed: false,
      availability: 'installable',
      can_change: true,
      role: null,
    });
    const staffSearch = (await catalogue(pia)).find((app) => app.internal_name === 'staff-search')!;
    expect(staffSearch).toMatchObject({ installed: true, role: 'Candidate', availability: 'installed' });
    const crewPlanner = (await catalogue(max)).find((app) => app.internal_name === 'crew-planner')!;
    expect(crewPlanner).toMatchObject({ installed: true, role: 'Planner', can_change: false });
    const opsConsole = (await catalogue(ada)).find((app) => app.internal_name === 'ops-console')!;
    expect(opsConsole).toMatchObject({ installed: true, always_installed: true, can_change: false });
  });

  it('shows one app by id or internal name, with instructions, screenshots and where Open goes', async () => {
    const venueFinder = await appIdOf(demo, 'venue-finder');
    for (const app of [venueFinder, 'venue-finder']) {
      const response = await call(pia, {
        method: 'GET',
        url: buildPath(endpoints.showAvailableApp, { app }),
        headers: german,
      });
      expect(response.statusCode).toBe(200);
      expect(endpoints.showAvailableApp.response.parse(response.json()).data).toMatchObject({
        id: venueFinder,
        display_name: 'Venue Finder',
        instructions: expect.stringContaining('Filtern Sie Orte'),
        screenshots: [],
        open_href: 'https://venue-finder.example/sign-in',
        sets_company_default_role: false,
      });
    }
    const owners = await call(olivia, {
      method: 'GET',
      url: buildPath(endpoints.showAvailableApp, { app: 'stock-room' }),
    });
    expect(owners.json().data.sets_company_default_role).toBe(true);
    for (const app of ['no-such-app', 'backstage-archive', 'crew-planner']) {
      const response = await call(pia, { method: 'GET', url: buildPath(endpoints.showAvailableApp, { app }) });
      expect(response.statusCode, app).toBe(404);
    }
  });

  it('installs and uninstalls an app for a personal user, with their default personal role', async () => {
    const appId = await appIdOf(demo, 'venue-finder');
    const installed = await install(pia, 'venue-finder');
    expect(installed.statusCode).toBe(200);
    expect(installed.json().data).toMatchObject({ installed: true, role: 'User', availability: 'installed' });
    const [logged] = await events('user_app_installed');
    expect(logged).toEqual({ companyId: null, details: { app: 'Venue Finder' }, actor: await demo.userId(pia) });

    const again = await install(pia, 'venue-finder');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: appCatalogueMessages.alreadyInstalled.en });

    const removed = await uninstall(pia, 'venue-finder');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ installed: false, role: null, availability: 'installable' });
    expect(await db().select().from(installations).where(eq(installations.appId, appId))).toEqual([]);
    expect(await db().select().from(userAppRoles).where(eq(userAppRoles.appId, appId))).toEqual([]);
    expect(await events('user_app_uninstalled')).toHaveLength(1);

    const notInstalled = await uninstall(pia, 'venue-finder', german);
    expect(notInstalled.statusCode).toBe(409);
    expect(notInstalled.json()).toEqual({ message: appCatalogueMessages.notInstalled.de });
  });

  it('installs for the company: every member gets the default role, and uninstalling takes it from all', async () => {
    const companyId = await demo.companyId('alpen');
    const appId = await appIdOf(demo, 'stock-room');
    const members = await db()
      .select({ userId: companyMemberships.userId })
      .from(companyMemberships)
      .where(eq(companyMemberships.companyId, companyId));

    const refused = await install(max, 'stock-room');
    expect(refused.statusCode).toBe(403);

    const installed = await install(olivia, 'stock-room');
    expect(installed.statusCode).toBe(200);
    expect(installed.json().data).toMatchObject({ installed: true, role: 'Member' });
    const held = await db()
      .select({ userId: userAppRoles.userId, roleId: userAppRoles.roleId })
      .from(userAppRoles)
      .where(and(eq(userAppRoles.appId, appId), eq(userAppRoles.companyId, companyId)));
    expect(held.map((row) => row.userId).sort()).toEqual(members.map((row) => row.userId).sort());
    const memberRole = await roleIdOf(demo, 'stock-room', 'Member');
    expect(new Set(held.map((row) => row.roleId))).toEqual(new Set([memberRole]));
    expect((await catalogue(max)).find((app) => app.internal_name === 'stock-room')).toMatchObject({
      installed: true,
      role: 'Member',
      can_change: false,
    });
    const [logged] = await events('team_member_app_installed');
    expect(logged).toMatchObject({ companyId, details: { app: 'Stock Room', members: String(members.length) } });

    expect((await uninstall(max, 'stock-room')).statusCode).toBe(403);
    const removed = await uninstall(olivia, 'stock-room');
    expect(removed.statusCode).toBe(200);
    expect(await db().select().from(userAppRoles).where(eq(userAppRoles.appId, appId))).toEqual([]);
    expect(await db().select().from(installations).where(eq(installations.appId, appId))).toEqual([]);
    const [removal] = await events('team_member_app_removed');
    expect(removal).toMatchObject({ companyId, details: { app: 'Stock Room', members: String(members.length) } });
  });

  it("gives the members the company's own default role when it chose one", async () => {
    const companyId = await demo.companyId('alpen');
    const appId = await appIdOf(demo, 'stock-room');
    const path = buildPath(endpoints.setCompanyDefaultRole, { company: companyId, app: appId });
    const lead = await roleIdOf(demo, 'stock-room', 'Lead');
    expect((await call(olivia, { method: 'PUT', url: path, payload: { role: lead } })).statusCode).toBe(200);
    expect((await install(olivia, 'stock-room')).json().data.role).toBe('Lead');
    expect((await catalogue(max)).find((app) => app.internal_name === 'stock-room')!.role).toBe('Lead');
    expect((await uninstall(olivia, 'stock-room')).statusCode).toBe(200);
    expect((await call(olivia, { method: 'DELETE', url: path })).statusCode).toBe(200);
  });

  it('refuses what the catalogue does not allow, writing nothing', async () => {
    const installEvents = async () => [
      (await events('user_app_installed')).length,
      (await events('team_member_app_installed')).length,
    ];
    const before = await installEvents();
    const always = await uninstall(ada, 'ops-console', german);
    expect(always.statusCode).toBe(409);
    expect(always.json()).toEqual({ message: appCatalogueMessages.alwaysInstalled.de });
    const alwaysInstall = await install(ada, 'ops-console');
    expect(alwaysInstall.statusCode).toBe(409);

    const adminOnly = await install(pia, 'payroll-export');
    expect(adminOnly.statusCode).toBe(409);
    expect(adminOnly.json()).toEqual({ message: appCatalogueMessages.adminOnly.en });
    expect((await install(olivia, 'payroll-export')).statusCode).toBe(409);

    for (const app of ['crew-planner', 'backstage-archive', 'no-such-app', crypto.randomUUID()]) {
      expect((await install(pia, app)).statusCode, app).toBe(404);
      expect((await uninstall(pia, app)).statusCode, app).toBe(404);
    }
    const malformed = await call(pia, { method: 'POST', url: buildPath(endpoints.installApp), payload: { app: '' } });
    expect(malformed.statusCode).toBe(422);

    const roleless = await makeApp(demo, 'roleless', 'visible', false);
    const noRole = await install(pia, 'roleless');
    expect(noRole.statusCode).toBe(409);
    expect(noRole.json()).toEqual({ message: appCatalogueMessages.noDefaultRole.en });
    expect((await install(olivia, 'roleless')).statusCode).toBe(409);
    expect(await db().select().from(installations).where(eq(installations.appId, roleless))).toEqual([]);
    expect(await installEvents()).toEqual(before);
  });

  it('sets, changes and removes the company default role, refusing roles that are not company roles of the app', async () => {
    const companyId = await demo.companyId('alpen');
    const appId = await appIdOf(demo, 'timesheets');
    const path = buildPath(endpoints.setCompanyDefaultRole, { company: companyId, app: appId });
    const approver = await roleIdOf(demo, 'timesheets', 'Approver');
    const employee = await roleIdOf(demo, 'timesheets', 'Employee');

    const initial = await call(olivia, { method: 'GET', url: path });
    expect(initial.json().data).toEqual({
      role_id: null,
      app_default_role_id: employee,
      roles: [
        { id: employee, display_name: 'Employee' },
        { id: approver, display_name: 'Approver' },
      ],
    });

    for (const role of [
      await roleIdOf(demo, 'timesheets', 'Freelancer'),
      await roleIdOf(demo, 'crew-planner', 'Planner'),
    ]) {
      const refused = await call(olivia, { method: 'PUT', url: path, payload: { role } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ role: ["Choose one of the app's company roles."] });
    }
    const malformed = await call(olivia, { method: 'PUT', url: path, payload: { role: 'approver' } });
    expect(malformed.statusCode).toBe(422);

    const set = await call(olivia, { method: 'PUT', url: path, payload: { role: approver } });
    expect(set.json().data.role_id).toBe(approver);
    expect(await call(olivia, { method: 'PUT', url: path, payload: { role: employee } })).toHaveProperty(
      'statusCode',
      200,
    );
    const removed = await call(olivia, { method: 'DELETE', url: path });
    expect(removed.json().data.role_id).toBeNull();
    expect((await call(olivia, { method: 'DELETE', url: path })).statusCode).toBe(200);

    const ofTimesheets = async (type: string) =>
      (await events(type)).filter((event) => (event.details as { app?: string }).app === 'Timesheets');
    expect(await ofTimesheets('company_default_role_set')).toMatchObject([
      { companyId, details: { app: 'Timesheets', role: 'Approver' } },
    ]);
    expect(await ofTimesheets('company_default_role_updated')).toMatchObject([
      { companyId, details: { app: 'Timesheets', role: 'Employee', from_role: 'Approver' } },
    ]);
    expect(await ofTimesheets('company_default_role_deleted')).toMatchObject([
      { companyId, details: { app: 'Timesheets', role: 'Employee' } },
    ]);

    const invisible = buildPath(endpoints.setCompanyDefaultRole, {
      company: companyId,
      app: await appIdOf(demo, 'venue-finder'),
    });
    expect((await call(olivia, { method: 'GET', url: invisible })).statusCode).toBe(404);
  });

  it('answers /app-not-installed with each of its five messages', async () => {
    const cases: [DemoPersonaEmail, string, AppAvailability][] = [
      [pia, 'no-such-app', 'not_found'],
      [pia, 'staff-search', 'installed'],
      [pia, 'crew-planner', 'not_installable'],
      [pia, 'payroll-export', 'administrator'],
      [pia, 'venue-finder', 'installable'],
      [max, 'stock-room', 'administrator'],
      [olivia, 'stock-room', 'installable'],
      [ada, 'ops-console', 'installed'],
    ];
    for (const [as, app, expected] of cases) {
      expect((await availability(as, app)).availability, `${as} ${app}`).toBe(expected);
    }
    expect((await availability(pia, 'venue-finder')).app).toMatchObject({
      display_name: 'Venue Finder',
      open_href: 'https://venue-finder.example/sign-in',
    });
  });

  it("gives other apps an app's public data by internal name", async () => {
    const response = await call(max, { method: 'GET', url: `${buildPath(endpoints.showExposedApp)}?app=venue-finder` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        internal_name: 'venue-finder',
        display_name: 'Venue Finder',
        description: 'Discover venues and their technical riders.',
        logo: null,
        open_href: 'https://venue-finder.example/sign-in',
      },
    });
    const missing = await call(max, { method: 'GET', url: `${buildPath(endpoints.showExposedApp)}?app=nothing` });
    expect(missing.statusCode).toBe(404);
  });
});
