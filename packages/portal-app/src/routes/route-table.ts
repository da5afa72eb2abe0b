import {
  emailChangeConfirmationPagePath,
  emailChangeRevocationPagePath,
  type PermissionRequirement,
} from '@eventsuite/api-contract';
import type { ComponentType } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { LoaderFunction } from 'react-router';

export const layoutNames = ['default', 'logout'] as const;
export type LayoutName = (typeof layoutNames)[number];

/** Route middleware of spec §2/§4: check-auth (sign-in required) and redirect (account-type redirects). */
export const guardNames = ['check-auth', 'redirect'] as const;
export type GuardName = (typeof guardNames)[number];

/** A screen's chunk: its component and, for screens that need one, a loader run after the guards. */
type LazyScreen = () => Promise<{ default: ComponentType; loader?: LoaderFunction }>;

export interface RouteDefinition {
  /** Route name of the spec, e.g. `company-team-members-teamMember`. */
  name: string;
  path: string;
  layout: LayoutName;
  title: MessageDescriptor;
  screen: LazyScreen;
  guards: readonly GuardName[];
  /** What the signed-in user must hold (spec §6), the same shape the API's endpoints declare. */
  permissions?: PermissionRequirement;
}

const titles = defineMessages({
  index: { id: 'route.index.title', defaultMessage: 'Dashboard' },
  login: { id: 'route.login.title', defaultMessage: 'Sign in' },
  logout: { id: 'route.logout.title', defaultMessage: 'Logout' },
  logoutSuccessful: { id: 'route.logoutSuccessful.title', defaultMessage: 'Logged out' },
  apps: { id: 'route.apps.title', defaultMessage: 'Apps' },
  appsApp: { id: 'route.appsApp.title', defaultMessage: 'App' },
  appNotInstalled: { id: 'route.appNotInstalled.title', defaultMessage: 'App not installed' },
  notifications: { id: 'route.notifications.title', defaultMessage: 'Notifications' },
  profile: { id: 'route.profile.title', defaultMessage: 'My profile' },
  settings: { id: 'route.settings.title', defaultMessage: 'My Settings' },
  company: { id: 'route.company.title', defaultMessage: 'Company' },
  companyCreate: { id: 'route.companyCreate.title', defaultMessage: 'Create company' },
  companySettings: { id: 'route.companySettings.title', defaultMessage: 'Authentication' },
  companyLocations: { id: 'route.companyLocations.title', defaultMessage: 'Locations' },
  companyLocationsCreate: { id: 'route.companyLocationsCreate.title', defaultMessage: 'Create location' },
  companyLocationsLocation: { id: 'route.companyLocationsLocation.title', defaultMessage: 'Location' },
  companyTeamMembers: { id: 'route.companyTeamMembers.title', defaultMessage: 'Team members' },
  companyTeamMembersCreate: { id: 'route.companyTeamMembersCreate.title', defaultMessage: 'Create team member' },
  admin: { id: 'route.admin.title', defaultMessage: 'System Settings' },
  adminApps: { id: 'route.adminApps.title', defaultMessage: 'Apps' },
  adminAppsCreate: { id: 'route.adminAppsCreate.title', defaultMessage: 'Create app' },
  adminAppsApp: { id: 'route.adminAppsApp.title', defaultMessage: 'App' },
  adminCompanies: { id: 'route.adminCompanies.title', defaultMessage: 'Company administration' },
  adminCompaniesCompany: { id: 'route.adminCompaniesCompany.title', defaultMessage: 'Company' },
  adminPages: { id: 'route.adminPages.title', defaultMessage: 'Pages' },
  adminPagesPage: { id: 'route.adminPagesPage.title', defaultMessage: 'Page' },
  adminRoles: { id: 'route.adminRoles.title', defaultMessage: 'Roles & Permissions' },
  adminUsers: { id: 'route.adminUsers.title', defaultMessage: 'User administration' },
  adminUsersUser: { id: 'route.adminUsersUser.title', defaultMessage: 'User' },
  emailChangeConfirm: { id: 'route.emailChangeConfirm.title', defaultMessage: 'Confirm email address' },
  emailChangeRevoke: { id: 'route.emailChangeRevoke.title', defaultMessage: 'Cancel email change' },
});

