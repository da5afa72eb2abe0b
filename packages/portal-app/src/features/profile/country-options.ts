import { countryCodes, type CountryCode } from '@eventsuite/api-contract';

export interface CountryOption {
  value: CountryCode;
  label: string;
}

const cache = new Map<string, readonly CountryOption[]>();

/**
 * Every country of the contract, named in the interface language (Intl.DisplayNames) and sorted by
 * that name as the language sorts, e.g. "Österreich" next to "Oman" in German.
 */
export function countryOptions(locale: string): readonly CountryOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const options = countryCodes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
  cache.set(locale, options);
  return options;
}
