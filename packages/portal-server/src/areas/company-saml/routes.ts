import { randomBytes } from 'node:crypto';
import { resolveTxt } from 'node:dns/promises';
import { endpoints, type CompanySaml, type CompanySamlInput } from '@eventsuite/api-contract';
import type { Area, AreaDeps } from '../../area';
import { runChange } from '../../changes/change';
import { hasSqlState, sqlState } from '../../db/errors';
import { currentCompanyIdOf } from '../../http/company-scope';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import { FieldValidationError, HttpError, notFoundMessage } from '../../http/errors';
import { parseCertificates } from './certificates';
import { fetchMetadata } from './metadata-fetch';
import { MetadataProblem, parseIdpMetadata, type IdpSide } from './idp-metadata';
import { domainTxtRecord, toCompanySaml } from './mapping';
import { samlMessage } from './messages';
import {
  addSamlDomain,
  lockSamlSettings,
  markSamlDomainVerified,
  removeSamlDomain,
  samlDomainsOf,
  samlSettingsOf,
  saveSamlSettings,
  setSamlActive,
  type SamlSettingsValues,
} from './queries';
import { registerSamlEndpoints } from './saml-endpoints';
import { openPrivateKey, samlFor, samlSigningKeyOf } from './service-provider';

async function samlAnswer(deps: AreaDeps, companyId: string): Promise<{ data: CompanySaml }> {
  const [settings, domains, signing] = await Promise.all([
    samlSettingsOf(deps.db, companyId),
    samlDomainsOf(deps.db, companyId),
    samlSigningKeyOf(deps.db),
  ]);
  return { data: toCompanySaml(deps.config.publicUrl, companyId, settings, domains, signing.certificate) };
}

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** The IdP's side from what the owner chose: metadata text, metadata URL (fetched now) or the fields. */
async function idpSideOf(deps: AreaDeps, input: CompanySamlInput): Promise<{ idp: IdpSide; metadata: string }> {
  if (input.source === 'manual') {
    const errors: Record<string, ['required' | 'url' | 'certificate']> = {};
    if (!input.saml_entity_id) errors.saml_entity_id = ['required'];
    if (!input.login_url) errors.login_url = ['required'];
    else if (!isHttpUrl(input.login_url)) errors.login_url = ['url'];
    if (input.logout_url && !isHttpUrl(input.logout_url)) errors.logout_url = ['url'];
    const certificates = parseCertificates(input.certificate ?? '');
    if (!input.certificate) errors.certificate = ['required'];
    else if (!certificates || certificates.length === 0 || certificates.length > 2)
      errors.certificate = ['certificate'];
    if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
    return {
      idp: {
        entityId: input.saml_entity_id!,
        loginUrl: input.login_url!,
        logoutUrl: input.logout_url ?? '',
        certificates: certificates!,
      },
      metadata: '',
    };
  }
  let metadata = input.metadata ?? '';
  const field = input.source === 'metadata_url' ? 'metadata_url' : 'metadata';
  if (input.source === 'metadata_url') {
    const url = input.metadata_url ?? '';
    if (url === '') throw new FieldValidationError({ metadata_url: ['required'] });
    if (!isHttpUrl(url)) throw new FieldValidationError({ metadata_url: ['url'] });
    try {
      metadata = await fetchMetadata(url, { allowLoopback: deps.config.saml.allowLoopbackMetadata });
    } catch (error) {
      deps.log.info({ err: error, url }, 'IdP metadata not fetched');
      throw new FieldValidationError({ metadata_url: ['saml_metadata_fetch'] });
    }
  } else if (metadata === '') {
    throw new FieldValidationError({ metadata: ['required'] });
  }
  try {
    return { idp: parseIdpMetadata(metadata), metadata };
  } catch (error) {
    if (!(error instanceof MetadataProblem)) throw error;
    throw new FieldValidationError({ [field]: [error.key === 'certificate' ? 'certificate' : 'saml_metadata'] });
  }
}

