import { toast } from '@eventsuite/design-system';
import { useAtom, useAtomValue } from 'jotai';
import { defineMessages, useIntl } from 'react-intl';
import { commonMessages } from '../../i18n/common-messages';
import { supportedLocales, type SupportedLocale } from '../../i18n/locale';
import { localeAtom } from '../../i18n/locale-atom';
import { signedInAtom } from '../../session/atoms';
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
 * The interface language, for visitors and signed-in users alike; a signed-in user's choice is saved
 * as their language setting. Two languages read best as two toggle buttons, and keep a select's popup
 * code off the first screen.
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const [locale, setLocale] = useAtom(localeAtom);
  const signedIn = useAtomValue(signedInAtom);
  const choose = (chosen: SupportedLocale) => {
    setLocale(chosen);
    if (!signedIn) return;
    // Loaded on the first choice: the settings' schemas stay off the first screen.
    import('./save-language-setting')
      .then(({ saveLanguageSetting }) => saveLanguageSetting(chosen))
      .catch(() => toast({ variant: 'error', message: intl.formatMessage(commonMessages.requestFailed) }));
  };
  return (
    <div role="group" aria-label={intl.formatMessage(messages.label)} className={styles.group}>
      {supportedLocales.map((value) => (
        <button
          key={value}
          type="button"
          lang={endonyms[value].lang}
          aria-pressed={value === locale}
          className={styles.option}
          onClick={() => choose(value)}
        >
          {endonyms[value].name}
        </button>
      ))}
    </div>
  );
}
