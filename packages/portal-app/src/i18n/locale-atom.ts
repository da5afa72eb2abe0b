import { atom } from 'jotai';
import { initialLocale, serializeLocaleCookie, type SupportedLocale } from './locale';

const baseLocaleAtom = atom<SupportedLocale>(
  typeof document === 'undefined' ? 'en_GB' : initialLocale(document.cookie, navigator.languages ?? []),
);

/** The interface locale; writing it also stores the locale cookie so the choice survives a reload. */
export const localeAtom = atom(
  (get) => get(baseLocaleAtom),
  (_get, set, locale: SupportedLocale) => {
    document.cookie = serializeLocaleCookie(locale);
    set(baseLocaleAtom, locale);
  },
);
