import {
  locationsEndpoints,
  type HeadquartersCompany,
  type Location,
  type LocationList,
} from '@eventsuite/api-contract';
import { HttpResponse, type HttpHandler } from 'msw';
import { handle, respond } from '../../storybook/msw-handlers';

// Locations of Acme Events GmbH, the company of the story personas (src/testing/personas.ts).

export const headquarters: Location = {
  id: 'loc-hq',
  name: 'Head Office Berlin',
  street: 'Friedrichstraße',
  house_number: '68',
  postal_code: '10117',
  city: 'Berlin',
  region: 'Berlin',
  state_abbr: 'BE',
  country: 'DE',
  is_headquarters: true,
  member_count: 12,
};

export const warehouse: Location = {
  id: 'loc-warehouse',
  name: 'Warehouse Spandau',
  street: 'Am Juliusturm',
  house_number: '14',
  postal_code: '13599',
  city: 'Berlin',
  region: 'Berlin',
  state_abbr: 'BE',
  country: 'DE',
  is_headquarters: false,
  member_count: 3,
};

export const studio: Location = {
  id: 'loc-studio',
  name: 'Studio Leipzig',
  street: '',
  house_number: '',
  postal_code: '04109',
  city: 'Leipzig',
  region: 'Sachsen',
  state_abbr: 'SN',
  country: 'DE',
  is_headquarters: false,
  member_count: 0,
};

export const acme: HeadquartersCompany = {
  id: 'c-acme',
  name: 'Acme Events GmbH',
  street: headquarters.street,
  house_number: headquarters.house_number,
  postal_code: headquarters.postal_code,
  city: headquarters.city,
  region: headquarters.region,
  state_abbr: headquarters.state_abbr,
  country: headquarters.country,
};

const cities = ['Hamburg', 'München', 'Köln', 'Frankfurt am Main', 'Stuttgart', 'Düsseldorf', 'Dresden', 'Hannover'];

/** Many locations: the headquarters and two dozen more, as a company with venues all over the country has. */
export const manyLocations: Location[] = [
  headquarters,
  ...Array.from({ length: 24 }, (_, index): Location => {
    const city = cities[index % cities.length]!;
    return {
      ...warehouse,
      id: `loc-${index}`,
      name: `Venue ${city} ${Math.floor(index / cities.length) + 1}`,
      city,
      street: 'Hauptstraße',
      house_number: String(index + 1),
      member_count: index % 4,
    };
  }),
];

export const locationList = (locations: Location[], company: HeadquartersCompany = acme): { data: LocationList } => ({
  data: { locations, company },
});

/** The list and each location's page, answered from `locations`. */
export function locationHandlers(locations: Location[] = [headquarters, warehouse, studio]): HttpHandler[] {
  return [
    respond(locationsEndpoints.listLocations, locationList(locations)),
    handle(locationsEndpoints.showLocation, ({ params }) => {
      const location = locations.find((candidate) => candidate.id === params.location);
      return location
        ? HttpResponse.json({ data: location })
        : HttpResponse.json({ message: 'Not found.' }, { status: 404 });
    }),
  ];
}
