import { toast } from '@eventsuite/design-system';
import { useAtom, useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { runtimeConfigAtom } from '../../config/runtime-config';
import { commonMessages } from '../../i18n/common-messages';
import type { SupportedLocale } from '../../i18n/locale';
import { localeAtom } from '../../i18n/locale-atom';
import { signedInAtom } from '../../session/atoms';
import { LanguageToggle } from './LanguageToggle';

/**
 * The interface language, for visitors and signed-in users alike; a signed-in user's choice is saved
 * as their language setting.
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const [locale, setLocale] = useAtom(localeAtom);
  const signedIn = useAtomValue(signedInAtom);
  const { supportedLanguages } = useAtomValue(runtimeConfigAtom);
  const choose = (chosen: SupportedLocale) => {
    setLocale(chosen);
    if (!signedIn) return;
    // Loaded on the first choice: the settings' schemas stay off the first screen.
    import('./save-language-setting')
      .then(({ saveLanguageSetting }) => saveLanguageSetting(chosen))
      .catch(() => toast({ variant: 'error', message: intl.formatMessage(commonMessages.requestFailed) }));
  };
  return <LanguageToggle locale={locale} offered={supportedLanguages} onChoose={choose} />;
}
