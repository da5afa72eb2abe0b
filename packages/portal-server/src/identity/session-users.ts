import type { DatabaseConnection } from '../db/index';
import { prepareSessionUserQuery, type UserKey } from './queries';
import type { LoadedUser } from './session-user';

/** Where authenticated requests get their session user from (ADR 0010). */
export interface SessionUsers {
  /** The user the key names, with their current company and permissions, as the database has them now. */
  load(key: UserKey): Promise<LoadedUser | undefined>;
  /** Stops listening for changes (cached session users only). */
  close(): Promise<void>;
}

/** The channel migration 0007's triggers notify with a user's id, or '*' for every user. */
export const sessionUserChannel = 'session_user_changed';
const everyUser = '*';

/** Enough for every user active at once on a single-process portal; the oldest entry goes first. */
export const sessionUserCacheSize = 1000;

const keyOf = (key: UserKey) => ('userId' in key ? `id:${key.userId}` : `subject:${key.externalSubject}`);

/**
 * On PostgreSQL, one prepared query per request: several instances may share the database, and a change
 * made through any of them must count on the very next request everywhere (ADR 0005).
 *
 * On PGlite the database lives in this process and nothing else can write to it, so session users are
 * kept in memory and forgotten on the notification that migration 0007's triggers send for every change
 * to a user, their memberships, their roles, a role's permissions, a company or an app. PGlite delivers it
 * before the statement that caused it resolves, so the request after a change never sees the old user.
 * A load that was under way while a notification came is used for its own request but not kept: it may
 * have read the database before the change.
 */
export async function createSessionUsers(database: DatabaseConnection): Promise<SessionUsers> {
  const query = prepareSessionUserQuery(database.db);
  if (!database.listenInProcess) return { load: query, close: async () => {} };

  const cache = new Map<string, LoadedUser>();
  /** Counts notifications, so a load can tell whether one came while it read. */
  let changes = 0;
  const forget = (payload: string) => {
    changes += 1;
    if (payload === everyUser) return cache.clear();
    for (const [key, loaded] of cache) if (loaded.user.id === payload) cache.delete(key);
  };
  const stopListening = await database.listenInProcess(sessionUserChannel, forget);

  return {
    async load(key) {
      const cacheKey = keyOf(key);
      const cached = cache.get(cacheKey);
      if (cached) return cached;
      const changesBefore = changes;
      const loaded = await query(key);
      if (loaded && changes === changesBefore) {
        if (cache.size >= sessionUserCacheSize) cache.delete(cache.keys().next().value!);
        cache.set(cacheKey, loaded);
      }
      return loaded;
    },
    close: stopListening,
  };
}
