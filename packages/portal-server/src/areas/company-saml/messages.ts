import type { MessageLanguage } from '@eventsuite/api-contract';
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
  fr: {
    testFirst:
      'L’authentification unique peut être activée dès qu’une connexion de test avec les paramètres enregistrés a réussi.',
    nothingToTest: 'Enregistrez les paramètres du fournisseur d’identité avant de les tester.',
    domainNotProven:
      'L’enregistrement TXT n’a pas encore été trouvé sur le domaine. Les modifications DNS peuvent prendre un certain temps à apparaître.',
    domainTaken: 'Une autre entreprise a déjà vérifié ce domaine.',
  },
} as const satisfies Record<MessageLanguage, Record<string, string>>;

export const samlMessage = (
  request: { headers: { 'accept-language'?: string } },
  key: keyof (typeof messages)['en'],
): string => messages[messageLanguageOf(request.headers['accept-language'])][key];
