import { randomUUID } from 'node:crypto';
import type { Element } from '@xmldom/xmldom';
import type { Profile } from '@node-saml/node-saml';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../area';
import { runChange, unknownActor } from '../../changes/change';
import { isConnectionLost } from '../../db/errors';
import { companies, companyMemberships, users } from '../identity';
import { addMember } from '../invitations';
import { languageOf, refusalText, sendRefusal, sendTestResult, type SamlRefusalReason } from './pages';
import {
  samlRequestById,
  samlSettingsOf,
  recordSamlTest,
  samlDomainsOf,
  setSamlRequestAccount,
  spendAssertionId,
} from './queries';
import type { CompanySamlSettingsRow } from './schema';
import { samlFor, serviceProviderMetadata, serviceProviderOf } from './service-provider';
import { registerSingleLogout } from './single-logout';
import { parseXml, reasonOf, refuseCommentedValues, SamlRefusal } from './saml-xml';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const samlNs = 'urn:oasis:names:tc:SAML:2.0:assertion';

/** The root's InResponseTo, read before verification only to tell a test from a sign-in. */
function claimedRequestId(responseXml: string): string | null {
  return parseXml(responseXml).getAttribute('InResponseTo') || null;
}

const xmlEncNs = 'http://www.w3.org/2001/04/xmlenc#';

/** An encrypted assertion, with the data and key encryption algorithms of the settings (spec §3). */
function checkEncryption(response: Element, settings: CompanySamlSettingsRow) {
  const encrypted = response.getElementsByTagNameNS(samlNs, 'EncryptedAssertion')[0];
  if (!encrypted) throw new SamlRefusal('not_encrypted');
  const algorithmOf = (element: Element | undefined) =>
    element
      ? Array.from(element.childNodes)
          .find((node): node is Element => node.nodeType === 1 && (node as Element).localName === 'EncryptionMethod')
          ?.getAttribute('Algorithm')
      : undefined;
  const data = encrypted.getElementsByTagNameNS(xmlEncNs, 'EncryptedData')[0];
  const key = encrypted.getElementsByTagNameNS(xmlEncNs, 'EncryptedKey')[0];
  if (algorithmOf(data) !== settings.dataEncryptionAlgorithm || algorithmOf(key) !== settings.keyEncryptionAlgorithm) {
    throw new SamlRefusal('encryption_algorithm');
  }
}

/**
 * What node-saml does not check itself, on the assertion its signature check returned: the answer's
 * Destination and the subject confirmation's Recipient are our assertion consumer; no signed value holds
 * a comment; the assertion has an id and an end of validity, used for its one use.
 */
function checkAssertion(responseXml: string, assertionXml: string, acsUrl: string, settings: CompanySamlSettingsRow) {
  const response = parseXml(responseXml);
  if (settings.isEncrypted) checkEncryption(response, settings);
  refuseCommentedValues(response, ['NameID', 'AttributeValue']);
  const destination = response.getAttribute('Destination');
  if (destination && destination !== acsUrl) throw new SamlRefusal('destination');
  const assertion = parseXml(assertionXml);
  const confirmations = Array.from(assertion.getElementsByTagNameNS(samlNs, 'SubjectConfirmationData'));
  if (confirmations.length === 0 || !confirmations.every((data) => data.getAttribute('Recipient') === acsUrl)) {
    throw new SamlRefusal('recipient');
  }
  const id = assertion.getAttribute('ID');
  const conditions = assertion.getElementsByTagNameNS(samlNs, 'Conditions')[0];
  const notOnOrAfter = conditions?.getAttribute('NotOnOrAfter') ?? confirmations[0]?.getAttribute('NotOnOrAfter');
  if (!id || !notOnOrAfter || Number.isNaN(Date.parse(notOnOrAfter))) throw new SamlRefusal('malformed');
  return { assertionId: id, expiresAt: new Date(Date.parse(notOnOrAfter) + 60_000) };
}

