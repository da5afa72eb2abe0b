import { describe, expect, it } from 'vitest';
import { localizedValidationMessage, messageLanguageOf } from './validation-messages';

describe('validation messages', () => {
  it('names known fields by their label in the language', () => {
    expect(localizedValidationMessage('required', 'first_name', 'en')).toBe('The field "First name" cannot be empty.');
    expect(localizedValidationMessage('required', 'first_name', 'de')).toBe('Das Feld „Vorname“ darf nicht leer sein.');
    expect(localizedValidationMessage('unique', 'email', 'de')).toBe('„E-Mail“ existiert bereits.');
  });

  it('names other fields by their key', () => {
    expect(localizedValidationMessage('required', 'nickname', 'de')).toBe('Das Feld „nickname“ darf nicht leer sein.');
  });

  it('takes the language from Accept-Language, English otherwise', () => {
    expect(messageLanguageOf('de-CH,de;q=0.9,en;q=0.5')).toBe('de');
    expect(messageLanguageOf('fr-FR')).toBe('en');
    expect(messageLanguageOf(undefined)).toBe('en');
  });
});
