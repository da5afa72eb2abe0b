import { createPrivateKey, randomBytes } from 'node:crypto';
import { SAML, ValidateInResponseTo, generateServiceProviderMetadata, type CacheProvider } from '@node-saml/node-saml';
import type { Database } from '../../db/index';
import { loadSamlSigningKey, type SamlSigningKey } from '../../identity-provider/secrets';
import type { CompanySamlSettingsRow, SamlRequestPurpose } from './schema';
import { consumeSamlRequest, insertSamlRequest, openSamlRequest, samlRequestLifetimeMs } from './queries';

/** Clock difference with the IdP we accept on NotBefore / NotOnOrAfter. */
export const samlClockSkewMs = 30_000;

/**
 * Our side for one company: entity id (the stable metadata URL), assertion consumer, and the single
 * logout service where the IdP answers our logout requests and sends its own (ADR 0031).
 */
export function serviceProviderOf(publicUrl: string, companyId: string) {
  const base = `${publicUrl}/saml/${companyId}`;
  return {
    entityId: `${base}/metadata`,
    metadataUrl: `${base}/metadata`,
    acsUrl: `${base}/acs`,
    sloUrl: `${base}/slo`,
  };
}

/** Our encryption key as unencrypted PKCS#8 PEM, opened with its password; undefined when it cannot be. */
export function openPrivateKey(pem: string, password: string): string | undefined {
  try {
    const key = createPrivateKey({ key: pem, format: 'pem', ...(password ? { passphrase: password } : {}) });
    return key.export({ type: 'pkcs8', format: 'pem' }).toString();
  } catch {
    return undefined;
  }
}

const signingKeys = new WeakMap<Database, Promise<SamlSigningKey>>();

/** The platform's SAML signing key, read once per database; a failed read is tried again next time. */
export function samlSigningKeyOf(db: Database): Promise<SamlSigningKey> {
  let key = signingKeys.get(db);
  if (!key) {
    key = loadSamlSigningKey(db);
    key.catch(() => signingKeys.delete(db));
    signingKeys.set(db, key);
  }
  return key;
}

export async function serviceProviderMetadata(
  db: Database,
  publicUrl: string,
  companyId: string,
  settings: CompanySamlSettingsRow | undefined,
) {
  const sp = serviceProviderOf(publicUrl, companyId);
  const signing = await samlSigningKeyOf(db);
  const encryption = settings?.isEncrypted && settings.encryptionCertificate ? settings.encryptionCertificate : null;
  return generateServiceProviderMetadata({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    logoutCallbackUrl: sp.sloUrl,
    identifierFormat: null,
    wantAssertionsSigned: true,
    // Our requests are signed: the metadata says so and carries the certificate to check them with.
    privateKey: signing.privateKey,
    publicCerts: signing.certificate,
    decryptionCert: encryption,
    decryptionPvk: encryption
      ? openPrivateKey(settings!.encryptionPrivateKey, settings!.encryptionKeyPassword)
      : undefined,
  });
}

/** Why node-saml writes a request: for a sign-in its interaction, for a logout where the browser goes after. */
export interface SamlRequestContext {
  purpose: SamlRequestPurpose;
  interactionUid: string | null;
  returnTo?: string;
}

/**
 * Our AuthnRequests and LogoutRequests live in the database (saml_requests), so InResponseTo is checked
 * on whichever server the answer arrives, and each request is answered once.
 */
function requestStore(db: Database, companyId: string, request: SamlRequestContext): CacheProvider {
  const { purpose, interactionUid, returnTo = null } = request;
  return {
    async saveAsync(key, value) {
      await insertSamlRequest(db, { id: key, companyId, purpose, interactionUid, returnTo });
      return { value, createdAt: Date.now() };
    },
    async getAsync(key) {
      const row = await openSamlRequest(db, companyId, key);
      return row ? row.createdAt.toISOString() : null;
    },
    async removeAsync(key) {
      if (key === null) return null;
      return (await consumeSamlRequest(db, companyId, key)) ? key : null;
    },
  };
}

/**
 * node-saml configured with the company's IdP: only its certificates, our audience, a small skew; our
 * requests signed with the platform's key.
 */
export async function samlFor(
  db: Database,
  publicUrl: string,
  settings: CompanySamlSettingsRow,
  request: SamlRequestContext = { purpose: 'sign_in', interactionUid: null },
): Promise<SAML> {
  const sp = serviceProviderOf(publicUrl, settings.companyId);
  const signing = await samlSigningKeyOf(db);
  const decryptionPvk = settings.isEncrypted
    ? openPrivateKey(settings.encryptionPrivateKey, settings.encryptionKeyPassword)
    : undefined;
  return new SAML({
    issuer: sp.entityId,
    audience: sp.entityId,
    callbackUrl: sp.acsUrl,
    entryPoint: settings.loginUrl,
    // Without a logout URL of the IdP there is no single logout (saml-sign-in.ts does not ask for one).
    logoutUrl: settings.logoutUrl || settings.loginUrl,
    idpIssuer: settings.idpEntityId || undefined,
    idpCert: settings.certificates,
    ...(decryptionPvk ? { decryptionPvk } : {}),
    privateKey: signing.privateKey,
    signatureAlgorithm: 'sha256',
    // Either the response or the assertion signed by the configured certificate (node-saml then reads
    // only what the signature covers).
    wantAssertionsSigned: false,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: samlClockSkewMs,
    // node-saml reads InResponseTo on a Response only: a logout answer's is checked, and used up, by
    // single-logout.ts against our open logout request.
    validateInResponseTo:
      request.purpose === 'logout'
        ? ValidateInResponseTo.never
        : settings.allowIdpInitiated
          ? ValidateInResponseTo.ifPresent
          : ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: samlRequestLifetimeMs,
    cacheProvider: requestStore(db, settings.companyId, request),
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    generateUniqueId: () => `_${randomBytes(20).toString('hex')}`,
  });
}
