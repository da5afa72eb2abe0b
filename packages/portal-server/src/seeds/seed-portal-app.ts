import { adminPermissions, companyPermissions, withPermissionPrefix } from '@eventsuite/api-contract';
import { eq, sql } from 'drizzle-orm';
import { portalAppName } from '../areas/admin-apps/portal-app';
import type { Database } from '../db/index';
import { apps, permissions, rolePermissions, roles } from '../areas/admin-apps/schema';

/** Serializes seeding between instances that start together on one PostgreSQL (any fixed number works). */
export const seedLockKey = 7_361_503_002;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function lockForSeeding(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
}

const companyViewPermissions = companyPermissions.filter((name) => name.startsWith('can_view_'));

/** The Eventsuite app's starter roles; `is_owner` is never granted by a role (ownership is a fact of the company). */
export const portalRoles = [
  { displayName: 'Private user', isPersonal: true, isDefault: true, permissions: [] },
  { displayName: 'Team member', isPersonal: false, isDefault: true, permissions: ['can_view_company_profile'] },
  { displayName: 'Manager', isPersonal: false, isDefault: false, permissions: [...companyPermissions] },
  {
    displayName: 'Platform administrator',
    isPersonal: false,
    isDefault: false,
    permissions: [...adminPermissions, ...companyViewPermissions],
  },
] as const satisfies readonly { displayName: string; isPersonal: boolean; isDefault: boolean; permissions: string[] }[];

export type PortalRoleName = (typeof portalRoles)[number]['displayName'];

/**
 * Makes sure the portal's own app and its permissions exist; runs on every start. The starter roles are
 * created only while the app has no roles at all, so roles an administrator renamed, changed or
 * deleted stay as they are. One transaction under an advisory lock: instances starting together
 * neither fail nor create the roles twice.
 */
export async function seedPortalApp(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await lockForSeeding(tx);
    await tx
      .insert(apps)
      .values({
        internalName: portalAppName,
        name: 'Eventsuite',
        displayName: 'Eventsuite',
        description: 'Your account, your company and the apps you use.',
        visibility: 'hidden',
        alwaysInstalled: true,
      })
      .onConflictDoNothing({ target: apps.internalName });
    await tx
      .insert(permissions)
      .values([...companyPermissions, ...adminPermissions].map((name) => ({ name: withPermissionPrefix(name) })))
      .onConflictDoNothing();

    const [app] = await tx.select({ id: apps.id }).from(apps).where(eq(apps.internalName, portalAppName));
    if (!app) throw new Error(`The ${portalAppName} app is missing after seeding it`);
    const existing = await tx.select({ id: roles.id }).from(roles).where(eq(roles.appId, app.id)).limit(1);
    if (existing.length > 0) return;

    const created = await tx
      .insert(roles)
      .values(
        portalRoles.map((role, index) => ({
          appId: app.id,
          displayName: role.displayName,
          isPersonal: role.isPersonal,
          isDefault: role.isDefault,
          sortOrder: index,
        })),
      )
      .returning({ id: roles.id, displayName: roles.displayName });
    const grants = portalRoles.flatMap((role) => {
      const roleId = created.find((row) => row.displayName === role.displayName)!.id;
      return role.permissions.map((name) => ({ roleId, permission: withPermissionPrefix(name) }));
    });
    await tx.insert(rolePermissions).values(grants);
  });
}
