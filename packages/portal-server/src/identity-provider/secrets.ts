import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK, type JSONWebKeySet } from 'jose';
import type { Database } from '../db/index';
import { oidcSecrets } from './schema';

/** ID tokens are signed with RS256 (the OpenID Connect default), access tokens with the shorter ES256. */
export const idTokenAlg = 'RS256';
export const accessTokenAlg = 'ES256';

export interface ProviderSecrets {
  /** Private signing keys, as the provider's `jwks` option takes them. */
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

async function signingKey(alg: string): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg, use: 'sig' };
}

/**
 * The stored value under `name`, or `create()`'s if none is stored yet. Instances starting together
 * may both create one; the first insert wins and everyone reads that one.
 */
async function storedOnce<T>(
  db: Database,
  name: (typeof oidcSecrets.$inferSelect)['name'],
  create: () => Promise<T>,
): Promise<T> {
  const read = async () => (await db.select().from(oidcSecrets).where(eq(oidcSecrets.name, name)))[0]?.value as T;
  const existing = await read();
  if (existing !== undefined) return existing;
  await db
    .insert(oidcSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  return read();
}

export async function loadProviderSecrets(db: Database): Promise<ProviderSecrets> {
  const jwks = await storedOnce(db, 'jwks', async () => ({
    keys: [await signingKey(idTokenAlg), await signingKey(accessTokenAlg)],
  }));
  const cookieKeys = await storedOnce(db, 'cookie_keys', async () => [randomBytes(32).toString('base64url')]);
  return { jwks, cookieKeys };
}

/**
 * The HMAC key (HS256, 256 bits) that signs the sign-in area's device cookies, made once and shared by
 * every instance like the provider's cookie keys.
 */
export async function loadDeviceCookieKey(db: Database): Promise<Uint8Array> {
  const key = await storedOnce(db, 'device_cookie_key', async () => randomBytes(32).toString('base64url'));
  return new Uint8Array(Buffer.from(key, 'base64url'));
}

/**
 * The AES-256 key that encrypts authenticator-app secrets at rest (account-security, ADR 0033), made once
 * and shared by every instance like the device cookie key.
 */
export async function loadTwoFactorKey(db: Database): Promise<Buffer> {
  const key = await storedOnce(db, 'two_factor_key', async () => randomBytes(32).toString('base64url'));
  return Buffer.from(key, 'base64url');
}

const privateMembers = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']);

/** The public halves of the signing keys, for /oidc/jwks and for verifying access tokens locally. */
export function toPublicJwks(jwks: { keys: JWK[] }): JSONWebKeySet {
  return {
    keys: jwks.keys.map((key) => Object.fromEntries(Object.entries(key).filter(([name]) => !privateMembers.has(name)))),
  };
}