/** Our encryption key and certificate, when assertions are encrypted; secrets left out keep their saved value. */
function encryptionOf(input: CompanySamlInput, saved: { key: string; password: string; certificate: string }) {
  const key = input.encryption_private_key || saved.key;
  const password = input.encryption_key_password ?? (input.encryption_private_key ? '' : saved.password);
  const certificateText = input.encryption_certificate || saved.certificate;
  if (!input.is_encrypted) return { key, password, certificate: certificateText };
  const errors: Record<string, ['required' | 'certificate' | 'saml_private_key']> = {};
  if (!key) errors.encryption_private_key = ['required'];
  else if (!openPrivateKey(key, password)) errors.encryption_private_key = ['saml_private_key'];
  const certificates = parseCertificates(certificateText);
  if (!certificateText) errors.encryption_certificate = ['required'];
  else if (!certificates || certificates.length !== 1) errors.encryption_certificate = ['certificate'];
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
  return { key, password, certificate: certificates![0]! };
}

/** Proves a domain: its TXT record in DNS, or (development and tests, config SAML_DOMAIN_CHECK=accept) as asked. */
async function domainProven(deps: AreaDeps, domain: string, token: string): Promise<boolean> {
  if (deps.config.saml.domainCheck === 'accept') return true;
  try {
    const records = await resolveTxt(domain);
    return records.some((parts) => parts.join('') === domainTxtRecord(token));
  } catch {
    return false;
  }
}

/**
 * A company's SAML single sign-on (issue 28, ADR 0031): only its owner sees and changes it (spec §6).
 * The SAML protocol endpoints themselves (our metadata, the assertion consumer, single logout) are in
 * saml-endpoints.ts; the sign-in through the provider's interaction in saml-sign-in.ts.
 */
