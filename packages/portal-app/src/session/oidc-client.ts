import { clearToasts } from '@eventsuite/design-system';
import { identityEndpoints } from '@eventsuite/api-contract';
import { UserManager, type User } from 'oidc-client-ts';
import { matchPath } from 'react-router';
import { mutate } from 'swr';
import { callEndpoint } from '../api/client';
import { pathTo } from '../route-table/path-to';
import { routeByName } from '../route-table/route-table';
import { clearSessionAtom, sessionTokensAtom, type SessionTokens } from './atoms';
import { clientScope, redirectUri } from './client-settings';
import { LandingNavigator } from './provider-landing';
import { returnPathOf, type SignInState } from './return-path';
import { expiryMarginSeconds } from './stored-user';
import { sessionContext } from './session-setup';

/*
 * The session's part on oidc-client-ts: authorization code with PKCE, tokens in the tab's session
 * storage (each tab holds its own grant, so two tabs never race to rotate one refresh token), a
 * refresh before a request instead of timers. A chunk of its own that oidc-session.ts loads when a
 * sign-in, a refresh or a sign-out needs it: a tab whose stored token is fresh starts without it.
 */

/** Where the embedded provider may send the browser back into the app: its sign-in screen and the callback. */
const appLandings = [routeByName('sign-in').path, routeByName('login').path];
const isAppLanding = (pathname: string) => appLandings.some((pattern) => matchPath(pattern, pathname) !== null);

const navigator = new LandingNavigator(isAppLanding);
let manager: UserManager | undefined;

function userManager(): UserManager {
  if (manager) return manager;
  const { config, store } = sessionContext();
  manager = new UserManager(
    {
      authority: config.oidc.authority,
      client_id: config.oidc.clientId,
      redirect_uri: redirectUri(),
      post_logout_redirect_uri: `${window.location.origin}${pathTo('logout-successful')}`,
      response_type: 'code',
      scope: clientScope,
      // Tokens are refreshed on demand, before a request needs one.
      automaticSilentRenew: false,
    },
    navigator,
  );
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

let pendingAuthorization: Promise<string> | undefined;

/**
 * Starts the provider's sign-in, remembering where to come back to, and answers where it lands: an app
 * path or another address (provider-landing.ts). One request at a time.
 */
function authorize(returnTo: string, loginHint?: string): Promise<string> {
  pendingAuthorization ??= navigator
    .land(() =>
      userManager().signinRedirect({
        state: { returnTo } satisfies SignInState,
        // For someone who is to sign in with this address (an invitation's): the form shows it, and the
        // provider asks even while it still knows another person in this browser.
        ...(loginHint ? { login_hint: loginHint, prompt: 'login' } : {}),
      }),
    )
    .finally(() => {
      pendingAuthorization = undefined;
    });
  return pendingAuthorization;
}

let leaving: Promise<never> | undefined;

/** Leaves the page for `address`, once; the returned promise never settles. */
function leaveFor(address: string): Promise<never> {
  if (!leaving) {
    window.location.assign(address);
    leaving = new Promise<never>(() => {});
  }
  return leaving;
}

/**
 * Sends the browser to the provider's sign-in and remembers where to come back to. The returned
 * promise never settles: the page is being left. Once it is, later calls start no other sign-in.
 */
export async function signIn(returnTo = currentPath(), loginHint?: string): Promise<never> {
  return leaving ?? leaveFor(await authorize(returnTo, loginHint));
}

/**
 * Sign-in for a navigation of the app's router: answers the app path to continue on (the sign-in
 * screen, or the callback when the provider still knows the user), or leaves the page as `signIn`.
 */
export async function signInPath(returnTo: string, loginHint?: string): Promise<string> {
  const landing = await authorize(returnTo, loginHint);
  return landing.startsWith('/') && !landing.startsWith('//') ? landing : leaveFor(landing);
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

/**
 * The access token for a request when the stored one cannot be used as it is (oidc-session.ts reads a
 * fresh one without this module): refreshed, or a sign-in when no user is stored.
 */
export async function refreshedAccessToken(): Promise<string> {
  const user = await userManager().getUser();
  if (!user) return signIn();
  return (isFresh(user) ? user : await refreshOrSignIn()).access_token;
}

/** A new access token after the API refused the current one (401). */
export async function renewedAccessToken(): Promise<string> {
  return (await refreshOrSignIn()).access_token;
}

/**
 * Finishes the sign-in at /login (`url`, the callback address with the code, when the router has not
 * shown it yet) and answers the path to continue on.
 */
export async function completeSignIn(url?: string): Promise<string> {
  const user = await userManager().signinRedirectCallback(url);
  return returnPathOf(user.state);
}

/**
 * Makes another of the user's accounts current, then signs in again for tokens of that account.
 * The provider's session answers without asking for the password; the user lands on the dashboard,
 * or on `returnTo` (a new company's profile).
 */
export async function switchAccount(accountId: string, returnTo = pathTo('index')): Promise<never> {
  await callEndpoint(identityEndpoints.setCurrentCompany, { body: { company: accountId } });
  return signIn(returnTo);
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
      window.location.assign(pathTo('logout-successful'));
    }
  })();
  return pendingSignOut;
}
