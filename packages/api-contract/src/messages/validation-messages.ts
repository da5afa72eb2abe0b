import type { MessageLanguage, Wording } from './languages';

/**
 * Validation message keys (spec §5) and their wording. `{field}` is replaced with the field's label
 * (see field-labels.ts). The server words its 422 answers with them, the app its client-side checks.
 */
export const validationMessages = {
  required: {
    en: 'The field "{field}" cannot be empty.',
    de: 'Das Feld „{field}“ darf nicht leer sein.',
    fr: 'Le champ « {field} » ne peut pas être vide.',
  },
  required_with: {
    en: 'The field "{field}" cannot be empty.',
    de: 'Das Feld „{field}“ darf nicht leer sein.',
    fr: 'Le champ « {field} » ne peut pas être vide.',
  },
  max_string: {
    en: '"{field}" contains too many characters.',
    de: '„{field}“ enthält zu viele Zeichen.',
    fr: '« {field} » contient trop de caractères.',
  },
  regex: {
    en: 'The field "{field}" contains a value in the wrong format.',
    de: 'Das Feld „{field}“ enthält einen Wert im falschen Format.',
    fr: 'Le champ « {field} » contient une valeur au mauvais format.',
  },
  regex_short: { en: 'wrong format', de: 'falsches Format', fr: 'format incorrect' },
  unique: { en: '"{field}" already exists.', de: '„{field}“ existiert bereits.', fr: '« {field} » existe déjà.' },
  url: { en: 'No valid URL', de: 'Keine gültige URL', fr: 'URL non valide' },
  numeric: { en: 'Must be a number', de: 'Muss eine Zahl sein', fr: 'Doit être un nombre' },
  min_numeric: {
    en: 'Must be a positive number',
    de: 'Muss eine positive Zahl sein',
    fr: 'Doit être un nombre positif',
  },
  ciphers_only: { en: 'Only numbers allowed', de: 'Nur Ziffern erlaubt', fr: 'Seuls les chiffres sont autorisés' },
  chosen: { en: 'Must be chosen', de: 'Muss ausgewählt werden', fr: 'Doit être sélectionné' },
  confirmed: {
    en: 'Passwords do not match.',
    de: 'Die Passwörter stimmen nicht überein.',
    fr: 'Les mots de passe ne correspondent pas.',
  },
  invalid_email: { en: 'Invalid email address', de: 'Ungültige E-Mail-Adresse', fr: 'Adresse e-mail non valide' },
  invalid_credentials: { en: 'Invalid password', de: 'Ungültiges Passwort', fr: 'Mot de passe incorrect' },
  incorrect_password: { en: 'Invalid password', de: 'Ungültiges Passwort', fr: 'Mot de passe incorrect' },
  other_team: {
    en: 'E-mail address already exists in another team',
    de: 'Die E-Mail-Adresse existiert bereits in einem anderen Team',
    fr: 'L’adresse e-mail existe déjà dans une autre équipe',
  },
  same_company_group: {
    en: 'This user already exists in another company.',
    de: 'Diese Person existiert bereits in einer anderen Firma.',
    fr: 'Cette personne existe déjà dans une autre entreprise.',
  },
  certificate: { en: 'Invalid certificate', de: 'Ungültiges Zertifikat', fr: 'Certificat non valide' },
  // Single sign-on (issue 28).
  saml_metadata: {
    en: 'The metadata must describe an identity provider with a single sign-on address and one or two signing certificates.',
    de: 'Die Metadaten müssen einen Identitätsanbieter mit einer Anmeldeadresse und einem oder zwei Signaturzertifikaten beschreiben.',
    fr: 'Les métadonnées doivent décrire un fournisseur d’identité avec une adresse d’authentification unique et un ou deux certificats de signature.',
  },
  saml_metadata_fetch: {
    en: 'The metadata could not be fetched from this address.',
    de: 'Die Metadaten konnten von dieser Adresse nicht abgerufen werden.',
    fr: 'Les métadonnées n’ont pas pu être récupérées à cette adresse.',
  },
  saml_private_key: {
    en: 'The key is not a private key, or the password does not open it.',
    de: 'Der Schlüssel ist kein privater Schlüssel, oder das Passwort öffnet ihn nicht.',
    fr: 'La clé n’est pas une clé privée, ou le mot de passe ne permet pas de l’ouvrir.',
  },
  file_too_large: {
    en: 'The file can not be larger than 3MB.',
    de: 'Die Datei darf nicht größer als 3MB sein.',
    fr: 'Le fichier ne peut pas dépasser 3 Mo.',
  },
  // Beyond spec §5: the rules of §5 and §9 it states without a message.
  password_too_short: {
    en: 'The password must have at least 10 characters.',
    de: 'Das Passwort muss mindestens 10 Zeichen haben.',
    fr: 'Le mot de passe doit comporter au moins 10 caractères.',
  },
  // Issue 30: checked on the server against the common and breached passwords of zxcvbn-ts.
  password_common: {
    en: 'This password is among the most common ones. Please choose another.',
    de: 'Dieses Passwort gehört zu den häufigsten. Bitte wählen Sie ein anderes.',
    fr: 'Ce mot de passe fait partie des plus courants. Veuillez en choisir un autre.',
  },
  csv_unreadable: {
    en: 'The file is not a readable CSV file (UTF-8, separated by commas or semicolons).',
    de: 'Die Datei ist keine lesbare CSV-Datei (UTF-8, durch Kommas oder Semikolons getrennt).',
    fr: 'Le fichier n’est pas un fichier CSV lisible (UTF-8, séparé par des virgules ou des points-virgules).',
  },
  csv_columns: {
    en: 'The first row must name the columns of the template, at least "email".',
    de: 'Die erste Zeile muss die Spalten der Vorlage nennen, mindestens „email“.',
    fr: 'La première ligne doit nommer les colonnes du modèle, au moins « email ».',
  },
  csv_empty: {
    en: 'The file has no rows besides its header.',
    de: 'Die Datei hat keine Zeilen außer der Kopfzeile.',
    fr: 'Le fichier ne contient aucune ligne en dehors de l’en-tête.',
  },
  csv_too_many_rows: {
    en: 'The file can have at most 1000 rows.',
    de: 'Die Datei darf höchstens 1000 Zeilen haben.',
    fr: 'Le fichier peut contenir au maximum 1000 lignes.',
  },
  csv_too_many_columns: {
    en: 'A row of the file can have at most 100 columns.',
    de: 'Eine Zeile der Datei darf höchstens 100 Spalten haben.',
    fr: 'Une ligne du fichier peut contenir au maximum 100 colonnes.',
  },
  csv_row_too_long: {
    en: 'A row of the file can have at most 10,000 characters.',
    de: 'Eine Zeile der Datei darf höchstens 10.000 Zeichen haben.',
    fr: 'Une ligne du fichier peut contenir au maximum 10 000 caractères.',
  },
  avatar_type: {
    en: 'The avatar must be a jpg or png image.',
    de: 'Das Profilbild muss ein jpg- oder png-Bild sein.',
    fr: 'La photo de profil doit être une image jpg ou png.',
  },
  avatar_dimensions: {
    en: 'The avatar must be square and at least 250x250px.',
    de: 'Das Profilbild muss quadratisch und mindestens 250x250px groß sein.',
    fr: 'La photo de profil doit être carrée et mesurer au moins 250x250px.',
  },
  logo_type: {
    en: 'The logo must be a jpg or png image.',
    de: 'Das Logo muss ein jpg- oder png-Bild sein.',
    fr: 'Le logo doit être une image jpg ou png.',
  },
  logo_dimensions: {
    en: 'The logo must be square and at least 250x250px.',
    de: 'Das Logo muss quadratisch und mindestens 250x250px groß sein.',
    fr: 'Le logo doit être carré et mesurer au moins 250x250px.',
  },
  // Roles and permissions (issue 14).
  role_order: {
    en: 'The order must name every role of the app exactly once.',
    de: 'Die Reihenfolge muss jede Rolle der App genau einmal nennen.',
    fr: 'L’ordre doit nommer chaque rôle de l’application exactement une fois.',
  },
  unknown_permission: {
    en: 'Only permissions of this app can be assigned.',
    de: 'Nur Berechtigungen dieser App können zugewiesen werden.',
    fr: 'Seules les autorisations de cette application peuvent être attribuées.',
  },
  not_grantable: {
    en: 'Company ownership cannot be granted through a role.',
    de: 'Die Inhaberschaft einer Firma kann nicht über eine Rolle vergeben werden.',
    fr: 'La propriété d’une entreprise ne peut pas être attribuée par un rôle.',
  },
  screenshot_type: {
    en: 'The screenshot must be a jpg or png image.',
    de: 'Der Screenshot muss ein jpg- oder png-Bild sein.',
    fr: 'La capture d’écran doit être une image jpg ou png.',
  },
  screenshot_dimensions: {
    en: 'The screenshot must be at least 320px wide and high.',
    de: 'Der Screenshot muss mindestens 320px breit und hoch sein.',
    fr: 'La capture d’écran doit mesurer au moins 320px de large et de haut.',
  },
  screenshot_count: {
    en: 'An app can have at most 10 screenshots.',
    de: 'Eine App kann höchstens 10 Screenshots haben.',
    fr: 'Une application peut avoir au maximum 10 captures d’écran.',
  },
  screenshot_order: {
    en: 'The order must name each screenshot of the app once.',
    de: 'Die Reihenfolge muss jeden Screenshot der App genau einmal nennen.',
    fr: 'L’ordre doit nommer chaque capture d’écran de l’application une seule fois.',
  },
  personal_role_of_app: {
    en: 'Choose a personal role of this app.',
    de: 'Wählen Sie eine Rolle dieser App für Privatkonten.',
    fr: 'Choisissez un rôle de cette application pour les comptes personnels.',
  },
  company_role_of_app: {
    en: 'Choose a company role of this app.',
    de: 'Wählen Sie eine Rolle dieser App für Firmen.',
    fr: 'Choisissez un rôle de cette application pour les entreprises.',
  },
  portal_internal_name: {
    en: 'The internal name of the Eventsuite app cannot change.',
    de: 'Der interne Name der Eventsuite-App kann nicht geändert werden.',
    fr: 'Le nom interne de l’application Eventsuite ne peut pas être modifié.',
  },
  app_company_role: {
    en: "Choose one of the app's company roles.",
    de: 'Wählen Sie eine der Firmenrollen der App.',
    fr: 'Choisissez l’un des rôles d’entreprise de l’application.',
  },
  // A verification decision (issue 26).
  accept_failed_check: {
    en: 'A verification is accepted only when every item has passed.',
    de: 'Eine Verifizierung wird nur angenommen, wenn jeder Punkt bestanden ist.',
    fr: 'Une vérification n’est acceptée que si chaque point est validé.',
  },
  decline_without_failed_check: {
    en: 'Mark at least one item as failed to decline.',
    de: 'Markieren Sie mindestens einen Punkt als nicht bestanden, um abzulehnen.',
    fr: 'Marquez au moins un point comme non validé pour refuser.',
  },
  reason_for_passed_check: {
    en: 'Only a failed item takes a reason.',
    de: 'Nur ein nicht bestandener Punkt erhält eine Begründung.',
    fr: 'Seul un point non validé peut recevoir un motif.',
  },
  // Two-factor sign-in (issue 30 §4).
  invalid_code: {
    en: 'This code is not valid. Enter the current code of your authenticator app.',
    de: 'Dieser Code ist ungültig. Geben Sie den aktuellen Code Ihrer Authenticator-App ein.',
    fr: 'Ce code n’est pas valide. Saisissez le code actuel de votre application d’authentification.',
  },
  passkey_not_verified: {
    en: 'The passkey could not be verified. Please try again.',
    de: 'Der Passkey konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.',
    fr: 'La clé d’accès n’a pas pu être vérifiée. Veuillez réessayer.',
  },
} as const satisfies Record<string, Wording>;
export type ValidationMessageKey = keyof typeof validationMessages;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessages, value);
}

/**
 * The message of a key in a language, naming the field by `fieldLabel` (already in that language).
 * Only some of the messages name the field; the others ignore it.
 */
export function validationMessage(key: ValidationMessageKey, language: MessageLanguage, fieldLabel: string): string {
  return validationMessages[key][language].replaceAll('{field}', fieldLabel);
}
