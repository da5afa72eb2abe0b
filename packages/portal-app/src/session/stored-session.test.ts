import { createStore } from 'jotai';
import { User, UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasStoredSession } from './session-context';
import { isFresh, storedUser } from './stored-user';
import { setSessionContext } from './session-setup';
import { memoryStorage } from '../testing/memory-storage';

describe('the stored session, read without the session code', () => {
  const config = {
    apiBaseUrl: '',
    productName: 'Eventsuite',
    signUp: false,
    accessibilityContact: null,
    supportedLanguages: ['en', 'de'],
    oidc: { authority: 'https://portal.example/oidc', clientId: 'eventsuite-portal' },
  };

  beforeEach(() => {
    const sessionStorage = memoryStorage();
    vi.stubGlobal('sessionStorage', sessionStorage);
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('window', { sessionStorage, location: { origin: 'https://portal.example' } });
    setSessionContext({ config, store: createStore() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is found where oidc-client-ts stores the user, and gone once it removes it', async () => {
    // The session's own settings (oidc-session.ts): the default user store, the tab's session storage.
    const manager = new UserManager({
      authority: config.oidc.authority,
      client_id: config.oidc.clientId,
      redirect_uri: 'https://portal.example/login',
    });
    expect(hasStoredSession()).toBe(false);
    await manager.storeUser(
      new User({ access_token: 'a', token_type: 'Bearer', profile: { sub: 'u', iss: 'i', aud: 'a', exp: 0, iat: 0 } }),
    );
    expect(hasStoredSession()).toBe(true);
    await manager.removeUser();
    expect(hasStoredSession()).toBe(false);
  });

  it('is read as oidc-client-ts stores it: access token, subject and expiry', async () => {
    const manager = new UserManager({
      authority: config.oidc.authority,
      client_id: config.oidc.clientId,
      redirect_uri: 'https://portal.example/login',
    });
    const now = Math.floor(Date.now() / 1000);
    await manager.storeUser(
      new User({
        access_token: 'the-token',
        token_type: 'Bearer',
        expires_at: now + 600,
        profile: { sub: 'u-42', iss: 'i', aud: 'a', exp: 0, iat: 0 },
      }),
    );
    const user = storedUser(config.oidc.authority, config.oidc.clientId);
    expect(user).toEqual({ accessToken: 'the-token', subject: 'u-42', expiresAt: now + 600 });
    // Fresh until the last 30 seconds before its expiry, as the library's own check in oidc-client.ts.
    expect(isFresh(user!, (now + 569) * 1000)).toBe(true);
    expect(isFresh(user!, (now + 571) * 1000)).toBe(false);
    await manager.removeUser();
    expect(hasStoredSession()).toBe(false);
  });
});
