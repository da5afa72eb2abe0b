import {
  accessDeclarationProblem,
  buildPath,
  endpoints,
  type AdminApp,
  type AppInput,
  type EndpointName,
} from '@eventsuite/api-contract';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appOidcClients, apps, appScreenshots, installations, roles, userAppRoles } from './areas/admin-apps/schema';
import { companies, companyLocations, companyMemberships, users } from './areas/identity/schema';
import { invitations } from './areas/invitations/schema';
import { notifications } from './areas/notifications/schema';
import { validationRequests } from './areas/company-verification/schema';
import { staticPages, staticPageVersions } from './areas/static-pages/schema';
import { mailOutbox } from './mail/schema';
import { demoPersonas, type DemoPersonaEmail } from './seeds/seed-demo';
import { demoTeamMemberEmails } from './seeds/seed-demo-team-members';
import { backends } from './db/test-databases';
import { useDemoApp, type DemoApp } from './testing/demo-app';
import { blankCompanyInput, companyInputOf } from './testing/company-input';
import { blankProfileInput } from './testing/profile-input';

// Who gets which answer from every endpoint of the contract. A new endpoint fails this file until it
// has a row here, so nobody adds a route without deciding who may call it.

type Caller = DemoPersonaEmail | 'anonymous';
type Statuses = Record<Caller, number>;

interface Row {
  /** The request `caller` sends; most rows send the same one whoever calls. */
  request: (demo: DemoApp, caller: Caller) => Promise<Omit<InjectOptions, 'headers'>> | Omit<InjectOptions, 'headers'>;
  expected: Statuses;
}

const callers: Caller[] = [...demoPersonas.map((persona) => persona.email), 'anonymous'];

const everyone = (status: number): Statuses =>
  Object.fromEntries(callers.map((caller) => [caller, status])) as Statuses;

/** Any signed-in persona gets `status`, unless listed otherwise; the locked one and strangers get 401. */
const signedIn = (status: number, exceptions: Partial<Statuses> = {}): Statuses => ({
  ...everyone(status),
  'locked@example.com': 401,
  anonymous: 401,
  ...exceptions,
});

/** A demo app's id by internal name. */
async function appIdOf(demo: DemoApp, internalName: string): Promise<string> {
  const [row] = await demo.database.db.select({ id: apps.id }).from(apps).where(eq(apps.internalName, internalName));
  if (!row) throw new Error(`No demo app ${internalName}`);
  return row.id;
}

/** Crew Planner's roles in their order: what a no-op change sends back. */
async function crewPlannerRoles(demo: DemoApp) {
  const app = await appIdOf(demo, 'crew-planner');
  const rows = await demo.database.db
    .select()
    .from(roles)
    .where(eq(roles.appId, app))
    .orderBy(asc(roles.sortOrder), asc(roles.createdAt), asc(roles.id));
  return { app, roles: rows };
}

/** Roles and permissions: platform administrators only (admin_can_view_/edit_roles, _permissions). */
const adminOnly = (status: number): Statuses => signedIn(403, { 'admin@example.com': status });

const unknownInteraction = 'unknown-interaction-uid';
/** Well-formed (as mailTokenSchema wants) but never mailed. */
const bogusMailToken = 'x'.repeat(43);

/** The caller's own profile as the form would send it back, or an arbitrary valid one for strangers. */
async function ownProfileInput(demo: DemoApp, caller: Caller) {
  const fallback = { first_name: 'Nobody', last_name: 'Known', email: 'nobody@example.com' };
  const response =
    caller === 'anonymous' ? undefined : await demo.inject(caller, { method: 'GET', url: '/api/profiles' });
  const { first_name, last_name, email } = response?.statusCode === 200 ? response.json().data : fallback;
  return blankProfileInput({ first_name, last_name, email });
}

const owners = {
  'admin@example.com': 409,
  'owner.alpen@example.com': 409,
  'owner.harbour@example.com': 409,
  'owner.nordlicht@example.com': 409,
} as const;

/**
 * An endpoint of Alpenbühne's that only its owner may call: everyone else in it lacks the right (403),
 * the owners of the other companies name a company not theirs (404).
 */
const alpenOwnerOnly = (status: number): Statuses =>
  signedIn(403, {
    'owner.alpen@example.com': status,
    'owner.harbour@example.com': 404,
    'owner.nordlicht@example.com': 404,
    'admin@example.com': 404,
  });

/** Alpenbühne's open verification request: made (or left) open, or closed, before each caller's request. */
async function alpenRequest(demo: DemoApp, open: boolean): Promise<string> {
  const company = await demo.companyId('alpen');
  const openOnes = and(
    eq(validationRequests.companyId, company),
    isNull(validationRequests.withdrawnAt),
    isNull(validationRequests.decision),
  );
  if (!open) {
    await demo.database.db.update(validationRequests).set({ withdrawnAt: new Date() }).where(openOnes);
    return company;
  }
  const [existing] = await demo.database.db
    .select({ id: validationRequests.id })
    .from(validationRequests)
    .where(openOnes);
  if (existing) return existing.id;
  const [created] = await demo.database.db
    .insert(validationRequests)
    .values({ companyId: company })
    .returning({ id: validationRequests.id });
  return created!.id;
}

/** Paula's oldest notification, of the given type: the one every persona tries to read or answer. */
async function paulasNotification(demo: DemoApp, type: 'crew_inquiry' | 'app_installed'): Promise<string> {
  const [row] = await demo.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(users.email, 'private@example.com'), eq(notifications.type, type)))
    .orderBy(asc(notifications.createdAt));
  if (!row) throw new Error(`Paula has no ${type} notification`);
  return row.id;
}

/** A demo app's id by internal name. */
async function appId(demo: DemoApp, internalName: string): Promise<string> {
  const [row] = await demo.database.db.select({ id: apps.id }).from(apps).where(eq(apps.internalName, internalName));
  if (!row) throw new Error(`No demo app ${internalName}`);
  return row.id;
}

/** A role of a demo app by display name. */
async function roleId(demo: DemoApp, internalName: string, displayName: string): Promise<string> {
  const [row] = await demo.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.appId, await appId(demo, internalName)), eq(roles.displayName, displayName)));
  if (!row) throw new Error(`No role ${displayName} in ${internalName}`);
  return row.id;
}

/**
 * The company's apps (its default role per app): the owners in their own company, and Alpenbühne's
 * manager; Nora's path names Alpenbühne (callersCompany), which is not hers.
 */
const companyAppsOwners = signedIn(403, {
  'admin@example.com': 200,
  'both@example.com': 200,
  'owner.alpen@example.com': 200,
  'owner.harbour@example.com': 200,
  'owner.nordlicht@example.com': 404,
});

/** Alpenbühne's profile as its owner reads it: what an edit sends back unchanged. */
async function alpenInput(demo: DemoApp) {
  const company = await demo.companyId('alpen');
  const response = await demo.inject('owner.alpen@example.com', {
    method: 'GET',
    url: buildPath(endpoints.getCompany, { company }),
  });
  return companyInputOf(response.json().data);
}

/**
 * Alpenbühne's profile: its members see it, those who may edit it (owner, manager) change it; the
 * other companies' people get 404 (even the admin, who owns another company), private and locked users
 * 403 and 401.
 */
const alpenView = signedIn(200, {
  'admin@example.com': 404,
  'owner.harbour@example.com': 404,
  'owner.nordlicht@example.com': 404,
  'deputy.nordlicht@example.com': 404,
  'private@example.com': 403,
  'personal.apps@example.com': 403,
});
const alpenEdit = {
  ...alpenView,
  'member@example.com': 403,
  'member.apps@example.com': 403,
  'deputy.nordlicht@example.com': 403,
};

async function avatarForm(): Promise<FormData> {
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ffb945' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'avatar.png');
  return form;
}

/** A landscape png that passes as an app's screenshot. */
async function screenshotForm(): Promise<FormData> {
  const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#ffb945' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'screenshot.png');
  return form;
}

/** The platform's app administration: only the administrator holds admin_can_view_apps and admin_can_edit_apps. */
const platformApps = (status: number): Statuses => signedIn(403, { 'admin@example.com': status });

