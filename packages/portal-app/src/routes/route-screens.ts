import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { RouteName } from '../route-table/route-table';

/** A screen's chunk: its component and, for screens that need one, a loader run after the guards. */
export type LazyScreen = () => Promise<{ default: ComponentType; loader?: LoaderFunction }>;

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
  'password-reset': () => import('./screens/SignInRouteScreen'),
  'sign-up-confirm': () => import('./screens/SignInRouteScreen'),
  accessibility: () => import('../features/accessibility/AccessibilityStatementScreen'),
  'email-change-confirm': () => import('../features/profile/email-change/EmailChangeConfirmScreen'),
  'email-change-revoke': () => import('../features/profile/email-change/EmailChangeRevokeScreen'),
  invitation: () => import('../features/invitations/InvitationScreen'),
  notifications: () => import('../features/notifications/NotificationsScreen'),
  profile: () => import('./screens/ProfileScreen'),
  settings: () => import('../features/profile/settings/SettingsScreen'),
  sessions: () => import('../features/account-security/SessionsScreen'),
  'security-two-factor': () => import('../features/account-security/TwoFactorScreen'),
  company: () => import('./screens/CompanyScreen'),
  'company-create': () => import('../features/company/CreateCompanyScreen'),
  'company-team-members-create': () => import('../features/invitations/AddTeamMembersScreen'),
  'company-team-members-teamMember': () => import('./screens/TeamMembersScreen'),
  'company-locations': () => import('../features/locations/LocationsScreen'),
  'company-locations-create': () => import('../features/locations/LocationCreateScreen'),
  'company-locations-location': () => import('../features/locations/LocationScreen'),
  'company-settings': () => import('../features/company-saml/CompanySamlScreen'),
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
  'admin-activity': () => import('../features/platform-activity/PlatformActivityScreen'),
  'admin-pages': () => import('../features/static-pages/admin/StaticPagesScreen'),
  'admin-pages-page': () => import('../features/static-pages/admin/StaticPageScreen'),
  'admin-settings': () => import('../features/system-settings/SystemSettingsScreen'),
};
