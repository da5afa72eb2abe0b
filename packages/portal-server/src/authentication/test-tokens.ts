import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { createAccessTokenVerifier, type AccessTokenVerifier, type SubjectKind } from './access-token';

export const testIssuer = 'https://portal.example.com/oidc';
export const testAudience = 'https://portal.example.com/api';

export interface TokenOptions {
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative for a token that has expired. */
  expiresIn?: number;
  /** Sign with another key that claims the same key id (a forged token). */
  forged?: boolean;
  /** Leave these claims out. */
  without?: readonly ('sub' | 'exp')[];
}

export interface TestTokens {
  /** Checks tokens against the test key, as the server does against its provider's keys. */
  verifier: AccessTokenVerifier;
  /** The public key set, as a provider would publish it. */
  jwks: { keys: JWK[] };
  sign(subject: string, options?: TokenOptions): Promise<string>;
}

const keyId = 'test-signing-key';

/** A signing key for tests and a verifier over its public half: access tokens without a provider. */
export async function createTestTokens(
  options: { issuer?: string; audience?: string; subjectKind?: SubjectKind } = {},
): Promise<TestTokens> {
  const issuer = options.issuer ?? testIssuer;
  const audience = options.audience ?? testAudience;
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: keyId, alg: 'ES256', use: 'sig' };
  let forgeryKey: CryptoKey | undefined;
  return {
    jwks: { keys: [jwk] },
    verifier: createAccessTokenVerifier({
      issuer,
      audience,
      keys: createLocalJWKSet({ keys: [jwk] }),
      ...(options.subjectKind ? { subjectKind: options.subjectKind } : {}),
    }),
    async sign(subject, tokenOptions = {}) {
      const key = tokenOptions.forged ? (forgeryKey ??= (await generateKeyPair('ES256')).privateKey) : privateKey;
      const now = Math.floor(Date.now() / 1000);
      const jwt = new SignJWT({ scope: 'openid profile' })
        .setProtectedHeader({ alg: 'ES256', kid: keyId, typ: 'at+jwt' })
        .setIssuer(tokenOptions.issuer ?? issuer)
        .setAudience(tokenOptions.audience ?? audience)
        .setIssuedAt(now);
      if (!tokenOptions.without?.includes('sub')) jwt.setSubject(subject);
      if (!tokenOptions.without?.includes('exp')) jwt.setExpirationTime(now + (tokenOptions.expiresIn ?? 300));
      return jwt.sign(key);
    },
  };
}

/** Swaps the payload of a signed token for another one, leaving header and signature as they were. */
export function tamper(token: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const claims = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')), ...changes };
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}
