// The public face of the apps area: what other areas may use of it (eslint.config.js refuses
// imports of its other files from another area).
export { companyDefaultRoleOf, installedAppsOf, isInstalledFor } from './installed-apps';
export type { AppRow } from './installed-apps';
export { installForCompany, uninstallForCompany } from './queries';
