import type { CompanySaml } from '@eventsuite/api-contract';
import {
  samlDataEncryptionAlgorithms,
  samlDefaultAttributes,
  samlKeyEncryptionAlgorithms,
} from '@eventsuite/api-contract';
import { describeCertificate } from './certificates';
import type { CompanySamlSettingsRow, companySamlDomains } from './schema';
import { serviceProviderOf } from './service-provider';

/** The TXT record that proves a domain: published at the domain itself. */
export const domainTxtRecord = (token: string) => `eventsuite-domain-verification=${token}`;

const oneOf = <T extends readonly string[]>(list: T, value: string | undefined, fallback: T[number]): T[number] =>
  (list as readonly string[]).includes(value ?? '') ? (value as T[number]) : fallback;

/** The settings as the owner sees them (secrets only as "set"), with our side and the domains. */
export function toCompanySaml(
  publicUrl: string,
  companyId: string,
  settings: CompanySamlSettingsRow | undefined,
  domains: (typeof companySamlDomains.$inferSelect)[],
  signingCertificate: string,
  now = new Date(),
): CompanySaml {
  const sp = serviceProviderOf(publicUrl, companyId);
  return {
    service_provider: {
      entity_id: sp.entityId,
      acs_url: sp.acsUrl,
      slo_url: sp.sloUrl,
      metadata_url: sp.metadataUrl,
      signing_certificate: signingCertificate,
      encryption_certificate: settings?.isEncrypted ? settings.encryptionCertificate : '',
    },
    activate_sso: settings?.active ?? false,
    source: settings?.source ?? 'none',
    metadata_url: settings?.metadataUrl ?? '',
    saml_entity_id: settings?.idpEntityId ?? '',
    login_url: settings?.loginUrl ?? '',
    logout_url: settings?.logoutUrl ?? '',
    redirect_url: settings?.redirectUrl ?? '',
    auth_path: settings?.authPath ?? '',
    comeback_path: settings?.comebackPath ?? '',
    certificates: (settings?.certificates ?? []).map((pem) => describeCertificate(pem, now)),
    email_attribute: settings?.emailAttribute ?? samlDefaultAttributes.email_attribute,
    first_name_attribute: settings?.firstNameAttribute ?? samlDefaultAttributes.first_name_attribute,
    last_name_attribute: settings?.lastNameAttribute ?? samlDefaultAttributes.last_name_attribute,
    is_encrypted: settings?.isEncrypted ?? false,
    has_encryption_private_key: (settings?.encryptionPrivateKey ?? '') !== '',
    data_encryption_algorithm: oneOf(
      samlDataEncryptionAlgorithms,
      settings?.dataEncryptionAlgorithm,
      samlDataEncryptionAlgorithms[0],
    ),
    key_encryption_algorithm: oneOf(
      samlKeyEncryptionAlgorithms,
      settings?.keyEncryptionAlgorithm,
      samlKeyEncryptionAlgorithms[0],
    ),
    has_secret_key: (settings?.secretKey ?? '') !== '',
    allow_idp_initiated: settings?.allowIdpInitiated ?? false,
    members_may_use_password: settings?.membersMayUsePassword ?? true,
    domains: domains.map((row) => ({
      domain: row.domain,
      txt_record: domainTxtRecord(row.token),
      verified_at: row.verifiedAt?.toISOString() ?? null,
    })),
    last_test: settings?.lastTest ?? null,
  };
}
