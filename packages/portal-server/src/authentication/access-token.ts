import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../config';

/** Finds the public key for a token's header: a local key set or an issuer's JWKS. */
export type AccessTokenKeys = JWTVerifyGetKey;

/**
 * What a token's `sub` names: the user's id (tokens of the embedded provider) or the user's subject at
 * an external provider (`users.external_subject`).
 */
export type SubjectKind = 'user-id' | 'external-subject';

export interface AccessTokenSubject {
  kind: SubjectKind;
  subject: string;
  /** The session the token was issued in (`sid`; the embedded provider's tokens name it, issue 30). */
  sessionId?: string;
}

/** The token is missing something, expired, or not ours: the client must sign in again (401). */
export class InvalidAccessTokenError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'InvalidAccessTokenError';
  }
}

/** The keys to check a token against cannot be had right now (the issuer does not answer): 503. */
export class AccessTokenKeysUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AccessTokenKeysUnavailableError';
  }
}

export interface AccessTokenVerifier {
  /** Resolves to the token's subject, or throws one of the two errors above. */
  verify(token: string): Promise<AccessTokenSubject>;
}

/** Asymmetric algorithms only: a shared secret could be used to mint tokens as well as to check them. */
export const allowedAlgorithms = ['RS256', 'PS256', 'ES256', 'EdDSA'] as const;
const clockToleranceSeconds = 5;
/** Tokens whose signature and claims were checked, kept until they expire; the oldest entry goes first. */
export const verifiedTokenCacheSize = 1000;

// Failures of the key lookup that say something about the token (its kid or alg), not about the keys.
const tokenFaults = [
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
  errors.JOSENotSupported,
  errors.JOSEAlgNotAllowed,
  errors.JWSInvalid,
];

export function createAccessTokenVerifier(options: {
  issuer: string;
  audience: string;
  keys: AccessTokenKeys;
  /** Defaults to `user-id`, the embedded provider's subjects. */
  subjectKind?: SubjectKind;
}): AccessTokenVerifier {
  const kind = options.subjectKind ?? 'user-id';
  const keys: AccessTokenKeys = async (header, token) => {
    try {
      return await options.keys(header, token);
    } catch (error) {
      if (tokenFaults.some((fault) => error instanceof fault)) throw error;
      throw new AccessTokenKeysUnavailableError(`The token signing keys are not available: ${String(error)}`, {
        cause: error,
      });
    }
  };
  // A client sends the same token with every request for minutes. Its signature, issuer and audience
  // cannot change, so they are checked once; only its expiry is checked again on each use (ADR 0010).
  // Only tokens that passed are kept, so nobody can fill this with tokens of their own making.
  const verified = new Map<string, { subject: AccessTokenSubject; expiresAt: number }>();
  return {
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired once exp is more than the tolerance in the past.
        if (known.expiresAt > Date.now() / 1000 - clockToleranceSeconds) return known.subject;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: [...allowedAlgorithms],
          requiredClaims: ['sub', 'exp'],
          clockTolerance: clockToleranceSeconds,
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') {
          throw new InvalidAccessTokenError('The token names no subject.');
        }
        const subject: AccessTokenSubject = {
          kind,
          subject: payload.sub,
          ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
        };
        if (verified.size >= verifiedTokenCacheSize) verified.delete(verified.keys().next().value!);
        // requiredClaims makes exp a number here.
        verified.set(token, { subject, expiresAt: payload.exp! });
        return subject;
      } catch (error) {
        if (error instanceof AccessTokenKeysUnavailableError || error instanceof InvalidAccessTokenError) throw error;
        if (error instanceof errors.JOSEError) throw new InvalidAccessTokenError(error.message, { cause: error });
        throw error;
      }
    },
  };
}

/** The parts of an issuer's discovery document the API needs. */
interface Discovery {
  issuer: string;
  jwks_uri: string;
}

/**
 * Reads an external provider's discovery document and builds a verifier over its JWKS (fetched when
 * first needed, cached and refreshed by jose when a token names an unknown key). The issuer to expect
 * is the one the document states, which may differ from the configured URL by a trailing slash.
 */
export async function discoverAccessTokenVerifier(options: {
  authority: string;
  audience: string;
  fetchTimeoutMs?: number;
}): Promise<AccessTokenVerifier> {
  const url = `${options.authority}/.well-known/openid-configuration`;
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(options.fetchTimeoutMs ?? 5000),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const document = (await response.json()) as Partial<Discovery>;
  if (typeof document.issuer !== 'string' || typeof document.jwks_uri !== 'string') {
    throw new Error(`${url} names no issuer or jwks_uri`);
  }
  if (document.issuer.replace(/\/+$/, '') !== options.authority) {
    throw new Error(`${url} names the issuer ${document.issuer}, not ${options.authority}`);
  }
  return createAccessTokenVerifier({
    issuer: document.issuer,
    audience: options.audience,
    keys: createRemoteJWKSet(new URL(document.jwks_uri)),
    subjectKind: 'external-subject',
  });
}

/** The verifier for the embedded provider, over its stored public keys. */
export function embeddedAccessTokenVerifier(config: Pick<Config, 'oidc'>, keys: AccessTokenKeys): AccessTokenVerifier {
  return createAccessTokenVerifier({ issuer: config.oidc.authority, audience: config.oidc.audience, keys });
}
