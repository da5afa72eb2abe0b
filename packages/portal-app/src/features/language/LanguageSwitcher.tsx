import { useAtom } from 'jotai';
import { defineMessages, useIntl } from 'react-intl';
import { supportedLocales, type SupportedLocale } from '../../i18n/locale';
import { localeAtom } from '../../i18n/locale-atom';
import * as styles from './LanguageSwitcher.css';

const messages = defineMessages({
  label: { id: 'language.label', defaultMessage: 'Language' },
});

// Each language is named in itself, so a reader finds theirs whatever the current language.
const endonyms: Record<SupportedLocale, { name: string; lang: string }> = {
  en_GB: { name: 'English', lang: 'en' },
  de_DE: { name: 'Deutsch', lang: 'de' },
};

/**
 * Interface language for visitors (signed-in users' language will follow their settings). Two
 * languages read best as two toggle buttons, and keep a select's popup code off the first screen.
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const [locale, setLocale] = useAtom(localeAtom);
  return (
    <div role="group" aria-label={intl.formatMessage(messages.label)} className={styles.group}>
      {supportedLocales.map((value) => (
        <button
          key={value}
          type="button"
          lang={endonyms[value].lang}
          aria-pressed={value === locale}
          className={styles.option}
          onClick={() => setLocale(value)}
        >
          {endonyms[value].name}
        </button>
      ))}
    </div>
  );
}
