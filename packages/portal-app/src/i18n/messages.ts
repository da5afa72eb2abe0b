import type { IntlConfig } from 'react-intl';
import type { SupportedLocale } from './locale';

type Messages = NonNullable<IntlConfig['messages']>;

// Each catalogue is its own chunk: a visitor downloads only the language they read.
const loaders: Record<SupportedLocale, () => Promise<{ default: Messages }>> = {
  en_GB: () => import('./en.json'),
  de_DE: () => import('./de.json'),
};

const cache = new Map<SupportedLocale, Promise<Messages>>();

/** The same promise for the same locale, so React's `use()` can suspend on it. */
export function messagesFor(locale: SupportedLocale): Promise<Messages> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = loaders[locale]().then((module) => module.default);
    cache.set(locale, pending);
  }
  return pending;
}
