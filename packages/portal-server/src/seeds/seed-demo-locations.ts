import type { Database } from '../db/index';
import { companyLocations } from '../areas/identity/schema';

// More locations of the demo companies, beside the headquarters seed-demo.ts gives each, so the location
// list has something to show, sort and delete.

type CompanyKey = 'alpen' | 'harbour' | 'operations';

interface DemoLocation {
  name: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  region: string;
  stateAbbr: string;
  country: string;
}

const demoLocations: Record<CompanyKey, DemoLocation[]> = {
  alpen: [
    {
      name: 'Office Bern',
      street: 'Effingerstrasse',
      houseNumber: '20',
      postalCode: '3008',
      city: 'Bern',
      region: 'Bern',
      stateAbbr: 'BE',
      country: 'CH',
    },
    {
      name: 'Event Hall Basel',
      street: 'Messeplatz',
      houseNumber: '10',
      postalCode: '4058',
      city: 'Basel',
      region: 'Basel-Stadt',
      stateAbbr: 'BS',
      country: 'CH',
    },
  ],
  harbour: [
    {
      name: 'Warehouse Wilhelmsburg',
      street: 'Georgswerder Bogen',
      houseNumber: '8',
      postalCode: '21109',
      city: 'Hamburg',
      region: 'Hamburg',
      stateAbbr: 'HH',
      country: 'DE',
    },
    {
      name: 'Office Berlin',
      street: 'Holzmarktstraße',
      houseNumber: '25',
      postalCode: '10243',
      city: 'Berlin',
      region: 'Berlin',
      stateAbbr: 'BE',
      country: 'DE',
    },
  ],
  operations: [
    {
      name: 'Support Office Lausanne',
      street: 'Avenue de Rhodanie',
      houseNumber: '50',
      postalCode: '1007',
      city: 'Lausanne',
      region: 'Vaud',
      stateAbbr: 'VD',
      country: 'CH',
    },
    {
      name: 'Data Centre Lupfig',
      street: 'Industriestrasse',
      houseNumber: '44',
      postalCode: '5242',
      city: 'Lupfig',
      region: 'Aargau',
      stateAbbr: 'AG',
      country: 'CH',
    },
  ],
};

/** Adds the locations above (none of them the headquarters) in the demo seed's transaction. */
export async function seedDemoLocations(tx: Database, companyId: (key: CompanyKey) => string): Promise<void> {
  await tx
    .insert(companyLocations)
    .values(
      (Object.entries(demoLocations) as [CompanyKey, DemoLocation[]][]).flatMap(([key, locations]) =>
        locations.map((location) => ({ companyId: companyId(key), ...location, isHeadquarters: false })),
      ),
    );
}
