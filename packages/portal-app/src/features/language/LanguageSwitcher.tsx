import { Select } from '@eventsuite/design-system';
import { useAtom } from 'jotai';
import { defineMessages, useIntl } from 'react-intl';
import { localeAtom } from '../../i18n/locale-atom';
import { supportedLocales, type SupportedLocale } from '../../i18n/locale';

const messages = defineMessages({
  label: { id: 'language.label', defaultMessage: 'Language' },
});

// Each language is named in itself, so a reader finds theirs whatever the current language.
const endonyms: Record<SupportedLocale, string> = { en_GB: 'English', de_DE: 'Deutsch' };

/** Interface language for visitors; signed-in users' language follows their settings. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const [locale, setLocale] = useAtom(localeAtom);
  return (
    <Select
      label={intl.formatMessage(messages.label)}
      value={locale}
      onValueChange={(value) => setLocale(value as SupportedLocale)}
      options={supportedLocales.map((value) => ({ value, label: endonyms[value] }))}
      size="compact"
    />
  );
}
