import { validationMessages, type ValidationMessageKey } from '@eventsuite/api-contract';
import { negotiateLanguage } from './accept-language';

/** Languages the server words its validation messages in; the client sends its own in Accept-Language. */
export const messageLanguages = ['en', 'de'] as const;
export type MessageLanguage = (typeof messageLanguages)[number];

export const messageLanguageOf = (acceptLanguage: string | undefined): MessageLanguage =>
  negotiateLanguage(acceptLanguage, messageLanguages, 'en');

/** German wording of the spec §5 messages; English comes from the contract. */
const germanMessages: Record<ValidationMessageKey, string> = {
  required: 'Das Feld „{field}“ darf nicht leer sein.',
  required_with: 'Das Feld „{field}“ darf nicht leer sein.',
  max_string: '„{field}“ enthält zu viele Zeichen.',
  regex: 'Das Feld „{field}“ enthält einen Wert im falschen Format.',
  regex_short: 'falsches Format',
  unique: '„{field}“ existiert bereits.',
  url: 'Keine gültige URL',
  numeric: 'Muss eine Zahl sein',
  min_numeric: 'Muss eine positive Zahl sein',
  ciphers_only: 'Nur Ziffern erlaubt',
  chosen: 'Muss ausgewählt werden',
  confirmed: 'Die Passwörter stimmen nicht überein.',
  invalid_email: 'Ungültige E-Mail-Adresse',
  invalid_credentials: 'Ungültiges Passwort',
  incorrect_password: 'Ungültiges Passwort',
  other_team: 'Die E-Mail-Adresse existiert bereits in einem anderen Team',
  same_company_group: 'Diese Person existiert bereits in einer anderen Firma.',
  certificate: 'Ungültiges Zertifikat',
  file_too_large: 'Die Datei darf nicht größer als 3MB sein.',
  password_too_short: 'Das Passwort muss mindestens 8 Zeichen haben.',
  avatar_type: 'Das Profilbild muss ein jpg- oder png-Bild sein.',
  avatar_dimensions: 'Das Profilbild muss quadratisch und mindestens 250x250px groß sein.',
};

/**
 * How fields are named inside messages ("The field "{field}" cannot be empty."). A field without an
 * entry is named by its key.
 */
const fieldLabels: Record<string, Record<MessageLanguage, string>> = {
  company: { en: 'Company', de: 'Firma' },
  first_name: { en: 'First name', de: 'Vorname' },
  last_name: { en: 'Last name', de: 'Nachname' },
  gender: { en: 'Salutation', de: 'Anrede' },
  email: { en: 'Email', de: 'E-Mail' },
  phone_number: { en: 'Phone number', de: 'Telefonnummer' },
  mobile_number: { en: 'Mobile number', de: 'Mobilnummer' },
  position: { en: 'Position', de: 'Position' },
  employment: { en: 'Employment', de: 'Anstellung' },
  country: { en: 'Country', de: 'Land' },
  canton: { en: 'Canton', de: 'Kanton' },
  state_abbr: { en: 'State', de: 'Bundesstaat' },
  int_state: { en: 'State/region', de: 'Bundesland/Region' },
  city: { en: 'City', de: 'Ort' },
  street: { en: 'Street', de: 'Straße' },
  house_number: { en: 'House number', de: 'Hausnummer' },
  postal_code: { en: 'Postal code', de: 'Postleitzahl' },
  language: { en: 'Language', de: 'Sprache' },
  locale: { en: 'Region', de: 'Region' },
  currency: { en: 'Currency', de: 'Währung' },
  date_format: { en: 'Date format', de: 'Datumsformat' },
  time_format: { en: 'Time format', de: 'Zeitformat' },
  first_weekday: { en: 'First day of the week', de: 'Erster Wochentag' },
  system_of_measurement: { en: 'Units', de: 'Maßeinheiten' },
  decimal_separator: { en: 'Decimal separator', de: 'Dezimaltrennzeichen' },
  thousand_separator: { en: 'Thousands separator', de: 'Tausendertrennzeichen' },
  current_password: { en: 'Current password', de: 'Aktuelles Passwort' },
  password: { en: 'Password', de: 'Passwort' },
  password_confirmation: { en: 'Password confirmation', de: 'Passwort bestätigen' },
  file: { en: 'File', de: 'Datei' },
  answer: { en: 'Answer', de: 'Antwort' },
  wage_expectation: { en: 'Wage expectation', de: 'Lohnvorstellung' },
  employment_type: { en: 'Employment type', de: 'Anstellungsart' },
  comment: { en: 'Comment', de: 'Kommentar' },
};

export function localizedValidationMessage(key: ValidationMessageKey, field: string, language: MessageLanguage) {
  const template = language === 'de' ? germanMessages[key] : validationMessages[key];
  return template.replaceAll('{field}', fieldLabels[field]?.[language] ?? field);
}
