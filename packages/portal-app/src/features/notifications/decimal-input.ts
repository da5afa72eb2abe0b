import type { RegionalSettings } from '../../regional';

type Separator = RegionalSettings['decimal_separator'];

const marks: Partial<Record<Separator, string>> = { comma: ',', point: '.' };

/**
 * Reads an amount the user typed, e.g. a wage: "24,50", "24.50", "1.250,00" or "1’250.00".
 * Spaces and apostrophes group digits; of point and comma, the last one is the decimal mark when both
 * occur. A single mark is decimal unless it is the user's thousands separator followed by exactly
 * three digits. Empty text is null, anything else that is not an amount is NaN (the form says so).
 */
export function parseDecimal(
  text: string,
  settings: Pick<RegionalSettings, 'decimal_separator' | 'thousand_separator'>,
): number | null {
  let value = text.trim().replace(/[\s'’]/g, '');
  if (value === '') return null;
  const points = value.split('.').length - 1;
  const commas = value.split(',').length - 1;
  if (points > 0 && commas > 0) {
    const decimal = value.lastIndexOf('.') > value.lastIndexOf(',') ? '.' : ',';
    value = value.replaceAll(decimal === '.' ? ',' : '.', '').replace(decimal, '.');
  } else if (points + commas > 0) {
    const mark = points > 0 ? '.' : ',';
    const grouping =
      points + commas > 1 ||
      (mark !== marks[settings.decimal_separator] &&
        mark === marks[settings.thousand_separator] &&
        new RegExp(`\\${mark}\\d{3}$`).test(value));
    value = grouping ? value.replaceAll(mark, '') : value.replace(mark, '.');
  }
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** An amount as the input shows it for editing: the user's decimal mark, no grouping. */
export function formatDecimalInput(value: number | null, settings: Pick<RegionalSettings, 'decimal_separator'>) {
  if (value === null) return '';
  const text = String(value);
  return settings.decimal_separator === 'comma' ? text.replace('.', ',') : text;
}
