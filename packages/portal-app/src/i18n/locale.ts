import type { MessageLanguage } from '@eventsuite/api-contract';

/** Locales of spec §9 and French (issue 31): en_GB is the default and the fallback. */
export const supportedLocales = [
  'en_GB',
  'de_DE',
  'fr_FR',
] as const satisfies readonly `${MessageLanguage}_${string}`[];
export type SupportedLocale = (typeof supportedLocales)[number];
export const defaultLocale: SupportedLocale = 'en_GB';

export const localeCookieName = 'locale';
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/** The two-letter interface language of a locale (spec §3: its first two characters). */
export function languageOf(locale: SupportedLocale): MessageLanguage {
  return locale.slice(0, 2) as MessageLanguage;
}

/** The interface locale of a language: 'fr' -> fr_FR. */
export function localeOfLanguage(language: MessageLanguage): SupportedLocale {
  return supportedLocales.find((locale) => languageOf(locale) === language) ?? defaultLocale;
}

/** en_GB -> en-GB, the form Intl and react-intl expect. */
export function bcp47Of(locale: SupportedLocale): string {
  return locale.replace('_', '-');
}

/** Maps a stored locale, a user's locale claim or a browser language to a supported locale. */
export function toSupportedLocale(value: string | undefined | null): SupportedLocale | undefined {
  if (!value) return undefined;
  const language = value.slice(0, 2).toLowerCase();
  return supportedLocales.find((locale) => locale.startsWith(language));
}

export function readLocaleCookie(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === localeCookieName) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function serializeLocaleCookie(locale: SupportedLocale): string {
  return `${localeCookieName}=${locale}; Max-Age=${localeCookieMaxAgeSeconds}; Path=/; SameSite=Lax`;
}

/** The cookie wins, then the browser's preferred languages, then the default. */
export function initialLocale(cookieHeader: string, browserLanguages: readonly string[]): SupportedLocale {
  const fromCookie = toSupportedLocale(readLocaleCookie(cookieHeader));
  if (fromCookie) return fromCookie;
  for (const language of browserLanguages) {
    const supported = toSupportedLocale(language);
    if (supported) return supported;
  }
  return defaultLocale;
}

/** The language of this browser before anyone signs in: the locale cookie, then its preferred languages. */
export function visitorLocale(): SupportedLocale {
  return initialLocale(document.cookie, navigator.languages ?? []);
}

/** `locale` if its language is among the admin's supported languages (/config.json), otherwise English. */
export function offeredLocale(locale: SupportedLocale, supportedLanguages: readonly string[]): SupportedLocale {
  return supportedLanguages.includes(languageOf(locale)) ? locale : defaultLocale;
}
