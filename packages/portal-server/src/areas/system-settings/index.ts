// The public face of the system-settings area: what other areas may use of it (eslint.config.js refuses
// imports of its other files from another area).
export { companyOwnerRole, giveOwnerRole, supportedLanguages } from './queries';
export { systemSettings } from './schema';
