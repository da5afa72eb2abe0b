import type { HeadquartersCompany, Location, LocationInput } from '@eventsuite/api-contract';
import type { companies, companyLocations } from '../identity';

type LocationRow = typeof companyLocations.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;
type AddressColumns = Pick<
  LocationRow,
  'street' | 'houseNumber' | 'postalCode' | 'city' | 'region' | 'stateAbbr' | 'country'
>;

/** Optional texts are stored as null when empty, and sent as '' again. */
const orNull = (value: string) => (value === '' ? null : value);

function toAddress(row: AddressColumns) {
  return {
    street: row.street ?? '',
    house_number: row.houseNumber ?? '',
    postal_code: row.postalCode ?? '',
    city: row.city ?? '',
    region: row.region ?? '',
    state_abbr: row.stateAbbr ?? '',
    country: row.country,
  };
}

export function toLocation(row: LocationRow, memberCount: number): Location {
  return {
    id: row.id,
    name: row.name,
    ...toAddress(row),
    is_headquarters: row.isHeadquarters,
    member_count: memberCount,
  };
}

/** The company of the locations answer: its address is the headquarters' (migration 0010 keeps them equal). */
export function toHeadquartersCompany(row: CompanyRow): HeadquartersCompany {
  return { id: row.id, name: row.name, ...toAddress(row) };
}

/** The columns a location form sets; the headquarters flag is moved apart (see queries.ts). */
export function locationColumns(input: LocationInput) {
  return {
    name: input.name,
    street: orNull(input.street),
    houseNumber: orNull(input.house_number),
    postalCode: orNull(input.postal_code),
    city: orNull(input.city),
    region: orNull(input.region),
    stateAbbr: orNull(input.state_abbr),
    country: input.country,
  };
}
export type LocationColumns = ReturnType<typeof locationColumns>;