const slugOf = (caller: Caller) => caller.replace(/[^a-z0-9]+/g, '-');

/** A new app named after the caller, in the table's columns and as the form sends it. */
const newAppColumns = (caller: Caller) => ({
  internalName: `matrix-${slugOf(caller)}`,
  name: `App of ${caller}`,
  displayName: `App of ${caller}`,
});
const newApp = (caller: Caller): AppInput => ({
  name: `App of ${caller}`,
  internal_name: `matrix-${slugOf(caller)}`,
  technical_name: '',
  display_name: `App of ${caller}`,
  description: '',
  description_de: '',
  instructions: '',
  instructions_de: '',
  visibility: 'admin',
  always_installed: false,
  admin_only: true,
  auth_path: '/login',
  comeback_path: '/',
  redirect_url: 'https://app.example.com/callback',
  default_personal_role: null,
  default_company_role: null,
});

/** The demo app Timesheets, which the matrix reads and edits without changing it. */
async function timesheets(demo: DemoApp): Promise<string> {
  const [row] = await demo.database.db.select({ id: apps.id }).from(apps).where(eq(apps.internalName, 'timesheets'));
  return row!.id;
}

/** Timesheets as the administrator's form sends it back unchanged. */
async function timesheetsInput(demo: DemoApp): Promise<AppInput> {
  const response = await demo.inject('admin@example.com', {
    method: 'GET',
    url: buildPath(endpoints.showApp, { app: await timesheets(demo) }),
  });
  const {
    id: _id,
    logo: _logo,
    screenshots: _screenshots,
    roles: _roles,
    is_portal: _portal,
    ...input
  } = response.json().data as AdminApp;
  return input;
}

/** Who reaches Alpenbühne's locations: its owner and its manager; the other companies' owners find none. */
const alpenLocations = (status: number): Statuses =>
  signedIn(status, {
    'admin@example.com': 404,
    'owner.harbour@example.com': 404,
    'owner.nordlicht@example.com': 404,
    // Nordlicht's deputy lacks the right before the company is even compared.
    'deputy.nordlicht@example.com': 403,
    'member@example.com': 403,
    'member.apps@example.com': 403,
    'private@example.com': 403,
    'personal.apps@example.com': 403,
  });

/** A location of Alpenbühne as its form would send it. */
const locationPayload = (name: string) => ({
  name,
  street: 'Effingerstrasse',
  house_number: '20',
  postal_code: '3008',
  city: 'Bern',
  region: 'Bern',
  state_abbr: 'BE',
  country: 'CH',
  is_headquarters: false,
});

/** Alpenbühne's Office Bern (not its headquarters). */
async function alpenOffice(demo: DemoApp): Promise<{ company: string; location: string }> {
  const company = await demo.companyId('alpen');
  const [row] = await demo.database.db
    .select({ id: companyLocations.id })
    .from(companyLocations)
    .where(and(eq(companyLocations.companyId, company), eq(companyLocations.name, 'Office Bern')));
  if (!row) throw new Error('Alpenbühne has no Office Bern');
  return { company, location: row.id };
}

/** The Alpenbühne crew member every persona tries to see, change, lock and unlock, with the path to them. */
async function alpenCrewMember(demo: DemoApp) {
  const [row] = await demo.database.db
    .select({ id: users.id, locationId: companyMemberships.locationId })
    .from(users)
    .innerJoin(companyMemberships, eq(companyMemberships.userId, users.id))
    .where(eq(users.email, demoTeamMemberEmails.matrix));
  if (!row) throw new Error('The matrix crew member is missing');
  return { ...row, params: { company: await demo.companyId('alpen'), teamMember: row.id } };
}

/** The portal's default company role, which every crew member holds already. */
async function teamMemberRoleId(demo: DemoApp): Promise<string> {
  const [row] = await demo.database.db
    .select({ id: roles.id })
    .from(roles)
    .innerJoin(apps, eq(apps.id, roles.appId))
    .where(and(eq(apps.internalName, 'eventsuite'), eq(roles.displayName, 'Team member')));
  if (!row) throw new Error('The Team member role is missing');
  return row.id;
}

/** Alpenbühne's viewers: its owner and its manager; the admin acts in another company, Harbour's owner too. */
const alpenViewers = signedIn(403, {
  'admin@example.com': 404,
  'owner.alpen@example.com': 200,
  'owner.harbour@example.com': 404,
  'owner.nordlicht@example.com': 404,
  'both@example.com': 200,
});
/** Changing Alpenbühne's members: the same, but the member's default role only views the company profile. */
const alpenEditors = (status: number) =>
  signedIn(403, {
    'admin@example.com': 404,
    'owner.alpen@example.com': status,
    'owner.harbour@example.com': 404,
    'owner.nordlicht@example.com': 404,
    'both@example.com': status,
  });
/** A pending invitation of Alpenbühne, new for each request, so that resending or revoking it once leaves none. */
async function freshAlpenInvitation(demo: DemoApp): Promise<string> {
  const [row] = await demo.database.db
    .insert(invitations)
    .values({
      companyId: await demo.companyId('alpen'),
      email: `invitee-${randomUUID()}@example.com`,
      tokenHash: randomBytes(32).toString('hex'),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: invitations.id });
  return row!.id;
}

/** Adding team members: Alpenbühne's owner and manager may; other companies' people find nothing (404). */
const alpenTeamEditors = signedIn(403, {
  'owner.alpen@example.com': 200,
  'both@example.com': 200,
  'admin@example.com': 404,
  'owner.harbour@example.com': 404,
  'owner.nordlicht@example.com': 404,
});

const newTeamMember = () => ({
  email: `new-${randomUUID()}@example.com`,
  first_name: 'Nina',
  last_name: 'Neu',
  position: '',
  location_id: null,
  role_id: null,
});

function importForm(): FormData {
  const form = new FormData();
  const csv = `email,first_name,last_name\nnew-${randomUUID()}@example.com,Nina,Neu\n`;
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'team.csv');
  return form;
}

