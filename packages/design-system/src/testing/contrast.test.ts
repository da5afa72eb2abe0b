import { describe, expect, it } from 'vitest';
import { contrastRatio, parseComputedColor } from './contrast';

describe('contrastRatio', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio('rgb(0, 0, 0)', 'rgb(255, 255, 255)')).toBeCloseTo(21, 5);
    // The audit's failing focus ring (#E2A336) and the token that passes (#B86E00), on white.
    expect(contrastRatio('rgb(226, 163, 54)', 'rgb(255, 255, 255)')).toBeCloseTo(2.2, 1);
    expect(contrastRatio('rgb(184, 110, 0)', 'rgb(255, 255, 255)')).toBeCloseTo(3.99, 2);
    expect(contrastRatio('rgb(131, 131, 131)', 'rgb(255, 255, 255)')).toBeCloseTo(3.79, 2);
  });

  it('spans 1 between identical colours to 21, in either order', () => {
    expect(contrastRatio('rgb(255, 255, 255)', 'rgb(255, 255, 255)')).toBe(1);
    expect(contrastRatio('rgb(255, 255, 255)', 'rgb(0, 0, 0)')).toBeCloseTo(21, 5);
  });

  it('matches published ratios', () => {
    // #767676 on white is the well-known lightest grey passing 4.5:1.
    expect(contrastRatio('rgb(118, 118, 118)', 'rgb(255, 255, 255)')).toBeCloseTo(4.54, 2);
    // The brand orange #ffb945 on white fails as text.
    expect(contrastRatio('rgb(255, 185, 69)', 'rgb(255, 255, 255)')).toBeLessThan(2);
  });

  it('weights green most in luminance', () => {
    // Pure green's luminance is 0.7152: (0.7152 + 0.05) / 0.05 against black.
    expect(contrastRatio('rgb(0, 255, 0)', 'rgb(0, 0, 0)')).toBeCloseTo(15.304, 3);
  });

  it('paints a translucent foreground over the background first', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)')).toBeCloseTo(1, 5);
  });

  it('refuses what is not a computed rgb colour', () => {
    expect(() => parseComputedColor('#ffffff')).toThrow(/Not a computed rgb colour/);
  });
});
