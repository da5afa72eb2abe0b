import { describe, expect, it } from 'vitest';
import { accountMessages } from './account-messages';
import { appSignInMessages } from './app-sign-in-messages';
import { fieldLabel, fieldLabels } from './field-labels';
import { messageLanguages, type Wording } from './languages';
import { appCatalogueMessages } from './app-catalogue-messages';
import { locationMessages } from './location-messages';
import { teamMemberMessages } from './team-member-messages';
import { adminUserMessages } from './admin-user-messages';
import { validationMessage, validationMessages } from './validation-messages';

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

const catalogues: Record<string, Record<string, Wording>> = {
  validationMessages,
  fieldLabels,
  accountMessages,
  appSignInMessages,
  locationMessages,
  teamMemberMessages,
  adminUserMessages,
  appCatalogueMessages,
};

describe('message catalogue', () => {
  describe.each(Object.entries(catalogues))('%s', (_name, catalogue) => {
    it.each(Object.entries(catalogue))('words %s in every language, with the same placeholders', (_key, wording) => {
      expect(Object.keys(wording).sort()).toEqual([...messageLanguages].sort());
      for (const language of messageLanguages) {
        expect(wording[language].trim(), language).not.toBe('');
        expect(placeholdersOf(wording[language]), language).toEqual(placeholdersOf(wording.en));
      }
    });
  });

  it('names the field by its label in the language', () => {
    expect(validationMessage('required', 'en', fieldLabel('first_name', 'en'))).toBe(
      'The field "First name" cannot be empty.',
    );
    expect(validationMessage('required', 'de', fieldLabel('first_name', 'de'))).toBe(
      'Das Feld „Vorname“ darf nicht leer sein.',
    );
    expect(validationMessage('required', 'fr', fieldLabel('first_name', 'fr'))).toBe(
      'Le champ « Prénom » ne peut pas être vide.',
    );
    expect(validationMessage('url', 'de', 'Webseite')).toBe('Keine gültige URL');
  });

  it('names a field without a label by its key', () => {
    expect(fieldLabel('nickname', 'de')).toBe('nickname');
    expect(fieldLabel('constructor', 'en')).toBe('constructor');
  });
});
