// The public face of the company-activity area: what other areas may use of it (eslint.config.js refuses
// imports of its other files from another area).
export { toActivityEvent } from './mapping';
