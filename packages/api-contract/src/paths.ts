/**
 * Paths a client needs before it loads anything else. This module has no zod import, so the app's
 * first screen can use it without carrying the schemas.
 */
export const runtimeConfigPath = '/config.json';

/** Uploaded avatars are served below this path by their (unguessable) file name. */
export const avatarFilesPath = '/files/avatars';

/** Portal pages the mailed links of an email change open; the token follows as the last segment. */
export const emailChangeConfirmationPagePath = '/email-change/confirm';
export const emailChangeRevocationPagePath = '/email-change/revoke';

/** Pages of the sign-in page (sign-in.html) that mailed links open; the token follows as the last segment. */
export const passwordResetPagePath = '/sign-in/password-reset';
export const signUpConfirmationPagePath = '/sign-in/confirm';

/** The page an invitation's mailed link opens; the token follows as the last segment. */
export const invitationPagePath = '/invitations';

/** The company's profile, where its owner reads a verification decision a mail tells of. */
export const companyProfilePagePath = '/company';
