import {
  access,
  buildPath,
  companyPermissions,
  defineEndpoint,
  endpoints,
  withPermissionPrefix,
} from '@eventsuite/api-contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';
import { apps, rolePermissions, roles, userAppRoles } from '../admin-apps';
import { companyMemberships, users } from './schema';
import type { DemoPersonaEmail } from '../../seeds/seed-demo';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';
import { portalAppName } from '../admin-apps';

// ADR 0005's freshness rule on top of ADR 0010's kept session users: whatever changes the session user (a lock, a
// role, a role's permissions, the current company) counts on the very next request with the same token.

const prefixed = (names: readonly string[]) => names.map(withPermissionPrefix).sort();
/** The portal's own strings of a permission list; other apps' follow their roles in them. */
const portalOf = (permissions: readonly string[]) => permissions.filter((entry) => entry.startsWith('eventsuite.'));

/** Endpoints of the current company named in the path, for a right every member has and for a manager's. */
const companyEndpoint = (name: string, right: string) =>
  defineEndpoint({
    method: 'GET',
    path: `/api/test/companies/:company/${name}`,
    params: z.object({ company: z.string() }),
    response: z.object({ company: z.string() }),
    access: access.currentCompany({ company: [right] }),
  });
const viewProfile = companyEndpoint('profile', 'can_view_company_profile');
const editTeamMember = companyEndpoint('team-members', 'can_edit_team_members');

