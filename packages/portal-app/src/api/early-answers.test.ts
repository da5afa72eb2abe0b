import { identityEndpoints } from '@eventsuite/api-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint, setAccessTokenSource } from './client';
import { earlyAnswersGlobal, earlyIdentityPaths, earlyStartPagePaths, takeEarlyConfig } from './early-answers';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

const permissions = { data: ['eventsuite.can_view_locations'] };

/** What the stored-session hint leaves behind: the answers it asked for with `token`, `at` a moment. */
function leaveEarlyAnswers(token: string, at = Date.now()) {
  const config = json({
    apiBaseUrl: '',
    productName: 'Eventsuite',
    signUp: false,
    accessibilityContact: null,
    supportedLanguages: ['en', 'de'],
    oidc: { authority: 'a', clientId: 'c' },
  });
  (window as unknown as Record<string, unknown>)[earlyAnswersGlobal] = {
    at,
    token,
    config: Promise.resolve(config),
    answers: Promise.resolve({ '/id/permissions': Promise.resolve(json({ data: ['eventsuite.can_view_team'] })) }),
  };
}

describe('answers asked for before the app started', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    // The app's window, where the hint leaves its answers (the unit tests run without a DOM).
    vi.stubGlobal('window', {});
    fetchMock.mockImplementation(() => Promise.resolve(json(permissions)));
    setAccessTokenSource(() => Promise.resolve('token-1'));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('are the identity the session loads first', () => {
    expect([...earlyIdentityPaths].sort()).toEqual(
      [identityEndpoints.getPermissions, identityEndpoints.getUserInfo, identityEndpoints.getAccountInfo]
        .map((endpoint) => endpoint.path)
        .sort(),
    );
  });

  it("and, for a tab opened at /, the dashboard's apps", () => {
    expect(earlyStartPagePaths).toEqual([identityEndpoints.listInstalledApps.path]);
  });

  it('are taken once, for a GET with the same token', async () => {
    leaveEarlyAnswers('token-1');
    expect((await callEndpoint(identityEndpoints.getPermissions)).data).toEqual(['eventsuite.can_view_team']);
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await callEndpoint(identityEndpoints.getPermissions)).data).toEqual(permissions.data);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('are not taken with another token, or once the app has long started', async () => {
    leaveEarlyAnswers('token-0');
    expect((await callEndpoint(identityEndpoints.getPermissions)).data).toEqual(permissions.data);
    leaveEarlyAnswers('token-1', Date.now() - 60_000);
    expect((await callEndpoint(identityEndpoints.getPermissions)).data).toEqual(permissions.data);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('give the runtime config once', async () => {
    leaveEarlyAnswers('token-1');
    expect(await takeEarlyConfig()).toBeInstanceOf(Response);
    expect(await takeEarlyConfig()).toBeUndefined();
  });
});
