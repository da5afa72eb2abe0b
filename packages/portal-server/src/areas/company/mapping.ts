import type { Company, CompanyInput, ValidationState } from '@eventsuite/api-contract';
import type { companies } from '../identity';

type CompanyRow = typeof companies.$inferSelect;

/** The owner as the profile names them. */
export interface CompanyOwner {
  id: string;
  givenName: string;
  familyName: string;
}

/** A stored company as the contract shows it; the columns 0002 left nullable read as empty strings. */
export function toCompany(row: CompanyRow, owner: CompanyOwner, validationState: ValidationState): Company {
  return {
    id: row.id,
    name: row.name,
    optional_name: row.optionalName,
    vat_number: row.vatNumber,
    website: row.website,
    phone: { country: row.phoneCountry, country_code: row.phoneCountryCode, phone_number: row.phoneNumber },
    email: row.email ?? '',
    street: row.street ?? '',
    house_number: row.houseNumber ?? '',
    postal_code: row.postalCode ?? '',
    city: row.city ?? '',
    country: row.country,
    region: row.region ?? '',
    state_abbr: row.stateAbbr ?? '',
    avatar: row.avatar,
    owner: { id: owner.id, name: `${owner.givenName} ${owner.familyName}`.trim() },
    validation_state: validationState,
  };
}

/** The columns an edit of the profile writes. */
export function companyColumns(input: CompanyInput) {
  return {
    name: input.name,
    optionalName: input.optional_name,
    vatNumber: input.vat_number,
    website: input.website,
    phoneCountry: input.phone.country,
    phoneCountryCode: input.phone.country_code,
    phoneNumber: input.phone.phone_number,
    email: input.email,
    street: input.street,
    houseNumber: input.house_number,
    postalCode: input.postal_code,
    city: input.city,
    country: input.country,
    region: input.region,
    stateAbbr: input.state_abbr,
  } satisfies Partial<CompanyRow>;
}

export type CompanyColumns = ReturnType<typeof companyColumns>;

/** The profile fields an edit changed, by their contract names (for the activity log). */
export function changedFields(before: Company, after: Company): string[] {
  return (Object.keys(after) as (keyof Company)[]).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}
