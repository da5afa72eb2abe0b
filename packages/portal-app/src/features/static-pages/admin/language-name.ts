import type { ContentLocale } from '@eventsuite/api-contract';
import type { IntlShape } from 'react-intl';

/** "English", "Deutsch" in the reader's language, from Intl: no message to translate. */
export function languageName(intl: IntlShape, locale: ContentLocale): string {
  return new Intl.DisplayNames([intl.locale], { type: 'language' }).of(locale) ?? locale;
}