const matrix = {
  health: { request: () => ({ method: 'GET', url: buildPath(endpoints.health) }), expected: everyone(200) },
  runtimeConfig: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.runtimeConfig) }),
    expected: everyone(200),
  },
  showStaticPage: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.showStaticPage, { type: 'terms' }) }),
    expected: everyone(200),
  },
  getPermissions: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.getPermissions) }),
    expected: signedIn(200),
  },
  getUserInfo: { request: () => ({ method: 'GET', url: buildPath(endpoints.getUserInfo) }), expected: signedIn(200) },
  getAccountInfo: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.getAccountInfo) }),
    expected: signedIn(200),
  },
  setCurrentCompany: {
    // Making Alpenbühne current: only its members may; for them it already is, so nothing changes.
    request: async (demo) => ({
      method: 'PUT',
      url: buildPath(endpoints.setCurrentCompany),
      payload: { company: await demo.companyId('alpen') },
    }),
    expected: signedIn(200, {
      'admin@example.com': 403,
      'owner.harbour@example.com': 403,
      'private@example.com': 403,
      'personal.apps@example.com': 403,
      'owner.nordlicht@example.com': 403,
      'deputy.nordlicht@example.com': 403,
    }),
  },
  getSignInInteraction: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.getSignInInteraction, { uid: unknownInteraction }) }),
    expected: everyone(404),
  },
  submitSignIn: {
    request: () => ({
      method: 'POST',
      url: buildPath(endpoints.submitSignIn, { uid: unknownInteraction }),
      payload: { email: 'member@example.com', password: 'demo-password' },
    }),
    expected: everyone(404),
  },
  listInstalledApps: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.listInstalledApps) }),
    expected: signedIn(200),
  },

  // App administration: platform administrators only.
  listApps: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.listApps) }),
    expected: signedIn(403, { 'admin@example.com': 200 }),
  },
  showApp: {
    request: async (demo) => ({ method: 'GET', url: buildPath(endpoints.showApp, { app: await timesheets(demo) }) }),
    expected: platformApps(200),
  },
  createApp: {
    request: (_demo, caller) => ({ method: 'POST', url: buildPath(endpoints.createApp), payload: newApp(caller) }),
    expected: platformApps(200),
  },
  updateApp: {
    // Timesheets as it is: the change leaves the demo's app alone.
    request: async (demo) => ({
      method: 'PUT',
      url: buildPath(endpoints.updateApp, { app: await timesheets(demo) }),
      payload: await timesheetsInput(demo),
    }),
    expected: platformApps(200),
  },
  deleteApp: {
    // An app of its own for every caller, so that each one that may delete finds one to delete.
    request: async (demo, caller) => {
      const [app] = await demo.database.db
        .insert(apps)
        .values({ ...newAppColumns(caller), internalName: `deleted-${slugOf(caller)}` })
        .returning({ id: apps.id });
      return { method: 'DELETE', url: buildPath(endpoints.deleteApp, { app: app!.id }) };
    },
    expected: platformApps(200),
  },
  uploadAppLogo: {
    request: async (demo) => ({
      method: 'POST',
      url: buildPath(endpoints.uploadAppLogo, { app: await timesheets(demo) }),
      payload: await avatarForm(),
    }),
    expected: platformApps(200),
  },
  deleteAppLogo: {
    request: async (demo) => ({
      method: 'DELETE',
      url: buildPath(endpoints.deleteAppLogo, { app: await timesheets(demo) }),
    }),
    expected: platformApps(200),
  },
  uploadAppScreenshot: {
    request: async (demo) => ({
      method: 'POST',
      url: buildPath(endpoints.uploadAppScreenshot, { app: await timesheets(demo) }),
      payload: await screenshotForm(),
    }),
    expected: platformApps(200),
  },
  deleteAppScreenshot: {
    // A screenshot of its own for every caller.
    request: async (demo) => {
      const app = await timesheets(demo);
      const [screenshot] = await demo.database.db
        .insert(appScreenshots)
        .values({ appId: app, file: `${randomUUID()}.png`, sortOrder: 100 })
        .returning({ id: appScreenshots.id });
      return { method: 'DELETE', url: buildPath(endpoints.deleteAppScreenshot, { app, screenshot: screenshot!.id }) };
    },
    expected: platformApps(200),
  },
  reorderAppScreenshots: {
    request: async (demo) => {
      const app = await timesheets(demo);
      const rows = await demo.database.db
        .select({ id: appScreenshots.id })
        .from(appScreenshots)
        .where(eq(appScreenshots.appId, app))
        .orderBy(asc(appScreenshots.sortOrder), asc(appScreenshots.createdAt), asc(appScreenshots.id));
      return {
        method: 'PUT',
        url: buildPath(endpoints.reorderAppScreenshots, { app }),
        payload: { screenshots: rows.map((row) => row.id).reverse() },
      };
    },
    expected: platformApps(200),
  },

  // Apps signing in through the portal: viewing needs admin_can_view_apps, changing admin_can_edit_apps.
  showAppSignIn: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.showAppSignIn, { app: await demoAppId(demo, 'timesheets') }),
    }),
    expected: signedIn(403, { 'admin@example.com': 200 }),
  },
  saveAppSignIn: {
    request: async (demo) => ({
      method: 'PUT',
      url: buildPath(endpoints.saveAppSignIn, { app: await demoAppId(demo, 'timesheets') }),
      payload: { type: 'public' },
    }),
    expected: signedIn(403, { 'admin@example.com': 200 }),
  },
  rotateAppClientSecret: {
    request: async (demo) => ({
      method: 'POST',
      url: buildPath(endpoints.rotateAppClientSecret, { app: await confidentialStaffSearch(demo) }),
    }),
    expected: signedIn(403, { 'admin@example.com': 200 }),
  },

  // The app catalogue: every account its own; installing for a company takes its owner (or
  // can_edit_company_apps), and so does the company's default role in an app.
  listAvailableApps: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.listAvailableApps) }),
    expected: signedIn(200),
  },
  showAvailableApp: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.showAvailableApp, { app: 'crew-planner' }) }),
    // A company app: personal accounts do not see it.
    expected: signedIn(200, { 'private@example.com': 404, 'personal.apps@example.com': 404 }),
  },
  installApp: {
    request: () => ({ method: 'POST', url: buildPath(endpoints.installApp), payload: { app: 'payroll-export' } }),
    // admin_only: refused to everyone who may install (409; Bea manages Alpenbühne), members without
    // the right get 403 first.
    expected: signedIn(409, {
      'member@example.com': 403,
      'deputy.nordlicht@example.com': 403,
      'member.apps@example.com': 403,
    }),
  },
  uninstallApp: {
    request: () => ({ method: 'DELETE', url: buildPath(endpoints.uninstallApp, { app: 'ops-console' }) }),
    // Always installed, and seen by platform administrators only.
    expected: signedIn(404, { 'admin@example.com': 409 }),
  },
  showAppAvailability: {
    request: () => ({ method: 'GET', url: `${buildPath(endpoints.showAppAvailability)}?app=timesheets` }),
    expected: signedIn(200),
  },
  showExposedApp: {
    request: () => ({ method: 'GET', url: `${buildPath(endpoints.showExposedApp)}?app=timesheets` }),
    expected: signedIn(200),
  },
  listPublicApps: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.listPublicApps) }),
    expected: everyone(200),
  },
  showCompanyDefaultRole: {
    request: async (demo, caller) => ({
      method: 'GET',
      url: buildPath(endpoints.showCompanyDefaultRole, {
        company: await callersCompany(demo, caller),
        app: await appId(demo, 'timesheets'),
      }),
    }),
    expected: companyAppsOwners,
  },
  setCompanyDefaultRole: {
    request: async (demo, caller) => ({
      method: 'PUT',
      url: buildPath(endpoints.setCompanyDefaultRole, {
        company: await callersCompany(demo, caller),
        app: await appId(demo, 'timesheets'),
      }),
      payload: { role: await roleId(demo, 'timesheets', 'Approver') },
    }),
    expected: companyAppsOwners,
  },
  deleteCompanyDefaultRole: {
    request: async (demo, caller) => ({
      method: 'DELETE',
      url: buildPath(endpoints.deleteCompanyDefaultRole, {
        company: await callersCompany(demo, caller),
        app: await appId(demo, 'timesheets'),
      }),
    }),
    expected: companyAppsOwners,
  },

  // Avatars: always the caller's own.
  uploadAvatar: {
    request: async () => ({ method: 'POST', url: buildPath(endpoints.uploadAvatar), payload: await avatarForm() }),
    expected: signedIn(200),
  },
  deleteAvatar: {
    request: () => ({ method: 'DELETE', url: buildPath(endpoints.deleteAvatar) }),
    expected: signedIn(200),
  },

  // Notifications: everyone sees their own; nobody reads or answers another user's.
  listNotifications: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.listNotifications) }),
    expected: signedIn(200),
  },
  latestNotifications: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.latestNotifications) }),
    expected: signedIn(200),
  },
  showNotification: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.showNotification, { notification: await paulasNotification(demo, 'app_installed') }),
    }),
    expected: signedIn(404, { 'private@example.com': 200 }),
  },
  replyToCrewInquiry: {
    request: async (demo) => ({
      method: 'POST',
      url: buildPath(endpoints.replyToCrewInquiry, { notification: await paulasNotification(demo, 'crew_inquiry') }),
      payload: { answer: 'available', wage_expectation: 40, employment_type: 'freelance', comment: '' },
    }),
    expected: signedIn(404, { 'private@example.com': 200 }),
  },

  // Locations of the current company: to view, can_view_locations; to change, can_edit_locations.
  listLocations: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.listLocations, { company: await demo.companyId('alpen') }),
    }),
    expected: alpenLocations(200),
  },
  showLocation: {
    request: async (demo) => ({ method: 'GET', url: buildPath(endpoints.showLocation, await alpenOffice(demo)) }),
    expected: alpenLocations(200),
  },
  createLocation: {
    request: async (demo, caller) => ({
      method: 'POST',
      url: buildPath(endpoints.createLocation, { company: await demo.companyId('alpen') }),
      payload: locationPayload(`Office of ${caller}`),
    }),
    expected: alpenLocations(200),
  },
  updateLocation: {
    request: async (demo) => ({
      method: 'PUT',
      url: buildPath(endpoints.updateLocation, await alpenOffice(demo)),
      payload: locationPayload('Office Bern'),
    }),
    expected: alpenLocations(200),
  },
  deleteLocation: {
    // A location of its own for every caller, so that each one that may delete finds one to delete.
    request: async (demo, caller) => {
      const company = await demo.companyId('alpen');
      const [location] = await demo.database.db
        .insert(companyLocations)
        .values({ companyId: company, name: `To delete by ${caller}` })
        .returning({ id: companyLocations.id });
      return { method: 'DELETE', url: buildPath(endpoints.deleteLocation, { company, location: location!.id }) };
    },
    expected: alpenLocations(200),
  },

  // Own profile and settings: no request names a user, so each persona only ever reaches their own.
  getProfile: { request: () => ({ method: 'GET', url: buildPath(endpoints.getProfile) }), expected: signedIn(200) },
  updateProfile: {
    request: async (demo, caller) => ({
      method: 'PUT',
      url: buildPath(endpoints.updateProfile),
      payload: await ownProfileInput(demo, caller),
    }),
    expected: signedIn(200),
  },
  cancelEmailChange: {
    request: () => ({ method: 'DELETE', url: buildPath(endpoints.cancelEmailChange) }),
    expected: signedIn(200),
  },
  getSettings: { request: () => ({ method: 'GET', url: buildPath(endpoints.getSettings) }), expected: signedIn(200) },
  updateSettings: {
    request: () => ({
      method: 'PUT',
      url: buildPath(endpoints.updateSettings),
      payload: {
        language: 'en',
        locale: 'en_GB',
        currency: 'EUR',
        date_format: 'dmY',
        time_format: '24',
        first_weekday: 1,
        system_of_measurement: 'metric',
        decimal_separator: 'point',
        thousand_separator: 'apostrophe',
      },
    }),
    expected: signedIn(200),
  },
  changePassword: {
    // To the same password, so the other rows' callers can still use theirs.
    request: () => ({
      method: 'PUT',
      url: buildPath(endpoints.changePassword),
      payload: { current_password: 'demo-password', password: 'demo-password', password_confirmation: 'demo-password' },
    }),
    expected: signedIn(200),
  },
  deleteProfile: {
    // With a wrong password nobody is deleted; owners hear first that they must hand their company over.
    request: () => ({
      method: 'DELETE',
      url: buildPath(endpoints.deleteProfile),
      payload: { password: 'wrong password' },
    }),
    expected: signedIn(422, owners),
  },
  // Mailed links: the token is the credential, so anyone may follow one, and a bogus one finds nothing.
  confirmEmailChange: {
    request: () => ({ method: 'POST', url: buildPath(endpoints.confirmEmailChange, { token: bogusMailToken }) }),
    expected: everyone(404),
  },
  revokeEmailChange: {
    request: () => ({ method: 'POST', url: buildPath(endpoints.revokeEmailChange, { token: bogusMailToken }) }),
    expected: everyone(404),
  },

  // Account security (issue 30): the sign-in page's forms are public and answer alike for every address
  // (each caller asks from an address and for an email of its own, within the throttle's limits); the
  // demo app leaves sign-up closed (no SMTP_URL); the sessions are everyone's own.
  requestPasswordReset: {
    request: (_demo, caller) => ({
      method: 'POST',
      url: buildPath(endpoints.requestPasswordReset),
      remoteAddress: `10.30.0.${callers.indexOf(caller) + 1}`,
      payload: { email: caller === 'anonymous' ? 'nobody@example.com' : caller },
    }),
    expected: everyone(200),
  },
  getPasswordReset: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.getPasswordReset, { token: bogusMailToken }) }),
    expected: everyone(404),
  },
  resetPassword: {
    request: () => ({
      method: 'POST',
      url: buildPath(endpoints.resetPassword, { token: bogusMailToken }),
      payload: { password: 'an unusual long passphrase', password_confirmation: 'an unusual long passphrase' },
    }),
    expected: everyone(404),
  },
  signUp: {
    request: () => ({
      method: 'POST',
      url: buildPath(endpoints.signUp),
      payload: {
        first_name: 'Frieda',
        last_name: 'Freelance',
        email: 'frieda@example.com',
        password: 'an unusual long passphrase',
        password_confirmation: 'an unusual long passphrase',
        terms_accepted: true,
      },
    }),
    expected: everyone(404),
  },
  resendSignUpConfirmation: {
    request: () => ({
      method: 'POST',
      url: buildPath(endpoints.resendSignUpConfirmation),
      payload: { email: 'frieda@example.com' },
    }),
    expected: everyone(404),
  },
  confirmSignUp: {
    request: () => ({ method: 'POST', url: buildPath(endpoints.confirmSignUp, { token: bogusMailToken }) }),
    expected: everyone(404),
  },
  listSessions: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.listSessions) }),
    expected: signedIn(200),
  },
  endSession: {
    request: () => ({ method: 'DELETE', url: buildPath(endpoints.endSession, { session: 'no-such-session' }) }),
    expected: signedIn(404),
  },
  endOtherSessions: {
    request: () => ({ method: 'POST', url: buildPath(endpoints.endOtherSessions) }),
    expected: signedIn(200),
  },

  // The company area of Alpenbühne (issue 13): the owner's alone, but for the verification state,
  // which whoever may see the company profile sees. The other companies' people get 404.
  getCompanyOwner: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.getCompanyOwner, { company: await demo.companyId('alpen') }),
    }),
    expected: alpenOwnerOnly(200),
  },
  transferCompanyOwnership: {
    // With a wrong password nothing changes hands.
    request: async (demo) => ({
      method: 'PUT',
      url: buildPath(endpoints.transferCompanyOwnership, { company: await demo.companyId('alpen') }),
      payload: { new_owner: await demo.userId('member@example.com'), password: 'wrong password' },
    }),
    expected: alpenOwnerOnly(422),
  },
  listValidationRequests: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.listValidationRequests, { company: await demo.companyId('alpen') }),
    }),
    expected: signedIn(404, {
      'owner.alpen@example.com': 200,
      'member@example.com': 200,
      'member.apps@example.com': 200,
      'both@example.com': 200,
      'private@example.com': 403,
      'personal.apps@example.com': 403,
    }),
  },
  requestValidation: {
    request: async (demo) => ({
      method: 'POST',
      url: buildPath(endpoints.requestValidation, { company: await alpenRequest(demo, false) }),
    }),
    expected: alpenOwnerOnly(200),
  },
  withdrawValidationRequest: {
    request: async (demo) => ({
      method: 'DELETE',
      url: buildPath(endpoints.withdrawValidationRequest, {
        company: await demo.companyId('alpen'),
        request: await alpenRequest(demo, true),
      }),
    }),
    expected: alpenOwnerOnly(200),
  },
  listCompanyActivity: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.listCompanyActivity, { company: await demo.companyId('alpen') }),
    }),
    expected: alpenOwnerOnly(200),
  },
  exportCompanyActivity: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.exportCompanyActivity, { company: await demo.companyId('alpen') }),
    }),
    expected: alpenOwnerOnly(200),
  },
  // The company profile: Alpenbühne's, read and changed by whoever its row allows.
  getCompany: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.getCompany, { company: await demo.companyId('alpen') }),
    }),
    expected: alpenView,
  },
  // The company at a glance: every member of Alpenbühne (each figure by its own source's permission).
  getCompanyOverview: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.getCompanyOverview, { company: await demo.companyId('alpen') }),
    }),
    expected: alpenView,
  },
  updateCompany: {
    request: async (demo) => ({
      method: 'PUT',
      url: buildPath(endpoints.updateCompany, { company: await demo.companyId('alpen') }),
      payload: await alpenInput(demo),
    }),
    expected: alpenEdit,
  },
  uploadCompanyLogo: {
    request: async (demo) => ({
      method: 'POST',
      url: buildPath(endpoints.uploadCompanyLogo, { company: await demo.companyId('alpen') }),
      payload: await avatarForm(),
    }),
    expected: alpenEdit,
  },
  deleteCompanyLogo: {
    request: async (demo) => ({
      method: 'DELETE',
      url: buildPath(endpoints.deleteCompanyLogo, { company: await demo.companyId('alpen') }),
    }),
    expected: alpenEdit,
  },
  // Anyone signed in may create a company; without a name nobody does, so no persona changes here.
  createCompany: {
    request: () => ({ method: 'POST', url: buildPath(endpoints.createCompany), payload: blankCompanyInput('') }),
    expected: signedIn(422),
  },
  // Team members of Alpenbühne: its owner and manager see and change them; another company gets 404.
  listTeamMembers: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.listTeamMembers, { company: await demo.companyId('alpen') }),
    }),
    expected: alpenViewers,
  },
  getTeamMember: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.getTeamMember, (await alpenCrewMember(demo)).params),
    }),
    expected: alpenViewers,
  },
  updateTeamMember: {
    // The role and location the member has: passing every check changes nothing.
    request: async (demo) => {
      const member = await alpenCrewMember(demo);
      return {
        method: 'PUT',
        url: buildPath(endpoints.updateTeamMember, member.params),
        payload: { company_role: await teamMemberRoleId(demo), location: member.locationId },
      };
    },
    expected: alpenEditors(200),
  },
  // Locked by the owner, again (nothing changes) by the manager; then unlocked the same way.
  lockTeamMember: {
    request: async (demo) => ({
      method: 'POST',
      url: buildPath(endpoints.lockTeamMember, (await alpenCrewMember(demo)).params),
    }),
    expected: alpenEditors(200),
  },
  unlockTeamMember: {
    request: async (demo) => ({
      method: 'DELETE',
      url: buildPath(endpoints.unlockTeamMember, (await alpenCrewMember(demo)).params),
    }),
    expected: alpenEditors(200),
  },
  removeTeamMember: {
    // The owner herself: whoever may remove members is refused (409), so nobody is removed.
    request: async (demo) => ({
      method: 'DELETE',
      url: buildPath(endpoints.removeTeamMember, {
        company: await demo.companyId('alpen'),
        teamMember: await demo.userId('owner.alpen@example.com'),
      }),
    }),
    expected: alpenEditors(409),
  },
  // Adding team members and invitations (issue 13): Alpenbühne's ids, asked for by everyone.
  createTeamMember: {
    // Nobody has the address: the answer offers an invitation, nothing is written.
    request: async (demo) => ({
      method: 'POST',
      url: buildPath(endpoints.createTeamMember, { company: await demo.companyId('alpen') }),
      payload: newTeamMember(),
    }),
    expected: alpenTeamEditors,
  },
  getTeamMemberChoices: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.getTeamMemberChoices, { company: await demo.companyId('alpen') }),
    }),
    expected: alpenTeamEditors,
  },
  listInvitations: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.listInvitations, { company: await demo.companyId('alpen') }),
    }),
    expected: alpenTeamEditors,
  },
  createInvitation: {
    request: async (demo) => ({
      method: 'POST',
      url: buildPath(endpoints.createInvitation, { company: await demo.companyId('alpen') }),
      payload: newTeamMember(),
    }),
    expected: alpenTeamEditors,
  },
  // Each caller names their own company and an invitation of Alpenbühne: another company's id is not found.
  resendInvitation: {
    request: async (demo, caller) => ({
      method: 'POST',
      url: buildPath(endpoints.resendInvitation, {
        company: await callersCompany(demo, caller),
        invitation: await freshAlpenInvitation(demo),
      }),
    }),
    expected: alpenTeamEditors,
  },
  revokeInvitation: {
    request: async (demo, caller) => ({
      method: 'DELETE',
      url: buildPath(endpoints.revokeInvitation, {
        company: await callersCompany(demo, caller),
        invitation: await freshAlpenInvitation(demo),
      }),
    }),
    expected: alpenTeamEditors,
  },
  previewTeamMemberImport: {
    request: async (demo) => ({
      method: 'POST',
      url: buildPath(endpoints.previewTeamMemberImport, { company: await demo.companyId('alpen') }),
      payload: importForm(),
    }),
    expected: alpenTeamEditors,
  },
  importTeamMembers: {
    request: async (demo) => ({
      method: 'POST',
      url: buildPath(endpoints.importTeamMembers, { company: await demo.companyId('alpen') }),
      payload: importForm(),
    }),
    expected: alpenTeamEditors,
  },
  // The invitation link: the token is the credential, and a bogus one finds nothing.
  showInvitation: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.showInvitation, { token: bogusMailToken }) }),
    expected: everyone(404),
  },
  acceptInvitation: {
    request: () => ({
      method: 'POST',
      url: buildPath(endpoints.acceptInvitation, { token: bogusMailToken }),
      payload: {
        first_name: 'Nina',
        last_name: 'Neu',
        password: 'a good password',
        password_confirmation: 'a good password',
      },
    }),
    expected: everyone(404),
  },
  joinInvitation: {
    request: () => ({ method: 'POST', url: buildPath(endpoints.joinInvitation, { token: bogusMailToken }) }),
    expected: signedIn(404),
  },
  // Roles and permissions (/admin/roles): platform administrators only. The changes are no-ops on Crew
  // Planner (same name, same order, same default, same grants), so the other rows see the seeded roles.
  listRoles: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.listRoles, { app: await appIdOf(demo, 'crew-planner') }),
    }),
    expected: adminOnly(200),
  },
  createRole: {
    request: async (demo) => ({
      method: 'POST',
      url: buildPath(endpoints.createRole, { app: await appIdOf(demo, 'role-workshop') }),
      payload: { display_name: 'Matrix role', is_personal: false },
    }),
    expected: adminOnly(200),
  },
  renameRole: {
    request: async (demo) => {
      const { app, roles: rows } = await crewPlannerRoles(demo);
      const viewer = rows.find((role) => role.displayName === 'Viewer')!;
      return {
        method: 'PUT',
        url: buildPath(endpoints.renameRole, { app, role: viewer.id }),
        payload: { display_name: viewer.displayName },
      };
    },
    expected: adminOnly(200),
  },
  deleteRole: {
    request: async (demo) => ({
      method: 'DELETE',
      url: buildPath(endpoints.deleteRole, { app: await appIdOf(demo, 'crew-planner'), role: randomUUID() }),
    }),
    expected: adminOnly(404),
  },
  saveRoleOrder: {
    request: async (demo) => {
      const { app, roles: rows } = await crewPlannerRoles(demo);
      return {
        method: 'PUT',
        url: buildPath(endpoints.saveRoleOrder, { app }),
        payload: { roles: rows.map((role) => role.id) },
      };
    },
    expected: adminOnly(200),
  },
  setDefaultRole: {
    request: async (demo) => {
      const { app, roles: rows } = await crewPlannerRoles(demo);
      const planner = rows.find((role) => role.displayName === 'Planner')!;
      return { method: 'PUT', url: buildPath(endpoints.setDefaultRole, { app }), payload: { role: planner.id } };
    },
    expected: adminOnly(200),
  },
  removeDefaultRole: {
    request: async (demo) => ({
      method: 'DELETE',
      url: buildPath(endpoints.removeDefaultRole, { app: await appIdOf(demo, 'role-workshop'), kind: 'personal' }),
    }),
    expected: adminOnly(200),
  },
  listPermissions: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.listPermissions) }),
    expected: adminOnly(200),
  },
  saveRolePermissions: {
    request: async (demo) => {
      const { roles: rows } = await crewPlannerRoles(demo);
      const viewer = rows.find((role) => role.displayName === 'Viewer')!;
      return {
        method: 'PUT',
        url: buildPath(endpoints.saveRolePermissions, { role: viewer.id }),
        payload: { permissions: ['crew-planner.view_shifts'] },
      };
    },
    expected: adminOnly(200),
  },
  // The portal's company roles: names every signed-in person may read.
  listEventsuiteRoles: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.listEventsuiteRoles) }),
    expected: signedIn(200),
  },

  // Team members' apps (issue 14): the matrix crew member's, in Alpenbühne's Timesheets, set up before
  // each caller's request so that every caller meets the same state.
  listTeamMemberInstalledApps: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.listTeamMemberInstalledApps, (await alpenCrewMember(demo)).params),
    }),
    expected: alpenViewers,
  },
  listTeamMemberAvailableApps: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.listTeamMemberAvailableApps, (await alpenCrewMember(demo)).params),
    }),
    expected: alpenViewers,
  },
  assignTeamMemberApp: {
    request: async (demo) => {
      const { member, timesheets } = await crewMemberInTimesheets(demo, false);
      return {
        method: 'POST',
        url: buildPath(endpoints.assignTeamMemberApp, member.params),
        payload: { app: timesheets.appId },
      };
    },
    expected: alpenEditors(200),
  },
  removeTeamMemberApp: {
    request: async (demo) => {
      const { member, timesheets } = await crewMemberInTimesheets(demo, true);
      return {
        method: 'DELETE',
        url: buildPath(endpoints.removeTeamMemberApp, { ...member.params, app: timesheets.appId }),
      };
    },
    expected: alpenEditors(200),
  },
  changeTeamMemberAppRole: {
    request: async (demo) => {
      const { member, timesheets } = await crewMemberInTimesheets(demo, true);
      return {
        method: 'PUT',
        url: buildPath(endpoints.changeTeamMemberAppRole, { ...member.params, app: timesheets.appId }),
        payload: { role: timesheets.approverId },
      };
    },
    expected: alpenEditors(200),
  },
  // User administration (/admin/users): platform administrators only. Changes act on a user of the
  // caller's own, or put back what the row before them changed.
  listAdminUsers: {
    request: () => ({ method: 'GET', url: `${buildPath(endpoints.listAdminUsers)}?search=moser&locked=false` }),
    expected: adminOnly(200),
  },
  listLockedUsers: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.listLockedUsers) }),
    expected: adminOnly(200),
  },
  // The platform's activity log (issue 27): platform administrators only, owners included get 403.
  listPlatformActivity: {
    request: () => ({ method: 'GET', url: `${buildPath(endpoints.listPlatformActivity)}?type=user_locked` }),
    expected: adminOnly(200),
  },
  exportPlatformActivity: {
    request: () => ({ method: 'GET', url: `${buildPath(endpoints.exportPlatformActivity)}?type=user_locked` }),
    expected: adminOnly(200),
  },
  listAdminEventsuiteRoles: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.listAdminEventsuiteRoles) }),
    expected: adminOnly(200),
  },
  showAdminUser: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.showAdminUser, { user: (await alpenCrewMember(demo)).id }),
    }),
    expected: adminOnly(200),
  },
  updateAdminUserRole: {
    // The Eventsuite role the crew member holds in Alpenbühne: passing every check changes nothing.
    request: async (demo) => {
      const member = await alpenCrewMember(demo);
      return {
        method: 'PUT',
        url: buildPath(endpoints.updateAdminUserRole, { user: member.id }),
        payload: { company: member.params.company, role: await teamMemberRoleId(demo) },
      };
    },
    expected: adminOnly(200),
  },
  lockAdminUser: {
    request: async (demo, caller) => ({
      method: 'POST',
      url: buildPath(endpoints.lockAdminUser, { user: await userOfCaller(demo, caller, 'lock') }),
    }),
    expected: adminOnly(200),
  },
  unlockAdminUser: {
    request: async (demo, caller) => ({
      method: 'DELETE',
      url: buildPath(endpoints.unlockAdminUser, { user: await userOfCaller(demo, caller, 'unlock') }),
    }),
    expected: adminOnly(200),
  },
  deleteAdminUser: {
    request: async (demo, caller) => ({
      method: 'DELETE',
      url: buildPath(endpoints.deleteAdminUser, { user: await userOfCaller(demo, caller, 'delete') }),
    }),
    expected: adminOnly(200),
  },
  listAdminUserAvailableApps: {
    request: async (demo) => ({
      method: 'GET',
      url: `${buildPath(endpoints.listAdminUserAvailableApps, { user: (await alpenCrewMember(demo)).id })}?company=${await demo.companyId('alpen')}`,
    }),
    expected: adminOnly(200),
  },
  installAdminUserApp: {
    request: async (demo) => {
      const { member, timesheets } = await crewMemberInTimesheets(demo, false);
      return {
        method: 'POST',
        url: buildPath(endpoints.installAdminUserApp, { user: member.id }),
        payload: { company: member.params.company, app: timesheets.appId },
      };
    },
    expected: adminOnly(200),
  },
  uninstallAdminUserApp: {
    request: async (demo) => {
      const { member, timesheets } = await crewMemberInTimesheets(demo, true);
      return {
        method: 'DELETE',
        url: `${buildPath(endpoints.uninstallAdminUserApp, { user: member.id, app: timesheets.appId })}?company=${member.params.company}`,
      };
    },
    expected: adminOnly(200),
  },
  assignAdminUserAppRole: {
    request: async (demo) => {
      const { member, timesheets } = await crewMemberInTimesheets(demo, true);
      return {
        method: 'PUT',
        url: buildPath(endpoints.assignAdminUserAppRole, { user: member.id, app: timesheets.appId }),
        payload: { company: member.params.company, role: timesheets.approverId },
      };
    },
    expected: adminOnly(200),
  },
  // Company administration (issue 26): platform administrators holding admin_can_*_companies only; a
  // company's owner and manager are refused like everyone else. Each caller acts on a company of its own.
  showAdminFigures: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.showAdminFigures) }),
    expected: adminOnly(200),
  },
  listAdminCompanies: {
    request: () => ({ method: 'GET', url: `${buildPath(endpoints.listAdminCompanies)}?state=requested&search=a` }),
    expected: adminOnly(200),
  },
  showAdminCompany: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.showAdminCompany, { company: await demo.companyId('nordlicht') }),
    }),
    expected: adminOnly(200),
  },
  listAdminCompanyMembers: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.listAdminCompanyMembers, { company: await demo.companyId('nordlicht') }),
    }),
    expected: adminOnly(200),
  },
  deleteAdminCompany: {
    request: async (demo, caller) => ({
      method: 'DELETE',
      url: buildPath(endpoints.deleteAdminCompany, { company: (await companyOfItsOwn(demo, caller)).company }),
    }),
    expected: adminOnly(200),
  },
  listCompanyApps: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.listCompanyApps, { company: await demo.companyId('nordlicht') }),
    }),
    expected: adminOnly(200),
  },
  assignCompanyApp: {
    request: async (demo, caller) => ({
      method: 'POST',
      url: buildPath(endpoints.assignCompanyApp, { company: (await companyOfItsOwn(demo, caller)).company }),
      payload: { app: await demoAppId(demo, 'stock-room') },
    }),
    expected: adminOnly(200),
  },
  removeCompanyApp: {
    request: async (demo, caller) => {
      const app = await demoAppId(demo, 'stock-room');
      const { company } = await companyOfItsOwn(demo, caller, { installed: app });
      return { method: 'DELETE', url: buildPath(endpoints.removeCompanyApp, { company, app }) };
    },
    expected: adminOnly(200),
  },
  decideCompanyValidation: {
    request: async (demo, caller) => {
      const { company, request } = await companyOfItsOwn(demo, caller, { request: 'open' });
      const checks = { address: true, email: true, name: true, owner_authorized: true, phone: true, vat_number: true };
      return {
        method: 'POST',
        url: buildPath(endpoints.decideCompanyValidation, { company }),
        payload: { request, decision: 'accept', checks },
      };
    },
    expected: adminOnly(200),
  },
  recallCompanyValidation: {
    request: async (demo, caller) => ({
      method: 'DELETE',
      url: buildPath(endpoints.recallCompanyValidation, {
        company: (await companyOfItsOwn(demo, caller, { request: 'validated' })).company,
      }),
      payload: {},
    }),
    expected: adminOnly(200),
  },
  setCompanyValidationState: {
    request: async (demo, caller) => ({
      method: 'PUT',
      url: buildPath(endpoints.setCompanyValidationState, { company: (await companyOfItsOwn(demo, caller)).company }),
      payload: { state: 'validated' },
    }),
    expected: adminOnly(200),
  },
  // Single sign-on (issue 28): the owner's only. The refusals of an IdP's settings answer 422 for the owner.
  getCompanySaml: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.getCompanySaml, { company: await demo.companyId('alpen') }),
    }),
    expected: alpenOwnerOnly(200),
  },
  updateCompanySaml: {
    request: async (demo) => ({
      method: 'PUT',
      url: buildPath(endpoints.updateCompanySaml, { company: await demo.companyId('alpen') }),
      payload: {
        source: 'manual',
        saml_entity_id: 'https://idp.example.com',
        login_url: 'https://idp.example.com/sso',
        certificate: 'not a certificate',
        email_attribute: 'email',
        first_name_attribute: 'givenName',
        last_name_attribute: 'sn',
        is_encrypted: false,
        data_encryption_algorithm: 'http://www.w3.org/2009/xmlenc11#aes256-gcm',
        key_encryption_algorithm: 'http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p',
        allow_idp_initiated: false,
        members_may_use_password: true,
      },
    }),
    expected: alpenOwnerOnly(422),
  },
  setCompanySamlActivation: {
    // Never tested: activation is refused.
    request: async (demo) => ({
      method: 'PUT',
      url: buildPath(endpoints.setCompanySamlActivation, { company: await demo.companyId('alpen') }),
      payload: { activate_sso: true },
    }),
    expected: alpenOwnerOnly(409),
  },
  startCompanySamlTest: {
    // Nothing configured: nothing to test.
    request: async (demo) => ({
      method: 'POST',
      url: buildPath(endpoints.startCompanySamlTest, { company: await demo.companyId('alpen') }),
    }),
    expected: alpenOwnerOnly(409),
  },
  addCompanySamlDomain: {
    request: async (demo) => ({
      method: 'POST',
      url: buildPath(endpoints.addCompanySamlDomain, { company: await demo.companyId('alpen') }),
      payload: { domain: 'alpen.example' },
    }),
    expected: alpenOwnerOnly(200),
  },
  verifyCompanySamlDomain: {
    // The demo checks DNS: an unpublished record is not proven.
    request: async (demo) => ({
      method: 'POST',
      url: buildPath(endpoints.verifyCompanySamlDomain, {
        company: await demo.companyId('alpen'),
        domain: 'unknown.example',
      }),
    }),
    expected: alpenOwnerOnly(404),
  },
  removeCompanySamlDomain: {
    request: async (demo) => ({
      method: 'DELETE',
      url: buildPath(endpoints.removeCompanySamlDomain, {
        company: await demo.companyId('alpen'),
        domain: 'unknown.example',
      }),
    }),
    expected: alpenOwnerOnly(404),
  },
  startSamlSignIn: {
    request: () => ({
      method: 'POST',
      url: buildPath(endpoints.startSamlSignIn, { uid: unknownInteraction }),
      payload: { email: 'member@example.com' },
    }),
    expected: everyone(404),
  },
  // Static pages (issue 27): admin_can_view_content reads, admin_can_edit_content saves and restores.
  // A save sends the page's own text back; a restore saves an old version again: nothing changes.
  listAdminStaticPages: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.listAdminStaticPages) }),
    expected: adminOnly(200),
  },
  showAdminStaticPage: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.showAdminStaticPage, { type: 'imprint' }) }),
    expected: adminOnly(200),
  },
  updateAdminStaticPage: {
    request: async (demo) => {
      const [page] = await demo.database.db
        .select()
        .from(staticPages)
        .where(and(eq(staticPages.type, 'imprint'), eq(staticPages.locale, 'en')));
      return {
        method: 'PUT',
        url: buildPath(endpoints.updateAdminStaticPage, { type: 'imprint', locale: 'en' }),
        payload: { title: page!.title, html: page!.html },
      };
    },
    expected: adminOnly(200),
  },
  restoreAdminStaticPageVersion: {
    request: async (demo) => {
      const [version] = await demo.database.db
        .select({ id: staticPageVersions.id })
        .from(staticPageVersions)
        .where(eq(staticPageVersions.type, 'imprint'))
        .orderBy(desc(staticPageVersions.id))
        .limit(1);
      return {
        method: 'POST',
        url: buildPath(endpoints.restoreAdminStaticPageVersion, { type: 'imprint', version: String(version!.id) }),
      };
    },
    expected: adminOnly(200),
  },
  // System Settings (issue 27): admin_can_view_settings reads, admin_can_edit_settings changes; the
  // supported languages are public. Changes send what is set already.
  showSupportedLanguages: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.showSupportedLanguages) }),
    expected: everyone(200),
  },
  updateSupportedLanguages: {
    request: () => ({
      method: 'PUT',
      url: buildPath(endpoints.updateSupportedLanguages),
      payload: { languages: ['en', 'de', 'fr'] },
    }),
    expected: adminOnly(200),
  },
  showEnvironmentFacts: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.showEnvironmentFacts) }),
    expected: adminOnly(200),
  },
  showEventsuiteRoleSettings: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.showEventsuiteRoleSettings) }),
    expected: adminOnly(200),
  },
  updateEventsuiteRoleSettings: {
    request: async (demo) => {
      const portalRoles = await demo.database.db
        .select({ id: roles.id, isPersonal: roles.isPersonal })
        .from(roles)
        .innerJoin(apps, eq(apps.id, roles.appId))
        .where(and(eq(apps.internalName, 'eventsuite'), eq(roles.isDefault, true)));
      return {
        method: 'PUT',
        url: buildPath(endpoints.updateEventsuiteRoleSettings),
        payload: {
          personal: portalRoles.find((role) => role.isPersonal)!.id,
          company_member: portalRoles.find((role) => !role.isPersonal)!.id,
          company_owner: null,
        },
      };
    },
    expected: adminOnly(200),
  },
  showMailOutbox: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.showMailOutbox) }),
    expected: adminOnly(200),
  },
  retryOutboxMail: {
    request: async (demo) => {
      // A failed mail of the row's own each time: a retry gives it its tries back.
      const [mail] = await demo.database.db
        .insert(mailOutbox)
        .values({ recipient: 'matrix@example.com', subject: 'Failed', textBody: 't', htmlBody: 'h', attempts: 10 })
        .returning({ id: mailOutbox.id });
      return { method: 'POST', url: buildPath(endpoints.retryOutboxMail, { mail: mail!.id }) };
    },
    expected: adminOnly(200),
  },
  // Two-factor sign-in (issue 30 §4): everyone's own factors; the owner's requirement; the administration's
  // reset; the sign-in's second step, bound to an interaction (none here: 404 for everyone).
  getTwoFactor: { request: () => ({ method: 'GET', url: buildPath(endpoints.getTwoFactor) }), expected: signedIn(200) },
  startTotpSetup: {
    request: () => ({ method: 'POST', url: buildPath(endpoints.startTotpSetup) }),
    expected: signedIn(200),
  },
  confirmTotp: {
    request: () => ({ method: 'POST', url: buildPath(endpoints.confirmTotp), payload: { code: 'no code' } }),
    expected: signedIn(422),
  },
  removeTotp: {
    // Nothing is removed without the password (a missing one costs no guess of the throttle's).
    request: () => ({ method: 'DELETE', url: buildPath(endpoints.removeTotp), payload: {} }),
    expected: signedIn(422),
  },
  renewRecoveryCodes: {
    // Nobody of the demo has a second factor yet.
    request: () => ({ method: 'POST', url: buildPath(endpoints.renewRecoveryCodes) }),
    expected: signedIn(409),
  },
  startPasskeyRegistration: {
    request: () => ({ method: 'POST', url: buildPath(endpoints.startPasskeyRegistration) }),
    expected: signedIn(200),
  },
  registerPasskey: {
    request: () => ({
      method: 'POST',
      url: buildPath(endpoints.registerPasskey),
      payload: { name: 'Key', response: { id: 'made-up' } },
    }),
    expected: signedIn(422),
  },
  updatePasskey: {
    request: () => ({
      method: 'PUT',
      url: buildPath(endpoints.updatePasskey, { passkey: randomUUID() }),
      payload: { name: 'Key', passwordless: false },
    }),
    expected: signedIn(404),
  },
  deletePasskey: {
    request: () => ({
      method: 'DELETE',
      url: buildPath(endpoints.deletePasskey, { passkey: randomUUID() }),
      payload: {},
    }),
    expected: signedIn(404),
  },
  getCompanyTwoFactor: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.getCompanyTwoFactor, { company: await demo.companyId('alpen') }),
    }),
    expected: alpenOwnerOnly(200),
  },
  updateCompanyTwoFactor: {
    // Left as it is (not required), so later rows sign in as before.
    request: async (demo) => ({
      method: 'PUT',
      url: buildPath(endpoints.updateCompanyTwoFactor, { company: await demo.companyId('alpen') }),
      payload: { required: false },
    }),
    expected: alpenOwnerOnly(200),
  },
  getAdminUserTwoFactor: {
    request: async (demo) => ({
      method: 'GET',
      url: buildPath(endpoints.getAdminUserTwoFactor, { user: (await alpenCrewMember(demo)).id }),
    }),
    expected: adminOnly(200),
  },
  resetAdminUserTwoFactor: {
    request: async (demo) => ({
      method: 'DELETE',
      url: buildPath(endpoints.resetAdminUserTwoFactor, { user: (await alpenCrewMember(demo)).id }),
    }),
    expected: adminOnly(200),
  },
  submitSecondFactor: {
    request: () => ({
      method: 'POST',
      url: buildPath(endpoints.submitSecondFactor, { uid: unknownInteraction }),
      payload: { method: 'totp', code: '123456' },
    }),
    expected: everyone(404),
  },
  startPasskeySignIn: {
    request: () => ({ method: 'POST', url: buildPath(endpoints.startPasskeySignIn, { uid: unknownInteraction }) }),
    expected: everyone(404),
  },
  submitPasskeySignIn: {
    request: () => ({
      method: 'POST',
      url: buildPath(endpoints.submitPasskeySignIn, { uid: unknownInteraction }),
      payload: { response: { id: 'made-up' } },
    }),
    expected: everyone(404),
  },
  startSignInTotpSetup: {
    request: () => ({ method: 'POST', url: buildPath(endpoints.startSignInTotpSetup, { uid: unknownInteraction }) }),
    expected: everyone(404),
  },
  confirmSignInTotpSetup: {
    request: () => ({
      method: 'POST',
      url: buildPath(endpoints.confirmSignInTotpSetup, { uid: unknownInteraction }),
      payload: { code: '123456' },
    }),
    expected: everyone(404),
  },
} satisfies Record<EndpointName, Row>;

