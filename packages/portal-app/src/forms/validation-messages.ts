import { isValidationMessageKey } from '@eventsuite/api-contract';
import type { Catalogue } from '../i18n/catalogue';

/**
 * What a field shows for an error message held in the form state: a key of the client-side check
 * becomes its sentence; anything else (the server's already localized messages) shows as it is.
 */
export function displayedValidationMessage(catalogue: Catalogue, message: string, fieldLabel: string): string {
  return isValidationMessageKey(message) ? catalogue.validationMessage(message, fieldLabel) : message;
}
