import { use, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { toSupportedLocale, defaultLocale } from './locale';
import { messagesFor, type MessagePart } from './messages';

/**
 * Renders `children` with a catalogue part's messages as well, for what opens inside a screen rather than
 * as a route of its own (the sign-in page's steps): it suspends until the part has loaded, once.
 */
export function WithMessagePart({ part, children }: { part: MessagePart; children: ReactNode }) {
  const intl = useIntl();
  const messages = use(loadMessagePart(intl.locale, part));
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}

/** Loads what WithMessagePart shows with, so that it can render without suspending (see SignInSteps). */
export function loadMessagePart(locale: string, part: MessagePart) {
  return messagesFor(toSupportedLocale(locale) ?? defaultLocale, [part]);
}
