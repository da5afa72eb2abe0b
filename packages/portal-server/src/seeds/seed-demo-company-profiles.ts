import { eq } from 'drizzle-orm';
import type { Database } from '../db/index';
import { companies } from '../areas/identity/schema';

/** The demo companies, by the keys seed-demo.ts gives them. */
type CompanyKey = 'alpen' | 'harbour' | 'operations';

type ProfileColumns = Partial<typeof companies.$inferInsert>;

/** What the demo companies tell about themselves beyond name and address (spec §3, company profile). */
const demoCompanyProfiles: Record<CompanyKey, ProfileColumns> = {
  alpen: {
    optionalName: 'Bühnentechnik & Events',
    vatNumber: 'CHE-123.456.789 MWST',
    website: 'https://alpenbuehne.example',
    phoneCountry: 'CH',
    phoneCountryCode: '+41',
    phoneNumber: '44 123 45 67',
  },
  harbour: {
    vatNumber: 'DE123456789',
    website: 'https://harbourstage.example',
    phoneCountry: 'DE',
    phoneCountryCode: '+49',
    phoneNumber: '40 1234 5678',
  },
  operations: {
    website: 'https://eventsuite.example',
    phoneCountry: 'CH',
    phoneCountryCode: '+41',
    phoneNumber: '44 000 00 00',
  },
};

/** Fills in the demo companies' profiles, in the demo seed's transaction. */
export async function seedDemoCompanyProfiles(tx: Database, companyId: (key: CompanyKey) => string): Promise<void> {
  for (const [key, columns] of Object.entries(demoCompanyProfiles) as [CompanyKey, ProfileColumns][]) {
    await tx
      .update(companies)
      .set(columns)
      .where(eq(companies.id, companyId(key)));
  }
}
