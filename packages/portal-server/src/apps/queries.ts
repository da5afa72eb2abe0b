import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { Database } from '../db/index';
import { apps, installations } from './schema';

export type AppRow = Pick<typeof apps.$inferSelect, 'id' | 'internalName' | 'name' | 'description' | 'logo'>;

/**
 * The apps of an account: always-installed ones and those installed for its company (or, for a
 * personal account, for the user). Hidden apps, like the portal itself, are never listed.
 */
export function installedAppsOf(
  db: Database,
  account: { userId: string; companyId: string | null },
): Promise<AppRow[]> {
  const installedForAccount =
    account.companyId === null
      ? eq(installations.userId, account.userId)
      : eq(installations.companyId, account.companyId);
  return db
    .selectDistinct({
      id: apps.id,
      internalName: apps.internalName,
      name: apps.name,
      description: apps.description,
      logo: apps.logo,
    })
    .from(apps)
    .leftJoin(installations, and(eq(installations.appId, apps.id), installedForAccount))
    .where(and(ne(apps.visibility, 'hidden'), or(eq(apps.alwaysInstalled, true), eq(installations.appId, apps.id))))
    .orderBy(asc(apps.name), asc(apps.id));
}