/** A private user of the caller's own for one row (locked for the unlock row), made afresh each time. */
async function userOfCaller(demo: DemoApp, caller: Caller, row: 'lock' | 'unlock' | 'delete'): Promise<string> {
  const email = `matrix-${row}-${slugOf(caller)}@example.com`;
  await demo.database.db.delete(users).where(eq(users.email, email));
  const [user] = await demo.database.db
    .insert(users)
    .values({ email, accountType: 'personal', lockedAt: row === 'unlock' ? new Date() : null })
    .returning({ id: users.id });
  return user!.id;
}

/**
 * A company made for one caller's request, with an owner of its own: optionally an app installed for it,
 * and an open request or a standing verification.
 */
async function companyOfItsOwn(
  demo: DemoApp,
  caller: Caller,
  options: { installed?: string; request?: 'open' | 'validated' } = {},
): Promise<{ company: string; request: string }> {
  const db = demo.database.db;
  const [owner] = await db
    .insert(users)
    .values({ email: `matrix-owner-${randomUUID()}@example.com`, accountType: 'business' })
    .returning({ id: users.id });
  const company = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companies)
      .values({ name: `Company of ${caller}`, ownerId: owner!.id })
      .returning({ id: companies.id });
    await tx.insert(companyMemberships).values({ companyId: row!.id, userId: owner!.id });
    return row!.id;
  });
  if (options.installed) await db.insert(installations).values({ companyId: company, appId: options.installed });
  let request: string = randomUUID();
  if (options.request) {
    const decided = options.request === 'validated' ? { decision: 'validated' as const, decidedAt: new Date() } : {};
    const [row] = await db
      .insert(validationRequests)
      .values({ companyId: company, ...decided })
      .returning({ id: validationRequests.id });
    request = row!.id;
  }
  return { company, request };
}

