// The public face of the company-verification area: what other areas may use of it (eslint.config.js refuses
// imports of its other files from another area).
export { latestRequest } from './queries';
export { stateOf } from './state-machine';
