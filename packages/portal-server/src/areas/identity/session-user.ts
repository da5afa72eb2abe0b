import { stripPermissionPrefix } from '@eventsuite/api-contract';
import type { SessionUser } from '../../authentication/caller';
import type { companies, users } from './schema';

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
