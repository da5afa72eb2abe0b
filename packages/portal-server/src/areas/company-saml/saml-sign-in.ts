import { endpoints } from '@eventsuite/api-contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { AreaDeps } from '../../area';
import { registerEndpoint } from '../../http/endpoint';
import { HttpError, notFoundMessage } from '../../http/errors';
import { languageFor, pageHeaders, sendRefusal, signingOutPage } from './pages';
import { activeSamlForDomain, completeSamlRequest, samlSettingsOf, saveSamlSession, takeSamlSession } from './queries';
import type { SamlSubject } from './schema';
import { samlFor } from './service-provider';

/**
 * The key of the interaction result that carries a SAML sign-in's IdP session to the provider session it
 * starts (read when the provider resumes the authorization).
 */
const samlLoginResult = 'eventsuiteSamlLogin';
type SamlLogin = { companyId: string } & SamlSubject;

/** The NameID format a logout request names when the sign-in's answer named none. */
const unspecifiedNameIdFormat = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';

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
    const saml = await samlFor(db, config.publicUrl, settings, { purpose: 'sign_in', interactionUid: interaction.uid });
    return { data: { redirect_to: await saml.getAuthorizeUrlAsync('', undefined, {}) } };
  });

  app.get<{ Params: { uid: string }; Querystring: { request?: string } }>(
    '/oidc/interaction/:uid/saml',
    async (request, reply) => {
      const interaction = await pendingLogin(request, reply);
      const completed =
        interaction && typeof request.query.request === 'string'
          ? await completeSamlRequest(db, request.query.request, interaction.uid)
          : undefined;
      if (!completed) {
        return sendRefusal(request, reply, {
          reason: 'unknown_request',
          reference: request.params.uid,
          publicUrl: config.publicUrl,
        });
      }
      const { accountId, companyId, subject } = completed;
      const login: SamlLogin | undefined = subject ? { companyId, ...subject } : undefined;
      const returnTo = await provider.interactionResult(request.raw, reply.raw, {
        login: { accountId },
        ...(login ? { [samlLoginResult]: login } : {}),
      });
      return reply.redirect(returnTo, 303);
    },
  );

  watchSamlSessions(provider, deps, app.log);
}

/**
 * Single logout (issue 28 §2): the provider session a SAML sign-in started keeps the IdP's name for the
 * person's session there; when the person signs out of the portal (the provider's logout confirmed),
 * the browser goes on to the IdP's single logout service with our LogoutRequest, and the IdP's answer
 * (single-logout.ts) sends it where the portal's logout was going. Nothing here fails the provider's
 * answer: without the IdP's logout URL, or on an error, the portal's logout ends as before.
 */
function watchSamlSessions(provider: Provider, deps: Pick<AreaDeps, 'db' | 'config'>, log: FastifyBaseLogger) {
  const { db, config } = deps;
  provider.use(async (ctx, next) => {
    await next();
    const { oidc } = ctx as Partial<KoaContextWithOIDC>;
    const session = oidc?.session;
    if (!oidc || !session?.uid) return;
    try {
      if (oidc.route === 'resume') {
        const login = (oidc.result as Record<string, unknown> | undefined)?.[samlLoginResult] as SamlLogin | undefined;
        if (login && session.accountId) await saveSamlSession(db, { sessionUid: session.uid, ...login });
        return;
      }
      if (oidc.route !== 'end_session_confirm' || ctx.status !== 303 || !oidc.params?.logout) return;
      const signedIn = await takeSamlSession(db, session.uid);
      const settings = signedIn ? await samlSettingsOf(db, signedIn.companyId) : undefined;
      if (!signedIn || !settings?.logoutUrl || settings.certificates.length === 0) return;
      const saml = await samlFor(db, config.publicUrl, settings, {
        purpose: 'logout',
        interactionUid: null,
        returnTo: ctx.response.get('location'),
      });
      const idpLogoutUrl = await saml.getLogoutUrlAsync(
        {
          issuer: settings.idpEntityId,
          nameID: signedIn.nameId,
          nameIDFormat: signedIn.nameIdFormat ?? unspecifiedNameIdFormat,
          ...(signedIn.sessionIndex ? { sessionIndex: signedIn.sessionIndex } : {}),
        },
        '',
        {},
      );
      ctx.status = 200;
      ctx.remove('location');
      ctx.set(pageHeaders);
      ctx.body = signingOutPage(languageFor(ctx.get('accept-language') || undefined), idpLogoutUrl);
    } catch (error) {
      log.warn({ err: error }, 'Could not carry a logout to the SAML identity provider');
    }
  });
}
