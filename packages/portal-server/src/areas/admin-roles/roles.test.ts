import { buildPath, endpoints, roleMessages, type Role } from '@eventsuite/api-contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apps, userAppRoles } from '../admin-apps';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';

const admin = 'admin@example.com';
const english = { 'accept-language': 'en' };

describe.each(backends)('roles and permissions on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const send = (options: InjectOptions, as: typeof admin | 'member@example.com' = admin) =>
    demo.inject(as, { ...options, headers: { ...english, ...options.headers } });

  async function appId(internalName: string) {
    const [row] = await demo.database.db.select({ id: apps.id }).from(apps).where(eq(apps.internalName, internalName));
    return row!.id;
  }

  async function list(app: string, query = '') {
    const response = await send({ method: 'GET', url: `${buildPath(endpoints.listRoles, { app })}${query}` });
    expect(response.statusCode).toBe(200);
    return endpoints.listRoles.response.parse(response.json()).data;
  }

  const byName = (rows: readonly Role[], name: string) => rows.find((role) => role.display_name === name)!;

  async function createRole(app: string, display_name: string, is_personal: boolean) {
    const response = await send({
      method: 'POST',
      url: buildPath(endpoints.createRole, { app }),
      payload: { display_name, is_personal },
    });
    expect(response.statusCode).toBe(200);
    return endpoints.createRole.response.parse(response.json()).data;
  }

  const saveOrder = async (app: string, order: string[]) =>
    send({ method: 'PUT', url: buildPath(endpoints.saveRoleOrder, { app }), payload: { roles: order } });
  const setDefault = async (app: string, role: string) =>
    send({ method: 'PUT', url: buildPath(endpoints.setDefaultRole, { app }), payload: { role } });
  const removeDefault = async (app: string, kind: 'personal' | 'company') =>
    send({ method: 'DELETE', url: buildPath(endpoints.removeDefaultRole, { app, kind }) });
  const deleteRole = async (app: string, role: string, replacement?: string) =>
    send({
      method: 'DELETE',
      url: `${buildPath(endpoints.deleteRole, { app, role })}${replacement ? `?replacement=${replacement}` : ''}`,
    });
  const savePermissions = async (role: string, permissions: string[]) =>
    send({ method: 'PUT', url: buildPath(endpoints.saveRolePermissions, { role }), payload: { permissions } });

  /** The fields of a 422 and their messages. */
  const fieldErrors = (response: { json(): unknown }) =>
    (response.json() as { errors: Record<string, string[]> }).errors;

  it('lists an app’s roles in their order with defaults, grants and holders', async () => {
    const { roles: rows, admin_roles_only } = await list(await appId('crew-planner'));
    expect(rows.map((role) => role.display_name)).toEqual(['Crew member', 'Planner', 'Viewer']);
    expect(byName(rows, 'Planner')).toMatchObject({
      is_personal: false,
      is_default: true,
      permissions: ['crew-planner.edit_shifts', 'crew-planner.view_shifts'],
    });
    expect(byName(rows, 'Planner').holder_count).toBeGreaterThan(0);
    expect(byName(rows, 'Viewer').holder_count).toBe(0);
    expect(admin_roles_only).toBe(false);
  });

  it('answers 404 for an app that does not exist', async () => {
    const response = await send({ method: 'GET', url: buildPath(endpoints.listRoles, { app: randomUUID() }) });
    expect(response.statusCode).toBe(404);
  });

  it('shows only the admin roles of the portal when asked', async () => {
    const filtered = await list(await appId('eventsuite'), '?admin_roles=true');
    expect(filtered.admin_roles_only).toBe(true);
    expect(filtered.roles.map((role) => role.display_name)).toEqual(['Platform administrator']);
    // Other apps have no admin roles to single out: the filter does not apply.
    expect((await list(await appId('crew-planner'), '?admin_roles=true')).admin_roles_only).toBe(false);
  });

  it('creates and renames roles, and logs both', async () => {
    const app = await appId('role-workshop');
    const created = await createRole(app, 'Stagehand', false);
    expect(created).toMatchObject({
      display_name: 'Stagehand',
      is_personal: false,
      is_default: false,
      holder_count: 0,
    });
    const renamed = await send({
      method: 'PUT',
      url: buildPath(endpoints.renameRole, { app, role: created.id }),
      payload: { display_name: 'Stage crew' },
    });
    expect(renamed.json().data.display_name).toBe('Stage crew');
    const empty = await send({
      method: 'PUT',
      url: buildPath(endpoints.renameRole, { app, role: created.id }),
      payload: { display_name: '  ' },
    });
    expect(empty.statusCode).toBe(422);
    const { logs } = await list(app);
    expect(logs.slice(0, 2).map((event) => [event.type, event.details.display_name])).toEqual([
      ['role_updated', 'Stage crew'],
      ['role_created', 'Stagehand'],
    ]);
    expect(logs[0]!.actor?.name).toBe('Ada Admin');
  });

  it('saves an order naming every role once, and refuses any other', async () => {
    const app = await appId('crew-planner');
    const ids = (await list(app)).roles.map((role) => role.id);
    const foreign = (await list(await appId('timesheets'))).roles[0]!.id;
    for (const order of [
      ids.slice(1), // omits one
      [...ids, foreign], // adds another app's role
      [ids[0]!, ids[0]!, ids[1]!], // duplicates one, omits one
      [...ids, ids[0]!], // duplicates one
      [ids[0]!, ids[1]!, foreign], // swaps one for another app's
      [...ids.slice(0, 2), 'not-a-uuid'],
    ]) {
      const response = await saveOrder(app, order);
      expect(response.statusCode, JSON.stringify(order)).toBe(422);
      expect(Object.keys(fieldErrors(response))[0]).toMatch(/^roles/);
    }
    expect((await list(app)).roles.map((role) => role.id)).toEqual(ids);

    const reversed = [...ids].reverse();
    const saved = await saveOrder(app, reversed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.roles.map((role: Role) => role.id)).toEqual(reversed);
    expect((await list(app)).roles.map((role) => role.id)).toEqual(reversed);
  });

  it('keeps one default of each kind, also when two requests race', async () => {
    const app = await appId('role-workshop');
    const first = await createRole(app, 'Guest', true);
    const second = await createRole(app, 'Visitor', true);
    const company = await createRole(app, 'Crew', false);

    const set = await setDefault(app, first.id);
    expect(set.statusCode).toBe(200);
    expect(await setDefault(app, company.id)).toHaveProperty('statusCode', 200);

    const raced = await Promise.all([setDefault(app, first.id), setDefault(app, second.id)]);
    expect(raced.map((response) => response.statusCode)).toEqual([200, 200]);
    const { roles: rows, logs } = await list(app);
    expect(rows.filter((role) => role.is_personal && role.is_default)).toHaveLength(1);
    expect(byName(rows, 'Crew').is_default).toBe(true);
    expect(logs.map((event) => event.type)).toContain('default_role_set');
    expect(logs.map((event) => event.type)).toContain('default_role_updated');

    // A role of another app is not this app's to make the default.
    const foreign = (await list(await appId('timesheets'))).roles[0]!.id;
    const refused = await setDefault(app, foreign);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(refused))).toEqual(['role']);

    const removed = await removeDefault(app, 'personal');
    expect(removed.statusCode).toBe(200);
    const after = endpoints.removeDefaultRole.response.parse(removed.json()).data;
    expect(after.roles.filter((role) => role.is_personal && role.is_default)).toHaveLength(0);
    expect(after.logs[0]!.type).toBe('default_role_deleted');
  });

  it('refuses to delete the default role, and a held role without a replacement', async () => {
    const app = await appId('crew-planner');
    const rows = (await list(app)).roles;
    const planner = byName(rows, 'Planner');
    const viewer = byName(rows, 'Viewer');

    const defaultRole = await deleteRole(app, planner.id);
    expect(defaultRole.statusCode).toBe(409);
    expect(defaultRole.json().message).toBe(roleMessages.defaultRoleNotDeletable.en);

    expect((await removeDefault(app, 'company')).statusCode).toBe(200);
    const held = await deleteRole(app, planner.id);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(roleMessages.replacementRequired.en);

    // The replacement must be another role of the same app and kind.
    const timesheetsRole = (await list(await appId('timesheets'))).roles[0]!.id;
    for (const replacement of [byName(rows, 'Crew member').id, timesheetsRole, planner.id]) {
      const response = await deleteRole(app, planner.id, replacement);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(fieldErrors(response))).toEqual(['replacement']);
    }
    expect(byName((await list(app)).roles, 'Planner').holder_count).toBe(planner.holder_count);

    const deleted = await deleteRole(app, planner.id, viewer.id);
    expect(deleted.statusCode).toBe(200);
    const { roles: after, logs } = await list(app);
    expect(after.map((role) => role.display_name)).not.toContain('Planner');
    expect(byName(after, 'Viewer').holder_count).toBe(planner.holder_count);
    expect(logs[0]).toMatchObject({
      type: 'role_deleted',
      details: { display_name: 'Planner', replacement_name: 'Viewer', moved: String(planner.holder_count) },
    });
  });

  it('moves holders to the default role, and refuses deleting the last held role of a kind', async () => {
    const app = await appId('staff-search');
    const recruiter = byName((await list(app)).roles, 'Recruiter');
    expect((await removeDefault(app, 'company')).statusCode).toBe(200);
    const last = await deleteRole(app, recruiter.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(roleMessages.lastRoleHeld.en);

    const scout = await createRole(app, 'Scout', false);
    expect((await setDefault(app, scout.id)).statusCode).toBe(200);
    expect((await deleteRole(app, recruiter.id)).statusCode).toBe(200);
    const holders = await demo.database.db
      .select({ roleId: userAppRoles.roleId })
      .from(userAppRoles)
      .where(eq(userAppRoles.appId, app));
    expect(holders.filter((row) => row.roleId === recruiter.id)).toHaveLength(0);
    expect(byName((await list(app)).roles, 'Scout').holder_count).toBe(recruiter.holder_count);
  });

  it('assigns only existing permissions of the role’s app, never is_owner', async () => {
    const workshop = await appId('role-workshop');
    const role = await createRole(workshop, 'Stage manager', false);
    for (const permissions of [
      ['role-workshop.unknown'],
      ['crew-planner.view_shifts'],
      ['eventsuite.admin_can_view_apps'],
    ]) {
      const response = await savePermissions(role.id, permissions);
      expect(response.statusCode, permissions[0]).toBe(422);
      expect(Object.keys(fieldErrors(response))).toEqual(['permissions']);
    }
    const portalRoles = (await list(await appId('eventsuite'))).roles;
    const owner = await savePermissions(byName(portalRoles, 'Manager').id, ['eventsuite.is_owner']);
    expect(owner.statusCode).toBe(422);
    expect(fieldErrors(owner).permissions).toEqual(['Company ownership cannot be granted through a role.']);

    const assigned = await savePermissions(role.id, ['role-workshop.view_stage']);
    expect(assigned.json().data.permissions).toEqual(['role-workshop.view_stage']);
    const updated = await savePermissions(role.id, ['role-workshop.edit_stage', 'role-workshop.view_stage']);
    expect(updated.json().data.permissions).toEqual(['role-workshop.edit_stage', 'role-workshop.view_stage']);
    const { logs } = await list(workshop);
    expect(logs.slice(0, 2).map((event) => event.type)).toEqual(['permission_updated', 'permission_assigned']);
    expect(logs[0]!.details.added).toBe('role-workshop.edit_stage');
  });

  it('changes what holders may do on their next request', async () => {
    const permissionsOfMax = async () =>
      (await send({ method: 'GET', url: buildPath(endpoints.getPermissions) }, 'member@example.com')).json()
        .data as string[];
    expect(await permissionsOfMax()).not.toContain('eventsuite.can_view_locations');
    const teamMember = byName((await list(await appId('eventsuite'))).roles, 'Team member');
    const saved = await savePermissions(teamMember.id, [...teamMember.permissions, 'eventsuite.can_view_locations']);
    expect(saved.statusCode).toBe(200);
    expect(await permissionsOfMax()).toContain('eventsuite.can_view_locations');
    await savePermissions(teamMember.id, teamMember.permissions);
    expect(await permissionsOfMax()).not.toContain('eventsuite.can_view_locations');
  });

  it('lists the permission catalogue by app and the portal’s company roles', async () => {
    const catalogue = (await send({ method: 'GET', url: buildPath(endpoints.listPermissions) })).json().data as {
      prefix: string;
      permissions: { name: string; description: string }[];
    }[];
    const workshop = catalogue.find((group) => group.prefix === 'role-workshop')!;
    expect(workshop.permissions).toEqual([
      { name: 'role-workshop.edit_stage', description: 'Change the stage plan.' },
      { name: 'role-workshop.view_stage', description: 'See the stage plan.' },
    ]);
    expect(catalogue.map((group) => group.prefix)).toEqual([...catalogue.map((group) => group.prefix)].sort());
    const portalRoles = await send(
      { method: 'GET', url: buildPath(endpoints.listEventsuiteRoles) },
      'member@example.com',
    );
    expect(portalRoles.json().data.map((role: { display_name: string }) => role.display_name)).toEqual([
      'Team member',
      'Manager',
      'Platform administrator',
    ]);
  });
});
