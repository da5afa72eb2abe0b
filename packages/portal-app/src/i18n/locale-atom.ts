import { atom } from 'jotai';
import { serializeLocaleCookie, visitorLocale, type SupportedLocale } from './locale';
import type { MessagePart } from './messages';

const baseLocaleAtom = atom<SupportedLocale>(typeof document === 'undefined' ? 'en_GB' : visitorLocale());

/** The interface locale; writing it also stores the locale cookie so the choice survives a reload. */
export const localeAtom = atom(
  (get) => get(baseLocaleAtom),
  (_get, set, locale: SupportedLocale) => {
    document.cookie = serializeLocaleCookie(locale);
    set(baseLocaleAtom, locale);
  },
);

/** The catalogue parts the routes visited so far have loaded (ADR 0014); the interface shows their messages. */
export const loadedMessagePartsAtom = atom<readonly MessagePart[]>([]);
