import {
  currencies,
  dateFormats,
  languages,
  localesByLanguage,
  measurementSystems,
  separators,
  timeFormats,
  type Settings,
} from '@eventsuite/api-contract';
import type { SelectOption } from '@eventsuite/design-system';
import { defineMessages, type IntlShape } from 'react-intl';
import { bcp47Of, defaultLocale, toSupportedLocale } from '../../../i18n/locale';
import { datePatterns, weekdayName, weekdaysFrom } from '../../../regional/format';

export type Language = Settings['language'];

const timeFormatMessages = defineMessages({
  '24': { id: 'settings.timeFormat.24', defaultMessage: '24 Hours' },
  '12': { id: 'settings.timeFormat.12', defaultMessage: '12 Hours' },
}) satisfies Record<Settings['time_format'], unknown>;

const measurementMessages = defineMessages({
  metric: { id: 'settings.measurement.metric', defaultMessage: 'Metric (km, kg)' },
  imperial: { id: 'settings.measurement.imperial', defaultMessage: 'Imperial (mi, lb)' },
}) satisfies Record<Settings['system_of_measurement'], unknown>;

const separatorMessages = defineMessages({
  apostrophe: { id: 'settings.separator.apostrophe', defaultMessage: 'Apostrophe (’)' },
  comma: { id: 'settings.separator.comma', defaultMessage: 'Comma (,)' },
  none: { id: 'settings.separator.none', defaultMessage: 'None' },
  point: { id: 'settings.separator.point', defaultMessage: 'Point (.)' },
  space: { id: 'settings.separator.space', defaultMessage: 'Space' },
}) satisfies Record<Settings['decimal_separator'], unknown>;

/** The locale a language picks when it is chosen: the first one the contract offers for it. */
export function defaultLocaleOf(language: Language): string {
  return localesByLanguage[language][0];
}

/** Whether the locale belongs to the language (`de_CH` to `de`), the contract's rule. */
export function localeMatches(language: Language, locale: string): boolean {
  return (localesByLanguage[language] as readonly string[]).includes(locale);
}

/** The interface locale the portal will use once these settings are saved; English for a language without one. */
export function interfaceLocaleFor(language: Language): string {
  return bcp47Of(toSupportedLocale(language) ?? defaultLocale);
}

function displayName(displayNames: Intl.DisplayNames, code: string): string {
  return displayNames.of(code) ?? code;
}

/** The choices of each settings field, named in the interface language (`intl.locale`). */
export function settingsOptions(intl: IntlShape, language: Language | undefined) {
  const languageNames = new Intl.DisplayNames(intl.locale, { type: 'language' });
  const regionNames = new Intl.DisplayNames(intl.locale, { type: 'region' });
  const currencyNames = new Intl.DisplayNames(intl.locale, { type: 'currency' });
  const separatorOptions = separators.map((value) => ({
    value,
    label: intl.formatMessage(separatorMessages[value]),
  }));

  return {
    language: languages.map((value) => ({ value, label: displayName(languageNames, value) })),
    // Named by their country: the language is chosen in the field above.
    locale: (language ? localesByLanguage[language] : []).map((value) => ({
      value,
      label: displayName(regionNames, value.slice(3)),
    })),
    currency: currencies.map((value) => ({ value, label: `${displayName(currencyNames, value)} (${value})` })),
    date_format: dateFormats.map((value) => ({ value, label: datePatterns[value] })),
    time_format: timeFormats.map((value) => ({ value, label: intl.formatMessage(timeFormatMessages[value]) })),
    first_weekday: weekdaysFrom(0).map((value) => ({ value: String(value), label: weekdayName(value, intl.locale) })),
    system_of_measurement: measurementSystems.map((value) => ({
      value,
      label: intl.formatMessage(measurementMessages[value]),
    })),
    decimal_separator: separatorOptions,
    thousand_separator: separatorOptions,
  } satisfies Record<keyof Settings, SelectOption[]>;
}
