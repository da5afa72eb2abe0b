import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { FieldValidationError, registerErrorHandler } from './errors';
import { localizedValidationMessage, messageLanguageOf } from './validation-messages';

describe('validation messages', () => {
  it('names known fields by their label in the language', () => {
    expect(localizedValidationMessage('required', 'first_name', 'en')).toBe('The field "First name" cannot be empty.');
    expect(localizedValidationMessage('required', 'first_name', 'de')).toBe('Das Feld „Vorname“ darf nicht leer sein.');
    expect(localizedValidationMessage('unique', 'email', 'de')).toBe('„E-Mail“ existiert bereits.');
    expect(localizedValidationMessage('required', 'first_name', 'fr')).toBe(
      'Le champ « Prénom » ne peut pas être vide.',
    );
  });

  it('names other fields by their key', () => {
    expect(localizedValidationMessage('required', 'nickname', 'de')).toBe('Das Feld „nickname“ darf nicht leer sein.');
  });

  it('takes the language from Accept-Language, English otherwise', () => {
    expect(messageLanguageOf('de-CH,de;q=0.9,en;q=0.5')).toBe('de');
    expect(messageLanguageOf('fr-FR')).toBe('fr');
    expect(messageLanguageOf('it-IT, fr;q=0.5')).toBe('fr');
    expect(messageLanguageOf('it-IT')).toBe('en');
    expect(messageLanguageOf(undefined)).toBe('en');
  });

  it('answers a 422 in French to a caller reading French', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/', async () => {
      throw new FieldValidationError({ first_name: ['required'], email: ['invalid_email'], city: ['max_string'] });
    });
    const response = await app.inject({ method: 'POST', url: '/', headers: { 'accept-language': 'fr-CH,fr;q=0.9' } });
    await app.close();
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        first_name: ['Le champ « Prénom » ne peut pas être vide.'],
        email: ['Adresse e-mail non valide'],
        city: ['« Ville » contient trop de caractères.'],
      },
    });
  });
});
