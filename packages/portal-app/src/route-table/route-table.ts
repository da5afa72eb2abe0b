import type { PermissionRequirement } from '@eventsuite/api-contract';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { MessagePart } from '../i18n/messages';
import { routePaths } from './route-paths';
import { signInTitle } from './sign-in-title';

/*
 * The one route table of the portal (ARCHITECTURE.md §4): every route's name, path, layout, title,
 * guards, permissions and place in the menu. Paths, links (path-to.ts) and the menu are read from here.
 * It imports no screen, so every module may read it without an import cycle: the screens of the
 * routes are bound in routes/route-screens.ts.
 */

export const layoutNames = ['default', 'logout'] as const;
export type LayoutName = (typeof layoutNames)[number];

/** Route middleware of spec §2/§4: check-auth (sign-in required) and redirect (account-type redirects). */
export const guardNames = ['check-auth', 'redirect'] as const;
export type GuardName = (typeof guardNames)[number];

/** Icons of the top-level menu entries; the chrome maps each name to its icon component. */
export const menuIconNames = ['person', 'backpack', 'layers', 'gear'] as const;
export type MenuIconName = (typeof menuIconNames)[number];

const menuLabels = defineMessages({
  profile: { id: 'nav.profile', defaultMessage: 'My profile' },
  employeeProfile: { id: 'nav.employeeProfile', defaultMessage: 'My employee profile' },
  companyGroup: { id: 'nav.companyGroup', defaultMessage: 'Company' },
  company: { id: 'nav.company', defaultMessage: 'Company profile' },
  teamMembers: { id: 'nav.teamMembers', defaultMessage: 'Team members' },
  locations: { id: 'nav.locations', defaultMessage: 'Locations' },
  authentication: { id: 'nav.authentication', defaultMessage: 'Authentication' },
  apps: { id: 'nav.apps', defaultMessage: 'Apps' },
  adminGroup: { id: 'nav.adminGroup', defaultMessage: 'System Settings' },
  adminApps: { id: 'nav.adminApps', defaultMessage: 'Apps' },
  adminRoles: { id: 'nav.adminRoles', defaultMessage: 'Roles & Permissions' },
  adminCompanies: { id: 'nav.adminCompanies', defaultMessage: 'Companies' },
  adminUsers: { id: 'nav.adminUsers', defaultMessage: 'Users' },
  adminPages: { id: 'nav.adminPages', defaultMessage: 'Pages' },
  adminActivity: { id: 'nav.adminActivity', defaultMessage: 'Activity log' },
  adminSettings: { id: 'nav.adminSettings', defaultMessage: 'Settings' },
});

/** A group of the menu (spec §2): no page of its own, shown when one of its entries is. */
export interface MenuGroup {
  /** The group's menu entry id. */
  entryId: string;
  label: MessageDescriptor;
  icon: MenuIconName;
}

export const menuGroups = {
  company: { entryId: 'company-group', label: menuLabels.companyGroup, icon: 'backpack' },
  admin: { entryId: 'admin', label: menuLabels.adminGroup, icon: 'gear' },
} as const satisfies Record<string, MenuGroup>;
export type MenuGroupName = keyof typeof menuGroups;

/** A route's entry in the menu. It links to the route's path without its optional parameters. */
export interface MenuPlacement {
  /** The group holding the entry; a top-level entry has none. */
  group?: MenuGroupName;
  /** The menu entry's id, when it is not the route name. */
  entryId?: string;
  label: MessageDescriptor;
  /** The label for users of company accounts, when it differs ('My employee profile'). */
  companyAccountLabel?: MessageDescriptor;
  /** Top-level entries only: groups carry their own icon. */
  icon?: MenuIconName;
}

export interface RouteDefinition {
  /** Route name of the spec, e.g. `company-team-members-teamMember`. */
  name: string;
  /** A react-router path: `:name` parameters, `?` after the optional ones. */
  path: string;
  layout: LayoutName;
  title: MessageDescriptor;
  guards: readonly GuardName[];
  /** What the signed-in user must hold (spec §6), the same shape the API's endpoints declare. */
  permissions?: PermissionRequirement;
  /** Routes in the menu; the menu sees the same permissions as the route. */
  menu?: MenuPlacement;
  /** The title where the `self` parameter of the permissions names the signed-in user: their own page. */
  ownPageTitle?: MessageDescriptor;
  /** The message catalogue parts the screen needs beyond the core (ADR 0014), loaded with the screen. */
  messages?: readonly MessagePart[];
}

