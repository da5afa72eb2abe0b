import { useAtomValue } from 'jotai';
import { use, useDeferredValue, useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { bcp47Of, defaultLocale, languageOf } from './locale';
import { loadedMessagePartsAtom, localeAtom } from './locale-atom';
import { messagesFor } from './messages';

/**
 * react-intl in the current locale; suspends until the first catalogue has loaded. On a later switch
 * the page stays in the old language until the new catalogue is there, instead of going blank. The
 * catalogue parts routes have loaded (ADR 0014) join the core.
 */
export function IntlRoot({ children }: { children: ReactNode }) {
  const locale = useDeferredValue(useAtomValue(localeAtom));
  const parts = useDeferredValue(useAtomValue(loadedMessagePartsAtom));
  const messages = use(messagesFor(locale, parts));

  useEffect(() => {
    document.documentElement.lang = languageOf(locale);
  }, [locale]);

  return (
    <IntlProvider locale={bcp47Of(locale)} defaultLocale={bcp47Of(defaultLocale)} messages={messages}>
      {children}
    </IntlProvider>
  );
}
