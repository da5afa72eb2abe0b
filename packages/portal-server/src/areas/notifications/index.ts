// The public face of the notifications area: what other areas may use of it (eslint.config.js refuses
// imports of its other files from another area).
export { notifications } from './schema';
