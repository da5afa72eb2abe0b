import { describe, expect, it } from 'vitest';
import { addressLine } from './location-address';

const blank = { street: '', house_number: '', postal_code: '', city: '', region: '', state_abbr: '', country: null };

describe('addressLine', () => {
  it('puts the given parts on one line, the country in the interface language', () => {
    const address = {
      street: 'Seefeldstrasse',
      house_number: '12',
      postal_code: '8008',
      city: 'Zürich',
      region: 'Zürich',
      state_abbr: 'ZH',
      country: 'CH',
    };
    expect(addressLine(address, 'en-GB')).toBe('Seefeldstrasse 12, 8008 Zürich, ZH, Switzerland');
    expect(addressLine(address, 'de-DE')).toBe('Seefeldstrasse 12, 8008 Zürich, ZH, Schweiz');
  });

  it('leaves out what is missing, and names the region without an abbreviation', () => {
    expect(addressLine({ ...blank, city: 'Hamburg', region: 'Hamburg' }, 'en-GB')).toBe('Hamburg, Hamburg');
    expect(addressLine(blank, 'en-GB')).toBe('');
  });
});
