import type { Database } from './index';
import { apps, permissions } from './schema';

/**
 * The app of the roles journey (e2e/tests/admin-roles.spec.ts): no roles yet, two permissions to grant.
 * Hidden, so no one's catalogue shows it; the administration lists every app.
 */
export const roleWorkshopApp = {
  internalName: 'role-workshop',
  name: 'Role Workshop',
  permissions: [
    { name: 'role-workshop.view_stage', description: 'See the stage plan.' },
    { name: 'role-workshop.edit_stage', description: 'Change the stage plan.' },
  ],
} as const;

export async function seedDemoRoles(tx: Database): Promise<void> {
  await tx
    .insert(apps)
    .values({
      internalName: roleWorkshopApp.internalName,
      name: roleWorkshopApp.name,
      displayName: roleWorkshopApp.name,
      description: 'Where the roles of the demo are tried out.',
      visibility: 'hidden',
    })
    .onConflictDoNothing({ target: apps.internalName });
  await tx
    .insert(permissions)
    .values([...roleWorkshopApp.permissions])
    .onConflictDoNothing();
}
