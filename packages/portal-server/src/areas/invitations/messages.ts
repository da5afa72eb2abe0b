import {
  fieldLabel,
  validationMessage,
  type MessageLanguage,
  type ValidationMessageKey,
} from '@eventsuite/api-contract';
import { messageLanguageOf } from '../../http/validation-messages';

/** Answers of the invitation routes that are not field errors, in the caller's language (Accept-Language). */
const messages = {
  en: {
    notPending: 'This invitation can no longer be accepted.',
    accountExists: 'An account with this email address exists already. Sign in to join the company.',
    otherAccount: 'This invitation is for another email address. Sign in with the invited address to accept it.',
    accepted: 'This invitation has been accepted already.',
  },
  de: {
    notPending: 'Diese Einladung kann nicht mehr angenommen werden.',
    accountExists: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Melden Sie sich an, um der Firma beizutreten.',
    otherAccount:
      'Diese Einladung gilt für eine andere E-Mail-Adresse. Melden Sie sich mit der eingeladenen Adresse an, um sie anzunehmen.',
    accepted: 'Diese Einladung wurde bereits angenommen.',
  },
  fr: {
    notPending: 'Cette invitation ne peut plus être acceptée.',
    accountExists: 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous pour rejoindre l’entreprise.',
    otherAccount:
      'Cette invitation est destinée à une autre adresse e-mail. Connectez-vous avec l’adresse invitée pour l’accepter.',
    accepted: 'Cette invitation a déjà été acceptée.',
  },
} as const satisfies Record<MessageLanguage, Record<string, string>>;

type Request = { headers: { 'accept-language'?: string } };

export const invitationMessage = (request: Request, key: keyof (typeof messages)['en']): string =>
  messages[messageLanguageOf(request.headers['accept-language'])][key];

/** A refusal of spec §5 (other_team, same_company_group) as the text of a 409. */
export function refusalMessage(request: Request, key: ValidationMessageKey): string {
  const language = messageLanguageOf(request.headers['accept-language']);
  return validationMessage(key, language, fieldLabel('email', language));
}
