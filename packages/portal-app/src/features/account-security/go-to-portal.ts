/**
 * Opens the portal's start. A visitor's sign-in starts there; after a reset or a confirmation the ticket
 * cookie set by the answer signs them in on the way (ADR 0032).
 */
export const goToPortal = () => window.location.assign('/');
