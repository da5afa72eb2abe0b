import type { DatabaseConnection, NotificationChannel } from './index';

/**
 * Values read from the database, kept in memory until a notification on their channel names their owner
 * (a user's id) or '*' (every owner). See ADR 0010 for the rule that makes this safe: the channel's
 * triggers fire on every write that can change a kept value, whoever makes it.
 */
export interface NotifiedCache<Value> {
  /**
   * The value kept under the key, or the one `load` reads now; that one is kept for `ownerOf(value)`
   * unless a notification came while it was read, or notifications could be missed (it may be older than
   * the change). While the database cannot promise every notification, nothing is kept or answered from
   * memory: every call loads.
   */
  get<Loaded extends Value | undefined>(
    key: string,
    load: () => Promise<Loaded>,
    ownerOf: (value: Value) => string,
  ): Promise<Loaded>;
  /** Stops listening. */
  close(): Promise<void>;
}

const everyOwner = '*';

/** `size` bounds the entries; when full, the oldest goes first. */
export async function createNotifiedCache<Value>(
  database: DatabaseConnection,
  channel: NotificationChannel,
  size: number,
): Promise<NotifiedCache<Value>> {
  const entries = new Map<string, { owner: string; value: Value }>();
  /** Counts notifications and losses, so a load can tell whether one came while it read. */
  let changes = 0;
  const listening = await database.listen(channel, {
    notification(owner) {
      changes += 1;
      if (owner === everyOwner) return entries.clear();
      for (const [key, entry] of entries) if (entry.owner === owner) entries.delete(key);
    },
    missed() {
      changes += 1;
      entries.clear();
    },
  });

  return {
    async get<Loaded extends Value | undefined>(
      key: string,
      load: () => Promise<Loaded>,
      ownerOf: (value: Value) => string,
    ): Promise<Loaded> {
      if (!listening.active) return load();
      const kept = entries.get(key);
      // A kept value is one `load` gave for this key, so it has the type `load` gives.
      if (kept) return kept.value as Loaded;
      const changesBefore = changes;
      const value = await load();
      if (value !== undefined && changes === changesBefore && listening.active) {
        if (entries.size >= size) entries.delete(entries.keys().next().value!);
        entries.set(key, { owner: ownerOf(value as Value), value: value as Value });
      }
      return value;
    },
    close: () => listening.stop(),
  };
}