/** A demo app's id, by internal name. */
async function demoAppId(demo: DemoApp, internalName: string): Promise<string> {
  const [row] = await demo.database.db.select({ id: apps.id }).from(apps).where(eq(apps.internalName, internalName));
  return row!.id;
}

/** Staff Search as a confidential client, whose secret the administrator may rotate. */
async function confidentialStaffSearch(demo: DemoApp): Promise<string> {
  const appId = await demoAppId(demo, 'staff-search');
  await demo.database.db
    .insert(appOidcClients)
    .values({
      appId,
      clientId: 'matrix-staff-search',
      clientType: 'confidential',
      secretHash: 'not-a-real-hash',
      secretCreatedAt: new Date(),
    })
    .onConflictDoNothing();
  return appId;
}

/**
 * The matrix crew member with (as the Timesheets default company role, Employee) or without a role in
 * Timesheets, which is installed for Alpenbühne; and the app's Approver role.
 */
async function crewMemberInTimesheets(demo: DemoApp, assigned: boolean) {
  const member = await alpenCrewMember(demo);
  const db = demo.database.db;
  const timesheetRoles = await db
    .select({ id: roles.id, appId: roles.appId, displayName: roles.displayName })
    .from(roles)
    .innerJoin(apps, eq(apps.id, roles.appId))
    .where(eq(apps.internalName, 'timesheets'));
  const roleNamed = (name: string) => timesheetRoles.find((role) => role.displayName === name)!;
  const timesheets = { appId: roleNamed('Employee').appId, approverId: roleNamed('Approver').id };
  const held = and(eq(userAppRoles.userId, member.id), eq(userAppRoles.appId, timesheets.appId));
  await db.delete(userAppRoles).where(held);
  if (assigned) {
    await db.insert(userAppRoles).values({
      userId: member.id,
      appId: timesheets.appId,
      companyId: member.params.company,
      roleId: roleNamed('Employee').id,
    });
  }
  return { member, timesheets };
}

