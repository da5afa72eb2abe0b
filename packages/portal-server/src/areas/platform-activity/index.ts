// The public face of the platform-activity area: what other areas may use of it (eslint.config.js refuses
// imports of its other files from another area). The company's log reads the same events, of one company.
export { sendActivityCsv } from './csv';
export { toActivityEvent } from './mapping';
export { activityPage, actorsOfCompany, objectNamesOf } from './queries';
