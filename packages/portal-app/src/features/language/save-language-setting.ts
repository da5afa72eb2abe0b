import { localesByLanguage, profileEndpoints } from '@eventsuite/api-contract';
import { callEndpoint } from '../../api/client';
import { languageOf, type SupportedLocale } from '../../i18n/locale';
import { loadSession } from '../../session/session-context';

/**
 * Makes the chosen interface language the user's language setting, which the interface follows after
 * every sign-in and reload (spec §4). A region of the same language stays; a new language brings its
 * default region, as in the settings.
 */
export async function saveLanguageSetting(locale: SupportedLocale): Promise<void> {
  const language = languageOf(locale);
  const { data: settings } = await callEndpoint(profileEndpoints.getSettings);
  if (settings.language === language) return;
  await callEndpoint(profileEndpoints.updateSettings, {
    body: { ...settings, language, locale: localesByLanguage[language][0] },
  });
  await (await loadSession()).reloadIdentity();
}
