import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';
import { memoryStorage } from '../testing/memory-storage';

describe('chunk reload guard', () => {
  it('recognises failed chunk loads of Chromium, Safari and Firefox', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    const deps = { storage, reload, now: () => now };

    expect(reloadAfterChunkError(deps)).toBe(true);
    now += 59_999;
    expect(reloadAfterChunkError(deps)).toBe(false);
    now += 1;
    expect(reloadAfterChunkError(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
