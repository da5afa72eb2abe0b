import { and, eq, inArray, ne } from 'drizzle-orm';
import { portalAppName } from '../areas/admin-apps/portal-app';
import type { Database } from '../db/index';
import { apps, installations, roles, userAppRoles } from '../areas/admin-apps/schema';
import { companyLocations, companyMemberships, users } from '../areas/identity/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The crew of Alpenbühne beyond the personas: enough people (with the personas, more than one page) to
 * page and search the team-member list. Each can sign in with the demo password; the end-to-end tests
 * and the authorization matrix name the ones they use (see demoTeamMemberEmails), and no two use the same.
 */
const crew = [
  ['Anna', 'Amrein', 'female', 'Sound engineer'],
  ['Beat', 'Bachmann', 'male', 'Rigger'],
  ['Carla', 'Caflisch', 'female', 'Lighting designer'],
  ['Daniel', 'Dubach', 'male', 'Stagehand'],
  ['Elena', 'Egli', 'female', 'Production assistant'],
  ['Fabian', 'Frei', 'male', 'Video technician'],
  ['Gabriela', 'Gerber', 'female', 'Catering lead'],
  ['Hannes', 'Huber', 'male', 'Driver'],
  ['Ines', 'Imhof', 'female', 'Event manager'],
  ['Jonas', 'Jenni', 'male', 'Carpenter'],
  ['Katrin', 'Keller', 'female', 'Sound engineer'],
  ['Lukas', 'Lehmann', 'male', 'Rigger'],
  ['Mara', 'Meier', 'female', 'Stage manager'],
  ['Nina', 'Nussbaum', 'female', 'Lighting operator'],
  ['Oliver', 'Odermatt', 'male', 'Security lead'],
  ['Petra', 'Portmann', 'female', 'Wardrobe'],
  ['Quirin', 'Quadri', 'male', 'Stagehand'],
  ['Rahel', 'Roth', 'female', 'Make-up artist'],
  ['Simon', 'Suter', 'male', 'Sound engineer'],
  ['Tobias', 'Tanner', 'male', 'Forklift driver'],
  ['Ursula', 'Ulrich', 'female', 'Accountant'],
  ['Valentin', 'Vogel', 'male', 'Video technician'],
  ['Wanda', 'Wyss', 'female', 'Production assistant'],
  ['Xaver', 'Xander', 'male', 'Pyrotechnician'],
  ['Yvonne', 'Ypsilanti', 'female', 'Booking agent'],
  ['Zeno', 'Zehnder', 'male', 'Stagehand'],
  ['Alina', 'Arnold', 'female', 'Runner'],
  ['Bruno', 'Brunner', 'male', 'Electrician'],
  ['Chiara', 'Cavelti', 'female', 'Hospitality'],
  ['Dominik', 'Dietrich', 'male', 'Rigger'],
  ['Eva', 'Eberle', 'female', 'Lighting operator'],
  ['Felix', 'Fuchs', 'male', 'Backline technician'],
] as const satisfies readonly (readonly [string, string, 'female' | 'male', string])[];

const emailOf = (givenName: string, familyName: string) =>
  `${givenName}.${familyName}@alpenbuehne.example`.toLowerCase();

/** Every crew member's email, in the order of the crew. */
export const demoCrewEmails = crew.map(([givenName, familyName]) => emailOf(givenName, familyName));

/** Crew members the tests act on; each is used by one test file only. */
export const demoTeamMemberEmails = {
  /** e2e/tests/company-team-members.spec.ts: found, locked and unlocked by the owner. */
  e2eLocked: emailOf('Nina', 'Nussbaum'),
  /** e2e/tests/company-profile.spec.ts: creates a company of her own and switches to it and back. */
  e2eCompanyCreator: emailOf('Ines', 'Imhof'),
  /** authorization-matrix.test.ts: locked, unlocked and updated by every persona. */
  matrix: emailOf('Tobias', 'Tanner'),
  /** team-members.test.ts: the member its rules act on. */
  serverTests: emailOf('Katrin', 'Keller'),
  /** e2e/tests/admin-users.spec.ts: locked and unlocked, and given another Eventsuite role, by the administrator. */
  e2eAdminUsers: emailOf('Lukas', 'Lehmann'),
  /** e2e/tests/two-factor.spec.ts: sets up an authenticator app and signs in with it and a recovery code. */
  e2eTwoFactor: emailOf('Mara', 'Meier'),
  /** e2e/tests/two-factor.spec.ts: led through the setup when the owner requires a second factor. */
  e2eTwoFactorRequired: emailOf('Oliver', 'Odermatt'),
} as const;

/**
 * Adds the crew to the company, in the demo seed's transaction: members with the default company role of
 * the portal app and of every app installed for the company, half at each of its locations.
 */
export async function seedDemoTeamMembers(tx: Transaction, companyId: string, passwordHash: string): Promise<void> {
  const inserted = await tx
    .insert(users)
    .values(
      crew.map(([givenName, familyName, gender, position]) => ({
        email: emailOf(givenName, familyName),
        passwordHash,
        givenName,
        familyName,
        gender,
        position,
        employment: 'employed' as const,
        accountType: 'business' as const,
      })),
    )
    .returning({ id: users.id });
  const locations = await tx
    .select({ id: companyLocations.id })
    .from(companyLocations)
    .where(eq(companyLocations.companyId, companyId))
    .orderBy(companyLocations.isHeadquarters, companyLocations.id);
  await tx.insert(companyMemberships).values(
    inserted.map(({ id }, index) => ({
      companyId,
      userId: id,
      locationId: locations[index % locations.length]?.id ?? null,
    })),
  );
  await tx
    .update(users)
    .set({ currentCompanyId: companyId })
    .where(
      inArray(
        users.id,
        inserted.map(({ id }) => id),
      ),
    );

  // The default company role of the portal app and of each app installed for the company.
  const defaultRoles = await tx
    .select({ appId: roles.appId, roleId: roles.id })
    .from(roles)
    .innerJoin(apps, eq(apps.id, roles.appId))
    .where(and(eq(roles.isDefault, true), eq(roles.isPersonal, false)))
    .then(async (rows) => {
      const installed = await tx
        .select({ appId: installations.appId })
        .from(installations)
        .innerJoin(apps, eq(apps.id, installations.appId))
        .where(and(eq(installations.companyId, companyId), ne(apps.internalName, portalAppName)));
      const [portal] = await tx.select({ id: apps.id }).from(apps).where(eq(apps.internalName, portalAppName));
      const wanted = new Set([portal?.id, ...installed.map((row) => row.appId)]);
      return rows.filter((row) => wanted.has(row.appId));
    });
  await tx
    .insert(userAppRoles)
    .values(
      inserted.flatMap(({ id }) => defaultRoles.map(({ appId, roleId }) => ({ userId: id, appId, companyId, roleId }))),
    );
}