function attributesOf(profile: Profile): Record<string, string[]> {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      name,
      (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string'),
    ]),
  );
}

function mappedOf(settings: CompanySamlSettingsRow, attributes: Record<string, string[]>) {
  const first = (name: string) => attributes[name]?.[0]?.trim() ?? '';
  return {
    email: first(settings.emailAttribute).toLowerCase(),
    first_name: first(settings.firstNameAttribute),
    last_name: first(settings.lastNameAttribute),
  };
}

/**
 * The person the answer names, in the company: an existing member matched by email, or a new member
 * created with the company's default roles (just in time). Somebody with an account outside the company
 * is not moved into it.
 */
async function memberFor(
  deps: AreaDeps,
  companyId: string,
  person: { email: string; first_name: string; last_name: string },
): Promise<string> {
  return runChange(deps, unknownActor, async (change) => {
    const [existing] = await change.tx
      .select({ id: users.id, lockedAt: users.lockedAt })
      .from(users)
      .where(eq(sql`lower(${users.email})`, person.email));
    if (existing) {
      const [membership] = await change.tx
        .select({ companyId: companyMemberships.companyId })
        .from(companyMemberships)
        .where(and(eq(companyMemberships.userId, existing.id), eq(companyMemberships.companyId, companyId)));
      if (!membership) throw new SamlRefusal('other_company');
      if (existing.lockedAt) throw new SamlRefusal('locked');
      return existing.id;
    }
    const [created] = await change.tx
      .insert(users)
      .values({
        email: person.email,
        givenName: person.first_name,
        familyName: person.last_name,
        accountType: 'business',
      })
      .returning({ id: users.id });
    await addMember(change.tx, { userId: created!.id, companyId, locationId: null, roleId: null });
    await change.log({
      type: 'team_member_created',
      object: { type: 'user', id: created!.id },
      companyId,
      details: { email: person.email, source: 'saml' },
    });
    return created!.id;
  });
}

async function logRefusal(deps: AreaDeps, companyId: string, reason: SamlRefusalReason, reference: string) {
  await runChange(deps, unknownActor, async (change) => {
    await change.log({
      type: 'saml_sign_in_refused',
      object: { type: 'company', id: companyId },
      companyId,
      details: { reason, reference },
    });
  });
}

