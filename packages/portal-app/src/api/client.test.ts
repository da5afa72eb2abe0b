import { endpoints } from '@eventsuite/api-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callEndpoint, setAccessTokenSource, setInterfaceLanguageSource } from './client';

const session = {
  accessToken: vi.fn<() => Promise<string>>(),
  renewedAccessToken: vi.fn<() => Promise<string>>(),
};
setAccessTokenSource((renew) => (renew ? session.renewedAccessToken() : session.accessToken()));

const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function headersOf(call: number): Record<string, string> {
  return fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>;
}

function authorizationOf(call: number): string | undefined {
  return headersOf(call).Authorization;
}

const permissions = { data: ['eventsuite.can_view_locations'] };

describe('callEndpoint', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    session.accessToken.mockResolvedValue('token-1');
    session.renewedAccessToken.mockResolvedValue('token-2');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    session.accessToken.mockReset();
    session.renewedAccessToken.mockReset();
  });

  it('sends the access token to endpoints that need a signed-in user', async () => {
    fetchMock.mockResolvedValueOnce(json(200, permissions));
    await expect(callEndpoint(endpoints.getPermissions)).resolves.toEqual(permissions);
    expect(authorizationOf(0)).toBe('Bearer token-1');
    expect(session.renewedAccessToken).not.toHaveBeenCalled();
  });

  it('sends no token to public endpoints and does not touch the session', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { uid: 'abc', login_hint: null } }));
    await callEndpoint(endpoints.getSignInInteraction, { params: { uid: 'abc' } });
    expect(authorizationOf(0)).toBeUndefined();
    expect(session.accessToken).not.toHaveBeenCalled();
  });

  it('after a 401 renews the token once and retries once', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Unauthenticated.' }));
    fetchMock.mockResolvedValueOnce(json(200, permissions));
    await expect(callEndpoint(endpoints.getPermissions)).resolves.toEqual(permissions);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(authorizationOf(1)).toBe('Bearer token-2');
  });

  it('gives up after the retry is refused as well', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Unauthenticated.' }));
    const failure = await callEndpoint(endpoints.getPermissions).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(session.renewedAccessToken).toHaveBeenCalledTimes(1);
  });

  it('does not retry a public endpoint refusing with 401 (a wrong password stays wrong)', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'invalid_credentials' }));
    const failure = await callEndpoint(endpoints.submitSignIn, {
      params: { uid: 'abc' },
      body: { email: 'jane@acme.example', password: 'wrong' },
    }).catch((error: unknown) => error);
    expect((failure as ApiError).status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('logs only failures the contract does not declare: a refused sign-in is an answer, a 500 a fault', async () => {
    const signIn = () =>
      callEndpoint(endpoints.submitSignIn, {
        params: { uid: 'abc' },
        body: { email: 'jane@acme.example', password: 'wrong' },
      }).catch(() => undefined);
    fetchMock.mockResolvedValueOnce(json(423, { message: 'locked' }));
    await signIn();
    expect(console.error).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(json(500, { message: 'Server Error' }));
    await signIn();
    expect(console.error).toHaveBeenCalledWith('Request failed: 500 POST /oidc/interaction/abc/login');
  });

  it('keeps the response headers of a refusal, e.g. Retry-After', async () => {
    fetchMock.mockResolvedValueOnce(json(429, { message: 'throttled' }, { 'Retry-After': '120' }));
    const failure = (await callEndpoint(endpoints.submitSignIn, {
      params: { uid: 'abc' },
      body: { email: 'jane@acme.example', password: 'x' },
    }).catch((error: unknown) => error)) as ApiError;
    expect(failure.headers.get('Retry-After')).toBe('120');
  });

  it('sends the interface language, so the server localizes its messages', async () => {
    setInterfaceLanguageSource(() => 'de');
    fetchMock.mockResolvedValueOnce(json(200, permissions));
    await callEndpoint(endpoints.getPermissions);
    expect(headersOf(0)['Accept-Language']).toBe('de');
  });

  it('sends a JSON body with its content type', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { changed: true } }));
    const body = { current_password: 'old-secret', password: 'new-secret', password_confirmation: 'new-secret' };
    await callEndpoint(endpoints.changePassword, { body });
    expect(headersOf(0)['Content-Type']).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify(body));
  });

  it('sends form data as multipart, leaving the content type (with its boundary) to the browser', async () => {
    fetchMock.mockResolvedValueOnce(json(422, { message: 'invalid', errors: { file: ['Too large'] } }));
    const formData = new FormData();
    formData.set('file', new Blob(['x'], { type: 'image/png' }), 'avatar.png');
    const failure = await callEndpoint(endpoints.uploadAvatar, { formData }).catch((error: unknown) => error);
    expect((failure as ApiError).status).toBe(422);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(formData);
    expect(headersOf(0)['Content-Type']).toBeUndefined();
  });
});
