import { useAtomValue } from 'jotai';
import { use, useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { bcp47Of, defaultLocale, languageOf } from './locale';
import { localeAtom } from './locale-atom';
import { messagesFor } from './messages';

/** react-intl in the current locale; suspends until that locale's catalogue has loaded. */
export function IntlRoot({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const messages = use(messagesFor(locale));

  useEffect(() => {
    document.documentElement.lang = languageOf(locale);
  }, [locale]);

  return (
    <IntlProvider locale={bcp47Of(locale)} defaultLocale={bcp47Of(defaultLocale)} messages={messages}>
      {children}
    </IntlProvider>
  );
}
