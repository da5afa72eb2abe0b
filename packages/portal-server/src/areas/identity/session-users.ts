import { sessionUserChannel, type DatabaseConnection } from '../../db/index';
import { createNotifiedCache } from '../../db/notified-cache';
import { prepareSessionUserQuery, type UserKey } from './queries';
import type { LoadedUser } from './session-user';

/** Where authenticated requests get their session user from (ADR 0010). */
export interface SessionUsers {
  /** The user the key names, with their current company and permissions, as the database has them now. */
  load(key: UserKey): Promise<LoadedUser | undefined>;
  /** Stops listening for changes. */
  close(): Promise<void>;
}

/** Enough for every user active at once on one instance; the oldest entry goes first. */
export const sessionUserCacheSize = 1000;

const keyOf = (key: UserKey) => ('userId' in key ? `id:${key.userId}` : `subject:${key.externalSubject}`);

/**
 * Session users are kept in memory and forgotten on the notification that migration 0007's triggers send
 * for every change to a user, their memberships, their roles, a role's permissions, a company or an app,
 * whoever makes it. A change made through this instance is forgotten before the write resolves (see
 * `DatabaseConnection.listen`), so its next request never sees the old user; one made through another
 * instance of the same PostgreSQL database as soon as its notification arrives. While notifications may
 * be missed (PostgreSQL's listening connection is lost), every request reads the database (ADR 0010).
 */
export async function createSessionUsers(database: DatabaseConnection): Promise<SessionUsers> {
  const query = prepareSessionUserQuery(database.db);
  const cache = await createNotifiedCache<LoadedUser>(database, sessionUserChannel, sessionUserCacheSize);
  return {
    load: (key) =>
      cache.get(
        keyOf(key),
        () => query(key),
        (loaded) => loaded.user.id,
      ),
    close: () => cache.close(),
  };
}
