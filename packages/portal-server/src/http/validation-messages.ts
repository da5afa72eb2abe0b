import {
  fieldLabel,
  messageLanguages,
  validationMessage,
  type MessageLanguage,
  type ValidationMessageKey,
} from '@eventsuite/api-contract';
import { negotiateLanguage } from './accept-language';

/** The catalogue language the caller reads (its Accept-Language; the app sends its interface language). */
export const messageLanguageOf = (acceptLanguage: string | undefined): MessageLanguage =>
  negotiateLanguage(acceptLanguage, messageLanguages, 'en');

/** A field's validation message as the 422 answer holds it: worded from the contract's catalogue. */
export function localizedValidationMessage(key: ValidationMessageKey, field: string, language: MessageLanguage) {
  return validationMessage(key, language, fieldLabel(field, language));
}
