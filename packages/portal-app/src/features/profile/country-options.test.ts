import { countryCodes } from '@eventsuite/api-contract';
import { describe, expect, it } from 'vitest';
import { countryOptions } from './country-options';

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
