// The public face of the admin-apps area: what other areas may use of it (eslint.config.js refuses
// imports of its other files from another area).
export { portalAppName } from './portal-app';
export {
  apps,
  appScreenshots,
  companyDefaultRoles,
  installations,
  permissions,
  rolePermissions,
  roles,
  userAppRoles,
} from './schema';
export { findClientByClientId } from './sign-in-queries';
