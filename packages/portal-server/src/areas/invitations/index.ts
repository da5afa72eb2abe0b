// The public face of the invitations area: what other areas may use of it (eslint.config.js refuses
// imports of its other files from another area).
export { addMember, waitingInvitationCount } from './queries';
export { invitations } from './schema';
