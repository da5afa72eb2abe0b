import { messageLanguageOf } from '../../http/validation-messages';

/** Answers of the single sign-on routes that are not field errors, in the caller's language (Accept-Language). */
const messages = {
  en: {
    testFirst: 'Single sign-on can be activated once a test sign-in with the saved settings has passed.',
    nothingToTest: 'Save the identity provider’s settings before testing them.',
    domainNotProven: 'The TXT record was not found at the domain yet. DNS changes can take a while to show.',
    domainTaken: 'Another company has already verified this domain.',
  },
  de: {
    testFirst:
      'Die Einmalanmeldung kann aktiviert werden, sobald eine Testanmeldung mit den gespeicherten Einstellungen gelungen ist.',
    nothingToTest: 'Speichern Sie die Einstellungen des Identitätsanbieters, bevor Sie sie testen.',
    domainNotProven:
      'Der TXT-Eintrag wurde bei der Domain noch nicht gefunden. Änderungen im DNS können eine Weile dauern.',
    domainTaken: 'Eine andere Firma hat diese Domain bereits bestätigt.',
  },
} as const;

export const samlMessage = (
  request: { headers: { 'accept-language'?: string } },
  key: keyof (typeof messages)['en'],
): string => messages[messageLanguageOf(request.headers['accept-language'])][key];
