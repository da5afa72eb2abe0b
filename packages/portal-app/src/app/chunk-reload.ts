/** Spec §9: a failed code-chunk load reloads the page at most once per 60 seconds. */
export const chunkReloadIntervalMs = 60_000;
const storageKey = 'eventsuite:last-chunk-reload';

/** Messages browsers use when a lazily imported module (a route chunk) cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    error.message,
  );
}

interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

/**
 * Reloads (usually fetching a new deployment's index.html) unless a reload for the same reason
 * happened in the last minute, which would otherwise loop forever on a broken deployment.
 * Returns whether it reloaded, so the caller can show the error page instead.
 */
export function reloadAfterChunkError({ storage, now, reload }: ReloadDeps): boolean {
  const last = Number(storage.getItem(storageKey) ?? 0);
  if (now() - last < chunkReloadIntervalMs) return false;
  storage.setItem(storageKey, String(now()));
  reload();
  return true;
}

export function reloadPageAfterChunkError(): boolean {
  return reloadAfterChunkError({ storage: sessionStorage, now: Date.now, reload: () => window.location.reload() });
}
