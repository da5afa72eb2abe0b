import { countryCodes, swissCantons, usStates, type CountryCode } from '@eventsuite/api-contract';

export interface CountryOption {
  value: CountryCode;
  label: string;
  /** The name's language where it is not the interface language (WCAG 3.1.2). */
  lang?: string;
}

export interface RegionOption {
  value: string;
  label: string;
  /** The name's language where it is not the interface language (WCAG 3.1.2). */
  lang?: string;
}

const cache = new Map<string, readonly CountryOption[]>();

const languageOf = (locale: string) => new Intl.Locale(locale).language;

/**
 * Every country of the contract, named in the interface language (Intl.DisplayNames) and sorted by
 * that name as the language sorts, e.g. "Österreich" next to "Oman" in German. Where the browser has
 * no names in that language, the names it falls back to are marked with their language.
 */
export function countryOptions(locale: string): readonly CountryOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const namesLanguage = languageOf(names.resolvedOptions().locale);
  const lang = namesLanguage === languageOf(locale) ? undefined : namesLanguage;
  const collator = new Intl.Collator(locale);
  const options = countryCodes
    .map((code) => ({ value: code, label: names.of(code) ?? code, lang }))
    .sort((a, b) => collator.compare(a.label, b.label));
  cache.set(locale, options);
  return options;
}

// The cantons' official names are in the canton's language: German unless listed here.
const cantonLanguages: Partial<Record<keyof typeof swissCantons, string>> = {
  FR: 'fr',
  GE: 'fr',
  JU: 'fr',
  NE: 'fr',
  VD: 'fr',
  VS: 'fr',
  TI: 'it',
};

function regionOptions(names: Record<string, string>, nameLanguage: (code: string) => string, locale: string) {
  const interfaceLanguage = languageOf(locale);
  return Object.entries(names).map(([value, label]): RegionOption => {
    const lang = nameLanguage(value);
    return lang === interfaceLanguage ? { value, label } : { value, label, lang };
  });
}

/** The Swiss cantons by their official names, each marked with its language unless the interface speaks it. */
export const cantonOptions = (locale: string) =>
  regionOptions(swissCantons, (code) => cantonLanguages[code as keyof typeof swissCantons] ?? 'de', locale);

/** The US states by their English names, marked as English on pages in another language. */
export const stateOptions = (locale: string) => regionOptions(usStates, () => 'en', locale);
