import { passwordChangeSchema, profileInputSchema, type ProfileInput } from '@eventsuite/api-contract';
import { describe, expect, it } from 'vitest';
import { catalogueIn, catalogueLanguageOf } from '../i18n/catalogue';
import { contractResolver } from './contract-resolver';
import { displayedValidationMessage } from './validation-messages';

const english = catalogueIn('en');
const german = catalogueIn('de');

describe('validation messages', () => {
  it('read the catalogue in the language of the react-intl locale', () => {
    expect(catalogueLanguageOf('de-DE')).toBe('de');
    expect(catalogueLanguageOf('en-GB')).toBe('en');
    expect(catalogueLanguageOf('fr-FR')).toBe('fr');
    expect(catalogueLanguageOf('it-IT')).toBe('en');
  });

  it('name the field by its label, in English and German', () => {
    expect(english.validationMessage('required', english.fieldLabel('first_name'))).toBe(
      'The field "First name" cannot be empty.',
    );
    expect(german.validationMessage('required', german.fieldLabel('first_name'))).toBe(
      'Das Feld „Vorname“ darf nicht leer sein.',
    );
    expect(german.validationMessage('file_too_large', 'Datei')).toBe('Die Datei darf nicht größer als 3MB sein.');
  });

  it('show a server message as it came, a client key as its sentence', () => {
    expect(displayedValidationMessage(german, 'E-Mail existiert bereits.', 'E-Mail')).toBe('E-Mail existiert bereits.');
    expect(displayedValidationMessage(english, 'invalid_email', 'Email')).toBe('Invalid email address');
  });

  it('word the owner refusal in the language', () => {
    expect(german.accountMessage('ownsCompany')).toMatch(/^Sie sind Inhaber einer Firma\./);
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
