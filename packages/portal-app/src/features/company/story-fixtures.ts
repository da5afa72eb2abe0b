import { companyEndpoints, type Company, type CompanyInput } from '@eventsuite/api-contract';
import { HttpResponse } from 'msw';
import { handle, respond } from '../../storybook/msw-handlers';

/*
 * Example companies and handlers for the company stories (never used by the product). The id, name
 * and owner match the personas of src/testing/personas.ts.
 */

export const acmeCompany: Company = {
  id: 'c-acme',
  name: 'Acme Events GmbH',
  optional_name: 'Bühnen & Licht',
  vat_number: 'DE123456789',
  website: 'https://acme.example',
  phone: { country: 'DE', country_code: '+49', phone_number: '30 1234 5678' },
  email: 'info@acme.example',
  street: 'Torstraße',
  house_number: '1',
  postal_code: '10119',
  city: 'Berlin',
  country: 'DE',
  region: 'Berlin',
  state_abbr: 'BE',
  avatar: null,
  owner: { id: 'u-owner', name: 'Olivia Owner' },
  validation_state: 'requested',
};

/** The company the server stores from a submitted form. */
export const storedCompany = (company: Company, input: CompanyInput): Company => ({ ...company, ...input });

/** Reading, saving and the logo of `company`, answered as the server would. */
export function companyHandlers(company: Company) {
  return [
    respond(companyEndpoints.getCompany, { data: company }),
    handle(companyEndpoints.updateCompany, async ({ request }) =>
      HttpResponse.json({ data: storedCompany(company, (await request.json()) as CompanyInput) }),
    ),
    respond(companyEndpoints.uploadCompanyLogo, { data: { ...company, avatar: 'acme-logo.png' } }),
    respond(companyEndpoints.deleteCompanyLogo, { data: { ...company, avatar: null } }),
  ];
}