// Screens later issues fill share one lazy chunk that shows the page title and an empty state.
const planned: LazyScreen = () => import('../features/planned/PlannedScreen');
const signedIn: readonly GuardName[] = ['check-auth', 'redirect'];
const adminGuards: readonly GuardName[] = ['check-auth', 'redirect'];

/** Every route of spec §2, in matching order. */
export const routeTable: readonly RouteDefinition[] = [
  {
    name: 'index',
    path: '/',
    layout: 'default',
    title: titles.index,
    screen: () => import('../features/dashboard/DashboardScreen'),
    guards: signedIn,
  },
  {
    name: 'login',
    path: '/login',
    layout: 'logout',
    title: titles.login,
    screen: () => import('../features/session/LoginCallbackScreen'),
    guards: [],
  },
  {
    name: 'logout',
    path: '/logout',
    layout: 'logout',
    title: titles.logout,
    screen: () => import('../features/session/LogoutScreen'),
    guards: ['check-auth'],
  },
  {
    name: 'logout-successful',
    path: '/logout-successful',
    layout: 'logout',
    title: titles.logoutSuccessful,
    screen: () => import('../features/session/LogoutSuccessfulScreen'),
    guards: [],
  },
  // The embedded provider's sign-in step; the provider sends the browser here with the interaction id.
  {
    name: 'sign-in',
    path: '/sign-in/:uid',
    layout: 'logout',
    title: titles.login,
    screen: () => import('../features/sign-in/SignInScreen'),
    guards: [],
  },
  // The pages mailed email-change links open: the token is the credential, so no sign-in is needed.
  {
    name: 'email-change-confirm',
    path: `${emailChangeConfirmationPagePath}/:token`,
    layout: 'logout',
    title: titles.emailChangeConfirm,
    screen: () => import('../features/email-change/EmailChangeConfirmScreen'),
    guards: [],
  },
  {
    name: 'email-change-revoke',
    path: `${emailChangeRevocationPagePath}/:token`,
    layout: 'logout',
    title: titles.emailChangeRevoke,
    screen: () => import('../features/email-change/EmailChangeRevokeScreen'),
    guards: [],
  },
  { name: 'apps', path: '/apps', layout: 'default', title: titles.apps, screen: planned, guards: signedIn },
  { name: 'apps-app', path: '/apps/:app', layout: 'default', title: titles.appsApp, screen: planned, guards: signedIn },
  {
    name: 'app-not-installed',
    path: '/app-not-installed',
    layout: 'default',
    title: titles.appNotInstalled,
    screen: planned,
    guards: signedIn,
  },
  {
    name: 'notifications',
    path: '/notifications',
    layout: 'default',
    title: titles.notifications,
    screen: () => import('../features/notifications/NotificationsScreen'),
    guards: signedIn,
  },
  {
    name: 'profile',
    path: '/profile',
    layout: 'default',
    title: titles.profile,
    screen: () => import('../features/profile/ProfileScreen'),
    guards: signedIn,
  },
  {
    name: 'settings',
    path: '/settings',
    layout: 'default',
    title: titles.settings,
    screen: () => import('../features/settings/SettingsScreen'),
    guards: signedIn,
  },
  {
    name: 'company',
    path: '/company',
    layout: 'default',
    title: titles.company,
    screen: planned,
    guards: signedIn,
    permissions: { company: ['can_view_company_profile'] },
  },
  {
    name: 'company-create',
    path: '/company/create',
    layout: 'default',
    title: titles.companyCreate,
    screen: planned,
    guards: signedIn,
  },
  {
    name: 'company-settings',
    path: '/company/settings',
    layout: 'default',
    title: titles.companySettings,
    screen: planned,
    guards: signedIn,
    permissions: { company: ['is_owner'] },
  },
  {
    name: 'company-locations',
    path: '/company/locations',
    layout: 'default',
    title: titles.companyLocations,
    screen: planned,
    guards: signedIn,
    permissions: { company: ['can_view_locations'] },
  },
  {
    name: 'company-locations-create',
    path: '/company/locations/create',
    layout: 'default',
    title: titles.companyLocationsCreate,
    screen: planned,
    guards: signedIn,
    permissions: { company: ['can_view_locations'] },
  },
  {
    name: 'company-locations-location',
    path: '/company/locations/:location',
    layout: 'default',
    title: titles.companyLocationsLocation,
    screen: planned,
    guards: signedIn,
    permissions: { company: ['can_view_locations'] },
  },
  {
    name: 'company-team-members-create',
    path: '/company/team-members/create',
    layout: 'default',
    title: titles.companyTeamMembersCreate,
    screen: planned,
    guards: signedIn,
    permissions: { company: ['can_view_team_members'] },
  },
  // The teamMember parameter is optional (spec §2): without it this is the team-member list. Everyone
  // may open their own team-member page (spec §6).
  {
    name: 'company-team-members-teamMember',
    path: '/company/team-members/:teamMember?',
    layout: 'default',
    title: titles.companyTeamMembers,
    // The user's own page is their profile; the rest is still planned.
    screen: () => import('../features/profile/TeamMemberScreen'),
    guards: signedIn,
    permissions: { company: ['can_view_team_members'], self: 'teamMember' },
  },
  {
    name: 'admin',
    path: '/admin',
    layout: 'default',
    title: titles.admin,
    screen: planned,
    guards: adminGuards,
    permissions: {
      anyOf: [
        'admin_can_view_apps',
        'admin_can_view_roles',
        'admin_can_view_permissions',
        'admin_can_view_companies',
        'admin_can_view_users',
        'admin_can_view_content',
      ],
    },
  },
  {
    name: 'admin-apps',
    path: '/admin/apps',
    layout: 'default',
    title: titles.adminApps,
    screen: planned,
    guards: adminGuards,
    permissions: { anyOf: ['admin_can_view_apps'] },
  },
  {
    name: 'admin-apps-create',
    path: '/admin/apps/create',
    layout: 'default',
    title: titles.adminAppsCreate,
    screen: planned,
    guards: adminGuards,
    permissions: { anyOf: ['admin_can_view_apps'] },
  },
  {
    name: 'admin-apps-app',
    path: '/admin/apps/:app',
    layout: 'default',
    title: titles.adminAppsApp,
    screen: planned,
    guards: adminGuards,
    permissions: { anyOf: ['admin_can_view_apps'] },
  },
  {
    name: 'admin-companies',
    path: '/admin/companies',
    layout: 'default',
    title: titles.adminCompanies,
    screen: planned,
    guards: adminGuards,
    permissions: { anyOf: ['admin_can_view_companies'] },
  },
  {
    name: 'admin-companies-company',
    path: '/admin/companies/:company',
    layout: 'default',
    title: titles.adminCompaniesCompany,
    screen: planned,
    guards: adminGuards,
    permissions: { anyOf: ['admin_can_view_companies'] },
  },
  {
    name: 'admin-pages',
    path: '/admin/pages',
    layout: 'default',
    title: titles.adminPages,
    screen: planned,
    guards: adminGuards,
    permissions: { anyOf: ['admin_can_view_content'] },
  },
  {
    name: 'admin-pages-page',
    path: '/admin/pages/:page',
    layout: 'default',
    title: titles.adminPagesPage,
    screen: planned,
    guards: adminGuards,
    permissions: { anyOf: ['admin_can_view_content'] },
  },
  {
    name: 'admin-roles',
    path: '/admin/roles',
    layout: 'default',
    title: titles.adminRoles,
    screen: planned,
    guards: adminGuards,
    permissions: { anyOf: ['admin_can_view_roles', 'admin_can_view_permissions'] },
  },
  {
    name: 'admin-users',
    path: '/admin/users',
    layout: 'default',
    title: titles.adminUsers,
    screen: planned,
    guards: adminGuards,
    permissions: { anyOf: ['admin_can_view_users'] },
  },
  {
    name: 'admin-users-user',
    path: '/admin/users/:user',
    layout: 'default',
    title: titles.adminUsersUser,
    screen: planned,
    guards: adminGuards,
    permissions: { anyOf: ['admin_can_view_users'] },
  },
];

export function routeByName(name: string): RouteDefinition {
  const route = routeTable.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`No route named ${name}`);
  return route;
}
