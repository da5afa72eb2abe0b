/*
 * The portal's settings as an OpenID client, shared by the session code (oidc-client-ts) and the boot
 * step, which starts a visitor's sign-in without loading the session code (boot/authorization-request.ts).
 */

/** What the portal asks the provider for: an ID token, the profile, and a refresh token. */
export const clientScope = 'openid profile offline_access offline';

/** Where the provider sends the browser back with the code: the callback route (`login`). */
export const redirectUri = () => `${window.location.origin}/login`;

/** oidc-client-ts keeps the signed-in user in the tab's session storage under keys with this prefix. */
export const storedUserKeyPrefix = 'oidc.user:';

/** The key of the user oidc-client-ts stores for `clientId` of `authority` (stored-session.test.ts). */
export const storedUserKey = (authority: string, clientId: string) => `${storedUserKeyPrefix}${authority}:${clientId}`;
