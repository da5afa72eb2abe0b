import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestTokens, tamper, testAudience, testIssuer, type TestTokens } from './test-tokens';
import {
  AccessTokenKeysUnavailableError,
  embeddedAccessTokenVerifier,
  createAccessTokenVerifier,
  discoverAccessTokenVerifier,
  InvalidAccessTokenError,
} from './access-token';

describe('access token verifier', () => {
  let tokens: TestTokens;
  beforeAll(async () => {
    tokens = await createTestTokens();
  });

  it('returns the subject of a valid token', async () => {
    expect(await tokens.verifier.verify(await tokens.sign('user-1'))).toEqual({ kind: 'user-id', subject: 'user-1' });
  });

  it.each([
    ['expired', { expiresIn: -60 }],
    ['from another issuer', { issuer: 'https://evil.example.com/oidc' }],
    ['for another audience', { audience: 'https://portal.example.com/other-api' }],
    ['signed with another key', { forged: true }],
  ])('refuses a token %s', async (_, options) => {
    const token = await tokens.sign('user-1', options);
    await expect(tokens.verifier.verify(token)).rejects.toBeInstanceOf(InvalidAccessTokenError);
  });

  it('refuses tampered, malformed and unsigned tokens', async () => {
    const valid = await tokens.sign('user-1');
    const refused = [
      tamper(valid, { sub: 'someone-else' }),
      tamper(valid, { exp: Math.floor(Date.now() / 1000) + 86_400 * 365 }),
      'not-a-token',
      valid.split('.').slice(0, 2).join('.') + '.',
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${valid.split('.')[1]}.`,
    ];
    for (const token of refused) {
      await expect(tokens.verifier.verify(token), token).rejects.toBeInstanceOf(InvalidAccessTokenError);
    }
  });

  it("checks a token's signature once, and its expiry on every use", async () => {
    const localKeys = createLocalJWKSet(tokens.jwks);
    let keyLookups = 0;
    const verifier = createAccessTokenVerifier({
      issuer: testIssuer,
      audience: testAudience,
      keys: (header, token) => {
        keyLookups += 1;
        return localKeys(header, token);
      },
    });
    const token = await tokens.sign('user-1', { expiresIn: 60 });
    const other = await tokens.sign('user-2', { expiresIn: 60 });
    for (let use = 0; use < 3; use += 1) {
      expect(await verifier.verify(token)).toEqual({ kind: 'user-id', subject: 'user-1' });
    }
    expect(keyLookups).toBe(1);
    // A token that differs in one byte is another token: checked in full, and refused.
    await expect(verifier.verify(tamper(token, { sub: 'user-2' }))).rejects.toBeInstanceOf(InvalidAccessTokenError);
    expect(await verifier.verify(other)).toEqual({ kind: 'user-id', subject: 'user-2' });
    expect(keyLookups).toBe(3);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 70_000); // past exp and the 5 s tolerance
      await expect(verifier.verify(token)).rejects.toBeInstanceOf(InvalidAccessTokenError);
      await expect(verifier.verify(other)).rejects.toBeInstanceOf(InvalidAccessTokenError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a token signed with a shared secret, even one its header calls valid', async () => {
    const secret = new TextEncoder().encode('a shared secret that anybody with it could use');
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: 'test-signing-key' })
      .setSubject('user-1')
      .setIssuer(testIssuer)
      .setAudience(testAudience)
      .setExpirationTime('5m')
      .sign(secret);
    await expect(tokens.verifier.verify(token)).rejects.toBeInstanceOf(InvalidAccessTokenError);
  });

  it('refuses a token without subject or expiry', async () => {
    for (const without of [['sub'], ['exp']] as const) {
      const token = await tokens.sign('user-1', { without });
      await expect(tokens.verifier.verify(token), without[0]).rejects.toBeInstanceOf(InvalidAccessTokenError);
    }
  });

  it('tells unavailable keys apart from bad tokens', async () => {
    const verifier = createAccessTokenVerifier({
      issuer: testIssuer,
      audience: testAudience,
      keys: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(verifier.verify(await tokens.sign('user-1'))).rejects.toBeInstanceOf(AccessTokenKeysUnavailableError);
  });

  it("verifies the embedded provider's tokens against its keys only", async () => {
    const config = {
      oidc: { authority: testIssuer, clientId: 'portal', audience: testAudience, embedded: true },
    };
    const verifier = embeddedAccessTokenVerifier(config, createLocalJWKSet(tokens.jwks));
    expect(await verifier.verify(await tokens.sign('user-1'))).toEqual({ kind: 'user-id', subject: 'user-1' });
    const withoutKeys = embeddedAccessTokenVerifier(config, createLocalJWKSet({ keys: [] }));
    await expect(withoutKeys.verify(await tokens.sign('user-1'))).rejects.toBeInstanceOf(InvalidAccessTokenError);
  });
});

describe('external provider', () => {
  let server: Server;
  let authority: string;
  let tokens: TestTokens;
  let statedIssuer: (authority: string) => string = (value) => value;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const send = (body: unknown) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.url === '/realms/crew/.well-known/openid-configuration') {
        return send({ issuer: statedIssuer(authority), jwks_uri: `${authority}/keys` });
      }
      if (request.url === '/realms/crew/keys') return send(tokens.jwks);
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    authority = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/crew`;
    tokens = await createTestTokens({ issuer: `${authority}/`, audience: 'portal-api' });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('finds the keys through discovery and reads the subject as an external one', async () => {
    statedIssuer = (value) => `${value}/`;
    const verifier = await discoverAccessTokenVerifier({ authority, audience: 'portal-api' });
    const token = await tokens.sign('f:crew:42');
    expect(await verifier.verify(token)).toEqual({ kind: 'external-subject', subject: 'f:crew:42' });
    await expect(verifier.verify(await tokens.sign('f:crew:42', { forged: true }))).rejects.toBeInstanceOf(
      InvalidAccessTokenError,
    );
  });

  it('refuses a discovery document for another issuer', async () => {
    statedIssuer = () => 'https://evil.example.com';
    await expect(discoverAccessTokenVerifier({ authority, audience: 'portal-api' })).rejects.toThrow(
      /names the issuer https:\/\/evil\.example\.com/,
    );
  });

  it('fails when the provider does not answer', async () => {
    await expect(
      discoverAccessTokenVerifier({ authority: `${authority}/missing`, audience: 'portal-api' }),
    ).rejects.toThrow(/answered 404/);
  });
});
