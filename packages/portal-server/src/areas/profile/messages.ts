import { accountMessages, type MessageLanguage } from '@eventsuite/api-contract';
import { messageLanguageOf } from '../../http/validation-messages';

/** Answers of the profile routes that are not field errors, in the caller's language (Accept-Language). */
const messages = {
  en: {
    // Worded once in the contract: the app shows the same text before the user even tries.
    ownsCompany: accountMessages.ownsCompany.en,
    noPasswordToChange: accountMessages.noPasswordToChange.en,
    noPasswordToDelete: accountMessages.noPasswordToDelete.en,
    noPasswordToTransfer: accountMessages.noPasswordToTransfer.en,
    emailTaken: 'This email address is already used by another account.',
    previousEmailTaken: 'The previous email address is now used by another account, so it cannot be restored.',
    throttled: 'Too many wrong passwords. Please try again in a few minutes.',
  },
  de: {
    ownsCompany: accountMessages.ownsCompany.de,
    noPasswordToChange: accountMessages.noPasswordToChange.de,
    noPasswordToDelete: accountMessages.noPasswordToDelete.de,
    noPasswordToTransfer: accountMessages.noPasswordToTransfer.de,
    emailTaken: 'Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.',
    previousEmailTaken:
      'Die bisherige E-Mail-Adresse wird inzwischen von einem anderen Konto verwendet und kann daher nicht wiederhergestellt werden.',
    throttled: 'Zu viele falsche Passwörter. Bitte versuchen Sie es in einigen Minuten erneut.',
  },
  fr: {
    ownsCompany: accountMessages.ownsCompany.fr,
    noPasswordToChange: accountMessages.noPasswordToChange.fr,
    noPasswordToDelete: accountMessages.noPasswordToDelete.fr,
    noPasswordToTransfer: accountMessages.noPasswordToTransfer.fr,
    emailTaken: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
    previousEmailTaken:
      'L’ancienne adresse e-mail est désormais utilisée par un autre compte et ne peut donc pas être rétablie.',
    throttled: 'Trop de mots de passe incorrects. Veuillez réessayer dans quelques minutes.',
  },
} as const satisfies Record<MessageLanguage, Record<string, string>>;

export type ProfileMessage = keyof (typeof messages)['en'];

export const profileMessage = (request: { headers: { 'accept-language'?: string } }, key: ProfileMessage): string =>
  messages[messageLanguageOf(request.headers['accept-language'])][key];