describe.each(backends)('the session user on $name', ({ create }) => {
  const demo = useDemoApp(create);
  let app: FastifyInstance;

  beforeAll(async () => {
    const parsed = parseConfig({ PUBLIC_URL: 'https://portal.example.com', LOG_LEVEL: 'silent' });
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    app = await buildApp(parsed.config, demo.database, { accessTokens: demo.tokens.verifier });
    for (const endpoint of [viewProfile, editTeamMember]) {
      registerEndpoint(app, endpoint, async (request) => ({ company: identityOf(request).user.companyId ?? '' }));
    }
  });
  afterAll(async () => {
    await app.close();
  });

  /** The persona's requests, all with the one token signed now: nothing in it changes below. */
  const sessionOf = async (as: DemoPersonaEmail) => {
    const authorization = `Bearer ${await demo.tokenFor(as)}`;
    return (url: string) => app.inject({ url, headers: { authorization } });
  };
  const portalRoleId = async (displayName: string) => {
    const [row] = await demo.database.db
      .select({ id: roles.id })
      .from(roles)
      .innerJoin(apps, eq(apps.id, roles.appId))
      .where(and(eq(apps.internalName, portalAppName), eq(roles.displayName, displayName)));
    if (!row) throw new Error(`No portal role ${displayName}`);
    return row.id;
  };

  it('costs one query until something about the user changes, then one again', async () => {
    const request = await sessionOf('both@example.com');
    const bea = await demo.userId('both@example.com');
    // What Drizzle sends goes through the driver's query(): PGlite's, or the pg pool's.
    const driver = (demo.database.db as unknown as { $client: { query: (...args: never[]) => unknown } }).$client;
    const queries = vi.spyOn(driver, 'query');
    const queriesOf = async (path: string) => {
      queries.mockClear();
      expect((await request(path)).statusCode, path).toBe(200);
      return queries.mock.calls.length;
    };
    try {
      await demo.database.db.update(users).set({ updatedAt: new Date() }).where(eq(users.id, bea));
      expect(await queriesOf(endpoints.getUserInfo.path)).toBe(1);
      expect(await queriesOf(endpoints.getPermissions.path)).toBe(0);
      expect(await queriesOf(endpoints.getUserInfo.path)).toBe(0);
      await demo.database.db.update(users).set({ updatedAt: new Date() }).where(eq(users.id, bea));
      expect(await queriesOf(endpoints.getUserInfo.path)).toBe(1);
    } finally {
      queries.mockRestore();
    }
  });

  it('locks a user out on the next request, and lets them back in once unlocked', async () => {
    const request = await sessionOf('member@example.com');
    const max = await demo.userId('member@example.com');
    expect((await request(endpoints.getUserInfo.path)).statusCode).toBe(200);
    await demo.database.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, max));
    try {
      for (const path of [endpoints.getUserInfo.path, endpoints.getPermissions.path]) {
        const refused = await request(path);
        expect(refused.statusCode, path).toBe(401);
        expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      }
    } finally {
      await demo.database.db.update(users).set({ lockedAt: null }).where(eq(users.id, max));
    }
    expect((await request(endpoints.getUserInfo.path)).statusCode).toBe(200);
  });

  it("grants and takes away a role's rights on the next request", async () => {
    const request = await sessionOf('member@example.com');
    const max = await demo.userId('member@example.com');
    const alpen = await demo.companyId('alpen');
    const teamMembers = buildPath(editTeamMember, { company: alpen });
    const [teamMember, manager] = [await portalRoleId('Team member'), await portalRoleId('Manager')];
    const roleOfMax = and(
      eq(userAppRoles.userId, max),
      eq(userAppRoles.companyId, alpen),
      eq(userAppRoles.roleId, teamMember),
    );

    expect((await request(teamMembers)).statusCode).toBe(403);
    await demo.database.db.update(userAppRoles).set({ roleId: manager }).where(roleOfMax);
    try {
      expect((await request(teamMembers)).statusCode).toBe(200);
      expect(portalOf((await request(endpoints.getPermissions.path)).json().data)).toEqual(
        prefixed(companyPermissions),
      );

      // A change to the role itself counts as much as a change of role.
      const editRight = withPermissionPrefix('can_edit_team_members');
      const managerEdits = and(eq(rolePermissions.roleId, manager), eq(rolePermissions.permission, editRight));
      await demo.database.db.delete(rolePermissions).where(managerEdits);
      try {
        expect((await request(teamMembers)).statusCode).toBe(403);
        expect((await request(endpoints.getPermissions.path)).json().data).not.toContain(editRight);
      } finally {
        await demo.database.db.insert(rolePermissions).values({ roleId: manager, permission: editRight });
      }
      expect((await request(teamMembers)).statusCode).toBe(200);
    } finally {
      await demo.database.db
        .update(userAppRoles)
        .set({ roleId: teamMember })
        .where(and(eq(userAppRoles.userId, max), eq(userAppRoles.companyId, alpen), eq(userAppRoles.roleId, manager)));
    }
    expect((await request(teamMembers)).statusCode).toBe(403);
    expect(portalOf((await request(endpoints.getPermissions.path)).json().data)).toEqual(
      prefixed(['can_view_company_profile']),
    );
  });

  it('acts in the new company on the next request after a switch, wherever the switch was made', async () => {
    const request = await sessionOf('both@example.com');
    const bea = await demo.userId('both@example.com');
    const [alpen, harbour] = [await demo.companyId('alpen'), await demo.companyId('harbour')];
    const inAlpen = buildPath(viewProfile, { company: alpen });
    const inHarbour = buildPath(viewProfile, { company: harbour });
    expect((await request(inAlpen)).json()).toEqual({ company: alpen });
    expect((await request(inHarbour)).statusCode).toBe(404);

    // Bea is switched to Harbour Stage, where she is a team member, by a write of her own instance (through
    // another instance: session-users.test.ts).
    await demo.database.db.update(users).set({ currentCompanyId: harbour }).where(eq(users.id, bea));
    try {
      expect((await request(endpoints.getUserInfo.path)).json().data).toMatchObject({
        company_id: harbour,
        company_name: 'Harbour Stage GmbH',
        company_is_owner: false,
      });
      expect(portalOf((await request(endpoints.getPermissions.path)).json().data)).toEqual(
        prefixed(['can_view_company_profile']),
      );
      expect((await request(inAlpen)).statusCode).toBe(404);
      expect((await request(inHarbour)).json()).toEqual({ company: harbour });
      expect((await request(buildPath(editTeamMember, { company: harbour }))).statusCode).toBe(403);
    } finally {
      await demo.database.db.update(users).set({ currentCompanyId: alpen }).where(eq(users.id, bea));
    }
    expect((await request(inAlpen)).json()).toEqual({ company: alpen });
    expect(portalOf((await request(endpoints.getPermissions.path)).json().data)).toEqual(prefixed(companyPermissions));
  });

  it('falls back to the company joined first when no current company is stored', async () => {
    const request = await sessionOf('both@example.com');
    const bea = await demo.userId('both@example.com');
    const [alpen, harbour] = [await demo.companyId('alpen'), await demo.companyId('harbour')];
    // Bea joined Harbour Stage first, so it is the one she acts in while none is stored.
    const membership = (company: string) =>
      and(eq(companyMemberships.userId, bea), eq(companyMemberships.companyId, company));
    const [{ joinedAt }] = (await demo.database.db
      .select({ joinedAt: companyMemberships.joinedAt })
      .from(companyMemberships)
      .where(membership(harbour))) as [{ joinedAt: Date }];
    await demo.database.db
      .update(companyMemberships)
      .set({ joinedAt: new Date('2020-01-01T00:00:00Z') })
      .where(membership(harbour));
    await demo.database.db.update(users).set({ currentCompanyId: null }).where(eq(users.id, bea));
    try {
      expect((await request(endpoints.getUserInfo.path)).json().data).toMatchObject({ company_id: harbour });
      expect(portalOf((await request(endpoints.getPermissions.path)).json().data)).toEqual(
        prefixed(['can_view_company_profile']),
      );
      await demo.database.db.update(users).set({ currentCompanyId: alpen }).where(eq(users.id, bea));
      expect((await request(endpoints.getUserInfo.path)).json().data).toMatchObject({ company_id: alpen });
    } finally {
      await demo.database.db.update(users).set({ currentCompanyId: alpen }).where(eq(users.id, bea));
      await demo.database.db.update(companyMemberships).set({ joinedAt }).where(membership(harbour));
    }
  });
});
