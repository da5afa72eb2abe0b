// The public face of the static-pages area: what other areas may use of it (eslint.config.js refuses
// imports of its other files from another area).
export { missingPageTextCount } from './queries';
export { staticPages } from './schema';
