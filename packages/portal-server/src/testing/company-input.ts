import type { Company, CompanyInput } from '@eventsuite/api-contract';

/** A valid company form with only the name filled in: every optional field empty. */
export const blankCompanyInput = (name: string): CompanyInput => ({
  name,
  optional_name: '',
  vat_number: '',
  website: '',
  phone: { country: '', country_code: '', phone_number: '' },
  email: '',
  street: '',
  house_number: '',
  postal_code: '',
  city: '',
  country: null,
  region: '',
  state_abbr: '',
});

/** The form a stored company fills in, as the app sends it back unchanged. */
export const companyInputOf = (company: Company): CompanyInput => ({
  name: company.name,
  optional_name: company.optional_name,
  vat_number: company.vat_number,
  website: company.website,
  phone: company.phone as CompanyInput['phone'],
  email: company.email,
  street: company.street,
  house_number: company.house_number,
  postal_code: company.postal_code,
  city: company.city,
  country: company.country,
  region: company.region,
  state_abbr: company.state_abbr,
});
