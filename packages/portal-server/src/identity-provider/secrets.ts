import { randomBytes, webcrypto } from 'node:crypto';
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

/** The portal's SAML signing key (PKCS#8 PEM) and its self-signed certificate (PEM). */
export interface SamlSigningKey {
  privateKey: string;
  certificate: string;
}

/** Years the SAML signing certificate is valid: IdPs pin it, so it should outlive any deployment's plans. */
const samlCertificateYears = 20;

async function newSamlSigningKey(): Promise<SamlSigningKey> {
  // Loaded when a key is made, once per platform: @peculiar/x509 needs the Reflect metadata polyfill
  // before it loads, and nothing else in the server does.
  await import('reflect-metadata');
  const { X509CertificateGenerator } = await import('@peculiar/x509');
  const algorithm = {
    name: 'RSASSA-PKCS1-v1_5',
    hash: 'SHA-256',
    publicExponent: new Uint8Array([1, 0, 1]),
    modulusLength: 2048,
  };
  const keys = await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify']);
  const notBefore = new Date();
  const notAfter = new Date(notBefore);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + samlCertificateYears);
  const certificate = await X509CertificateGenerator.createSelfSigned(
    {
      // A random serial whose first bit is 0: DER reads the hex as a signed integer, which must be positive.
      serialNumber: randomBytes(16)
        .toString('hex')
        .replace(/^[89a-f]/, '1'),
      name: 'CN=Eventsuite SAML service provider',
      notBefore,
      notAfter,
      keys,
      signingAlgorithm: algorithm,
    },
    webcrypto,
  );
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)).toString('base64');
  return {
    privateKey: `-----BEGIN PRIVATE KEY-----\n${pkcs8.match(/.{1,64}/g)!.join('\n')}\n-----END PRIVATE KEY-----\n`,
    certificate: certificate.toString('pem'),
  };
}

/**
 * The key the portal signs its SAML requests with and the certificate every company's IdP checks them
 * against (company-saml, ADR 0031): one for the platform, made once and shared by every instance.
 */
export const loadSamlSigningKey = (db: Database): Promise<SamlSigningKey> =>
  storedOnce(db, 'saml_signing_key', newSamlSigningKey);

const privateMembers = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']);

/** The public halves of the signing keys, for /oidc/jwks and for verifying access tokens locally. */
export function toPublicJwks(jwks: { keys: JWK[] }): JSONWebKeySet {
  return {
    keys: jwks.keys.map((key) => Object.fromEntries(Object.entries(key).filter(([name]) => !privateMembers.has(name)))),
  };
}
