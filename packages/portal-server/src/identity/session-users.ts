import { sessionUserChannel, type DatabaseConnection } from '../db/index';
import { prepareSessionUserQuery, type UserKey } from './queries';
import type { LoadedUser } from './session-user';

/** Where authenticated requests get their session user from (ADR 0010). */
export interface SessionUsers {
  /** The user the key names, with their current company and permissions, as the database has them now. */
  load(key: UserKey): Promise<LoadedUser | undefined>;
  /** Stops listening for changes. */
  close(): Promise<void>;
}

const everyUser = '*';

/** Enough for every user active at once on one instance; the oldest entry goes first. */
export const sessionUserCacheSize = 1000;

const keyOf = (key: UserKey) => ('userId' in key ? `id:${key.userId}` : `subject:${key.externalSubject}`);

/**
 * Session users are kept in memory and forgotten on the notification that migration 0007's triggers send
 * for every change to a user, their memberships, their roles, a role's permissions, a company or an app,
 * whoever makes it. A change made through this instance is forgotten before the write resolves (see
 * `DatabaseConnection.listen`), so its next request never sees the old user; one made through another
 * instance of the same PostgreSQL database as soon as its notification arrives (ADR 0010).
 *
 * While the database cannot promise to deliver every notification (PostgreSQL's listening connection is
 * lost), nothing is kept and every request reads the database. A load that was under way while a
 * notification came, or while notifications may have been missed, is used for its own request but not
 * kept: it may have read the database before the change.
 */
export async function createSessionUsers(database: DatabaseConnection): Promise<SessionUsers> {
  const query = prepareSessionUserQuery(database.db);
  const cache = new Map<string, LoadedUser>();
  /** Counts notifications and losses, so a load can tell whether one came while it read. */
  let changes = 0;
  const listening = await database.listen(sessionUserChannel, {
    notification(payload) {
      changes += 1;
      if (payload === everyUser) return cache.clear();
      for (const [key, loaded] of cache) if (loaded.user.id === payload) cache.delete(key);
    },
    missed() {
      changes += 1;
      cache.clear();
    },
  });

  return {
    async load(key) {
      if (!listening.active) return query(key);
      const cacheKey = keyOf(key);
      const cached = cache.get(cacheKey);
      if (cached) return cached;
      const changesBefore = changes;
      const loaded = await query(key);
      if (loaded && changes === changesBefore && listening.active) {
        if (cache.size >= sessionUserCacheSize) cache.delete(cache.keys().next().value!);
        cache.set(cacheKey, loaded);
      }
      return loaded;
    },
    close: () => listening.stop(),
  };
}
