import {
  passwordChangeSchema,
  profileInputSchema,
  validationMessages,
  type ProfileInput,
} from '@eventsuite/api-contract';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import { contractResolver } from './contract-resolver';
import {
  displayedValidationMessage,
  formatValidationMessage,
  validationMessageDescriptors,
} from './validation-messages';

const english = createIntl({ locale: 'en-GB', messages: en });
const german = createIntl({ locale: 'de-DE', messages: de });

describe('validation messages', () => {
  it('word every contract key as the contract does (spec §5)', () => {
    for (const [key, template] of Object.entries(validationMessages)) {
      expect(validationMessageDescriptors[key as keyof typeof validationMessages].defaultMessage, key).toBe(template);
    }
  });

  it('name the field by its label, in English and German', () => {
    expect(formatValidationMessage(english, 'required', 'First name')).toBe('The field "First name" cannot be empty.');
    expect(formatValidationMessage(german, 'required', 'Vorname')).toBe('Das Feld „Vorname“ darf nicht leer sein.');
    expect(formatValidationMessage(german, 'file_too_large', 'Datei')).toBe(
      'Die Datei darf nicht größer als 3MB sein.',
    );
  });

  it('show a server message as it came, a client key as its sentence', () => {
    expect(displayedValidationMessage(german, 'E-Mail existiert bereits.', 'E-Mail')).toBe('E-Mail existiert bereits.');
    expect(displayedValidationMessage(english, 'invalid_email', 'Email')).toBe('Invalid email address');
  });
});

describe('contractResolver', () => {
  const resolverOptions = { shouldUseNativeValidation: false, fields: {} } as const;
  const profile: ProfileInput = {
    first_name: 'Pia',
    last_name: 'Private',
    gender: null,
    email: 'pia@example.org',
    phone_number: '',
    mobile_number: '',
    position: '',
    employment: null,
    country: null,
    canton: null,
    state_abbr: null,
    int_state: '',
    city: '',
    street: '',
    house_number: '',
    postal_code: '',
  };

  it('reports the contract keys the fields render', async () => {
    const invalid = { ...profile, first_name: ' ', email: 'not-an-email', postal_code: '#', phone_number: 'abc' };
    const result = await contractResolver(profileInputSchema)(invalid, undefined, resolverOptions);
    expect(result.errors).toMatchObject({
      first_name: { message: 'required' },
      email: { message: 'invalid_email' },
      postal_code: { message: 'regex' },
      phone_number: { message: 'regex' },
    });
  });

  it('keeps the keys the contract names itself, e.g. chosen and confirmed', async () => {
    const cantonOutsideSwitzerland = await contractResolver(profileInputSchema)(
      { ...profile, country: 'DE', canton: 'ZH' },
      undefined,
      resolverOptions,
    );
    expect(cantonOutsideSwitzerland.errors.canton?.message).toBe('chosen');
    const mismatch = await contractResolver(passwordChangeSchema)(
      { current_password: 'x', password: 'long enough', password_confirmation: 'different' },
      undefined,
      resolverOptions,
    );
    expect(mismatch.errors.password_confirmation?.message).toBe('confirmed');
  });
});
