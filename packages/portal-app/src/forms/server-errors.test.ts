import { describe, expect, it } from 'vitest';
import { fieldPathsOf, mapServerErrors } from './server-errors';

const fields = new Set(['first_name', 'email', 'country']);

describe('mapServerErrors', () => {
  it('puts the first message of each field at that field', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: {
        first_name: ['The field "First name" cannot be empty.', '"First name" contains too many characters.'],
        email: ['Invalid email address'],
      },
    };
    expect(mapServerErrors(body, fields)).toEqual({
      fields: { first_name: 'The field "First name" cannot be empty.', email: 'Invalid email address' },
      form: [],
    });
  });

  it('sends keys the form has no field for to the form-level error', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: {
        'address.street': ['Street is wrong'],
        nickname: ['Unknown field', 'second'],
        country: ['Must be chosen'],
      },
    };
    expect(mapServerErrors(body, fields)).toEqual({
      fields: { country: 'Must be chosen' },
      form: ['Street is wrong', 'Unknown field'],
    });
  });

  it('falls back to the summary when the map names nothing', () => {
    expect(mapServerErrors({ message: 'Invalid.', errors: { email: [] } }, fields)).toEqual({
      fields: {},
      form: ['Invalid.'],
    });
  });

  it('answers null for a body that is not a validation error', () => {
    expect(mapServerErrors({ message: 'Nope' }, fields)).toBeNull();
    expect(mapServerErrors(undefined, fields)).toBeNull();
  });
});

describe('fieldPathsOf', () => {
  it('names every field, nested ones by their dotted paths, as a 422 names them', () => {
    const paths = fieldPathsOf({ name: 'Acme', country: null, phone: { country: '', country_code: '+41' } });
    expect([...paths].sort()).toEqual(['country', 'name', 'phone', 'phone.country', 'phone.country_code']);
    const body = {
      message: 'Invalid.',
      errors: { 'phone.country_code': ['The field "Country code" cannot be empty.'] },
    };
    expect(mapServerErrors(body, paths)?.fields).toEqual({
      'phone.country_code': 'The field "Country code" cannot be empty.',
    });
  });
});
