import { endpoints } from '@eventsuite/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AreaDeps } from '../../area';
import { registerEndpoint } from '../../http/endpoint';
import { HttpError, notFoundMessage } from '../../http/errors';
import { sendRefusal } from './pages';
import { activeSamlForDomain, completeSamlRequest } from './queries';
import { samlFor } from './service-provider';

/**
 * Single sign-on through the provider's login interaction: the screen's SSO step sends the browser to
 * the company's IdP; the assertion consumer (saml-endpoints.ts) verifies the answer and sends the browser
 * back here, on the interaction's path (so its cookie comes along), where the interaction finishes with
 * the account like a password sign-in.
 */
export async function registerSamlSignIn(
  app: FastifyInstance,
  provider: Provider,
  deps: Pick<AreaDeps, 'db' | 'config'>,
): Promise<void> {
  const { db, config } = deps;

  async function pendingLogin(request: FastifyRequest, reply: FastifyReply) {
    const { uid } = request.params as { uid: string };
    const interaction = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
    if (!interaction || interaction.uid !== uid || interaction.prompt.name !== 'login') return undefined;
    return interaction;
  }

  registerEndpoint(app, endpoints.startSamlSignIn, async (request, reply) => {
    const interaction = await pendingLogin(request as FastifyRequest, reply);
    if (!interaction) throw new HttpError(404, notFoundMessage);
    reply.header('cache-control', 'no-store');
    const domain = request.body.email.toLowerCase().split('@')[1] ?? '';
    const settings = await activeSamlForDomain(db, domain);
    if (!settings) return { data: { redirect_to: null } };
    const saml = samlFor(db, config.publicUrl, settings, { purpose: 'sign_in', interactionUid: interaction.uid });
    return { data: { redirect_to: await saml.getAuthorizeUrlAsync('', undefined, {}) } };
  });

  app.get<{ Params: { uid: string }; Querystring: { request?: string } }>(
    '/oidc/interaction/:uid/saml',
    async (request, reply) => {
      const interaction = await pendingLogin(request, reply);
      const accountId =
        interaction && typeof request.query.request === 'string'
          ? await completeSamlRequest(db, request.query.request, interaction.uid)
          : undefined;
      if (!accountId) {
        return sendRefusal(request, reply, {
          reason: 'unknown_request',
          reference: request.params.uid,
          publicUrl: config.publicUrl,
        });
      }
      const returnTo = await provider.interactionResult(request.raw, reply.raw, { login: { accountId } });
      return reply.redirect(returnTo, 303);
    },
  );
}