/** Keeps each route's name and path as literal types, so links to a route are typed by its parameters. */
function defineRouteTable<const Routes extends readonly RouteDefinition[]>(routes: Routes): Routes {
  return routes;
}

const titles = defineMessages({
  index: { id: 'route.index.title', defaultMessage: 'Dashboard' },
  signIn: signInTitle,
  // /login renders only when the provider's answer could not complete the sign-in.
  loginFailed: { id: 'loginCallback.title', defaultMessage: 'Sign-in failed' },
  logout: { id: 'route.logout.title', defaultMessage: 'Logout' },
  logoutSuccessful: { id: 'route.logoutSuccessful.title', defaultMessage: 'Logged out' },
  apps: { id: 'route.apps.title', defaultMessage: 'Apps' },
  appsApp: { id: 'route.appsApp.title', defaultMessage: 'App' },
  appNotInstalled: { id: 'route.appNotInstalled.title', defaultMessage: 'App not installed' },
  notifications: { id: 'route.notifications.title', defaultMessage: 'Notifications' },
  profile: { id: 'route.profile.title', defaultMessage: 'My profile' },
  settings: { id: 'route.settings.title', defaultMessage: 'My Settings' },
  securityTwoFactor: { id: 'route.securityTwoFactor.title', defaultMessage: 'Two-factor sign-in' },
  company: { id: 'route.company.title', defaultMessage: 'Company' },
  companyCreate: { id: 'route.companyCreate.title', defaultMessage: 'Create company' },
  companySettings: { id: 'route.companySettings.title', defaultMessage: 'Authentication' },
  companyLocations: { id: 'route.companyLocations.title', defaultMessage: 'Locations' },
  companyLocationsCreate: { id: 'route.companyLocationsCreate.title', defaultMessage: 'Create location' },
  companyLocationsLocation: { id: 'route.companyLocationsLocation.title', defaultMessage: 'Location' },
  companyTeamMembers: { id: 'route.companyTeamMembers.title', defaultMessage: 'Team members' },
  ownTeamMember: { id: 'route.ownTeamMember.title', defaultMessage: 'My employee profile' },
  companyTeamMembersCreate: { id: 'route.companyTeamMembersCreate.title', defaultMessage: 'Add team members' },
  admin: { id: 'route.admin.title', defaultMessage: 'System Settings' },
  // Apart from the user's own "Apps", as the admin's users and companies are.
  adminApps: { id: 'route.adminApps.title', defaultMessage: 'App administration' },
  adminAppsCreate: { id: 'route.adminAppsCreate.title', defaultMessage: 'Create app' },
  adminAppsApp: { id: 'route.adminAppsApp.title', defaultMessage: 'App administration' },
  adminCompanies: { id: 'route.adminCompanies.title', defaultMessage: 'Company administration' },
  adminCompaniesCompany: { id: 'route.adminCompaniesCompany.title', defaultMessage: 'Company' },
  adminPages: { id: 'route.adminPages.title', defaultMessage: 'Pages' },
  adminPagesPage: { id: 'route.adminPagesPage.title', defaultMessage: 'Page' },
  adminActivity: { id: 'route.adminActivity.title', defaultMessage: 'Activity log' },
  adminSettings: { id: 'route.adminSettings.title', defaultMessage: 'Platform settings' },
  adminRoles: { id: 'route.adminRoles.title', defaultMessage: 'Roles & Permissions' },
  adminUsers: { id: 'route.adminUsers.title', defaultMessage: 'User administration' },
  adminUsersUser: { id: 'route.adminUsersUser.title', defaultMessage: 'User' },
  emailChangeConfirm: { id: 'route.emailChangeConfirm.title', defaultMessage: 'Confirm email address' },
  emailChangeRevoke: { id: 'route.emailChangeRevoke.title', defaultMessage: 'Cancel email change' },
  accessibility: { id: 'route.accessibility.title', defaultMessage: 'Accessibility statement' },
  invitation: { id: 'route.invitation.title', defaultMessage: 'Invitation' },
  sessions: { id: 'route.sessions.title', defaultMessage: 'Sessions and devices' },
  passwordReset: { id: 'route.passwordReset.title', defaultMessage: 'Set a new password' },
  signUpConfirm: { id: 'route.signUpConfirm.title', defaultMessage: 'Confirm your email address' },
});