/** Our SAML endpoints: the SP metadata at its stable URL, the assertion consumer and single logout services. */
export function registerSamlEndpoints(app: FastifyInstance, deps: AreaDeps): void {
  const { db, config } = deps;

  async function companyExists(companyId: string) {
    if (!uuidPattern.test(companyId)) return false;
    const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    return row !== undefined;
  }

  app.get<{ Params: { company: string } }>('/saml/:company/metadata', async (request, reply) => {
    const companyId = request.params.company;
    if (!(await companyExists(companyId))) return reply.code(404).send({ message: 'Not found.' });
    const settings = await samlSettingsOf(db, companyId);
    return reply
      .type('application/samlmetadata+xml; charset=utf-8')
      .header('content-disposition', `inline; filename="eventsuite-sp-metadata.xml"`)
      .send(await serviceProviderMetadata(db, config.publicUrl, companyId, settings));
  });

  app.register(async (scope) => {
    // The IdP posts its answer as a form (HTTP-POST binding).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    registerSingleLogout(scope, deps, companyExists);

    scope.post<{ Params: { company: string }; Body: Record<string, string> | undefined }>(
      '/saml/:company/acs',
      async (request, reply) => {
        const companyId = request.params.company;
        const reference = randomUUID();
        const refuse = (reason: SamlRefusalReason) =>
          sendRefusal(request, reply, { reason, reference, publicUrl: config.publicUrl });
        if (!(await companyExists(companyId))) return refuse('not_configured');
        const settings = await samlSettingsOf(db, companyId);
        if (!settings || settings.loginUrl === '' || settings.certificates.length === 0)
          return refuse('not_configured');
        const encoded = request.body?.SAMLResponse;
        if (typeof encoded !== 'string' || encoded === '') return refuse('malformed');
        const responseXml = Buffer.from(encoded, 'base64').toString('utf8');
        let requestId: string | null;
        try {
          requestId = claimedRequestId(responseXml);
        } catch {
          await logRefusal(deps, companyId, 'malformed', reference);
          return refuse('malformed');
        }
        const ours = requestId ? await samlRequestById(db, companyId, requestId) : undefined;
        const purpose = ours?.purpose ?? 'sign_in';
        const sp = serviceProviderOf(config.publicUrl, companyId);
        let profile: Profile;
        let attributes: Record<string, string[]> = {};
        try {
          if (!requestId && !settings.allowIdpInitiated) throw new SamlRefusal('unsolicited');
          const saml = await samlFor(db, config.publicUrl, settings, {
            purpose,
            interactionUid: ours?.interactionUid ?? null,
          });
          const result = await saml.validatePostResponseAsync({ SAMLResponse: encoded });
          if (!result.profile) throw new SamlRefusal('malformed');
          profile = result.profile;
          const assertionXml = profile.getAssertionXml?.();
          if (!assertionXml) throw new SamlRefusal('malformed');
          const { assertionId, expiresAt } = checkAssertion(responseXml, assertionXml, sp.acsUrl, settings);
          if (!(await spendAssertionId(db, companyId, assertionId, expiresAt))) throw new SamlRefusal('replay');
          attributes = attributesOf(profile);
        } catch (error) {
          // The signing key's read and the assertion id's use: a database out of reach is no refusal (503).
          if (isConnectionLost(error)) throw error;
          const reason = reasonOf(error);
          if (reason === 'malformed' && !(error instanceof SamlRefusal)) {
            request.log.info({ err: error }, 'SAML answer refused');
          }
          if (purpose === 'test') {
            const text = refusalText(languageOf(request), reason);
            await recordSamlTest(db, companyId, {
              passed: false,
              at: new Date().toISOString(),
              name_id: null,
              attributes: {},
              mapped: { email: '', first_name: '', last_name: '' },
              reason: text,
            });
            return sendTestResult(request, reply, false, text);
          }
          await logRefusal(deps, companyId, reason, reference);
          return refuse(reason);
        }
        const mapped = mappedOf(settings, attributes);
        if (purpose === 'test') {
          const reason = mapped.email === '' ? refusalText(languageOf(request), 'no_email') : null;
          await recordSamlTest(db, companyId, {
            passed: reason === null,
            at: new Date().toISOString(),
            name_id: profile.nameID,
            attributes,
            mapped,
            reason,
          });
          return sendTestResult(request, reply, reason === null, reason);
        }
        try {
          if (!settings.active) throw new SamlRefusal('inactive');
          if (mapped.email === '') throw new SamlRefusal('no_email');
          const domain = mapped.email.split('@')[1] ?? '';
          const domains = await samlDomainsOf(db, companyId);
          if (!domains.some((row) => row.domain === domain && row.verifiedAt)) throw new SamlRefusal('domain');
          // A sign-in started at the IdP (allowed by the owner, verified above) has no interaction of ours
          // to finish: the browser goes to the portal, whose sign-in comes back through the IdP's session.
          if (!ours?.interactionUid) return reply.redirect(`${config.publicUrl}/`, 303);
          const accountId = await memberFor(deps, companyId, mapped);
          await setSamlRequestAccount(db, companyId, ours.id, accountId, {
            nameId: profile.nameID,
            nameIdFormat: profile.nameIDFormat ?? null,
            sessionIndex: profile.sessionIndex ?? null,
          });
          return reply.redirect(
            `${config.oidc.authority}/interaction/${encodeURIComponent(ours.interactionUid)}/saml?request=${encodeURIComponent(ours.id)}`,
            303,
          );
        } catch (error) {
          if (!(error instanceof SamlRefusal)) throw error;
          await logRefusal(deps, companyId, error.reason, reference);
          return refuse(error.reason);
        }
      },
    );
  });
}