export const companySamlArea: Area = {
  name: 'company-saml',
  register(app, deps) {
    const { db } = deps;

    registerEndpoint(app, endpoints.getCompanySaml, async (request) => samlAnswer(deps, currentCompanyIdOf(request)));

    registerEndpoint(app, endpoints.updateCompanySaml, async (request) => {
      const companyId = currentCompanyIdOf(request);
      const { user } = identityOf(request).loaded;
      const input = request.body;
      const saved = await samlSettingsOf(db, companyId);
      if (input.redirect_url && !isHttpUrl(input.redirect_url))
        throw new FieldValidationError({ redirect_url: ['url'] });
      const { idp, metadata } = await idpSideOf(deps, input);
      const encryption = encryptionOf(input, {
        key: saved?.encryptionPrivateKey ?? '',
        password: saved?.encryptionKeyPassword ?? '',
        certificate: saved?.encryptionCertificate ?? '',
      });
      const values: SamlSettingsValues = {
        source: input.source,
        metadataUrl: input.source === 'metadata_url' ? (input.metadata_url ?? '') : '',
        metadata,
        idpEntityId: idp.entityId,
        loginUrl: idp.loginUrl,
        logoutUrl: idp.logoutUrl,
        certificates: idp.certificates,
        redirectUrl: input.redirect_url ?? '',
        authPath: input.auth_path ?? '',
        comebackPath: input.comeback_path ?? '',
        emailAttribute: input.email_attribute,
        firstNameAttribute: input.first_name_attribute,
        lastNameAttribute: input.last_name_attribute,
        isEncrypted: input.is_encrypted,
        encryptionPrivateKey: encryption.key,
        encryptionKeyPassword: encryption.password,
        encryptionCertificate: encryption.certificate,
        dataEncryptionAlgorithm: input.data_encryption_algorithm,
        keyEncryptionAlgorithm: input.key_encryption_algorithm,
        secretKey: input.secret_key ?? saved?.secretKey ?? '',
        allowIdpInitiated: input.allow_idp_initiated,
        membersMayUsePassword: input.members_may_use_password,
      };
      await runChange(deps, { userId: user.id }, async (change) => {
        await saveSamlSettings(change.tx, companyId, values);
        await change.log({
          type: 'saml_settings_changed',
          object: { type: 'company', id: companyId },
          companyId,
          details: { source: input.source, idp_entity_id: idp.entityId },
        });
      });
      return samlAnswer(deps, companyId);
    });

    registerEndpoint(app, endpoints.setCompanySamlActivation, async (request) => {
      const companyId = currentCompanyIdOf(request);
      const { user } = identityOf(request).loaded;
      const activate = request.body.activate_sso;
      await runChange(deps, { userId: user.id }, async (change) => {
        const settings = await lockSamlSettings(change.tx, companyId);
        if (activate && !settings?.testPassedAt) {
          throw new HttpError(409, samlMessage(request, 'testFirst'));
        }
        if (!settings || settings.active === activate) return;
        await setSamlActive(change.tx, companyId, activate);
        await change.log({
          type: activate ? 'saml_activated' : 'saml_deactivated',
          object: { type: 'company', id: companyId },
          companyId,
        });
      });
      return samlAnswer(deps, companyId);
    });

    registerEndpoint(app, endpoints.startCompanySamlTest, async (request) => {
      const companyId = currentCompanyIdOf(request);
      const settings = await samlSettingsOf(db, companyId);
      if (!settings || settings.loginUrl === '' || settings.certificates.length === 0) {
        throw new HttpError(409, samlMessage(request, 'nothingToTest'));
      }
      const saml = await samlFor(db, deps.config.publicUrl, settings, { purpose: 'test', interactionUid: null });
      return { data: { url: await saml.getAuthorizeUrlAsync('', undefined, {}) } };
    });

    registerEndpoint(app, endpoints.addCompanySamlDomain, async (request) => {
      const companyId = currentCompanyIdOf(request);
      const { user } = identityOf(request).loaded;
      const domain = request.body.domain.toLowerCase();
      await runChange(deps, { userId: user.id }, async (change) => {
        await addSamlDomain(change.tx, companyId, domain, randomBytes(18).toString('base64url'));
        await change.log({
          type: 'saml_settings_changed',
          object: { type: 'company', id: companyId },
          companyId,
          details: { domain_added: domain },
        });
      });
      return samlAnswer(deps, companyId);
    });

    registerEndpoint(app, endpoints.verifyCompanySamlDomain, async (request) => {
      const companyId = currentCompanyIdOf(request);
      const { user } = identityOf(request).loaded;
      const domain = request.params.domain.toLowerCase();
      const row = (await samlDomainsOf(db, companyId)).find((candidate) => candidate.domain === domain);
      if (!row) throw new HttpError(404, notFoundMessage);
      if (row.verifiedAt) return samlAnswer(deps, companyId);
      if (!(await domainProven(deps, domain, row.token))) {
        throw new HttpError(409, samlMessage(request, 'domainNotProven'));
      }
      try {
        await runChange(deps, { userId: user.id }, async (change) => {
          await markSamlDomainVerified(change.tx, companyId, domain);
          await change.log({
            type: 'saml_settings_changed',
            object: { type: 'company', id: companyId },
            companyId,
            details: { domain_verified: domain },
          });
        });
      } catch (error) {
        // Another company has proven the domain first: one domain sends its people to one IdP.
        if (hasSqlState(error, sqlState.uniqueViolation)) {
          throw new HttpError(409, samlMessage(request, 'domainTaken'));
        }
        throw error;
      }
      return samlAnswer(deps, companyId);
    });

    registerEndpoint(app, endpoints.removeCompanySamlDomain, async (request) => {
      const companyId = currentCompanyIdOf(request);
      const { user } = identityOf(request).loaded;
      const domain = request.params.domain.toLowerCase();
      await runChange(deps, { userId: user.id }, async (change) => {
        if (!(await removeSamlDomain(change.tx, companyId, domain))) throw new HttpError(404, notFoundMessage);
        await change.log({
          type: 'saml_settings_changed',
          object: { type: 'company', id: companyId },
          companyId,
          details: { domain_removed: domain },
        });
      });
      return samlAnswer(deps, companyId);
    });

    registerSamlEndpoints(app, deps);
  },
};
