import type { SignInState } from '../session/return-path';

/*
 * A visitor's authorization request, prepared by the boot step without oidc-client-ts (18 kB gzip) so
 * that a visitor never loads the session code. The callback at /login still completes it with
 * oidc-client-ts (`signinRedirectCallback`), so the request and its stored state are exactly what the
 * library's own `signinRedirect` writes (oidc-client-ts 3.5: SigninRequest, SigninState, and the
 * default state store, localStorage under "oidc." + state id). authorization-request.test.ts completes
 * a request prepared here with the real library.
 */

export interface AuthorizationSettings {
  /** The provider's issuer URL (config.json's `oidc.authority`). */
  authority: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  /** From the provider's discovery document. */
  authorizationEndpoint: string;
}

/** The prefix oidc-client-ts's default state store puts before a state's id. */
const stateKeyPrefix = 'oidc.';

/** 32 random hex digits, as the library's ids (a v4 UUID without dashes). */
const randomHex = () => crypto.randomUUID().replaceAll('-', '');

const base64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** PKCE (RFC 7636): the S256 challenge of a verifier. */
export async function codeChallengeOf(verifier: string): Promise<string> {
  return base64Url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
}

/**
 * Stores the state of a new authorization request (PKCE verifier, where to return) where oidc-client-ts
 * looks for it at the callback, and answers the request's URL.
 */
export async function prepareAuthorizationRequest(
  settings: AuthorizationSettings,
  returnTo: string,
  stateStore: Storage = window.localStorage,
): Promise<string> {
  const id = randomHex();
  // 96 characters, as the library's verifiers (RFC 7636 allows 43 to 128).
  const codeVerifier = randomHex() + randomHex() + randomHex();
  const data: SignInState = { returnTo };
  // The fields and order of SigninState.toStorageString; the library leaves the unset ones out too.
  stateStore.setItem(
    stateKeyPrefix + id,
    JSON.stringify({
      id,
      data,
      created: Math.floor(Date.now() / 1000),
      // oidc-client-ts's request type of signinRedirect.
      request_type: 'si:r',
      code_verifier: codeVerifier,
      authority: settings.authority,
      client_id: settings.clientId,
      redirect_uri: settings.redirectUri,
      scope: settings.scope,
      // The library's default: no extra parameters for the token request.
      extraTokenParams: {},
    }),
  );
  const url = new URL(settings.authorizationEndpoint);
  url.searchParams.append('client_id', settings.clientId);
  url.searchParams.append('redirect_uri', settings.redirectUri);
  url.searchParams.append('response_type', 'code');
  url.searchParams.append('scope', settings.scope);
  url.searchParams.append('state', id);
  url.searchParams.append('code_challenge', await codeChallengeOf(codeVerifier));
  url.searchParams.append('code_challenge_method', 'S256');
  return url.href;
}
