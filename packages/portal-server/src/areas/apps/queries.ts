import { and, asc, count, eq, inArray, isNull, notExists } from 'drizzle-orm';
import { apps, appScreenshots, companyDefaultRoles, installations, roles, userAppRoles } from '../admin-apps';
import { isUuid } from '../../db/ids';
import type { Database } from '../../db/index';
import { companyMemberships } from '../identity';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** The account whose catalogue it is: a personal user, or a member acting in a company. */
export interface CatalogueAccount {
  userId: string;
  companyId: string | null;
}

const appColumns = {
  id: apps.id,
  internalName: apps.internalName,
  displayName: apps.displayName,
  description: apps.description,
  descriptionDe: apps.descriptionDe,
  instructions: apps.instructions,
  instructionsDe: apps.instructionsDe,
  logo: apps.logo,
  visibility: apps.visibility,
  alwaysInstalled: apps.alwaysInstalled,
  adminOnly: apps.adminOnly,
  authPath: apps.authPath,
  redirectUrl: apps.redirectUrl,
};
export type CatalogueAppRow = Awaited<ReturnType<typeof everyApp>>[number];

/** Every app, by display name; the caller filters by visibility (appVisibleTo). */
export function everyApp(db: Reader) {
  return db.select(appColumns).from(apps).orderBy(asc(apps.displayName), asc(apps.id));
}

/** One app by id or by internal name. */
export async function findApp(db: Reader, idOrName: string): Promise<CatalogueAppRow | undefined> {
  const [row] = await db
    .select(appColumns)
    .from(apps)
    .where(isUuid(idOrName) ? eq(apps.id, idOrName) : eq(apps.internalName, idOrName));
  return row;
}

/** The apps anyone may see (visibility `visible`), by display name. */
export function publicApps(db: Reader): Promise<CatalogueAppRow[]> {
  return db
    .select(appColumns)
    .from(apps)
    .where(eq(apps.visibility, 'visible'))
    .orderBy(asc(apps.displayName), asc(apps.id));
}

/** The account's role name per app: personal roles for a personal account, those in the company otherwise. */
export async function roleNamesOf(db: Reader, account: CatalogueAccount): Promise<Map<string, string>> {
  const rows = await db
    .select({ appId: userAppRoles.appId, name: roles.displayName })
    .from(userAppRoles)
    .innerJoin(roles, eq(roles.id, userAppRoles.roleId))
    .where(
      and(
        eq(userAppRoles.userId, account.userId),
        account.companyId === null ? isNull(userAppRoles.companyId) : eq(userAppRoles.companyId, account.companyId),
      ),
    );
  return new Map(rows.map((row) => [row.appId, row.name]));
}

/** An app's screenshot files in their order. */
export async function screenshotsOf(db: Reader, appId: string): Promise<string[]> {
  const rows = await db
    .select({ file: appScreenshots.file })
    .from(appScreenshots)
    .where(eq(appScreenshots.appId, appId))
    .orderBy(asc(appScreenshots.sortOrder), asc(appScreenshots.createdAt));
  return rows.map((row) => row.file);
}

/** The app's default role of one kind (personal or company), or null without one. */
export async function appDefaultRole(db: Reader, appId: string, personal: boolean): Promise<string | null> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.appId, appId), eq(roles.isPersonal, personal), eq(roles.isDefault, true)));
  return row?.id ?? null;
}

/** Installs an app for a personal user, who gets `roleId` in it. */
export async function installForUser(tx: Writer, userId: string, appId: string, roleId: string): Promise<void> {
  await tx.insert(installations).values({ appId, userId }).onConflictDoNothing();
  await tx.insert(userAppRoles).values({ userId, appId, companyId: null, roleId }).onConflictDoNothing();
}

/** Removes a personal user's installation of an app and their role in it; false when there was none. */
export async function uninstallForUser(tx: Writer, userId: string, appId: string): Promise<boolean> {
  const removed = await tx
    .delete(installations)
    .where(and(eq(installations.appId, appId), eq(installations.userId, userId)))
    .returning({ id: installations.id });
  await tx
    .delete(userAppRoles)
    .where(and(eq(userAppRoles.appId, appId), eq(userAppRoles.userId, userId), isNull(userAppRoles.companyId)));
  return removed.length > 0;
}

