// The public face of the identity area: what other areas may use of it (eslint.config.js refuses
// imports of its other files from another area).
export { accountClaims } from './account-claims';
export { fullNameOf } from './mapping';
export { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';
export { loadUser, lockCompany } from './queries';
export { companies, companyLocations, companyMemberships, users } from './schema';
export { toSessionUser } from './session-user';
