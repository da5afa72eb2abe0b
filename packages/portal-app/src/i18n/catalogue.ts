import {
  accountMessages,
  adminAppsMessages,
  fieldLabels,
  locationMessages,
  messageLanguages,
  validationMessage,
  type AccountMessageKey,
  type AdminAppsMessageKey,
  type LabelledField,
  type LocationMessageKey,
  type MessageLanguage,
  type ValidationMessageKey,
} from '@eventsuite/api-contract';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** The catalogue language of a react-intl locale ('de-DE' -> 'de'); English for any other. */
export function catalogueLanguageOf(intlLocale: string): MessageLanguage {
  const language = intlLocale.slice(0, 2).toLowerCase();
  return messageLanguages.find((candidate) => candidate === language) ?? 'en';
}

/** The texts of the contract's catalogue (field labels, validation, account and location messages) in one language. */
export function catalogueIn(language: MessageLanguage) {
  return {
    fieldLabel: (field: LabelledField) => fieldLabels[field][language],
    /** `fieldLabel` is the label the user sees at the field, which the message names. */
    validationMessage: (key: ValidationMessageKey, fieldLabel: string) => validationMessage(key, language, fieldLabel),
    accountMessage: (key: AccountMessageKey) => accountMessages[key][language],
    locationMessage: (key: LocationMessageKey) => locationMessages[key][language],
    adminAppsMessage: (key: AdminAppsMessageKey) => adminAppsMessages[key][language],
  };
}
export type Catalogue = ReturnType<typeof catalogueIn>;

/**
 * The contract's catalogue in the interface language. Validation messages and field labels come from
 * there rather than from react-intl's catalogue, so that the app and the server word them alike.
 */
export function useCatalogue(): Catalogue {
  const language = catalogueLanguageOf(useIntl().locale);
  return useMemo(() => catalogueIn(language), [language]);
}
