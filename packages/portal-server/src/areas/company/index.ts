// The public face of the company area: what other areas may use of it (eslint.config.js refuses
// imports of its other files from another area).
export { companyColumns } from './mapping';
export { createCompanyOf } from './queries';
