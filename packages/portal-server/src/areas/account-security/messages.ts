import type { MessageLanguage } from '@eventsuite/api-contract';
import { messageLanguageOf } from '../../http/validation-messages';

/** Answers of account security that are not field errors, in the caller's language (Accept-Language). */
const messages = {
  en: {
    throttled: 'Too many requests. Please try again in a few minutes.',
    signUpClosed: 'Creating an account is not open here. Please ask your company for an invitation.',
    emailTaken: 'This email address is already used by another account.',
  },
  de: {
    throttled: 'Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.',
    signUpClosed: 'Hier kann kein Konto erstellt werden. Bitte bitten Sie Ihre Firma um eine Einladung.',
    emailTaken: 'Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.',
  },
  fr: {
    throttled: 'Trop de demandes. Veuillez réessayer dans quelques minutes.',
    signUpClosed: 'La création de compte n’est pas ouverte ici. Veuillez demander une invitation à votre entreprise.',
    emailTaken: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
  },
} as const satisfies Record<MessageLanguage, Record<string, string>>;

export type AccountSecurityMessage = keyof (typeof messages)['en'];

export const accountSecurityMessage = (
  request: { headers: { 'accept-language'?: string } },
  key: AccountSecurityMessage,
): string => messages[messageLanguageOf(request.headers['accept-language'])][key];
