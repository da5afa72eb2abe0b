import type { Database } from '../db/index';
import { apps, permissions, roles } from '../areas/admin-apps/schema';

// Apps of the roles journeys, hidden (no one's catalogue shows them; the administration lists every app)
// and used by nothing else, so the journeys change them freely.

/** The roles journey (e2e/tests/admin-roles.spec.ts): no roles yet, two permissions to grant. */
const roleWorkshop = {
  internalName: 'role-workshop',
  name: 'Role Workshop',
  permissions: [
    { name: 'role-workshop.view_stage', description: 'See the stage plan.' },
    { name: 'role-workshop.edit_stage', description: 'Change the stage plan.' },
  ],
  roles: [],
};

/** The keyboard journey of the roles (e2e/tests/keyboard.spec.ts): two company roles it reorders and puts back. */
const orderWorkshop = {
  internalName: 'order-workshop',
  name: 'Order Workshop',
  permissions: [],
  roles: [
    { displayName: 'Guest', isPersonal: true, isDefault: true },
    { displayName: 'Crew lead', isPersonal: false, isDefault: true },
    { displayName: 'Crew', isPersonal: false, isDefault: false },
  ],
};

export async function seedDemoRoles(tx: Database): Promise<void> {
  for (const app of [roleWorkshop, orderWorkshop]) {
    const [created] = await tx
      .insert(apps)
      .values({
        internalName: app.internalName,
        name: app.name,
        displayName: app.name,
        description: 'Where the roles of the demo are tried out.',
        visibility: 'hidden',
      })
      .onConflictDoNothing({ target: apps.internalName })
      .returning({ id: apps.id });
    if (!created) continue; // An operator made an app of that name already: leave it alone.
    if (app.permissions.length > 0) await tx.insert(permissions).values(app.permissions).onConflictDoNothing();
    if (app.roles.length > 0) {
      await tx.insert(roles).values(app.roles.map((role, index) => ({ ...role, appId: created.id, sortOrder: index })));
    }
  }
}
