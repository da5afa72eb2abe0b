import { defineMessages, useIntl } from 'react-intl';
import { supportedLocales, type SupportedLocale } from '../../i18n/locale';
import * as styles from './LanguageToggle.css';

const messages = defineMessages({
  label: { id: 'language.label', defaultMessage: 'Language' },
});

// Each language is named in itself, so a reader finds theirs whatever the current language.
const endonyms: Record<SupportedLocale, { name: string; lang: string }> = {
  en_GB: { name: 'English', lang: 'en' },
  de_DE: { name: 'Deutsch', lang: 'de' },
};

/**
 * The interface languages as two toggle buttons: two languages read best that way, and it keeps a
 * select's popup code off the first screen. The app's switcher and the sign-in page decide what a
 * choice does.
 */
export function LanguageToggle({
  locale,
  onChoose,
}: {
  locale: SupportedLocale;
  onChoose: (locale: SupportedLocale) => void;
}) {
  const intl = useIntl();
  return (
    <div role="group" aria-label={intl.formatMessage(messages.label)} className={styles.group}>
      {supportedLocales.map((value) => (
        <button
          key={value}
          type="button"
          lang={endonyms[value].lang}
          aria-pressed={value === locale}
          className={styles.option}
          onClick={() => onChoose(value)}
        >
          {endonyms[value].name}
        </button>
      ))}
    </div>
  );
}
