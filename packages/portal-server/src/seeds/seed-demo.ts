import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { CountryCode } from '@eventsuite/api-contract';
import type { ImageFiles } from '../images/image-files';
import { hashPassword } from '../areas/identity/passwords';
import { portalAppName } from '../areas/admin-apps/portal-app';
import type { Database } from '../db/index';
import { apps, installations, permissions, rolePermissions, roles, userAppRoles } from '../areas/admin-apps/schema';
import { companies, companyLocations, companyMemberships, users } from '../areas/identity/schema';
import { seedDemoCatalogue } from './seed-demo-catalogue';
import { seedDemoCompanyProfiles } from './seed-demo-company-profiles';
import { seedDemoLocations } from './seed-demo-locations';
import { seedDemoInvitations } from './seed-demo-invitations';
import { seedDemoNotifications } from './seed-demo-notifications';
import { seedDemoVerifications } from './seed-demo-verifications';
import { seedDemoAdminCompanies } from './seed-demo-admin-companies';
import { seedDemoTeamMembers } from './seed-demo-team-members';
import { seedDemoRoles } from './seed-demo-roles';
import { lockForSeeding, type PortalRoleName } from './seed-portal-app';

// Demo data: a few companies, people in every role the portal knows, and apps installed for them, so a
// fresh installation can be tried out (and the end-to-end tests have someone to sign in as).

type CompanyKey = 'alpen' | 'harbour' | 'operations' | 'nordlicht';

interface Address {
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
}

interface DemoCompany extends Address {
  name: string;
  email: string;
  region: string;
  stateAbbr: string;
  country: CountryCode;
  /** The first one is the headquarters; without an address of its own, a location is at the company's. */
  locations: { name: string; address?: Address }[];
}

const demoCompanies: Record<CompanyKey, DemoCompany> = {
  alpen: {
    name: 'Alpenbühne Events AG',
    email: 'info@alpenbuehne.example',
    street: 'Seefeldstrasse',
    houseNumber: '12',
    postalCode: '8008',
    city: 'Zürich',
    region: 'Zürich',
    stateAbbr: 'ZH',
    country: 'CH',
    locations: [
      { name: 'Headquarters Zürich' },
      {
        name: 'Warehouse Winterthur',
        address: { street: 'Industriestrasse', houseNumber: '7', postalCode: '8400', city: 'Winterthur' },
      },
    ],
  },
  harbour: {
    name: 'Harbour Stage GmbH',
    email: 'hello@harbourstage.example',
    street: 'Große Elbstraße',
    houseNumber: '145',
    postalCode: '22767',
    city: 'Hamburg',
    region: 'Hamburg',
    stateAbbr: 'HH',
    country: 'DE',
    locations: [{ name: 'Headquarters Hamburg' }],
  },
  operations: {
    name: 'Eventsuite Operations',
    email: 'operations@eventsuite.example',
    street: 'Hardturmstrasse',
    houseNumber: '3',
    postalCode: '8005',
    city: 'Zürich',
    region: 'Zürich',
    stateAbbr: 'ZH',
    country: 'CH',
    locations: [{ name: 'Headquarters' }],
  },
  // Its ownership changes hands in the end-to-end journey of the ownership transfer, and nowhere else.
  nordlicht: {
    name: 'Nordlicht Bühnentechnik GmbH',
    email: 'kontakt@nordlicht.example',
    street: 'Holzmarktstraße',
    houseNumber: '25',
    postalCode: '10243',
    city: 'Berlin',
    region: 'Berlin',
    stateAbbr: 'BE',
    country: 'DE',
    locations: [{ name: 'Headquarters Berlin' }],
  },
};

interface DemoPersona {
  email: string;
  givenName: string;
  familyName: string;
  gender: 'female' | 'male';
  position?: string;
  settings?: Partial<typeof users.$inferInsert>;
  locked?: boolean;
  /** Companies in the order joined; the first is current. Omitted for a personal account. */
  memberships?: { company: CompanyKey; role: Exclude<PortalRoleName, 'Private user'>; owner?: boolean }[];
  /** Apps (internal names) installed for their company that they are not assigned. */
  withoutApps?: readonly string[];
}

