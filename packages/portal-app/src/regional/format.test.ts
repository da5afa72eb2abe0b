import { describe, expect, it } from 'vitest';
import {
  defaultRegionalSettings,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  formatTime,
  weekdayName,
  weekdaysFrom,
  type RegionalSettings,
} from './format';

const at = new Date(2026, 10, 5, 14, 7); // 5 November 2026, 14:07 local time
const settings = (overrides: Partial<RegionalSettings>): RegionalSettings => ({
  ...defaultRegionalSettings,
  ...overrides,
});

describe('regional formats', () => {
  it('writes dates in each of the three formats', () => {
    expect(formatDate(at, settings({ date_format: 'Ymd' }))).toBe('2026/11/05');
    expect(formatDate(at, settings({ date_format: 'dmY' }))).toBe('05.11.2026');
    expect(formatDate(at, settings({ date_format: 'mdY' }))).toBe('11/05/2026');
  });

  it('writes times on the 24- and the 12-hour clock', () => {
    expect(formatTime(at, settings({ time_format: '24' }), 'en-GB')).toBe('14:07');
    expect(formatTime(at, settings({ time_format: '12' }), 'en-GB').replace(/\s/g, ' ')).toMatch(/^2:07 pm$/i);
    expect(formatDateTime(at, settings({ date_format: 'mdY', time_format: '24' }), 'en-GB')).toBe('11/05/2026 14:07');
  });

  it('uses the chosen separators for numbers', () => {
    const value = 1234567.891;
    const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    expect(
      formatNumber(value, settings({ thousand_separator: 'apostrophe', decimal_separator: 'point' }), options),
    ).toBe('1\u2019234\u2019567.89');
    expect(formatNumber(value, settings({ thousand_separator: 'point', decimal_separator: 'comma' }), options)).toBe(
      '1.234.567,89',
    );
    expect(formatNumber(value, settings({ thousand_separator: 'space', decimal_separator: 'comma' }), options)).toBe(
      '1\u00a0234\u00a0567,89',
    );
    expect(formatNumber(value, settings({ thousand_separator: 'none', decimal_separator: 'point' }), options)).toBe(
      '1234567.89',
    );
  });

  it('writes money in the user’s currency with their separators', () => {
    const swiss = settings({ currency: 'EUR', thousand_separator: 'apostrophe', decimal_separator: 'point' });
    expect(formatCurrency(1500, swiss, 'en-GB')).toBe('€1\u2019500.00');
    expect(formatCurrency(1500, settings({ currency: 'USD', thousand_separator: 'comma' }), 'en-GB')).toBe(
      'US$1,500.00',
    );
    expect(formatCurrency(24.5, settings({ decimal_separator: 'comma' }), 'de-DE', 'USD')).toBe('24,50\u00a0$');
  });

  it('orders the week from the first weekday', () => {
    expect(weekdaysFrom(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdaysFrom(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdaysFrom(6)).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(weekdayName(0, 'en-GB')).toBe('Sunday');
    expect(weekdayName(1, 'de-DE')).toBe('Montag');
  });
});