/**
 * Installs an app for a company: every current member without a role in it there gets `roleId`.
 * Returns how many members got one.
 */
export async function installForCompany(tx: Writer, companyId: string, appId: string, roleId: string) {
  await tx.insert(installations).values({ appId, companyId }).onConflictDoNothing();
  const members = await tx
    .select({ userId: companyMemberships.userId })
    .from(companyMemberships)
    .where(
      and(
        eq(companyMemberships.companyId, companyId),
        notExists(
          tx
            .select({ userId: userAppRoles.userId })
            .from(userAppRoles)
            .where(
              and(
                eq(userAppRoles.userId, companyMemberships.userId),
                eq(userAppRoles.appId, appId),
                eq(userAppRoles.companyId, companyId),
              ),
            ),
        ),
      ),
    );
  if (members.length === 0) return 0;
  const added = await tx
    .insert(userAppRoles)
    .values(members.map(({ userId }) => ({ userId, appId, companyId, roleId })))
    .onConflictDoNothing()
    .returning({ userId: userAppRoles.userId });
  return added.length;
}

/**
 * Removes a company's installation of an app and its members' roles in it there. Returns whether an
 * installation was removed and how many members lost their role.
 */
export async function uninstallForCompany(tx: Writer, companyId: string, appId: string) {
  const removed = await tx
    .delete(installations)
    .where(and(eq(installations.appId, appId), eq(installations.companyId, companyId)))
    .returning({ id: installations.id });
  const members = await tx
    .delete(userAppRoles)
    .where(and(eq(userAppRoles.appId, appId), eq(userAppRoles.companyId, companyId)))
    .returning({ userId: userAppRoles.userId });
  return { removed: removed.length > 0, members: members.length };
}

/** How many members the company has. */
export async function memberCount(db: Reader, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyMemberships)
    .where(eq(companyMemberships.companyId, companyId));
  return row?.n ?? 0;
}

/** An app's company roles in their order. */
export function companyRolesOf(db: Reader, appId: string) {
  return db
    .select({ id: roles.id, displayName: roles.displayName, isDefault: roles.isDefault })
    .from(roles)
    .where(and(eq(roles.appId, appId), eq(roles.isPersonal, false)))
    .orderBy(asc(roles.sortOrder), asc(roles.displayName), asc(roles.id));
}

/** The company's own choice of default role in an app, or null. */
export async function chosenCompanyDefaultRole(db: Reader, companyId: string, appId: string): Promise<string | null> {
  const [row] = await db
    .select({ roleId: companyDefaultRoles.roleId })
    .from(companyDefaultRoles)
    .where(and(eq(companyDefaultRoles.companyId, companyId), eq(companyDefaultRoles.appId, appId)));
  return row?.roleId ?? null;
}

/** Sets the company's default role in an app; returns the role it replaces (null when it had none). */
export async function saveCompanyDefaultRole(tx: Writer, companyId: string, appId: string, roleId: string) {
  const previous = await chosenCompanyDefaultRole(tx, companyId, appId);
  await tx
    .insert(companyDefaultRoles)
    .values({ companyId, appId, roleId })
    .onConflictDoUpdate({ target: [companyDefaultRoles.companyId, companyDefaultRoles.appId], set: { roleId } });
  return previous;
}

/** Removes the company's own default role in an app; returns the removed role, or null. */
export async function removeCompanyDefaultRole(tx: Writer, companyId: string, appId: string) {
  const [row] = await tx
    .delete(companyDefaultRoles)
    .where(and(eq(companyDefaultRoles.companyId, companyId), eq(companyDefaultRoles.appId, appId)))
    .returning({ roleId: companyDefaultRoles.roleId });
  return row?.roleId ?? null;
}

/** Role display names by id, for the activity log. */
export async function roleNames(db: Reader, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: roles.id, name: roles.displayName }).from(roles).where(inArray(roles.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