/** The people of the demo; the README and the end-to-end tests name them by email. */
export const demoPersonas = [
  {
    email: 'admin@example.com',
    givenName: 'Ada',
    familyName: 'Admin',
    gender: 'female',
    position: 'Platform administrator',
    memberships: [{ company: 'operations', role: 'Platform administrator', owner: true }],
  },
  {
    email: 'owner.alpen@example.com',
    givenName: 'Olivia',
    familyName: 'Alder',
    gender: 'female',
    position: 'Managing director',
    memberships: [{ company: 'alpen', role: 'Team member', owner: true }],
  },
  {
    email: 'owner.harbour@example.com',
    givenName: 'Henry',
    familyName: 'Harbour',
    gender: 'male',
    position: 'Founder',
    memberships: [{ company: 'harbour', role: 'Team member', owner: true }],
  },
  {
    email: 'member@example.com',
    givenName: 'Max',
    familyName: 'Moser',
    gender: 'male',
    position: 'Stage technician',
    memberships: [{ company: 'alpen', role: 'Team member' }],
  },
  {
    email: 'both@example.com',
    givenName: 'Bea',
    familyName: 'Berger',
    gender: 'female',
    position: 'Production manager',
    memberships: [
      { company: 'alpen', role: 'Manager' },
      { company: 'harbour', role: 'Team member' },
    ],
  },
  {
    email: 'owner.nordlicht@example.com',
    givenName: 'Nora',
    familyName: 'Lind',
    gender: 'female',
    position: 'Managing director',
    memberships: [{ company: 'nordlicht', role: 'Team member', owner: true }],
  },
  {
    email: 'deputy.nordlicht@example.com',
    givenName: 'Jonas',
    familyName: 'Berg',
    gender: 'male',
    position: 'Head of rigging',
    memberships: [{ company: 'nordlicht', role: 'Team member' }],
  },
  {
    email: 'private@example.com',
    givenName: 'Paula',
    familyName: 'Privat',
    gender: 'female',
    settings: {
      language: 'de',
      locale: 'de_DE',
      thousandSeparator: 'point',
      decimalSeparator: 'comma',
      firstWeekday: 1,
    },
  },
  {
    email: 'locked@example.com',
    givenName: 'Luke',
    familyName: 'Locked',
    gender: 'male',
    position: 'Lighting operator',
    locked: true,
    memberships: [{ company: 'harbour', role: 'Team member' }],
  },
  // e2e/tests/company-member-apps.spec.ts only: Alpenbühne's owner assigns her Timesheets and changes her
  // role in it, and her permissions follow at once.
  {
    email: 'member.apps@example.com',
    givenName: 'Mia',
    familyName: 'Appenzeller',
    gender: 'female',
    position: 'Lighting technician',
    memberships: [{ company: 'alpen', role: 'Team member' }],
    withoutApps: ['timesheets'],
  },
  // The app catalogue journey (e2e/tests/apps-catalogue.spec.ts): installs and uninstalls apps on her profile.
  {
    email: 'personal.apps@example.com',
    givenName: 'Pia',
    familyName: 'Apfel',
    gender: 'female',
  },
] as const satisfies readonly DemoPersona[];

export type DemoPersonaEmail = (typeof demoPersonas)[number]['email'];
const personas: readonly DemoPersona[] = demoPersonas;

/** Apps besides the portal, each with a default personal and a default company role. */
const demoApps = [
  {
    internalName: 'crew-planner',
    name: 'Crew Planner',
    description: 'Plan shifts and crews for your events.',
    visibility: 'company',
    permissions: ['view_shifts', 'edit_shifts'],
    roles: [
      { displayName: 'Crew member', isPersonal: true, isDefault: true, permissions: ['view_shifts'] },
      { displayName: 'Planner', isPersonal: false, isDefault: true, permissions: ['view_shifts', 'edit_shifts'] },
      { displayName: 'Viewer', isPersonal: false, isDefault: false, permissions: ['view_shifts'] },
    ],
    installedFor: ['alpen', 'harbour', 'nordlicht'],
  },
  {
    internalName: 'staff-search',
    name: 'Staff Search',
    description: 'Find freelance crew by skill, place and date.',
    visibility: 'visible',
    permissions: ['search_profiles', 'contact_candidates'],
    roles: [
      { displayName: 'Candidate', isPersonal: true, isDefault: true, permissions: [] },
      {
        displayName: 'Recruiter',
        isPersonal: false,
        isDefault: true,
        permissions: ['search_profiles', 'contact_candidates'],
      },
    ],
    installedFor: ['harbour', 'private'],
  },
  {
    internalName: 'timesheets',
    name: 'Timesheets',
    description: 'Record working hours and approve them.',
    visibility: 'visible',
    permissions: ['record_time', 'approve_time'],
    roles: [
      { displayName: 'Freelancer', isPersonal: true, isDefault: true, permissions: ['record_time'] },
      { displayName: 'Employee', isPersonal: false, isDefault: true, permissions: ['record_time'] },
      { displayName: 'Approver', isPersonal: false, isDefault: false, permissions: ['record_time', 'approve_time'] },
    ],
    installedFor: ['alpen', 'private'],
  },
] as const;

