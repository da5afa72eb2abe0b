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
  fr_FR: { name: 'Français', lang: 'fr' },
};

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
  const shown = supportedLocales.filter((value) => value === locale || offered.includes(endonyms[value].lang));
  // One language leaves nothing to choose.
  if (shown.length < 2) return null;
  return (
    <div role="group" aria-label={intl.formatMessage(messages.label)} className={styles.group}>
      {shown.map((value) => (
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
