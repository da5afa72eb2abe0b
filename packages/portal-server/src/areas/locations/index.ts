// The public face of the locations area: what other areas may use of it (eslint.config.js refuses
// imports of its other files from another area).
export { toLocation } from './mapping';
export { listLocations } from './queries';
