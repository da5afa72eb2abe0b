// The public face of the account-security area: what other areas may use of it (eslint.config.js
// refuses imports of its other files from another area).
export { refuseCommonPassword } from './common-passwords';
export { hasSecondFactor } from './two-factor-queries';
export { endSessions } from './sessions';
