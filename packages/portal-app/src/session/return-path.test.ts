import { describe, expect, it } from 'vitest';
import { returnPathOf, safeReturnPath } from './return-path';

describe('return path after sign-in', () => {
  it.each([
    ['/company/locations?page=2#top', '/company/locations?page=2#top'],
    ['/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['company', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('%s -> %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('reads the path from the stored sign-in state', () => {
    expect(returnPathOf({ returnTo: '/apps' })).toBe('/apps');
    expect(returnPathOf(null)).toBe('/');
  });
});
