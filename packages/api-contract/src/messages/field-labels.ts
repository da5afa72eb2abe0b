import type { MessageLanguage, Wording } from './languages';

/**
 * How fields are named, keyed by their name in the contract's schemas: the app labels its form
 * fields with them, and validation messages name a field by them ("The field "City" cannot be empty.").
 */
export const fieldLabels = {
  company: { en: 'Company', de: 'Firma' },
  name: { en: 'Name', de: 'Name' },
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
  region: { en: 'Canton/state/region', de: 'Kanton/Bundesland/Region' },
  is_headquarters: { en: 'Headquarters', de: 'Hauptsitz' },
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
  // The company profile (its phone is an object: its parts are named by their paths).
  optional_name: { en: 'Optional name', de: 'Namenszusatz' },
  vat_number: { en: 'VAT number', de: 'Mehrwertsteuernummer' },
  website: { en: 'Website', de: 'Webseite' },
  'phone.country': { en: 'Phone country', de: 'Land der Telefonnummer' },
  'phone.country_code': { en: 'Country code', de: 'Ländervorwahl' },
  'phone.phone_number': { en: 'Phone number', de: 'Telefonnummer' },
  new_owner: { en: 'New owner', de: 'Neuer Inhaber' },
  company_role: { en: 'Company role', de: 'Firmenrolle' },
  location: { en: 'Location', de: 'Standort' },
  search: { en: 'Search', de: 'Suche' },
  location_id: { en: 'Location', de: 'Standort' },
  role_id: { en: 'Company role', de: 'Firmenrolle' },
  role: { en: 'Role', de: 'Rolle' },
} as const satisfies Record<string, Wording>;
export type LabelledField = keyof typeof fieldLabels;

/** A field's label in a language; a field without one (e.g. a request parameter) is named by its key. */
export function fieldLabel(field: string, language: MessageLanguage): string {
  return Object.hasOwn(fieldLabels, field) ? fieldLabels[field as LabelledField][language] : field;
}
