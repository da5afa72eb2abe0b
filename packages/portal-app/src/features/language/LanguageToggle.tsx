import { defineMessages, useIntl } from 'react-intl';
import { languageOf, supportedLocales, type SupportedLocale } from '../../i18n/locale';
import * as styles from './LanguageToggle.css';

const messages = defineMessages({
  label: { id: 'language.label', defaultMessage: 'Language' },
});

// Each language is named in itself, so a reader finds theirs whatever the current language.
const endonyms: Record<SupportedLocale, string> = { en_GB: 'English', de_DE: 'Deutsch', fr_FR: 'Français' };

/**
 * The interface languages on offer as toggle buttons: three languages read best that way, and it keeps a
 * select's popup code off the first screen. The app's switcher and the sign-in page decide what a
 * choice does.
 */
export function LanguageToggle({
  locale,
  offered,
  onChoose,
}: {
  locale: SupportedLocale;
  /** The admin's supported languages (/config.json); the one in use shows even when left out. */
  offered: readonly string[];
  onChoose: (locale: SupportedLocale) => void;
}) {
  const intl = useIntl();
  const shown = supportedLocales.filter((value) => value === locale || offered.includes(languageOf(value)));
  // One language leaves nothing to choose.
  if (shown.length < 2) return null;
  return (
    <div role="group" aria-label={intl.formatMessage(messages.label)} className={styles.group}>
      {shown.map((value) => (
        <button
          key={value}
          type="button"
          lang={languageOf(value)}
          aria-pressed={value === locale}
          className={styles.option}
          onClick={() => onChoose(value)}
        >
          {endonyms[value]}
        </button>
      ))}
    </div>
  );
}
