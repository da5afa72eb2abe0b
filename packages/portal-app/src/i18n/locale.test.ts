import { describe, expect, it } from 'vitest';
import {
  offeredLocale,
  bcp47Of,
  initialLocale,
  languageOf,
  readLocaleCookie,
  serializeLocaleCookie,
  toSupportedLocale,
  localeOfLanguage,
} from './locale';

describe('locale', () => {
  it('prefers the cookie over the browser languages', () => {
    expect(initialLocale('theme=dark; locale=de_DE', ['en-US'])).toBe('de_DE');
  });

  it('falls back to the first supported browser language, then to en_GB', () => {
    expect(initialLocale('', ['it-IT', 'de-AT', 'en'])).toBe('de_DE');
    expect(initialLocale('', ['fr-CH', 'en'])).toBe('fr_FR');
    expect(initialLocale('', ['it-IT'])).toBe('en_GB');
    expect(initialLocale('locale=xx_XX', [])).toBe('en_GB');
  });

  it('maps claims and languages onto the supported locales', () => {
    expect(toSupportedLocale('de')).toBe('de_DE');
    expect(toSupportedLocale('en_US')).toBe('en_GB');
    expect(toSupportedLocale('fr')).toBe('fr_FR');
    expect(toSupportedLocale('it')).toBeUndefined();
    expect(toSupportedLocale(undefined)).toBeUndefined();
  });

  it('keeps the locale cookie for 365 days on the whole site', () => {
    expect(serializeLocaleCookie('de_DE')).toBe('locale=de_DE; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(readLocaleCookie(serializeLocaleCookie('de_DE').split(';')[0]!)).toBe('de_DE');
  });

  it('derives the language and the BCP 47 tag', () => {
    expect(languageOf('de_DE')).toBe('de');
    expect(languageOf('fr_FR')).toBe('fr');
    expect(localeOfLanguage('fr')).toBe('fr_FR');
    expect(bcp47Of('en_GB')).toBe('en-GB');
  });

  it("offers a visitor's locale only while its language is supported, English otherwise", () => {
    expect(offeredLocale('de_DE', ['en', 'de'])).toBe('de_DE');
    expect(offeredLocale('de_DE', ['en'])).toBe('en_GB');
    expect(offeredLocale('en_GB', ['en'])).toBe('en_GB');
  });
});
