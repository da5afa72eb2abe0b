// The public face of the sign-in area: what other areas may use of it (eslint.config.js refuses
// imports of its other files from another area).
export { signInFailures } from './schema';
export { assessAttempt, forgiveFailures, normalizeEmail, recordFailure, signInThrottle } from './throttle';
