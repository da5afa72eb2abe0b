// The public face of the team-members area: what other areas may use of it (eslint.config.js refuses
// imports of its other files from another area).
export { memberCountOf } from './queries';
