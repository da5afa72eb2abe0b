import { stripPermissionPrefix } from '@eventsuite/api-contract';
import type { companies, users } from './schema';

/** The internal name of the portal's own app; its roles grant the portal's permissions. */
export const portalAppName = 'eventsuite';

/**
 * A signed-in user as the server sees them on each request: read fresh by one query (identity/queries.ts,
 * ADR 0010), so a lock, a role change or a company switch takes effect at once.
 */
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

export interface LoadedUser {
  user: UserRow;
  company: typeof companies.$inferSelect | undefined;
  locationId: string | null;
  isOwner: boolean;
  /** With prefix, as /id/permissions returns them; the owner also holds `eventsuite.is_owner`. */
  permissionStrings: string[];
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
