import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedColorScheme } from './stored-color-scheme';

function storageWith(value: string | null) {
  return { getItem: vi.fn(() => value) };
}

describe('storedColorScheme', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the remembered choice', () => {
    vi.stubGlobal('localStorage', storageWith('dark'));
    expect(storedColorScheme()).toBe('dark');
  });

  it('follows the system without a choice, with an unknown one, or without storage', () => {
    vi.stubGlobal('localStorage', storageWith(null));
    expect(storedColorScheme()).toBe('system');
    vi.stubGlobal('localStorage', storageWith('sepia'));
    expect(storedColorScheme()).toBe('system');
    vi.stubGlobal('localStorage', undefined);
    expect(storedColorScheme()).toBe('system');
  });
});
