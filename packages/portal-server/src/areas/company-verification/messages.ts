import type { MessageLanguage } from '@eventsuite/api-contract';
import { messageLanguageOf } from '../../http/validation-messages';
import type { ValidationRefusal } from './state-machine';

/** Why a verification action is refused (409), in the caller's language (Accept-Language). */
const messages = {
  en: {
    already_requested: 'A verification request has already been sent.',
    already_validated: 'The company is already verified.',
    no_open_request: 'There is no open verification request.',
    not_validated: 'The company is not verified.',
  },
  de: {
    already_requested: 'Eine Verifizierungsanfrage wurde bereits gesendet.',
    already_validated: 'Die Firma ist bereits verifiziert.',
    no_open_request: 'Es gibt keine offene Verifizierungsanfrage.',
    not_validated: 'Die Firma ist nicht verifiziert.',
  },
  fr: {
    already_requested: 'Une demande de vérification a déjà été envoyée.',
    already_validated: 'L’entreprise est déjà vérifiée.',
    no_open_request: 'Il n’y a aucune demande de vérification en cours.',
    not_validated: 'L’entreprise n’est pas vérifiée.',
  },
} as const satisfies Record<MessageLanguage, Record<ValidationRefusal, string>>;

export const refusalMessage = (
  request: { headers: { 'accept-language'?: string } },
  refusal: ValidationRefusal,
): string => messages[messageLanguageOf(request.headers['accept-language'])][refusal];
