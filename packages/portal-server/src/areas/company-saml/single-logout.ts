import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import type { Profile } from '@node-saml/node-saml';
import type { Element } from '@xmldom/xmldom';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AreaDeps } from '../../area';
import { runChange } from '../../changes/change';
import { endSessions } from '../account-security';
import { sendRefusal, type SamlRefusalReason } from './pages';
import {
  consumeSamlLogoutRequest,
  forgetSamlSessions,
  samlSessionsNamed,
  samlSettingsOf,
  spendAssertionId,
} from './queries';
import type { CompanySamlSettingsRow } from './schema';
import { samlFor, serviceProviderOf } from './service-provider';
import { parseXml, reasonOf, refuseCommentedValues, SamlRefusal } from './saml-xml';

const successStatus = 'urn:oasis:names:tc:SAML:2.0:status:Success';
/** How long a LogoutRequest id of the IdP stays spent: longer than any such request is valid. */
const logoutRequestIdLifetimeMs = 10 * 60 * 1000;

/** A SAML message as either binding delivers it: the form's fields, or the query with its raw text. */
interface SamlMessage {
  fields: Record<string, unknown>;
  /** The query as sent, whose exact text the HTTP-Redirect binding's signature covers; null for a post. */
  rawQuery: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The message's XML: base64 for a post, base64 of deflated XML for a redirect. */
function xmlOf(encoded: string, binding: 'post' | 'redirect'): string {
  const bytes = Buffer.from(encoded, 'base64');
  return (binding === 'redirect' ? inflateRawSync(bytes, { maxOutputLength: 1024 * 1024 }) : bytes).toString('utf8');
}

const issuerOf = (root: Element) =>
  Array.from(root.childNodes)
    .find((node): node is Element => node.nodeType === 1 && (node as Element).localName === 'Issuer')
    ?.textContent?.trim();

/** What node-saml leaves to us on a logout message: from the configured IdP, addressed to our service. */
function checkAddressing(root: Element, settings: CompanySamlSettingsRow, sloUrl: string) {
  if (settings.idpEntityId && issuerOf(root) !== settings.idpEntityId) throw new SamlRefusal('issuer');
  const destination = root.getAttribute('Destination');
  if (destination && destination !== sloUrl) throw new SamlRefusal('destination');
}

type Saml = Awaited<ReturnType<typeof samlFor>>;
type CheckedLogoutMessage =
  { kind: 'response'; inResponseTo: string } | { kind: 'request'; profile: Profile & { ID: string; nameID: string } };

/**
 * node-saml's checks of a logout message and ours: whatever this throws refuses the message. It reads
 * nothing from the database, so that the database's own failures are never taken for a bad message.
 */
async function checkLogoutMessage(
  saml: Saml,
  message: SamlMessage,
  settings: CompanySamlSettingsRow,
  sloUrl: string,
): Promise<CheckedLogoutMessage> {
  const binding = message.rawQuery === null ? 'post' : 'redirect';
  const response = text(message.fields.SAMLResponse);
  const logoutRequest = text(message.fields.SAMLRequest);
  // node-saml accepts a redirect without a signature; we do not.
  if (binding === 'redirect' && !text(message.fields.Signature)) throw new SamlRefusal('signature');
  if (response) {
    const root = parseXml(xmlOf(response, binding));
    if (root.localName !== 'LogoutResponse') throw new SamlRefusal('malformed');
    if (binding === 'post') await saml.validatePostResponseAsync({ SAMLResponse: response });
    else await saml.validateRedirectAsync(message.fields as Record<string, string>, message.rawQuery!);
    checkAddressing(root, settings, sloUrl);
    const status = root.getElementsByTagNameNS('*', 'StatusCode')[0]?.getAttribute('Value');
    if (status !== successStatus) throw new SamlRefusal('idp_status');
    return { kind: 'response', inResponseTo: root.getAttribute('InResponseTo') ?? '' };
  }
  if (logoutRequest) {
    const root = parseXml(xmlOf(logoutRequest, binding));
    if (root.localName !== 'LogoutRequest') throw new SamlRefusal('malformed');
    const { profile } =
      binding === 'post'
        ? await saml.validatePostRequestAsync({ SAMLRequest: logoutRequest })
        : await saml.validateRedirectAsync(message.fields as Record<string, string>, message.rawQuery!);
    if (!profile?.ID || !profile.nameID) throw new SamlRefusal('malformed');
    checkAddressing(root, settings, sloUrl);
    refuseCommentedValues(root, ['NameID', 'SessionIndex']);
    return { kind: 'request', profile: { ...profile, ID: profile.ID, nameID: profile.nameID } };
  }
  throw new SamlRefusal('malformed');
}

/**
 * Our single logout service (`/saml/:company/slo`, in our metadata), by HTTP-POST and HTTP-Redirect:
 * - the IdP's LogoutResponse to the LogoutRequest the portal's logout sent (saml-sign-in.ts): signed by
 *   the configured certificate, answering an open logout request of ours, once; the browser then goes
 *   where the portal's logout was going;
 * - the IdP's own LogoutRequest, when the person signed out at the IdP or another of its services: signed
 *   likewise (an unsigned one could end anybody's sessions) and used once; the provider sessions its
 *   SAML sign-ins started end, as "Sign out" in the sessions list ends one, and the IdP gets our answer.
 */
export function registerSingleLogout(
  scope: FastifyInstance,
  deps: AreaDeps,
  companyExists: (companyId: string) => Promise<boolean>,
): void {
  const { db, config } = deps;

  async function answer(
    request: FastifyRequest<{ Params: { company: string } }>,
    reply: FastifyReply,
    message: SamlMessage,
  ) {
    const companyId = request.params.company;
    const refuse = (reason: SamlRefusalReason) =>
      sendRefusal(request, reply, { reason, reference: randomUUID(), publicUrl: config.publicUrl, logout: true });
    if (!(await companyExists(companyId))) return refuse('not_configured');
    const settings = await samlSettingsOf(db, companyId);
    if (!settings || settings.certificates.length === 0) return refuse('not_configured');
    const sloUrl = serviceProviderOf(config.publicUrl, companyId).sloUrl;
    const saml = await samlFor(db, config.publicUrl, settings, { purpose: 'logout', interactionUid: null });
    let checked: CheckedLogoutMessage;
    try {
      checked = await checkLogoutMessage(saml, message, settings, sloUrl);
    } catch (error) {
      if (!(error instanceof SamlRefusal)) request.log.info({ err: error }, 'SAML logout message refused');
      return refuse(reasonOf(error));
    }
    // From here on the message is the IdP's: what fails is ours (a database out of reach answers 503).
    if (checked.kind === 'response') {
      const returnTo = await consumeSamlLogoutRequest(db, companyId, checked.inResponseTo);
      return returnTo ? reply.redirect(returnTo, 303) : refuse('unknown_request');
    }
    const { profile } = checked;
    const expiresAt = new Date(Date.now() + logoutRequestIdLifetimeMs);
    if (!(await spendAssertionId(db, companyId, `logout:${profile.ID}`, expiresAt))) return refuse('replay');
    const named = await samlSessionsNamed(db, companyId, {
      nameId: profile.nameID,
      nameIdFormat: profile.nameIDFormat ?? null,
      sessionIndex: profile.sessionIndex ?? null,
    });
    for (const accountId of new Set(named.map((session) => session.accountId))) {
      const uids = named.filter((session) => session.accountId === accountId).map((session) => session.sessionUid);
      await runChange(deps, { userId: accountId }, async (change) => {
        let count = 0;
        for (const uid of uids) count += await endSessions(change.tx, accountId, { only: uid });
        await forgetSamlSessions(change.tx, uids);
        if (count > 0) {
          await change.log({ type: 'sessions_ended', object: { type: 'user', id: accountId }, details: { count } });
        }
      });
    }
    const relayState = text(message.fields.RelayState) ?? '';
    return reply.redirect(await saml.getLogoutResponseUrlAsync(profile, relayState, {}, true), 303);
  }

  scope.post<{ Params: { company: string }; Body: Record<string, string> | undefined }>(
    '/saml/:company/slo',
    (request, reply) => answer(request, reply, { fields: request.body ?? {}, rawQuery: null }),
  );
  scope.get<{ Params: { company: string }; Querystring: Record<string, string> }>(
    '/saml/:company/slo',
    (request, reply) => answer(request, reply, { fields: request.query, rawQuery: request.url.split('?')[1] ?? '' }),
  );
}
