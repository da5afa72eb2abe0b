import { describe, expect, it } from 'vitest';
import { hexOf } from './painted-color';

describe('hexOf', () => {
  it('writes hex', () => {
    expect(hexOf('rgb(255, 185, 69)')).toBe('#ffb945');
  });
});
