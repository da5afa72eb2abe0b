import { identityEndpoints } from '@eventsuite/api-contract';
import { clearToasts } from '@eventsuite/design-system';
import { UserManager, type User } from 'oidc-client-ts';
import { mutate } from 'swr';
import { callEndpoint } from '../api/client';
import { defaultLocale, toSupportedLocale } from '../i18n/locale';
import { localeAtom } from '../i18n/locale-atom';
import {
  accountInfoAtom,
  clearSessionAtom,
  permissionsAtom,
  portalPermissionsOf,
  sessionTokensAtom,
  signedInAtom,
  userInfoAtom,
  type SessionTokens,
} from './atoms';
import { returnPathOf, type SignInState } from './return-path';
import { sessionContext } from './session-context';

/*
 * The signed-in session on oidc-client-ts: authorization code with PKCE, tokens in the tab's session
 * storage (each tab holds its own grant, so two tabs never race to rotate one refresh token), a
 * refresh before each request instead of timers.
 */

/** A token this close to its expiry is refreshed before use, so it cannot expire in flight. */
const expiryMarginSeconds = 30;

let manager: UserManager | undefined;

function userManager(): UserManager {
  if (manager) return manager;
  const { config, store } = sessionContext();
  manager = new UserManager({
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    redirect_uri: `${window.location.origin}/login`,
    post_logout_redirect_uri: `${window.location.origin}/logout-successful`,
    response_type: 'code',
    scope: 'openid profile offline_access offline',
    // Tokens are refreshed on demand, before a request needs one.
    automaticSilentRenew: false,
  });
  manager.events.addUserLoaded((user) => store.set(sessionTokensAtom, tokensOf(user)));
  manager.events.addUserUnloaded(() => store.set(clearSessionAtom));
  return manager;
}

function tokensOf(user: User): SessionTokens {
  return { subject: user.profile.sub, expiresAt: user.expires_at };
}

function isFresh(user: User): boolean {
  return user.expires_in === undefined || user.expires_in > expiryMarginSeconds;
}

let pendingSignIn: Promise<never> | undefined;

/**
 * Sends the browser to the provider's sign-in and remembers where to come back to. The returned
 * promise never settles: the page is being left.
 */
export function signIn(returnTo = currentPath()): Promise<never> {
  pendingSignIn ??= userManager()
    .signinRedirect({ state: { returnTo } satisfies SignInState })
    .then(
      () => new Promise<never>(() => {}),
      (error: unknown) => {
        pendingSignIn = undefined;
        throw error;
      },
    );
  return pendingSignIn;
}

function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

let pendingRefresh: Promise<User> | undefined;

/**
 * One refresh at a time: the provider rotates refresh tokens, and a second request with the used one
 * would be taken as token theft and end the grant.
 */
function refresh(): Promise<User> {
  pendingRefresh ??= userManager()
    .signinSilent()
    .then((user) => {
      if (!user) throw new Error('The refresh returned no user');
      return user;
    })
    .finally(() => {
      pendingRefresh = undefined;
    });
  return pendingRefresh;
}

async function refreshOrSignIn(): Promise<User> {
  try {
    return await refresh();
  } catch (error) {
    // An expired or revoked refresh token: the provider's session (if any) signs the user in again.
    console.error('Token refresh failed', error);
    return signIn();
  }
}

/** The access token for a request: the stored one while fresh, otherwise a refreshed one. */
export async function accessToken(): Promise<string> {
  const user = await userManager().getUser();
  if (!user) return signIn();
  return (isFresh(user) ? user : await refreshOrSignIn()).access_token;
}

/** A new access token after the API refused the current one (401). */
export async function renewedAccessToken(): Promise<string> {
  return (await refreshOrSignIn()).access_token;
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
    const user = await userManager().getUser();
    if (!user) return false;
    store.set(sessionTokensAtom, tokensOf(user));
    await loadIdentity();
    return true;
  })().finally(() => {
    pendingSession = undefined;
  });
  return pendingSession;
}

/** Finishes the sign-in at /login and answers the path to continue on. */
export async function completeSignIn(): Promise<string> {
  const user = await userManager().signinRedirectCallback();
  return returnPathOf(user.state);
}

/**
 * Makes another of the user's accounts current, then signs in again for tokens of that account.
 * The provider's session answers without asking for the password; the user lands on the dashboard.
 */
export async function switchAccount(accountId: string): Promise<never> {
  await callEndpoint(identityEndpoints.setCurrentCompany, { body: { company: accountId } });
  return signIn('/');
}

let pendingSignOut: Promise<void> | undefined;

/**
 * Forgets the session in this tab (stored tokens, user atoms, cached responses, toasts), then ends
 * the provider's session and returns to /logout-successful.
 */
export function signOut(): Promise<void> {
  pendingSignOut ??= (async () => {
    const userManagerInstance = userManager();
    const user = await userManagerInstance.getUser();
    // Best effort: a provider without a revocation endpoint still ends its session below.
    await userManagerInstance.revokeTokens(['refresh_token']).catch(() => undefined);
    await userManagerInstance.removeUser();
    await mutate(() => true, undefined, { revalidate: false });
    clearToasts();
    try {
      await userManagerInstance.signoutRedirect({ id_token_hint: user?.id_token });
    } catch (error) {
      // The provider is unreachable: the tab is signed out all the same.
      console.error('Provider logout failed', error);
      window.location.assign('/logout-successful');
    }
  })();
  return pendingSignOut;
}
