import type { HeadquartersCompany } from '@eventsuite/api-contract';

type Address = Pick<
  HeadquartersCompany,
  'street' | 'house_number' | 'postal_code' | 'city' | 'region' | 'state_abbr' | 'country'
>;

/**
 * An address on one line, e.g. "Seefeldstrasse 12, 8008 Zürich, ZH, Switzerland": the parts given, the
 * region by its abbreviation when there is one, the country named in the interface language.
 */
export function addressLine(address: Address, locale: string): string {
  const country = address.country
    ? (new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(address.country) ?? address.country)
    : '';
  return [
    [address.street, address.house_number].filter(Boolean).join(' '),
    [address.postal_code, address.city].filter(Boolean).join(' '),
    address.state_abbr || address.region,
    country,
  ]
    .filter(Boolean)
    .join(', ');
}