/** The company a caller acts in (Alpenbühne for those without one), for paths that name it. */
async function callersCompany(demo: DemoApp, caller: Caller): Promise<string> {
  const current: Partial<Record<Caller, 'alpen' | 'harbour' | 'operations'>> = {
    'admin@example.com': 'operations',
    'owner.harbour@example.com': 'harbour',
    'locked@example.com': 'harbour',
  };
  return demo.companyId(current[caller] ?? 'alpen');
}

it('has a row for every endpoint of the contract, and only for those', () => {
  expect(Object.keys(matrix).sort()).toEqual(Object.keys(endpoints).sort());
  for (const [name, row] of Object.entries(matrix))
    expect(Object.keys(row.expected).sort(), name).toEqual([...callers].sort());
});

it.for(Object.entries(matrix) as [EndpointName, Row][])(
  '%s declares its access and scope, and every error status of its row',
  ([name, row]) => {
    const endpoint = endpoints[name];
    expect(accessDeclarationProblem(endpoint.access)).toBeUndefined();
    const errorStatuses = new Set(Object.values(row.expected).filter((status) => status !== 200));
    for (const status of errorStatuses) expect(endpoint.errors, `${status}`).toContain(status);
  },
);

describe.each(backends)('authorization matrix on $name', ({ create }) => {
  const demo = useDemoApp(create);

  it.for(Object.entries(matrix) as [EndpointName, Row][])('%s', async ([, row]) => {
    const actual = {} as Statuses;
    for (const caller of callers) {
      actual[caller] = (await demo.inject(caller, await row.request(demo, caller))).statusCode;
    }
    expect(actual).toEqual(row.expected);
  });
});
