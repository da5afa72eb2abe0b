import { identityEndpoints } from '@eventsuite/api-contract';
import { callEndpoint } from '../api/client';
import { defaultLocale, toSupportedLocale } from '../i18n/locale';
import { localeAtom } from '../i18n/locale-atom';
import {
  accountInfoAtom,
  permissionsAtom,
  portalPermissionsOf,
  sessionTokensAtom,
  signedInAtom,
  userInfoAtom,
} from './atoms';
import { isFresh, storedUser } from './stored-user';
import { sessionContext } from './session-setup';

/*
 * The signed-in session (ADR 0005): the identity the shell shows, and the access token for requests.
 * A fresh stored token is read here directly; sign-in, refresh, account switch and sign-out are
 * oidc-client-ts's (oidc-client.ts), loaded the first time one of them is needed.
 */

const oidcClient = () => import('./oidc-client');

function readStoredUser() {
  const { authority, clientId } = sessionContext().config.oidc;
  return storedUser(authority, clientId);
}

/**
 * Sends the browser to the provider's sign-in and remembers where to come back to. The returned
 * promise never settles: the page is being left. Once it is, later calls start no other sign-in.
 */
export async function signIn(returnTo?: string, loginHint?: string): Promise<never> {
  return (await oidcClient()).signIn(returnTo, loginHint);
}

/**
 * Sign-in for a navigation of the app's router: answers the app path to continue on (the sign-in
 * screen, or the callback when the provider still knows the user), or leaves the page as `signIn`.
 */
export async function signInPath(returnTo: string, loginHint?: string): Promise<string> {
  return (await oidcClient()).signInPath(returnTo, loginHint);
}

/** The access token for a request: the stored one while fresh, otherwise a refreshed one. */
export async function accessToken(): Promise<string> {
  const user = readStoredUser();
  if (user && isFresh(user)) return user.accessToken;
  return (await oidcClient()).refreshedAccessToken();
}

/** A new access token after the API refused the current one (401). */
export async function renewedAccessToken(): Promise<string> {
  return (await oidcClient()).renewedAccessToken();
}

/**
 * Loads what the shell needs after sign-in, in parallel: permissions, user info and account info.
 * Then the interface speaks the user's language (spec §4).
 */
async function loadIdentity(): Promise<void> {
  const { store } = sessionContext();
  const [permissions, userInfo, accountInfo] = await Promise.all([
    callEndpoint(identityEndpoints.getPermissions),
    callEndpoint(identityEndpoints.getUserInfo),
    callEndpoint(identityEndpoints.getAccountInfo),
  ]);
  store.set(permissionsAtom, portalPermissionsOf(permissions.data));
  store.set(accountInfoAtom, accountInfo.data);
  store.set(userInfoAtom, userInfo.data);
  store.set(localeAtom, toSupportedLocale(userInfo.data.locale) ?? defaultLocale);
}

/**
 * Reads the user's identity again after they changed it (profile, avatar, settings), so the shell,
 * the formats and the interface language follow at once.
 */
export const reloadIdentity = loadIdentity;

let pendingSession: Promise<boolean> | undefined;

/**
 * Makes the session ready for a guarded screen: true once the user's identity is loaded, false when
 * no one is signed in in this tab.
 */
export function ensureSession(): Promise<boolean> {
  const { store } = sessionContext();
  if (store.get(signedInAtom)) return Promise.resolve(true);
  pendingSession ??= (async () => {
    const user = readStoredUser();
    if (!user) return false;
    store.set(sessionTokensAtom, { subject: user.subject, expiresAt: user.expiresAt });
    await loadIdentity();
    return true;
  })().finally(() => {
    pendingSession = undefined;
  });
  return pendingSession;
}

/**
 * Finishes the sign-in at /login (`url`, the callback address with the code, when the router has not
 * shown it yet) and answers the path to continue on.
 */
export async function completeSignIn(url?: string): Promise<string> {
  return (await oidcClient()).completeSignIn(url);
}

/**
 * Makes another of the user's accounts current, then signs in again for tokens of that account.
 * The provider's session answers without asking for the password; the user lands on the dashboard,
 * or on `returnTo` (a new company's profile).
 */
export async function switchAccount(accountId: string, returnTo?: string): Promise<never> {
  return (await oidcClient()).switchAccount(accountId, returnTo);
}

/**
 * Forgets the session in this tab (stored tokens, user atoms, cached responses, toasts), then ends
 * the provider's session and returns to /logout-successful.
 */
export async function signOut(): Promise<void> {
  return (await oidcClient()).signOut();
}
