// The public face of the identity area: what other areas may use of it (eslint.config.js refuses
// imports of its other files from another area).
export { fullNameOf } from './mapping';
export { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';
export { lockCompany } from './queries';
export { companies, companyLocations, companyMemberships, users } from './schema';
export { loadUser } from './queries';
export { toSessionUser } from './session-user';
export { accountClaims } from './account-claims';
