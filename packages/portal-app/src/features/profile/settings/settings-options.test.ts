import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import deAccount from '../../../i18n/de.account.json';
import de from '../../../i18n/de.json';
import enAccount from '../../../i18n/en.account.json';
import en from '../../../i18n/en.json';
import { defaultLocaleOf, interfaceLocaleFor, localeMatches, settingsOptions } from './settings-options';

// The settings speak from the core and the `account` part of the catalogue (ADR 0014).
const english = createIntl({ locale: 'en-GB', messages: { ...en, ...enAccount } });
const german = createIntl({ locale: 'de-DE', messages: { ...de, ...deAccount } });

const labels = (options: { label: string }[]) => options.map((option) => option.label);

describe('settings options', () => {
  it('names languages, countries and currencies in the interface language', () => {
    expect(labels(settingsOptions(english, 'de').language)).toEqual(['German', 'English', 'French']);
    expect(labels(settingsOptions(german, 'de').language)).toEqual(['Deutsch', 'Englisch', 'Französisch']);
    expect(labels(settingsOptions(english, 'de').locale)).toEqual(['Germany', 'Austria', 'Switzerland']);
    expect(labels(settingsOptions(german, 'en').locale)).toEqual([
      'Vereinigtes Königreich',
      'Vereinigte Staaten',
      'Irland',
    ]);
    expect(labels(settingsOptions(english, 'en').currency)).toEqual(['Euro (EUR)', 'US Dollar (USD)']);
  });

  it('offers only the locales of the chosen language', () => {
    expect(settingsOptions(english, 'fr').locale.map((option) => option.value)).toEqual(['fr_FR', 'fr_CH', 'fr_BE']);
    expect(settingsOptions(english, undefined).locale).toEqual([]);
  });

  it('lists the weekdays from Sunday (0) in the interface language', () => {
    const weekdays = settingsOptions(german, 'de').first_weekday;
    expect(weekdays[0]).toEqual({ value: '0', label: 'Sonntag' });
    expect(weekdays[6]).toEqual({ value: '6', label: 'Samstag' });
  });

  it('shows the date formats as patterns and words the rest', () => {
    const options = settingsOptions(german, 'de');
    expect(labels(options.date_format)).toEqual(['YYYY/MM/DD', 'DD.MM.YYYY', 'MM/DD/YYYY']);
    expect(labels(options.time_format)).toEqual(['24 Stunden', '12 Stunden']);
    expect(labels(settingsOptions(english, 'en').decimal_separator)).toEqual([
      'Apostrophe (’)',
      'Comma (,)',
      'None',
      'Point (.)',
      'Space',
    ]);
  });

  it('picks the first locale of a language and checks that a locale belongs to it', () => {
    expect(defaultLocaleOf('de')).toBe('de_DE');
    expect(defaultLocaleOf('fr')).toBe('fr_FR');
    expect(localeMatches('de', 'de_CH')).toBe(true);
    expect(localeMatches('en', 'de_CH')).toBe(false);
  });

  it('speaks every language of the settings in the interface', () => {
    expect(interfaceLocaleFor('de')).toBe('de-DE');
    expect(interfaceLocaleFor('fr')).toBe('fr-FR');
    expect(interfaceLocaleFor('en')).toBe('en-GB');
  });
});
