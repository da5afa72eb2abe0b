import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { RouteName } from '../route-table/route-table';

/** A screen's chunk: its component and, for screens that need one, a loader run after the guards. */
export type LazyScreen = () => Promise<{ default: ComponentType; loader?: LoaderFunction }>;

// Screens later issues fill share one lazy chunk that shows the page title and an empty state.
const planned: LazyScreen = () => import('../layout/PlannedScreen');

/**
 * The screen of every route of the route table, each a lazily loaded chunk. Kept apart from the table
 * so that screens may read the table (for their links) without an import cycle.
 */
export const routeScreens: Readonly<Record<RouteName, LazyScreen>> = {
  index: () => import('../features/dashboard/DashboardScreen'),
  login: () => import('../features/sign-in/in-app/LoginCallbackScreen'),
  logout: () => import('../features/sign-in/in-app/LogoutScreen'),
  'logout-successful': () => import('../features/sign-in/in-app/LogoutSuccessfulScreen'),
  'sign-in': () => import('./screens/SignInRouteScreen'),
  accessibility: () => import('../features/accessibility/AccessibilityStatementScreen'),
  'email-change-confirm': () => import('../features/profile/email-change/EmailChangeConfirmScreen'),
  'email-change-revoke': () => import('../features/profile/email-change/EmailChangeRevokeScreen'),
  invitation: () => import('../features/invitations/InvitationScreen'),
  notifications: () => import('../features/notifications/NotificationsScreen'),
  profile: () => import('./screens/ProfileScreen'),
  settings: () => import('../features/profile/settings/SettingsScreen'),
  company: () => import('./screens/CompanyScreen'),
  'company-create': () => import('../features/company/CreateCompanyScreen'),
  'company-team-members-create': () => import('../features/invitations/AddTeamMembersScreen'),
  'company-team-members-teamMember': () => import('./screens/TeamMembersScreen'),
  'company-locations': () => import('../features/locations/LocationsScreen'),
  'company-locations-create': () => import('../features/locations/LocationCreateScreen'),
  'company-locations-location': () => import('../features/locations/LocationScreen'),
  'company-settings': planned,
  apps: () => import('../features/apps/AppsScreen'),
  'apps-app': () => import('../features/apps/AppScreen'),
  'app-not-installed': () => import('../features/apps/AppNotInstalledScreen'),
  admin: () => import('../features/admin-start/AdminStartScreen'),
  'admin-apps': () => import('../features/admin-apps/AppsScreen'),
  'admin-apps-create': () => import('../features/admin-apps/AppCreateScreen'),
  'admin-apps-app': () => import('../features/admin-apps/AppScreen'),
  'admin-roles': () => import('../features/admin-roles/RolesScreen'),
  'admin-companies': () => import('../features/admin-companies/CompaniesScreen'),
  'admin-companies-company': () => import('../features/admin-companies/CompanyScreen'),
  'admin-users': () => import('../features/admin-users/UsersScreen'),
  'admin-users-user': () => import('../features/admin-users/UserScreen'),
  'admin-pages': planned,
  'admin-pages-page': planned,
};
