import { activityLog } from '../changes/schema';
import { validationRequests } from '../areas/company-verification/schema';
import { companies, companyMemberships, users } from '../areas/identity/schema';
import type { Database } from '../db/index';

// Companies for the company administration (issue 26): with the four persona companies, enough to page
// its list (25 a page), and Lichtwerk Veranstaltungstechnik waiting for verification. Each has an owner
// of its own, who is no persona and has no password (nobody signs in as them).

const words = ['Lichtwerk', 'Klangraum', 'Bühnenbau', 'Zeltbau', 'Festbühne', 'Showtechnik'];
const kinds = ['Veranstaltungstechnik GmbH', 'Events AG', 'Produktionen GmbH', 'Verleih KG', 'Service GmbH'];
const cities = ['Zürich', 'Hamburg', 'Wien', 'Berlin', 'Basel', 'München', 'Köln', 'Graz'];
const givenNames = ['Lea', 'Timo', 'Sara', 'Marco', 'Julia', 'Reto', 'Nadia', 'Paul', 'Elif', 'Sven'];
const familyNames = ['Keller', 'Brunner', 'Vogel', 'Wagner', 'Frei', 'Lang', 'Huber', 'Graf', 'Roth', 'Bauer'];

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/ü/g, 'ue')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The demo's further companies: name, city and owner; the first one has asked for verification. */
export const demoAdminCompanies = Array.from({ length: 26 }, (_, index) => {
  const name = `${words[index % words.length]} ${kinds[index % kinds.length]}${index < kinds.length ? '' : ` ${index + 1}`}`;
  return {
    name,
    city: cities[index % cities.length]!,
    vatNumber: `CHE-${String(200_000_000 + index * 1_117).replace(/(\d{3})(\d{3})(\d{3})/, '$1.$2.$3')}`,
    owner: {
      email: `owner@${slugOf(name)}.example`,
      givenName: givenNames[index % givenNames.length]!,
      familyName: familyNames[(index * 3) % familyNames.length]!,
    },
  };
});

const day = 24 * 60 * 60 * 1000;

export async function seedDemoAdminCompanies(tx: Database, now: Date): Promise<void> {
  const owners = await tx
    .insert(users)
    .values(demoAdminCompanies.map(({ owner }) => ({ ...owner, accountType: 'business' as const })))
    .returning({ id: users.id, email: users.email });
  const ownerOf = (email: string) => owners.find((row) => row.email === email)!.id;
  const created = await tx
    .insert(companies)
    .values(
      demoAdminCompanies.map((company) => ({
        name: company.name,
        ownerId: ownerOf(company.owner.email),
        city: company.city,
        vatNumber: company.vatNumber,
        country: 'CH' as const,
      })),
    )
    .returning({ id: companies.id, ownerId: companies.ownerId });
  await tx.insert(companyMemberships).values(created.map((row) => ({ companyId: row.id, userId: row.ownerId })));

  // The one waiting for verification, asked for two days ago.
  const waiting = created[0]!;
  const requestedAt = new Date(now.getTime() - 2 * day);
  const [request] = await tx
    .insert(validationRequests)
    .values({ companyId: waiting.id, requestedBy: waiting.ownerId, requestedAt })
    .returning({ id: validationRequests.id });
  await tx.insert(activityLog).values({
    occurredAt: requestedAt,
    actorUserId: waiting.ownerId,
    companyId: waiting.id,
    eventType: 'company_validation_requested',
    objectType: 'company',
    objectId: waiting.id,
    details: { request_id: request!.id },
  });
}
