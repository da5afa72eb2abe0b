import { buildPath, endpoints, teamMemberAppMessages } from '@eventsuite/api-contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityLog } from '../../changes/schema';
import { apps, companyDefaultRoles, installations, rolePermissions, roles, userAppRoles } from '../admin-apps';
import { users } from '../identity';
import type { DemoPersonaEmail } from '../../seeds/seed-demo';
import { createCompanyOf, companyColumns } from '../company';
import { addMember } from '../invitations';
import { blankCompanyInput } from '../../testing/company-input';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';

// Team members' apps (issue 14 §2): Mia Appenzeller, the persona of this area, holds the Crew Planner at
// Alpenbühne and not Timesheets; each test starts from there. Her next request after a change sees the
// new permissions: on PGlite through the session-user cache that migration 0007's triggers clear.

const owner = 'owner.alpen@example.com';
const manager = 'both@example.com';
const mia: DemoPersonaEmail = 'member.apps@example.com';

describe.each(backends)('team members’ apps on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const db = () => demo.database.db;

  async function appId(internalName: string): Promise<string> {
    const [row] = await db().select({ id: apps.id }).from(apps).where(eq(apps.internalName, internalName));
    return row!.id;
  }
  async function roleOf(internalName: string, displayName: string): Promise<string> {
    const [row] = await db()
      .select({ id: roles.id })
      .from(roles)
      .innerJoin(apps, eq(apps.id, roles.appId))
      .where(and(eq(apps.internalName, internalName), eq(roles.displayName, displayName)));
    return row!.id;
  }
  const memberParams = async (email: DemoPersonaEmail = mia) => ({
    company: await demo.companyId('alpen'),
    teamMember: await demo.userId(email),
  });
  const installed = async (as: Parameters<typeof demo.inject>[0] = owner, email: DemoPersonaEmail = mia) =>
    demo.inject(as, {
      method: 'GET',
      url: buildPath(endpoints.listTeamMemberInstalledApps, await memberParams(email)),
    });
  const available = async (as: Parameters<typeof demo.inject>[0] = owner) =>
    demo.inject(as, { method: 'GET', url: buildPath(endpoints.listTeamMemberAvailableApps, await memberParams()) });
  const assign = async (
    payload: object,
    as: Parameters<typeof demo.inject>[0] = owner,
    email: DemoPersonaEmail = mia,
  ) =>
    demo.inject(as, {
      method: 'POST',
      url: buildPath(endpoints.assignTeamMemberApp, await memberParams(email)),
      payload,
    });
  const remove = async (app: string, options: Partial<InjectOptions> = {}) =>
    demo.inject(owner, {
      ...options,
      method: 'DELETE',
      url: buildPath(endpoints.removeTeamMemberApp, { ...(await memberParams()), app }),
    });
  const changeRole = async (app: string, role: string, as: Parameters<typeof demo.inject>[0] = owner) =>
    demo.inject(as, {
      method: 'PUT',
      url: buildPath(endpoints.changeTeamMemberAppRole, { ...(await memberParams()), app }),
      payload: { role },
    });
  const permissionsOf = async (as: Parameters<typeof demo.inject>[0]): Promise<string[]> =>
    (await demo.inject(as, { method: 'GET', url: endpoints.getPermissions.path })).json().data;
  const miasRoleCount = async () => {
    const [row] = await db()
      .select({ n: count() })
      .from(userAppRoles)
      .where(eq(userAppRoles.userId, await demo.userId(mia)));
    return row!.n;
  };
  const events = () => db().select().from(activityLog).orderBy(desc(activityLog.id));

  beforeEach(async () => {
    const miaId = await demo.userId(mia);
    await db()
      .delete(userAppRoles)
      .where(and(eq(userAppRoles.userId, miaId), eq(userAppRoles.appId, await appId('timesheets'))));
    await db()
      .update(userAppRoles)
      .set({ roleId: await roleOf('crew-planner', 'Planner') })
      .where(and(eq(userAppRoles.userId, miaId), eq(userAppRoles.appId, await appId('crew-planner'))));
    await db().delete(activityLog);
  });

  it('lists the member’s apps with their role and the company roles to choose from, never the portal', async () => {
    const response = await installed();
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: await appId('crew-planner'),
        name: 'Crew Planner',
        logo: null,
        always_installed: false,
        role: { id: await roleOf('crew-planner', 'Planner'), name: 'Planner' },
        roles: [
          { id: await roleOf('crew-planner', 'Planner'), name: 'Planner' },
          { id: await roleOf('crew-planner', 'Viewer'), name: 'Viewer' },
        ],
      },
    ]);
  });

  it('lists the company’s apps the member lacks, with the role an assignment gives', async () => {
    const response = await available();
    expect(response.statusCode).toBe(200);
    // Staff Search is installed for Harbour Stage and the private user only.
    expect(response.json().data).toEqual([
      {
        id: await appId('timesheets'),
        name: 'Timesheets',
        logo: null,
        default_role: { id: await roleOf('timesheets', 'Employee'), name: 'Employee' },
      },
    ]);
    await db()
      .insert(companyDefaultRoles)
      .values({
        companyId: await demo.companyId('alpen'),
        appId: await appId('timesheets'),
        roleId: await roleOf('timesheets', 'Approver'),
      });
    try {
      expect((await available()).json().data[0].default_role.name).toBe('Approver');
    } finally {
      await db().delete(companyDefaultRoles);
    }
  });

  it('shows a member their own apps, and nobody without the right another member’s', async () => {
    expect((await installed(mia)).statusCode).toBe(200);
    expect((await available(mia)).statusCode).toBe(200);
    expect((await installed('member@example.com')).statusCode).toBe(403);
    expect((await installed(manager)).statusCode).toBe(200);
    // Another company's member is not found, even by their own company's id in the path.
    expect((await installed(owner, 'owner.harbour@example.com')).statusCode).toBe(404);
  });

  it('assigns, changes and removes an app, logs each, and the member’s next request has the permissions', async () => {
    const timesheets = await appId('timesheets');
    const miaId = await demo.userId(mia);
    // Read once, so that a server keeping session users has hers in memory before the changes.
    expect(await permissionsOf(mia)).toEqual([
      'crew-planner.edit_shifts',
      'crew-planner.view_shifts',
      'eventsuite.can_view_company_profile',
    ]);

    const assigned = await assign({ app: timesheets });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data).toMatchObject({ name: 'Timesheets', role: { name: 'Employee' } });
    expect(await permissionsOf(mia)).toContain('timesheets.record_time');
    expect(await permissionsOf(mia)).not.toContain('timesheets.approve_time');

    const changed = await changeRole(timesheets, await roleOf('timesheets', 'Approver'));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.role.name).toBe('Approver');
    expect(await permissionsOf(mia)).toContain('timesheets.approve_time');
    expect((await available()).json().data).toEqual([]);

    expect((await remove(timesheets)).json()).toEqual({ data: { deleted: true } });
    expect((await permissionsOf(mia)).filter((entry) => entry.startsWith('timesheets.'))).toEqual([]);

    const logged = (await events()).map((event) => ({
      type: event.eventType,
      object: [event.objectType, event.objectId],
      company: event.companyId,
      actor: event.actorUserId,
    }));
    const common = {
      object: ['user', miaId],
      company: await demo.companyId('alpen'),
      actor: await demo.userId(owner),
    };
    expect(logged).toEqual([
      { type: 'team_member_app_removed', ...common },
      { type: 'team_member_app_roles_changed', ...common },
      { type: 'team_member_app_installed', ...common },
    ]);
    // The log names the roles of a change, as the company's activity view shows them.
    expect((await events())[1]!.details).toMatchObject({
      app_id: timesheets,
      app_name: 'Timesheets',
      from_name: 'Employee',
      to_name: 'Approver',
    });
  });

  it('assigns a chosen company role, which the member holds at once', async () => {
    const response = await assign({ app: await appId('timesheets'), role: await roleOf('timesheets', 'Approver') });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.role.name).toBe('Approver');
    expect(await permissionsOf(mia)).toContain('timesheets.approve_time');
  });

  it('refuses what cannot be assigned, and writes nothing', async () => {
    const before = await miasRoleCount();
    const timesheets = await appId('timesheets');
    // A personal role, and another app's role.
    for (const role of [await roleOf('timesheets', 'Freelancer'), await roleOf('crew-planner', 'Viewer')]) {
      const response = await assign({ app: timesheets, role });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['role']);
    }
    // An app of the platform not installed for Alpenbühne.
    const notInstalled = await assign({ app: await appId('staff-search') });
    expect(notInstalled.statusCode).toBe(409);
    expect(notInstalled.json().message).toBe(teamMemberAppMessages.appNotInstalled.en);
    // Assigned already.
    const twice = await assign({ app: await appId('crew-planner') }, owner);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(teamMemberAppMessages.appAlreadyAssigned.en);
    // The portal itself, and an app that does not exist.
    expect((await assign({ app: await appId('eventsuite') })).statusCode).toBe(404);
    expect((await assign({ app: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    // Not an id, and a member of another company.
    expect((await assign({ app: 'timesheets' })).statusCode).toBe(422);
    expect((await assign({ app: timesheets }, owner, 'owner.harbour@example.com')).statusCode).toBe(404);
    // Without the right to edit team members.
    expect((await assign({ app: timesheets }, 'member@example.com')).statusCode).toBe(403);
    expect((await assign({ app: timesheets }, mia)).statusCode).toBe(403);
    expect(await miasRoleCount()).toBe(before);
    expect(await events()).toEqual([]);
  });

  it('refuses a role that is not a company role of the app, and apps the member lacks', async () => {
    const crewPlanner = await appId('crew-planner');
    for (const role of [await roleOf('crew-planner', 'Crew member'), await roleOf('timesheets', 'Approver')]) {
      const response = await changeRole(crewPlanner, role);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['role']);
    }
    const timesheets = await appId('timesheets');
    expect((await changeRole(timesheets, await roleOf('timesheets', 'Approver'))).statusCode).toBe(404);
    expect((await remove(timesheets)).statusCode).toBe(404);
    expect(
      (await changeRole(crewPlanner, await roleOf('crew-planner', 'Viewer'), 'member@example.com')).statusCode,
    ).toBe(403);
    // The role held already: answered, not logged.
    expect((await changeRole(crewPlanner, await roleOf('crew-planner', 'Planner'))).statusCode).toBe(200);
    expect(await events()).toEqual([]);
  });

  it('keeps always-installed apps assigned: their role changes, their removal is refused', async () => {
    const [app] = await db()
      .insert(apps)
      .values({
        internalName: 'test-always',
        name: 'Always',
        displayName: 'Always',
        alwaysInstalled: true,
        visibility: 'company',
      })
      .returning({ id: apps.id });
    const [basic, lead] = await db()
      .insert(roles)
      .values([
        { appId: app!.id, displayName: 'Basic', isPersonal: false, isDefault: true, sortOrder: 0 },
        { appId: app!.id, displayName: 'Lead', isPersonal: false, isDefault: false, sortOrder: 1 },
      ])
      .returning({ id: roles.id });
    try {
      expect((await available()).json().data.map((row: { name: string }) => row.name)).toEqual([
        'Always',
        'Timesheets',
      ]);
      expect((await assign({ app: app!.id })).json().data).toMatchObject({
        always_installed: true,
        role: { id: basic!.id },
      });
      expect((await changeRole(app!.id, lead!.id)).json().data.role.name).toBe('Lead');
      const refused = await remove(app!.id, { headers: { 'accept-language': 'de' } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(teamMemberAppMessages.appAlwaysInstalled.de);
    } finally {
      await db().delete(apps).where(eq(apps.id, app!.id));
    }
  });

  it('refuses an app without a company role to give', async () => {
    const [app] = await db()
      .insert(apps)
      .values({ internalName: 'test-roleless', name: 'Roleless', displayName: 'Roleless', visibility: 'company' })
      .returning({ id: apps.id });
    await db()
      .insert(installations)
      .values({ appId: app!.id, companyId: await demo.companyId('alpen') });
    try {
      expect((await available()).json().data.find((row: { id: string }) => row.id === app!.id).default_role).toBeNull();
      const refused = await assign({ app: app!.id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(teamMemberAppMessages.appWithoutCompanyRole.en);
    } finally {
      await db().delete(apps).where(eq(apps.id, app!.id));
    }
  });

  it('never lets another app’s role grant a portal permission', async () => {
    const employee = await roleOf('timesheets', 'Employee');
    await db().insert(rolePermissions).values({ roleId: employee, permission: 'eventsuite.can_edit_team_members' });
    try {
      expect((await assign({ app: await appId('timesheets') })).statusCode).toBe(200);
      const permissions = await permissionsOf(mia);
      expect(permissions).toContain('timesheets.record_time');
      expect(permissions).not.toContain('eventsuite.can_edit_team_members');
      expect((await assign({ app: await appId('timesheets') }, mia, 'member@example.com')).statusCode).toBe(403);
    } finally {
      await db()
        .delete(rolePermissions)
        .where(
          and(eq(rolePermissions.roleId, employee), eq(rolePermissions.permission, 'eventsuite.can_edit_team_members')),
        );
    }
  });

  it('answers personal accounts their personal roles’ permissions in every app', async () => {
    expect(await permissionsOf('private@example.com')).toContain('timesheets.record_time');
    expect((await permissionsOf('private@example.com')).some((entry) => entry.startsWith('crew-planner.'))).toBe(false);
  });

  it('gives a new member the company’s default role in every app of the company', async () => {
    const companyId = await demo.companyId('alpen');
    await db()
      .insert(companyDefaultRoles)
      .values({ companyId, appId: await appId('timesheets'), roleId: await roleOf('timesheets', 'Approver') });
    try {
      const [user] = await db()
        .insert(users)
        .values({ email: 'newcomer@example.com', givenName: 'Nele', familyName: 'Neu', accountType: 'personal' })
        .returning({ id: users.id });
      await db().transaction((tx) => addMember(tx, { userId: user!.id, companyId, locationId: null, roleId: null }));
      const held = await db()
        .select({ app: apps.internalName, role: roles.displayName })
        .from(userAppRoles)
        .innerJoin(apps, eq(apps.id, userAppRoles.appId))
        .innerJoin(roles, eq(roles.id, userAppRoles.roleId))
        .where(eq(userAppRoles.userId, user!.id))
        .orderBy(apps.internalName);
      expect(held).toEqual([
        { app: 'crew-planner', role: 'Planner' },
        { app: 'eventsuite', role: 'Team member' },
        { app: 'timesheets', role: 'Approver' },
      ]);
    } finally {
      await db().delete(companyDefaultRoles);
      await db().delete(users).where(eq(users.email, 'newcomer@example.com'));
    }
  });

  it('gives the owner of a new company the default role in its always-installed apps', async () => {
    const [app] = await db()
      .insert(apps)
      .values({ internalName: 'test-starter', name: 'Starter', displayName: 'Starter', alwaysInstalled: true })
      .returning({ id: apps.id });
    await db()
      .insert(roles)
      .values({ appId: app!.id, displayName: 'Starter crew', isPersonal: false, isDefault: true });
    try {
      const [user] = await db()
        .insert(users)
        .values({ email: 'founder@example.com', givenName: 'Fritz', familyName: 'Founder', accountType: 'personal' })
        .returning({ id: users.id });
      const companyId = await db().transaction((tx) =>
        createCompanyOf(tx, user!.id, companyColumns(blankCompanyInput('Founders GmbH'))),
      );
      const held = await db()
        .select({ role: roles.displayName })
        .from(userAppRoles)
        .innerJoin(roles, eq(roles.id, userAppRoles.roleId))
        .where(
          and(
            eq(userAppRoles.userId, user!.id),
            eq(userAppRoles.companyId, companyId),
            eq(userAppRoles.appId, app!.id),
          ),
        );
      expect(held).toEqual([{ role: 'Starter crew' }]);
    } finally {
      await db().delete(apps).where(eq(apps.id, app!.id));
    }
  });
});
