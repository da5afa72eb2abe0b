import type { AnyEndpoint } from '@eventsuite/api-contract';
import { createStore } from 'jotai';
import type { INavigator } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '../testing/personas';
import { memoryStorage } from '../testing/memory-storage';

interface FakeUser {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in?: number;
  expires_at?: number;
  profile: { sub: string };
  state?: unknown;
}

// A stand-in for oidc-client-ts's UserManager: stored user, refresh, redirects.
const oidc = vi.hoisted(() => ({
  settings: undefined as unknown,
  /** The navigator the session hands to the UserManager, and the authorization URL it is given. */
  navigator: undefined as unknown as INavigator,
  authorizeUrl: '',
  user: null as FakeUser | null,
  loaded: [] as Array<(user: FakeUser) => void>,
  signinSilent: vi.fn<() => Promise<FakeUser | null>>(),
  signinRedirect: vi.fn<(args: { state: unknown }) => Promise<void>>(),
  signinRedirectCallback: vi.fn<(url?: string) => Promise<FakeUser>>(),
  signoutRedirect: vi.fn<(args: { id_token_hint?: string }) => Promise<void>>(),
  revokeTokens: vi.fn<() => Promise<void>>(),
  removeUser: vi.fn<() => Promise<void>>(),
  callEndpoint: vi.fn<(endpoint: AnyEndpoint, options?: unknown) => Promise<unknown>>(),
  clearCache: vi.fn<() => Promise<void>>(),
}));

vi.mock('oidc-client-ts', () => ({
  UserManager: class {
    events = {
      addUserLoaded: (listener: (user: FakeUser) => void) => oidc.loaded.push(listener),
      addUserUnloaded: () => {},
    };
    constructor(settings: unknown, navigator: INavigator) {
      oidc.settings = settings;
      oidc.navigator = navigator;
    }
    getUser = async () => oidc.user;
    signinSilent = oidc.signinSilent;
    // As oidc-client-ts does: the request is prepared, then the navigator is given its URL.
    signinRedirect = async (args: { state: unknown }) => {
      await oidc.signinRedirect(args);
      await (await oidc.navigator.prepare({})).navigate({ url: oidc.authorizeUrl });
    };
    signinRedirectCallback = oidc.signinRedirectCallback;
    signoutRedirect = oidc.signoutRedirect;
    revokeTokens = oidc.revokeTokens;
    removeUser = async () => {
      storeUser(null);
      await oidc.removeUser();
    };
  },
}));
vi.mock('../api/client', () => ({ callEndpoint: oidc.callEndpoint }));
vi.mock('swr', () => ({ mutate: oidc.clearCache }));

let sessionStorage = memoryStorage();
const storedUserKeyOfTests = 'oidc.user:https://id.example/oidc:portal';

/**
 * The user the library holds, and keeps in the tab's session storage as it does (expiry as a moment),
 * where the session reads a fresh token without loading the library.
 */
function storeUser(user: FakeUser | null) {
  oidc.user = user;
  if (!user) return sessionStorage.removeItem(storedUserKeyOfTests);
  const { expires_in: expiresIn, ...rest } = user;
  const expiresAt = expiresIn === undefined ? undefined : Math.floor(Date.now() / 1000) + expiresIn;
  sessionStorage.setItem(storedUserKeyOfTests, JSON.stringify({ ...rest, expires_at: expiresAt }));
}

const stored = (overrides: Partial<FakeUser> = {}): FakeUser => ({
  access_token: 'old',
  refresh_token: 'refresh',
  id_token: 'id-token',
  expires_in: 300,
  profile: { sub: 'u-member' },
  ...overrides,
});

/** Settles within a few ticks, or reports that it is still pending. */
const settled = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('pending'), 20))]);

/**
 * The session module keeps its refresh and sign-in state at module level, so each test imports a
 * fresh module graph, and reads atoms from that same graph.
 */
async function freshSession() {
  vi.resetModules();
  const store = createStore();
  const config = {
    apiBaseUrl: '',
    productName: 'Eventsuite',
    signUp: false,
    accessibilityContact: null,
    supportedLanguages: ['en', 'de'],
    oidc: { authority: 'https://id.example/oidc', clientId: 'portal' },
  };
  (await import('./session-setup')).setSessionContext({ config, store });
  return {
    store,
    session: await import('./oidc-session'),
    atoms: await import('./atoms'),
    localeAtom: (await import('../i18n/locale-atom')).localeAtom,
  };
}

/** Answers the identity calls by path, as the API would for `userInfo`. */
function answerIdentity(userInfo = member.userInfo) {
  const answers: Record<string, unknown> = {
    '/id/permissions': { data: member.permissions },
    '/id/userinfo': { data: userInfo },
    '/id/accountinfo': { data: member.accountInfo },
  };
  oidc.callEndpoint.mockImplementation(async (endpoint) => answers[endpoint.path]);
}

