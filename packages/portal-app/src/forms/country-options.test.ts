import { countryCodes } from '@eventsuite/api-contract';
import { describe, expect, it } from 'vitest';
import { cantonOptions, countryOptions, stateOptions } from './country-options';

describe('countryOptions', () => {
  it('offers every country of the contract, named in the interface language', () => {
    const german = countryOptions('de-DE');
    expect(german).toHaveLength(countryCodes.length);
    expect(german.find((option) => option.value === 'CH')?.label).toBe('Schweiz');
    expect(countryOptions('en-GB').find((option) => option.value === 'DE')?.label).toBe('Germany');
  });

  it('sorts by the shown name, as the language sorts', () => {
    const labels = countryOptions('de-DE').map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('de-DE').compare));
    expect(labels.indexOf('Österreich')).toBeLessThan(labels.indexOf('Pakistan'));
  });
});

describe('the languages of country and region names', () => {
  it('marks no country name in the interface language', () => {
    expect(countryOptions('de-DE').every((option) => option.lang === undefined)).toBe(true);
    expect(countryOptions('en-GB').every((option) => option.lang === undefined)).toBe(true);
  });

  it('marks the English names of US states on German pages only', () => {
    expect(stateOptions('de-DE').find((option) => option.value === 'NC')).toEqual({
      value: 'NC',
      label: 'North Carolina',
      lang: 'en',
    });
    expect(stateOptions('en-GB').every((option) => option.lang === undefined)).toBe(true);
  });

  it('marks each canton with its own language where the interface speaks another', () => {
    const english = cantonOptions('en-GB');
    expect(english.find((option) => option.value === 'GE')).toMatchObject({ label: 'Genève', lang: 'fr' });
    expect(english.find((option) => option.value === 'TI')).toMatchObject({ label: 'Ticino', lang: 'it' });
    expect(english.find((option) => option.value === 'ZH')).toMatchObject({ label: 'Zürich', lang: 'de' });
    const german = cantonOptions('de-DE');
    expect(german.find((option) => option.value === 'ZH')?.lang).toBeUndefined();
    expect(german.find((option) => option.value === 'VD')?.lang).toBe('fr');
  });
});
