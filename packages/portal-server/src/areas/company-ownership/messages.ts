import type { MessageLanguage } from '@eventsuite/api-contract';
import { messageLanguageOf } from '../../http/validation-messages';

/** Answers of the ownership routes that are not field errors, in the caller's language (Accept-Language). */
const messages = {
  en: { ownershipChanged: 'The ownership of the company has changed meanwhile. Please reload the page.' },
  de: { ownershipChanged: 'Die Inhaberschaft der Firma hat sich inzwischen geändert. Bitte laden Sie die Seite neu.' },
  fr: {
    ownershipChanged: 'La propriété de l’entreprise a changé entre-temps. Veuillez recharger la page.',
  },
} as const satisfies Record<MessageLanguage, Record<string, string>>;

export const ownershipMessage = (
  request: { headers: { 'accept-language'?: string } },
  key: keyof (typeof messages)['en'],
): string => messages[messageLanguageOf(request.headers['accept-language'])][key];
