import type { UserInfo } from '@eventsuite/api-contract';

/** The user settings (spec §3) that decide how dates, times, numbers and money read. */
export type RegionalSettings = Pick<
  UserInfo,
  'date_format' | 'time_format' | 'first_weekday' | 'currency' | 'decimal_separator' | 'thousand_separator'
>;

/** What a user without stored settings sees: the database defaults of a new user. */
export const defaultRegionalSettings: RegionalSettings = {
  date_format: 'dmY',
  time_format: '24',
  first_weekday: 1,
  currency: 'EUR',
  decimal_separator: 'point',
  thousand_separator: 'apostrophe',
};

// A no-break space keeps "1 234" on one line; the apostrophe is the typographic one of Swiss numbers.
const separatorCharacters: Record<RegionalSettings['decimal_separator'], string> = {
  apostrophe: '\u2019',
  comma: ',',
  none: '',
  point: '.',
  space: '\u00a0',
};

/** How each date format is shown to the user in a choice (spec §3). */
export const datePatterns: Record<RegionalSettings['date_format'], string> = {
  Ymd: 'YYYY/MM/DD',
  dmY: 'DD.MM.YYYY',
  mdY: 'MM/DD/YYYY',
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A calendar date in the user's format, in the browser's time zone. */
export function formatDate(date: Date, settings: RegionalSettings): string {
  const year = String(date.getFullYear());
  const month = twoDigits(date.getMonth() + 1);
  const day = twoDigits(date.getDate());
  switch (settings.date_format) {
    case 'Ymd':
      return `${year}/${month}/${day}`;
    case 'dmY':
      return `${day}.${month}.${year}`;
    case 'mdY':
      return `${month}/${day}/${year}`;
  }
}

/** A time of day on the 24- or 12-hour clock; the day period (AM/PM) is worded in the interface locale. */
export function formatTime(date: Date, settings: RegionalSettings, locale: string): string {
  if (settings.time_format === '24') return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hour12: true }).format(date);
}

export function formatDateTime(date: Date, settings: RegionalSettings, locale: string): string {
  return `${formatDate(date, settings)} ${formatTime(date, settings, locale)}`;
}

/** Replaces the grouping and decimal marks of formatted parts with the user's separators. */
function withSeparators(parts: Intl.NumberFormatPart[], settings: RegionalSettings): string {
  return parts
    .map((part) => {
      if (part.type === 'group') return separatorCharacters[settings.thousand_separator];
      if (part.type === 'decimal') return separatorCharacters[settings.decimal_separator];
      return part.value;
    })
    .join('');
}

export function formatNumber(
  value: number,
  settings: RegionalSettings,
  options: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {},
): string {
  return withSeparators(new Intl.NumberFormat('en-US', options).formatToParts(value), settings);
}

/**
 * An amount of money with the user's separators. The symbol's place follows the interface locale;
 * the currency is the user's unless the amount is in another one.
 */
export function formatCurrency(
  value: number,
  settings: RegionalSettings,
  locale: string,
  currency: RegionalSettings['currency'] = settings.currency,
): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(value);
  return withSeparators(parts, settings);
}

/** The weekdays (0 Sunday to 6 Saturday) in display order, starting with the user's first weekday. */
export function weekdaysFrom(firstWeekday: number): number[] {
  return Array.from({ length: 7 }, (_, offset) => (firstWeekday + offset) % 7);
}

/** Name of a weekday (0 Sunday) in the interface locale. */
export function weekdayName(weekday: number, locale: string, width: 'long' | 'short' = 'long'): string {
  // 2023-01-01 was a Sunday: any fixed Sunday works.
  const date = new Date(Date.UTC(2023, 0, 1 + weekday, 12));
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(date);
}
