import { accountSecurityEndpoints } from './account-security';
import { adminAppsEndpoints } from './admin-apps';
import { adminCompaniesEndpoints } from './admin-companies';
import { adminRolesEndpoints } from './admin-roles';
import { adminUsersEndpoints } from './admin-users';
import { adminStartEndpoints } from './admin-start';
import { appsEndpoints } from './apps';
import { companyEndpoints, companyOverviewEndpoints } from './company';
import { companyActivityEndpoints } from './company-activity';
import { companyOwnershipEndpoints } from './company-ownership';
import { companySamlEndpoints, samlSignInEndpoints } from './company-saml';
import { companyVerificationEndpoints } from './company-verification';
import { identityEndpoints } from './identity';
import { invitationsEndpoints } from './invitations';
import { locationsEndpoints } from './locations';
import { notificationsEndpoints } from './notifications';
import { platformActivityEndpoints } from './platform-activity';
import { profileEndpoints } from './profile';
import { signInEndpoints } from './sign-in';
import { adminStaticPagesEndpoints, staticPagesEndpoints } from './static-pages';
import { systemSettingsEndpoints } from './system-settings';
import { systemEndpoints } from './system';
import { teamMemberAppsEndpoints } from './team-member-apps';
import { teamMembersEndpoints } from './team-members';
import { twoFactorEndpoints } from './account-security';

/**
 * Every endpoint of the portal's server, for the server and its authorization matrix. The app imports
 * the area tables it needs instead (identityEndpoints, profileEndpoints, ...), so that a screen's chunk
 * carries only the schemas of the endpoints it calls. Clients derive paths, keys and types from the
 * entries; an entry is the same object in its area table and here.
 */
export const endpoints = {
  ...systemEndpoints,
  ...staticPagesEndpoints,
  ...identityEndpoints,
  ...signInEndpoints,
  ...profileEndpoints,
  ...notificationsEndpoints,
  ...locationsEndpoints,
  ...companyOwnershipEndpoints,
  ...companyVerificationEndpoints,
  ...companyActivityEndpoints,
  ...companyEndpoints,
  ...companyOverviewEndpoints,
  ...teamMembersEndpoints,
  ...teamMemberAppsEndpoints,
  ...invitationsEndpoints,
  ...adminAppsEndpoints,
  ...adminRolesEndpoints,
  ...adminUsersEndpoints,
  ...adminCompaniesEndpoints,
  ...adminStartEndpoints,
  ...appsEndpoints,
  ...platformActivityEndpoints,
  ...accountSecurityEndpoints,
  ...companySamlEndpoints,
  ...samlSignInEndpoints,
  ...adminStaticPagesEndpoints,
  ...systemSettingsEndpoints,
  ...twoFactorEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
