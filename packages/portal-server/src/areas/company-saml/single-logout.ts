import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import type { Element } from '@xmldom/xmldom';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AreaDeps } from '../../area';
import { runChange } from '../../changes/change';
import { endSessions } from '../account-security';
import { sendRefusal } from './pages';
import {
  consumeSamlLogoutRequest,
  forgetSamlSessions,
  samlSessionsNamed,
  samlSettingsOf,
  spendAssertionId,
} from './queries';
import type { CompanySamlSettingsRow } from './schema';
import { samlFor, serviceProviderOf } from './service-provider';
import { parseXml, reasonOf, SamlRefusal } from './saml-xml';

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
    const refuse = (reason: Parameters<typeof sendRefusal>[2]['reason']) =>
      sendRefusal(request, reply, { reason, reference: randomUUID(), publicUrl: config.publicUrl, logout: true });
    if (!(await companyExists(companyId))) return refuse('not_configured');
    const settings = await samlSettingsOf(db, companyId);
    if (!settings || settings.certificates.length === 0) return refuse('not_configured');
    const sloUrl = serviceProviderOf(config.publicUrl, companyId).sloUrl;
    const binding = message.rawQuery === null ? 'post' : 'redirect';
    const saml = await samlFor(db, config.publicUrl, settings, { purpose: 'logout', interactionUid: null });
    const response = text(message.fields.SAMLResponse);
    const logoutRequest = text(message.fields.SAMLRequest);
    try {
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
        const returnTo = await consumeSamlLogoutRequest(db, companyId, root.getAttribute('InResponseTo') ?? '');
        if (!returnTo) throw new SamlRefusal('unknown_request');
        return reply.redirect(returnTo, 303);
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
        // A NameID or SessionIndex split by a comment would name another person's session.
        for (const name of ['NameID', 'SessionIndex']) {
          for (const element of Array.from(root.getElementsByTagNameNS('*', name))) {
            if (Array.from(element.childNodes).some((node) => node.nodeType === 8))
              throw new SamlRefusal('xml_comment');
          }
        }
        const expiresAt = new Date(Date.now() + logoutRequestIdLifetimeMs);
        if (!(await spendAssertionId(db, companyId, `logout:${profile.ID}`, expiresAt))) {
          throw new SamlRefusal('replay');
        }
        const sessionIndex = root.getElementsByTagNameNS('*', 'SessionIndex')[0]?.textContent?.trim() || null;
        const named = await samlSessionsNamed(db, companyId, {
          nameId: profile.nameID,
          nameIdFormat: profile.nameIDFormat ?? null,
          sessionIndex,
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
      throw new SamlRefusal('malformed');
    } catch (error) {
      if (!(error instanceof SamlRefusal)) request.log.info({ err: error }, 'SAML logout message refused');
      return refuse(reasonOf(error));
    }
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
