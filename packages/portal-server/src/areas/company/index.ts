// The public face of the company area: what other areas may use of it (eslint.config.js refuses
// imports of its other files from another area).
export { companyColumns, toCompany } from './mapping';
export { createCompanyOf, loadCompany } from './queries';