describe('session on oidc-client-ts', () => {
  beforeEach(() => {
    sessionStorage = memoryStorage();
    oidc.settings = undefined;
    vi.stubGlobal('window', {
      sessionStorage,
      location: {
        origin: 'https://portal.example',
        href: 'https://portal.example/company/locations?page=2',
        pathname: '/company/locations',
        search: '?page=2',
        hash: '',
        assign: vi.fn(),
      },
    });
    oidc.authorizeUrl = 'https://id.example/oidc/auth?client_id=portal';
    vi.stubGlobal('document', { cookie: '' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeUser(stored());
    oidc.loaded.length = 0;
    oidc.signinRedirect.mockResolvedValue(undefined);
    oidc.revokeTokens.mockResolvedValue(undefined);
    oidc.signoutRedirect.mockResolvedValue(undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.resetAllMocks();
  });

  it('configures the client of ADR 0005: code flow, the portal callbacks, refresh on demand', async () => {
    oidc.signinSilent.mockResolvedValue(stored({ access_token: 'new' }));
    const { session } = await freshSession();
    await session.renewedAccessToken();
    expect(oidc.settings).toMatchObject({
      authority: 'https://id.example/oidc',
      client_id: 'portal',
      redirect_uri: 'https://portal.example/login',
      post_logout_redirect_uri: 'https://portal.example/logout-successful',
      response_type: 'code',
      scope: 'openid profile offline_access offline',
      automaticSilentRenew: false,
    });
  });

  it('uses the stored access token while it is fresh, without loading oidc-client-ts', async () => {
    const { session } = await freshSession();
    await expect(session.accessToken()).resolves.toBe('old');
    expect(oidc.signinSilent).not.toHaveBeenCalled();
    expect(oidc.settings, 'no UserManager was made').toBeUndefined();
  });

  it('restores a stored session without loading oidc-client-ts', async () => {
    answerIdentity();
    const { session, store, atoms } = await freshSession();
    await expect(session.ensureSession()).resolves.toBe(true);
    expect(store.get(atoms.sessionTokensAtom)?.subject).toBe('u-member');
    expect(oidc.settings, 'no UserManager was made').toBeUndefined();
  });

  it('takes a stored user it cannot read for none', async () => {
    sessionStorage.setItem(storedUserKeyOfTests, '{"access_token":');
    const { session } = await freshSession();
    await expect(session.ensureSession()).resolves.toBe(false);
    expect(oidc.callEndpoint).not.toHaveBeenCalled();
  });

  it('refreshes a token about to expire, once for concurrent requests', async () => {
    storeUser(stored({ expires_in: 10 }));
    oidc.signinSilent.mockResolvedValue(stored({ access_token: 'new' }));
    const { session } = await freshSession();
    await expect(Promise.all([session.accessToken(), session.accessToken(), session.accessToken()])).resolves.toEqual([
      'new',
      'new',
      'new',
    ]);
    expect(oidc.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('sends the user to sign in when the refresh fails, keeping the current address', async () => {
    storeUser(stored({ expires_in: 0 }));
    oidc.signinSilent.mockRejectedValue(new Error('invalid_grant'));
    const { session } = await freshSession();
    await expect(settled(session.accessToken())).resolves.toBe('pending');
    expect(oidc.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/company/locations?page=2' } });
  });

  it('sends the user to sign in when no token is stored', async () => {
    storeUser(null);
    const { session } = await freshSession();
    await expect(settled(session.accessToken())).resolves.toBe('pending');
    expect(oidc.signinRedirect).toHaveBeenCalledTimes(1);
    expect(window.location.assign).toHaveBeenCalledWith('https://id.example/oidc/auth?client_id=portal');
  });

  it('answers the app path a sign-in lands on with the embedded provider, without leaving the page', async () => {
    oidc.authorizeUrl = 'https://portal.example/oidc/auth?client_id=portal';
    const fetch = vi.fn(async () => ({ ok: true, url: 'https://portal.example/sign-in/uid-1', body: null }));
    vi.stubGlobal('fetch', fetch);
    const { session } = await freshSession();
    await expect(session.signInPath('/settings')).resolves.toBe('/sign-in/uid-1');
    expect(oidc.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/settings' } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(window.location.assign).not.toHaveBeenCalled();
  });

  it('starts one sign-in while the page is being left', async () => {
    storeUser(null);
    const { session } = await freshSession();
    await expect(settled(session.accessToken())).resolves.toBe('pending');
    await expect(settled(session.accessToken())).resolves.toBe('pending');
    expect(oidc.signinRedirect).toHaveBeenCalledTimes(1);
    expect(window.location.assign).toHaveBeenCalledTimes(1);
  });

  it('leaves the page when a sign-in lands elsewhere', async () => {
    const { session } = await freshSession();
    await expect(settled(session.signInPath('/settings'))).resolves.toBe('pending');
    expect(window.location.assign).toHaveBeenCalledWith('https://id.example/oidc/auth?client_id=portal');
  });

  it('renews after a 401 even if the stored token looks fresh', async () => {
    oidc.signinSilent.mockResolvedValue(stored({ access_token: 'new' }));
    const { session } = await freshSession();
    await expect(session.renewedAccessToken()).resolves.toBe('new');
  });

  it('restores the session: identity calls in parallel, permissions without prefix, the user language', async () => {
    const { store, session, atoms, localeAtom } = await freshSession();
    answerIdentity({ ...member.userInfo, locale: 'de_CH' });
    await expect(session.ensureSession()).resolves.toBe(true);
    expect(oidc.callEndpoint.mock.calls.map(([endpoint]) => endpoint.path).sort()).toEqual([
      '/id/accountinfo',
      '/id/permissions',
      '/id/userinfo',
    ]);
    expect(store.get(atoms.signedInAtom)).toBe(true);
    expect(store.get(atoms.sessionTokensAtom)?.subject).toBe('u-member');
    expect([...store.get(atoms.permissionsAtom)]).toEqual([
      'can_view_company_profile',
      'can_view_team_members',
      'can_view_locations',
    ]);
    expect(store.get(localeAtom)).toBe('de_DE');
    // Signed in already: nothing is asked again.
    await session.ensureSession();
    expect(oidc.callEndpoint).toHaveBeenCalledTimes(3);
  });

  it('speaks French to a French user, and English for other languages', async () => {
    const french = await freshSession();
    answerIdentity({ ...member.userInfo, locale: 'fr_CH' });
    await french.session.ensureSession();
    expect(french.store.get(french.localeAtom)).toBe('fr_FR');

    const italian = await freshSession();
    answerIdentity({ ...member.userInfo, locale: 'it_IT' });
    await italian.session.ensureSession();
    expect(italian.store.get(italian.localeAtom)).toBe('en_GB');
  });

  it('is not signed in without a stored user, and asks the API nothing', async () => {
    storeUser(null);
    const { store, session, atoms } = await freshSession();
    await expect(session.ensureSession()).resolves.toBe(false);
    expect(store.get(atoms.userInfoAtom)).toBeNull();
    expect(oidc.callEndpoint).not.toHaveBeenCalled();
  });

  it('returns to the path kept in the sign-in state, never to another site', async () => {
    const { session } = await freshSession();
    oidc.signinRedirectCallback.mockResolvedValueOnce(stored({ state: { returnTo: '/company/locations?page=2' } }));
    await expect(session.completeSignIn('https://portal.example/login?code=c&state=s')).resolves.toBe(
      '/company/locations?page=2',
    );
    expect(oidc.signinRedirectCallback).toHaveBeenCalledWith('https://portal.example/login?code=c&state=s');
    oidc.signinRedirectCallback.mockResolvedValueOnce(stored({ state: { returnTo: '//evil.example' } }));
    await expect(session.completeSignIn()).resolves.toBe('/');
  });

  it('switches the account on the server, then signs in again for the dashboard', async () => {
    const { session } = await freshSession();
    oidc.callEndpoint.mockResolvedValue({ data: { company: 'c-stagecrew' } });
    await expect(settled(session.switchAccount('c-stagecrew'))).resolves.toBe('pending');
    expect(oidc.callEndpoint).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'PUT', path: '/id/current-company' }),
      {
        body: { company: 'c-stagecrew' },
      },
    );
    expect(oidc.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/' } });
  });

  it('keeps the account when the switch is refused, and does not sign in again', async () => {
    const { session } = await freshSession();
    oidc.callEndpoint.mockRejectedValue(new Error('500'));
    await expect(session.switchAccount('c-stagecrew')).rejects.toThrow('500');
    expect(oidc.signinRedirect).not.toHaveBeenCalled();
  });

  it('logs out: forgets the stored user first, then ends the provider session with the ID token', async () => {
    const { session } = await freshSession();
    const order: string[] = [];
    oidc.removeUser.mockImplementation(async () => void order.push('removeUser'));
    oidc.clearCache.mockImplementation(async () => void order.push('clearCache'));
    oidc.signoutRedirect.mockImplementation(async () => void order.push('signoutRedirect'));
    await Promise.all([session.signOut(), session.signOut()]);
    expect(order).toEqual(['removeUser', 'clearCache', 'signoutRedirect']);
    expect(oidc.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token' });
  });
});