export interface DemoSeedResult {
  password: string;
  /** True when the password was made up here (no DEMO_PASSWORD): it must be shown once. */
  generated: boolean;
}

/**
 * Creates the demo companies, personas and apps on a database without users, in one transaction under
 * the seeding lock; does nothing (returns undefined) when any user exists. Every persona gets the same
 * password: the given one, or a random one that the caller shows once.
 */
export async function seedDemo(
  db: Database,
  options: { password?: string; files?: ImageFiles } = {},
): Promise<DemoSeedResult | undefined> {
  const usersExist = async (reader: Pick<Database, 'select'>) => {
    const [existing] = await reader.select({ n: count() }).from(users);
    return (existing?.n ?? 0) > 0;
  };
  // Hashing takes a moment: skip it on the usual start, where people exist already.
  if (await usersExist(db)) return undefined;
  const password = options.password ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const seeded = await db.transaction(async (tx) => {
    await lockForSeeding(tx);
    if (await usersExist(tx)) return false;

    const insertedUsers = await tx
      .insert(users)
      .values(
        personas.map((persona) => ({
          email: persona.email,
          passwordHash,
          givenName: persona.givenName,
          familyName: persona.familyName,
          gender: persona.gender,
          position: persona.position ?? null,
          employment: persona.memberships ? ('employed' as const) : ('freelance' as const),
          accountType: persona.memberships ? ('business' as const) : ('personal' as const),
          lockedAt: persona.locked ? new Date() : null,
          ...persona.settings,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const userId = (email: string) => insertedUsers.find((row) => row.email === email)!.id;
    const ownerOf = (company: CompanyKey) =>
      personas.find((persona) => persona.memberships?.some((m) => m.company === company && m.owner === true))!.email;

    // The owner's membership follows the company: that foreign key is checked at commit.
    const companyId = {} as Record<CompanyKey, string>;
    const headquartersId = {} as Record<CompanyKey, string>;
    for (const [key, { locations, ...fields }] of Object.entries(demoCompanies) as [CompanyKey, DemoCompany][]) {
      const [company] = await tx
        .insert(companies)
        .values({ ...fields, ownerId: userId(ownerOf(key)) })
        .returning({ id: companies.id });
      companyId[key] = company!.id;
      const insertedLocations = await tx
        .insert(companyLocations)
        .values(
          locations.map((location, index) => {
            const { street, houseNumber, postalCode, city } = location.address ?? fields;
            return {
              companyId: company!.id,
              name: location.name,
              street,
              houseNumber,
              postalCode,
              city,
              region: fields.region,
              stateAbbr: fields.stateAbbr,
              country: fields.country,
              isHeadquarters: index === 0,
            };
          }),
        )
        .returning({ id: companyLocations.id, isHeadquarters: companyLocations.isHeadquarters });
      headquartersId[key] = insertedLocations.find((location) => location.isHeadquarters)!.id;
    }
    await seedDemoLocations(tx, (key) => companyId[key]);

    const memberships = personas.flatMap((persona) =>
      (persona.memberships ?? []).map((membership) => ({ persona, ...membership })),
    );
    await tx.insert(companyMemberships).values(
      memberships.map(({ persona, company }) => ({
        companyId: companyId[company],
        userId: userId(persona.email),
        locationId: headquartersId[company],
      })),
    );
    for (const persona of personas) {
      const first = persona.memberships?.[0];
      if (!first) continue;
      await tx
        .update(users)
        .set({ currentCompanyId: companyId[first.company] })
        .where(eq(users.id, userId(persona.email)));
    }

    // Roles in the portal app: per company for business accounts, personal for the private user.
    const portalRoleRows = await tx
      .select({ id: roles.id, appId: roles.appId, displayName: roles.displayName })
      .from(roles)
      .innerJoin(apps, eq(apps.id, roles.appId))
      .where(eq(apps.internalName, portalAppName));
    const portalRole = (name: PortalRoleName) => {
      const role = portalRoleRows.find((row) => row.displayName === name);
      if (!role) throw new Error(`The portal role "${name}" is missing; seed the portal app first`);
      return role;
    };
    await tx.insert(userAppRoles).values([
      ...memberships.map(({ persona, company, role }) => ({
        userId: userId(persona.email),
        appId: portalRole(role).appId,
        companyId: companyId[company],
        roleId: portalRole(role).id,
      })),
      ...personas
        .filter((persona) => !persona.memberships)
        .map((persona) => ({
          userId: userId(persona.email),
          appId: portalRole('Private user').appId,
          companyId: null,
          roleId: portalRole('Private user').id,
        })),
    ]);

    // The other apps, installed for companies (every member gets the default company role) or for the
    // private user (the default personal role).
    const privateUser = personas.find((persona) => !persona.memberships)!.email;
    for (const demoApp of demoApps) {
      const [app] = await tx
        .insert(apps)
        .values({
          internalName: demoApp.internalName,
          name: demoApp.name,
          displayName: demoApp.name,
          description: demoApp.description,
          visibility: demoApp.visibility,
        })
        .onConflictDoNothing({ target: apps.internalName })
        .returning({ id: apps.id });
      if (!app) continue; // An operator made an app of that name already: leave it alone.
      await tx
        .insert(permissions)
        .values(demoApp.permissions.map((name) => ({ name: `${demoApp.internalName}.${name}` })))
        .onConflictDoNothing();
      const appRoles = await tx
        .insert(roles)
        .values(
          demoApp.roles.map((role, index) => ({
            appId: app.id,
            displayName: role.displayName,
            isPersonal: role.isPersonal,
            isDefault: role.isDefault,
            sortOrder: index,
          })),
        )
        .returning({
          id: roles.id,
          displayName: roles.displayName,
          isPersonal: roles.isPersonal,
          isDefault: roles.isDefault,
        });
      const grants = demoApp.roles.flatMap((role) =>
        role.permissions.map((name) => ({
          roleId: appRoles.find((row) => row.displayName === role.displayName)!.id,
          permission: `${demoApp.internalName}.${name}`,
        })),
      );
      if (grants.length > 0) await tx.insert(rolePermissions).values(grants);
      const defaultRole = (personal: boolean) =>
        appRoles.find((row) => row.isDefault && row.isPersonal === personal)!.id;

      for (const holder of demoApp.installedFor) {
        if (holder === 'private') {
          await tx.insert(installations).values({ appId: app.id, userId: userId(privateUser) });
          await tx
            .insert(userAppRoles)
            .values({ userId: userId(privateUser), appId: app.id, companyId: null, roleId: defaultRole(true) });
          continue;
        }
        await tx.insert(installations).values({ appId: app.id, companyId: companyId[holder] });
        const members = memberships.filter(
          (membership) =>
            membership.company === holder && !membership.persona.withoutApps?.includes(demoApp.internalName),
        );
        await tx.insert(userAppRoles).values(
          members.map(({ persona }) => ({
            userId: userId(persona.email),
            appId: app.id,
            companyId: companyId[holder],
            roleId: defaultRole(false),
          })),
        );
      }
    }

    await seedDemoCatalogue(tx, { pia: userId('personal.apps@example.com') }, options.files);
    await seedDemoCompanyProfiles(tx, (key) => companyId[key]);
    await seedDemoVerifications(tx, new Date(), { user: userId, company: (key) => companyId[key] });
    await seedDemoAdminCompanies(tx, new Date());
    await seedDemoTeamMembers(tx, companyId.alpen, passwordHash);
    await seedDemoNotifications(tx, new Date(), {
      user: userId,
      company: (key) => companyId[key],
      companyName: (key) => demoCompanies[key].name,
    });
    await seedDemoInvitations(tx, new Date(), {
      company: companyId.alpen,
      invitedBy: userId(ownerOf('alpen')),
    });
    // The roles journey's app (e2e/tests/admin-roles.spec.ts).
    await seedDemoRoles(tx);
    return true;
  });
  if (!seeded) return undefined;
  return { password, generated: options.password === undefined };
}
