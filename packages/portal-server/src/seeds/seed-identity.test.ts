import { adminPermissions, companyPermissions, withPermissionPrefix } from '@eventsuite/api-contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../areas/identity/passwords';
import { loadUser } from '../areas/identity/queries';
import { portalAppName } from '../areas/admin-apps/portal-app';
import { backends, type TestDatabase } from '../db/test-databases';
import type { DatabaseConnection } from '../db/index';
import { migrate } from '../db/migrate';
import { apps, installations, permissions, rolePermissions, roles } from '../areas/admin-apps/schema';
import { companies, users } from '../areas/identity/schema';
import { demoPersonas, seedDemo } from './seed-demo';
import { demoCrewEmails } from './seed-demo-team-members';
import { demoAdminCompanies } from './seed-demo-admin-companies';
import { seedPortalApp } from './seed-portal-app';

const demoAdminCompanyOwners = demoAdminCompanies.map((company) => company.owner.email);

const prefixed = (names: readonly string[]) => names.map(withPermissionPrefix).sort();
/** The portal's own strings of a permission list; other apps' follow their roles in them. */
const portalOf = (permissions: readonly string[]) => permissions.filter((entry) => entry.startsWith('eventsuite.'));

describe.each(backends)('identity seeds on $name', ({ create }) => {
  let testDb: TestDatabase;
  let connection: DatabaseConnection;

  beforeAll(async () => {
    testDb = await create();
    connection = await testDb.open();
    await migrate(connection);
  });
  afterAll(() => testDb?.dispose());

  const portalRoles = async () => {
    const rows = await connection.db
      .select({ role: roles, permission: rolePermissions.permission })
      .from(roles)
      .innerJoin(apps, eq(apps.id, roles.appId))
      .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
      .where(eq(apps.internalName, portalAppName))
      .orderBy(asc(roles.sortOrder));
    const byName = new Map<string, { isPersonal: boolean; isDefault: boolean; permissions: string[] }>();
    for (const { role, permission } of rows) {
      const entry = byName.get(role.displayName) ?? {
        isPersonal: role.isPersonal,
        isDefault: role.isDefault,
        permissions: [],
      };
      if (permission) entry.permissions.push(permission);
      byName.set(role.displayName, entry);
    }
    for (const entry of byName.values()) entry.permissions.sort();
    return Object.fromEntries(byName);
  };

  it('creates the hidden, always installed Eventsuite app with its permissions and roles', async () => {
    await seedPortalApp(connection.db);
    const [app] = await connection.db.select().from(apps).where(eq(apps.internalName, portalAppName));
    expect(app).toMatchObject({ name: 'Eventsuite', visibility: 'hidden', alwaysInstalled: true });
    const names = (await connection.db.select({ name: permissions.name }).from(permissions)).map((row) => row.name);
    expect(names.sort()).toEqual(prefixed([...companyPermissions, ...adminPermissions]));
    expect(names).not.toContain('eventsuite.is_owner');
    expect(await portalRoles()).toEqual({
      'Private user': { isPersonal: true, isDefault: true, permissions: [] },
      'Team member': { isPersonal: false, isDefault: true, permissions: ['eventsuite.can_view_company_profile'] },
      Manager: { isPersonal: false, isDefault: false, permissions: prefixed(companyPermissions) },
      'Platform administrator': {
        isPersonal: false,
        isDefault: false,
        permissions: prefixed([
          ...adminPermissions,
          'can_view_company_profile',
          'can_view_team_members',
          'can_view_locations',
        ]),
      },
    });
  });

  it('seeds the app again without duplicates and leaves changed roles alone', async () => {
    const [admin] = await connection.db.select().from(roles).where(eq(roles.displayName, 'Platform administrator'));
    await connection.db
      .delete(rolePermissions)
      .where(
        and(eq(rolePermissions.roleId, admin!.id), eq(rolePermissions.permission, 'eventsuite.admin_can_edit_content')),
      );
    const changed = await portalRoles();
    await seedPortalApp(connection.db);
    expect(await portalRoles()).toEqual(changed);
    expect(changed['Platform administrator']?.permissions).not.toContain('eventsuite.admin_can_edit_content');
    expect(await connection.db.select().from(apps).where(eq(apps.internalName, portalAppName))).toHaveLength(1);
  });

  it('creates the demo data once, with one password for every persona', async () => {
    const result = await seedDemo(connection.db, { password: 'demo-pass-1' });
    expect(result).toEqual({ password: 'demo-pass-1', generated: false });
    expect(await seedDemo(connection.db, { password: 'other' })).toBeUndefined();

    const people = await connection.db.select().from(users).orderBy(users.email);
    // The personas, Alpenbühne's crew (seed-demo-team-members.ts) and the further companies' owners.
    // Sorted here: the database's collation may order punctuation differently.
    expect(people.map((user) => user.email).sort()).toEqual(
      [...demoPersonas.map((persona) => persona.email), ...demoCrewEmails, ...demoAdminCompanyOwners].sort(),
    );
    expect(await verifyPassword('demo-pass-1', people[0]!.passwordHash)).toBe(true);
    const paula = people.find((user) => user.email === 'private@example.com')!;
    expect(paula).toMatchObject({ accountType: 'personal', locale: 'de_DE', language: 'de', currentCompanyId: null });
    expect(people.find((user) => user.email === 'locked@example.com')!.lockedAt).not.toBeNull();

    const companyNames = (await connection.db.select({ name: companies.name }).from(companies)).map((row) => row.name);
    expect(companyNames.sort()).toEqual(
      [
        'Alpenbühne Events AG',
        'Eventsuite Operations',
        'Harbour Stage GmbH',
        'Nordlicht Bühnentechnik GmbH',
        ...demoAdminCompanies.map((company) => company.name),
      ].sort(),
    );
    const installed = await connection.db.select().from(installations);
    expect(installed.filter((row) => row.userId === paula.id)).toHaveLength(2);
  });

  it('gives each persona the company and the rights the README promises', async () => {
    const [bea] = await connection.db.select().from(users).where(eq(users.email, 'both@example.com'));
    const loaded = await loadUser(connection.db, bea!.id);
    expect(loaded?.company?.name).toBe('Alpenbühne Events AG');
    expect(portalOf(loaded?.permissionStrings ?? [])).toEqual(prefixed(companyPermissions));
    const [olivia] = await connection.db.select().from(users).where(eq(users.email, 'owner.alpen@example.com'));
    const owner = await loadUser(connection.db, olivia!.id);
    expect(owner).toMatchObject({ isOwner: true, locationId: expect.any(String) });
    expect(portalOf(owner?.permissionStrings ?? [])).toEqual([
      'eventsuite.can_view_company_profile',
      'eventsuite.is_owner',
    ]);
  });
});

describe('identity seeds on PostgreSQL with two instances starting together', () => {
  it('creates the portal app and the demo data exactly once', async () => {
    const fresh = await backends[1].create();
    try {
      const [a, b] = await Promise.all([fresh.open(), fresh.open()]);
      await migrate(a);
      await Promise.all([seedPortalApp(a.db), seedPortalApp(b.db)]);
      const results = await Promise.all([seedDemo(a.db), seedDemo(b.db)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(results.find(Boolean)).toMatchObject({ generated: true, password: expect.stringMatching(/^[\w-]{16}$/) });
      // The portal's, the three demo apps', Order Workshop's (seed-demo-roles.ts), and three of each app of the
      // catalogue demo (seed-demo-catalogue.ts).
      expect(await a.db.select().from(roles).innerJoin(apps, eq(apps.id, roles.appId))).toHaveLength(
        4 + 3 + 2 + 3 + 3 + 6 * 3,
      );
      expect(await a.db.select().from(users)).toHaveLength(
        demoPersonas.length + demoCrewEmails.length + demoAdminCompanyOwners.length,
      );
    } finally {
      await fresh.dispose();
    }
  });
});
