// The public face of the company-verification area: what other areas may use of it (eslint.config.js refuses
// imports of its other files from another area). The administration's decisions (admin-companies) use the
// same table, the same state machine and the same answer.
export { toCompanyValidation } from './mapping';
export { refusalMessage } from './messages';
export { latestRequest, listRequests } from './queries';
export { validationRequests } from './schema';
export { stateOf, transition, validationActions } from './state-machine';
