import { isValidationMessageKey, type ValidationMessageKey } from '@eventsuite/api-contract';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/**
 * The contract's validation message keys (spec §5) as app messages. The English defaults are the
 * contract's templates word for word (a test keeps them equal); `{field}` is the field's label.
 */
export const validationMessageDescriptors = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'The field "{field}" cannot be empty.' },
  required_with: { id: 'validation.required_with', defaultMessage: 'The field "{field}" cannot be empty.' },
  max_string: { id: 'validation.max_string', defaultMessage: '"{field}" contains too many characters.' },
  regex: { id: 'validation.regex', defaultMessage: 'The field "{field}" contains a value in the wrong format.' },
  regex_short: { id: 'validation.regex_short', defaultMessage: 'wrong format' },
  unique: { id: 'validation.unique', defaultMessage: '"{field}" already exists.' },
  url: { id: 'validation.url', defaultMessage: 'No valid URL' },
  numeric: { id: 'validation.numeric', defaultMessage: 'Must be a number' },
  min_numeric: { id: 'validation.min_numeric', defaultMessage: 'Must be a positive number' },
  ciphers_only: { id: 'validation.ciphers_only', defaultMessage: 'Only numbers allowed' },
  chosen: { id: 'validation.chosen', defaultMessage: 'Must be chosen' },
  confirmed: { id: 'validation.confirmed', defaultMessage: 'Passwords do not match.' },
  invalid_email: { id: 'validation.invalid_email', defaultMessage: 'Invalid email address' },
  invalid_credentials: { id: 'validation.invalid_credentials', defaultMessage: 'Invalid password' },
  incorrect_password: { id: 'validation.incorrect_password', defaultMessage: 'Invalid password' },
  other_team: { id: 'validation.other_team', defaultMessage: 'E-mail address already exists in another team' },
  same_company_group: {
    id: 'validation.same_company_group',
    defaultMessage: 'This user already exists in another company.',
  },
  certificate: { id: 'validation.certificate', defaultMessage: 'Invalid certificate' },
  file_too_large: { id: 'validation.file_too_large', defaultMessage: 'The file can not be larger than 3MB.' },
  password_too_short: {
    id: 'validation.password_too_short',
    defaultMessage: 'The password must have at least 8 characters.',
  },
  avatar_type: { id: 'validation.avatar_type', defaultMessage: 'The avatar must be a jpg or png image.' },
  avatar_dimensions: {
    id: 'validation.avatar_dimensions',
    defaultMessage: 'The avatar must be square and at least 250x250px.',
  },
} satisfies Record<ValidationMessageKey, MessageDescriptor>);

/** The message of a validation key in the interface language, naming the field by its label. */
export function formatValidationMessage(intl: IntlShape, key: ValidationMessageKey, fieldLabel: string): string {
  // Only some of the sentences name the field; the others ignore the value.
  const descriptor: MessageDescriptor = validationMessageDescriptors[key];
  return intl.formatMessage(descriptor, { field: fieldLabel });
}

/**
 * What a field shows for an error message held in the form state: a key of the client-side check
 * becomes its sentence; anything else (the server's already localized messages) shows as it is.
 */
export function displayedValidationMessage(intl: IntlShape, message: string, fieldLabel: string): string {
  return isValidationMessageKey(message) ? formatValidationMessage(intl, message, fieldLabel) : message;
}
