import { appAdministrationEndpoints } from './app-administration-endpoints';
import { appSignInEndpoints } from './app-sign-in-endpoints';
import { appCatalogueEndpoints } from './app-catalogue-endpoints';
import { companyAdministrationEndpoints } from './company-administration-endpoints';
import { companyEndpoints } from './company-endpoints';
import { identityEndpoints } from './identity-endpoints';
import { locationEndpoints } from './location-endpoints';
import { invitationEndpoints } from './invitation-endpoints';
import { notificationEndpoints } from './notification-endpoints';
import { profileEndpoints } from './profile-endpoints';
import { roleEndpoints } from './role-endpoints';
import { signInEndpoints } from './sign-in-endpoints';
import { systemEndpoints } from './system-endpoints';
import { teamMemberAppEndpoints } from './team-member-app-endpoints';
import { teamMemberEndpoints } from './team-member-endpoints';

/**
 * Every endpoint of the portal's server, for the server and its authorization matrix. The app imports
 * the area tables it needs instead (identityEndpoints, profileEndpoints, ...), so that a screen's chunk
 * carries only the schemas of the endpoints it calls. Clients derive paths, keys and types from the
 * entries; an entry is the same object in its area table and here.
 */
export const endpoints = {
  ...systemEndpoints,
  ...identityEndpoints,
  ...signInEndpoints,
  ...profileEndpoints,
  ...notificationEndpoints,
  ...locationEndpoints,
  ...companyAdministrationEndpoints,
  ...companyEndpoints,
  ...teamMemberEndpoints,
  ...teamMemberAppEndpoints,
  ...invitationEndpoints,
  ...appAdministrationEndpoints,
  ...appSignInEndpoints,
  ...roleEndpoints,
  ...appCatalogueEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
