// The public face of the profile area: what other areas may use of it (eslint.config.js refuses
// imports of its other files from another area).
export { checkCurrentPassword } from './current-password';
export { hashToken, newToken } from './email-change';
