import {
  ownerPermission,
  permissionPrefix,
  stripPermissionPrefix,
  withPermissionPrefix,
  type UserInfo,
} from '@eventsuite/api-contract';
import { and, eq, isNull, like } from 'drizzle-orm';
import type { Database } from '../db/index';
import { apps, companies, companyMemberships, rolePermissions, userAppRoles, users } from '../db/schema';

/** The internal name of the portal's own app; its roles grant the portal's permissions. */
export const portalAppName = 'eventsuite';

/** A signed-in user as the server sees them on each request: read fresh, so a lock takes effect at once. */
export interface SessionUser {
  id: string;
  accountType: 'business' | 'personal';
  locked: boolean;
  /** The current company, when the user acts in one. */
  companyId: string | null;
  isOwner: boolean;
  /** Portal permissions without the `eventsuite.` prefix. */
  permissions: ReadonlySet<string>;
}

type UserRow = typeof users.$inferSelect;

/** The user's companies, in the order they joined them, each with the user's location there. */
async function membershipsOf(db: Database, userId: string) {
  return db
    .select({ company: companies, locationId: companyMemberships.locationId })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(eq(companyMemberships.userId, userId))
    .orderBy(companyMemberships.joinedAt, companies.id);
}

/** The `eventsuite.` permission strings of the user's roles in the portal app, in the company (or personally). */
async function portalPermissionsOf(db: Database, userId: string, companyId: string | null): Promise<string[]> {
  const rows = await db
    .selectDistinct({ permission: rolePermissions.permission })
    .from(userAppRoles)
    .innerJoin(apps, and(eq(apps.id, userAppRoles.appId), eq(apps.internalName, portalAppName)))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userAppRoles.roleId))
    .where(
      and(
        eq(userAppRoles.userId, userId),
        companyId === null ? isNull(userAppRoles.companyId) : eq(userAppRoles.companyId, companyId),
        like(rolePermissions.permission, `${permissionPrefix}%`),
      ),
    );
  return rows.map((row) => row.permission).sort();
}

export interface LoadedUser {
  user: UserRow;
  company: typeof companies.$inferSelect | undefined;
  /** Every company the user belongs to, the current one included (account switching). */
  companies: (typeof companies.$inferSelect)[];
  locationId: string | null;
  isOwner: boolean;
  /** With prefix, as /id/permissions returns them; the owner also holds `eventsuite.is_owner`. */
  permissionStrings: string[];
}

export async function loadUser(db: Database, userId: string): Promise<LoadedUser | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const memberships = await membershipsOf(db, user.id);
  // The stored current company, or (for a business user without one) the company joined first.
  // Personal accounts act without a company.
  const current =
    user.accountType === 'personal'
      ? undefined
      : (memberships.find((row) => row.company.id === user.currentCompanyId) ?? memberships[0]);
  const isOwner = current?.company.ownerId === user.id;
  const permissionStrings = await portalPermissionsOf(db, user.id, current?.company.id ?? null);
  if (isOwner) permissionStrings.push(withPermissionPrefix(ownerPermission));
  return {
    user,
    company: current?.company,
    companies: memberships.map((row) => row.company),
    locationId: current?.locationId ?? null,
    isOwner,
    permissionStrings,
  };
}

export function toSessionUser(loaded: LoadedUser): SessionUser {
  return {
    id: loaded.user.id,
    accountType: loaded.user.accountType,
    locked: loaded.user.lockedAt !== null,
    companyId: loaded.company?.id ?? null,
    isOwner: loaded.isOwner,
    permissions: new Set(loaded.permissionStrings.flatMap((entry) => stripPermissionPrefix(entry) ?? [])),
  };
}

/** The claims of spec §3 (ID token, /oidc/me and /id/userinfo). */
export function toUserInfo({ user, company, locationId, isOwner }: LoadedUser): UserInfo {
  return {
    sub: user.id,
    given_name: user.givenName,
    family_name: user.familyName,
    name: [user.givenName, user.familyName].filter(Boolean).join(' '),
    picture: user.avatar,
    email: user.email,
    company_id: company?.id ?? null,
    company_group_id: company?.companyGroupId ?? null,
    company_location_id: locationId,
    company_is_owner: isOwner,
    company_name: company?.name ?? null,
    locale: user.locale,
    date_format: user.dateFormat,
    time_format: user.timeFormat,
    first_weekday: user.firstWeekday,
    currency: user.currency,
    thousand_separator: user.thousandSeparator,
    decimal_separator: user.decimalSeparator,
    system_of_measurement: user.systemOfMeasurement,
    account_type: user.accountType,
  };
}
