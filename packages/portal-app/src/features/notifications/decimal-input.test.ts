import { describe, expect, it } from 'vitest';
import { formatDecimalInput, parseDecimal } from './decimal-input';

const german = { decimal_separator: 'comma', thousand_separator: 'point' } as const;
const swiss = { decimal_separator: 'point', thousand_separator: 'apostrophe' } as const;
const english = { decimal_separator: 'point', thousand_separator: 'comma' } as const;

describe('amounts typed by the user', () => {
  it('reads the user’s decimal mark', () => {
    expect(parseDecimal('24,50', german)).toBe(24.5);
    expect(parseDecimal('24.50', swiss)).toBe(24.5);
    expect(parseDecimal(' 30 ', english)).toBe(30);
  });

  it('takes the other mark as decimal too, unless it groups thousands', () => {
    expect(parseDecimal('24.5', german)).toBe(24.5);
    expect(parseDecimal('1.250', german)).toBe(1250);
    expect(parseDecimal('24,5', english)).toBe(24.5);
    expect(parseDecimal('1,250', english)).toBe(1250);
  });

  it('ignores grouping by spaces, apostrophes and repeated marks', () => {
    expect(parseDecimal('1.250,75', german)).toBe(1250.75);
    expect(parseDecimal('1’250.75', swiss)).toBe(1250.75);
    expect(parseDecimal("1'250", swiss)).toBe(1250);
    expect(parseDecimal('1 250,5', german)).toBe(1250.5);
    expect(parseDecimal('1,250,000', english)).toBe(1250000);
  });

  it('answers null for nothing and NaN for what is not an amount', () => {
    expect(parseDecimal('', german)).toBeNull();
    expect(parseDecimal('   ', german)).toBeNull();
    expect(parseDecimal('abc', german)).toBeNaN();
    expect(parseDecimal('-5', german)).toBeNaN();
    expect(parseDecimal('12,', german)).toBeNaN();
  });

  it('shows an amount for editing with the user’s decimal mark', () => {
    expect(formatDecimalInput(24.5, german)).toBe('24,5');
    expect(formatDecimalInput(1250, german)).toBe('1250');
    expect(formatDecimalInput(24.5, swiss)).toBe('24.5');
    expect(formatDecimalInput(null, swiss)).toBe('');
  });
});