const signedIn: readonly GuardName[] = ['check-auth', 'redirect'];
const adminGuards: readonly GuardName[] = ['check-auth', 'redirect'];

/**
 * Every route of spec §2. react-router matches by specificity, not by this order; the menu lists its
 * entries in this order, a group where its first entry is.
 */
export const routeTable = defineRouteTable([
  {
    name: 'index',
    path: routePaths.index,
    layout: 'default',
    title: titles.index,
    guards: signedIn,
    messages: ['dashboard'],
  },
  { name: 'login', path: routePaths.login, layout: 'logout', title: titles.loginFailed, guards: [] },
  { name: 'logout', path: routePaths.logout, layout: 'logout', title: titles.logout, guards: ['check-auth'] },
  {
    name: 'logout-successful',
    path: routePaths['logout-successful'],
    layout: 'logout',
    title: titles.logoutSuccessful,
    guards: [],
  },
  // For everyone, signed in or not; linked from the footer beside the static pages (ADR 0012).
  {
    name: 'accessibility',
    path: routePaths.accessibility,
    layout: 'default',
    title: titles.accessibility,
    guards: [],
    messages: ['account'],
  },
  // The embedded provider's sign-in step; the provider sends the browser here with the interaction id.
  { name: 'sign-in', path: routePaths['sign-in'], layout: 'logout', title: titles.signIn, guards: [] },
  // Steps of the sign-in page that mailed links open (issue 30): the token is the credential.
  {
    name: 'password-reset',
    path: routePaths['password-reset'],
    layout: 'logout',
    title: titles.passwordReset,
    guards: [],
  },
  {
    name: 'sign-up-confirm',
    path: routePaths['sign-up-confirm'],
    layout: 'logout',
    title: titles.signUpConfirm,
    guards: [],
  },
  // The pages mailed email-change links open: the token is the credential, so no sign-in is needed.
  {
    name: 'email-change-confirm',
    path: routePaths['email-change-confirm'],
    layout: 'logout',
    title: titles.emailChangeConfirm,
    guards: [],
    messages: ['account'],
  },
  {
    name: 'email-change-revoke',
    path: routePaths['email-change-revoke'],
    layout: 'logout',
    title: titles.emailChangeRevoke,
    guards: [],
    messages: ['account'],
  },
  // The page an invitation's mailed link opens: the token is the credential (issue 13).
  {
    name: 'invitation',
    path: routePaths.invitation,
    layout: 'logout',
    title: titles.invitation,
    guards: [],
    messages: ['company'],
  },
  {
    name: 'notifications',
    path: routePaths.notifications,
    layout: 'default',
    title: titles.notifications,
    guards: signedIn,
  },
  {
    name: 'profile',
    path: routePaths.profile,
    layout: 'default',
    title: titles.profile,
    guards: signedIn,
    // A personal account's profile offers creating a company (ADR 0013), in the company's words, and
    // lists its apps (issue 14).
    messages: ['account', 'company', 'apps'],
    menu: { label: menuLabels.profile, companyAccountLabel: menuLabels.employeeProfile, icon: 'person' },
  },
  // The person's sessions (issue 30 §3), for every account type: the mail about a new sign-in links here.
  {
    name: 'sessions',
    path: routePaths.sessions,
    layout: 'default',
    title: titles.sessions,
    guards: ['check-auth'],
    messages: ['account'],
  },
  {
    name: 'settings',
    path: routePaths.settings,
    layout: 'default',
    title: titles.settings,
    guards: signedIn,
    messages: ['account'],
  },
  {
    // The person's second factors (issue 30 §4, ADR 0033).
    name: 'security-two-factor',
    path: routePaths['security-two-factor'],
    layout: 'default',
    title: titles.securityTwoFactor,
    guards: signedIn,
    // The authenticator's key and recovery codes are worded as in the sign-in's setup step.
    messages: ['account', 'sign-in-steps'],
  },
  {
    name: 'company',
    path: routePaths.company,
    layout: 'default',
    title: titles.company,
    guards: signedIn,
    messages: ['company'],
    permissions: { company: ['can_view_company_profile'] },
    menu: { group: 'company', label: menuLabels.company },
  },
  // Without the redirect guard: a personal account reaches it from its profile and gets its company
  // here (ADR 0013); everyone signed in may create one.
  {
    name: 'company-create',
    path: routePaths['company-create'],
    layout: 'default',
    title: titles.companyCreate,
    guards: ['check-auth'],
    messages: ['company'],
  },
  {
    name: 'company-team-members-create',
    path: routePaths['company-team-members-create'],
    layout: 'default',
    title: titles.companyTeamMembersCreate,
    guards: signedIn,
    messages: ['company'],
    // Adding people, inviting them and their invitations (issue 13).
    permissions: { company: ['can_edit_team_members'] },
  },
  // The teamMember parameter is optional (spec §2): without it this is the team-member list. Everyone
  // may open their own team-member page (spec §6).
  {
    name: 'company-team-members-teamMember',
    path: routePaths['company-team-members-teamMember'],
    layout: 'default',
    title: titles.companyTeamMembers,
    guards: signedIn,
    // One's own team-member page is the employee profile (spec §2).
    messages: ['company', 'account'],
    permissions: { company: ['can_view_team_members'], self: 'teamMember' },
    ownPageTitle: titles.ownTeamMember,
    menu: { group: 'company', entryId: 'company-team-members', label: menuLabels.teamMembers },
  },
  {
    name: 'company-locations',
    path: routePaths['company-locations'],
    layout: 'default',
    title: titles.companyLocations,
    guards: signedIn,
    messages: ['company'],
    permissions: { company: ['can_view_locations'] },
    menu: { group: 'company', label: menuLabels.locations },
  },
  {
    name: 'company-locations-create',
    path: routePaths['company-locations-create'],
    layout: 'default',
    title: titles.companyLocationsCreate,
    guards: signedIn,
    messages: ['company'],
    permissions: { company: ['can_edit_locations'] },
  },
  {
    name: 'company-locations-location',
    path: routePaths['company-locations-location'],
    layout: 'default',
    title: titles.companyLocationsLocation,
    guards: signedIn,
    messages: ['company'],
    permissions: { company: ['can_view_locations'] },
  },
  {
    name: 'company-settings',
    path: routePaths['company-settings'],
    layout: 'default',
    title: titles.companySettings,
    guards: signedIn,
    messages: ['company'],
    permissions: { company: ['is_owner'] },
    menu: { group: 'company', label: menuLabels.authentication },
  },
  {
    name: 'apps',
    path: routePaths.apps,
    layout: 'default',
    title: titles.apps,
    guards: signedIn,
    messages: ['apps'],
    menu: { label: menuLabels.apps, icon: 'layers' },
  },
  // Without the redirect guard: a personal account opens an app's page from its profile's apps tab, and
  // other apps send anyone whose app is not installed to /app-not-installed (issue 14).
  {
    name: 'apps-app',
    path: routePaths['apps-app'],
    layout: 'default',
    title: titles.appsApp,
    guards: ['check-auth'],
    messages: ['apps'],
  },
  {
    name: 'app-not-installed',
    path: routePaths['app-not-installed'],
    layout: 'default',
    title: titles.appNotInstalled,
    guards: ['check-auth'],
    messages: ['apps'],
  },
  {
    name: 'admin',
    path: routePaths.admin,
    layout: 'default',
    title: titles.admin,
    guards: adminGuards,
    messages: ['admin'],
    permissions: {
      anyOf: [
        'admin_can_view_apps',
        'admin_can_view_roles',
        'admin_can_view_permissions',
        'admin_can_view_companies',
        'admin_can_view_users',
        'admin_can_view_content',
        'admin_can_view_settings',
      ],
    },
  },
  {
    name: 'admin-apps',
    path: routePaths['admin-apps'],
    layout: 'default',
    title: titles.adminApps,
    guards: adminGuards,
    messages: ['admin'],
    permissions: { anyOf: ['admin_can_view_apps'] },
    menu: { group: 'admin', label: menuLabels.adminApps },
  },
  {
    name: 'admin-apps-create',
    path: routePaths['admin-apps-create'],
    layout: 'default',
    title: titles.adminAppsCreate,
    guards: adminGuards,
    messages: ['admin'],
    permissions: { anyOf: ['admin_can_edit_apps'] },
  },
  {
    name: 'admin-apps-app',
    path: routePaths['admin-apps-app'],
    layout: 'default',
    title: titles.adminAppsApp,
    guards: adminGuards,
    messages: ['admin'],
    permissions: { anyOf: ['admin_can_view_apps'] },
  },
  {
    name: 'admin-roles',
    path: routePaths['admin-roles'],
    layout: 'default',
    title: titles.adminRoles,
    guards: adminGuards,
    permissions: { anyOf: ['admin_can_view_roles', 'admin_can_view_permissions'] },
    menu: { group: 'admin', label: menuLabels.adminRoles },
    messages: ['admin'],
  },
  {
    name: 'admin-companies',
    path: routePaths['admin-companies'],
    layout: 'default',
    title: titles.adminCompanies,
    guards: adminGuards,
    messages: ['admin'],
    permissions: { anyOf: ['admin_can_view_companies'] },
    menu: { group: 'admin', label: menuLabels.adminCompanies },
  },
  {
    name: 'admin-companies-company',
    path: routePaths['admin-companies-company'],
    layout: 'default',
    title: titles.adminCompaniesCompany,
    guards: adminGuards,
    messages: ['admin'],
    permissions: { anyOf: ['admin_can_view_companies'] },
  },
  {
    name: 'admin-users',
    path: routePaths['admin-users'],
    layout: 'default',
    title: titles.adminUsers,
    guards: adminGuards,
    messages: ['admin'],
    permissions: { anyOf: ['admin_can_view_users'] },
    menu: { group: 'admin', label: menuLabels.adminUsers },
  },
  {
    name: 'admin-users-user',
    path: routePaths['admin-users-user'],
    layout: 'default',
    title: titles.adminUsersUser,
    guards: adminGuards,
    messages: ['admin'],
    permissions: { anyOf: ['admin_can_view_users'] },
  },
  {
    name: 'admin-pages',
    path: routePaths['admin-pages'],
    layout: 'default',
    title: titles.adminPages,
    guards: adminGuards,
    messages: ['admin'],
    permissions: { anyOf: ['admin_can_view_content'] },
    menu: { group: 'admin', label: menuLabels.adminPages },
  },
  {
    name: 'admin-pages-page',
    path: routePaths['admin-pages-page'],
    layout: 'default',
    title: titles.adminPagesPage,
    guards: adminGuards,
    messages: ['admin'],
    permissions: { anyOf: ['admin_can_view_content'] },
  },
  {
    name: 'admin-activity',
    path: routePaths['admin-activity'],
    layout: 'default',
    title: titles.adminActivity,
    guards: adminGuards,
    // The event wording lives with the company's log (its catalogue part).
    messages: ['admin', 'company'],
    permissions: { anyOf: ['admin_can_view_activity'] },
    menu: { group: 'admin', label: menuLabels.adminActivity },
  },
  {
    name: 'admin-settings',
    path: routePaths['admin-settings'],
    layout: 'default',
    title: titles.adminSettings,
    guards: adminGuards,
    messages: ['admin'],
    permissions: { anyOf: ['admin_can_view_settings'] },
    menu: { group: 'admin', label: menuLabels.adminSettings },
  },
]);

export type RouteName = (typeof routeTable)[number]['name'];

export function routeByName(name: RouteName): RouteDefinition {
  const route = routeTable.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`No route named ${name}`);
  return route;
}
