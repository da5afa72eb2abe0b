import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import Provider, { errors, interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config';
import { isConnectionLost } from '../db/errors';
import type { DatabaseConnection } from '../db/index';
import { databaseRetryAfterSeconds } from '../http/errors';
import { baseSecurityHeaders } from '../http/security-headers';
import { findAccount, profileClaims, type AccountClaimsFinder } from './account';
import { DatabaseAdapter, deleteExpiredModels } from './adapter';
import {
  AppClientAdapter,
  appAccessCheck,
  compareHashedClientSecrets,
  type AppAccessDecider,
  type AppClientFinder,
} from './app-clients';
import { logoutSource, postLogoutSuccessSource, renderError } from './pages';
import { accessTokenAlg, loadProviderSecrets, toPublicJwks } from './secrets';

/** Where the provider is mounted in the portal's server. */
export const oidcMountPath = '/oidc';

const minute = 60;
const day = 24 * 60 * minute;
/** Sessions, grants and refresh tokens last two weeks; a rotated refresh token keeps its predecessor's end. */
export const sessionTtl = 14 * day;
const sweepIntervalMs = 10 * 60 * 1000;

/**
 * The standard prompts, and one more reason to sign in: the session's account can no longer be used
 * (locked or deleted since), which the standard policy does not foresee. Right after signing in, apps
 * check that they are installed for the account (`appAccess`, ADR 0018).
 */
function signInPolicy(appAccess: interactionPolicy.Prompt) {
  const { Check, base } = interactionPolicy;
  const policy = base();
  policy
    .get('login')!
    .checks.add(
      new Check(
        'account_unavailable',
        'End-User authentication is required',
        (ctx) => !!ctx.oidc.session?.accountId && !ctx.oidc.account,
      ),
    );
  policy.add(appAccess, 1);
  return policy;
}

/**
 * Where the provider may send the browser back to: the app at the public URL and, during development,
 * the app on the Vite dev server as well.
 */
export function portalClientRedirects(config: Pick<Config, 'publicUrl' | 'devAppOrigin'>) {
  const origins = config.devAppOrigin ? [config.publicUrl, config.devAppOrigin] : [config.publicUrl];
  return {
    redirect_uris: origins.map((origin) => `${origin}/login`),
    post_logout_redirect_uris: origins.map((origin) => `${origin}/logout-successful`),
  };
}

/**
 * What the provider asks of the areas. app.ts hands it in, so that this core imports no area: the
 * accounts are the identity area's, the apps' clients the app administration's, the sign-in pages the
 * sign-in area's.
 */
export interface ProviderAreas {
  accountClaims: AccountClaimsFinder;
  findAppClient: AppClientFinder;
  mayUseApp: AppAccessDecider;
  /** Registers the endpoints that answer the login interaction (under /oidc/interaction). */
  registerSignIn(app: FastifyInstance, provider: Provider): Promise<void>;
  /** Follows the provider's events (the person's sessions, issue 30). */
  watchSessions(provider: Provider, log: FastifyBaseLogger): void;
  /** Removes the sign-in state the areas keep that has expired, whenever the provider sweeps its own. */
  sweepExpired(): Promise<unknown>;
}

export interface EmbeddedProvider {
  readonly issuer: string;
  readonly audience: string;
  /** The public signing keys; access tokens verify against these (jose `createLocalJWKSet`). */
  publicJwks(): JSONWebKeySet;
  /** Serves the provider under /oidc, its sign-in endpoints, and sweeps expired state while the app runs. */
  mount(app: FastifyInstance): Promise<void>;
}

/**
 * The embedded OpenID Provider (oidc-provider) with the portal as its static client: public, PKCE S256,
 * code + refresh token, no consent screen. The other apps are clients too, read from the database on
 * every request (ADR 0018). Its state and keys live in the database, so any instance can answer any
 * request of a sign-in that another instance started.
 */
export async function createEmbeddedProvider(
  config: Config,
  database: DatabaseConnection,
  areas: ProviderAreas,
): Promise<EmbeddedProvider> {
  const { db } = database;
  // config.ts decides: the issuer is `${PUBLIC_URL}/oidc`, the audience the API's (OIDC_AUDIENCE).
  const { authority: issuer, audience } = config.oidc;
  const clientId = config.oidc.clientId;
  const secrets = await loadProviderSecrets(db);
  const pageOptions = { productName: config.productName, publicUrl: config.publicUrl };
  const portalOrigin = new URL(config.publicUrl).origin;
  const appAccess = appAccessCheck(areas.mayUseApp, clientId);

  const configuration: Configuration = {
    adapter: (model: string) =>
      model === 'Client' ? new AppClientAdapter(areas.findAppClient) : new DatabaseAdapter(db, model),
    jwks: secrets.jwks as Configuration['jwks'],
    cookies: { keys: secrets.cookieKeys },
    clients: [
      {
        client_id: clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        ...portalClientRedirects(config),
        scope: 'openid profile offline_access offline',
      },
    ],
    responseTypes: ['code'],
    // `offline` is what the portal has always asked for besides the standard offline_access.
    scopes: ['openid', 'profile', 'offline_access', 'offline'],
    claims: { openid: ['sub'], profile: profileClaims },
    // The ID token carries the claims of its scopes even when an access token for userinfo comes along:
    // the portal reads the signed-in user from it (spec §3), as it did before apps had userinfo.
    conformIdTokenClaims: false,
    findAccount: (_ctx, accountId) => findAccount(areas.accountClaims, accountId),
    pkce: { required: () => true },
    interactions: {
      policy: signInPolicy(appAccess.prompt),
      // A path of the provider, so the interaction cookie reaches the sign-in endpoints (areas/sign-in).
      url: (_ctx, interaction) => `${issuer}/interaction/${interaction.uid}`,
    },
    /**
     * The portal and the platform's apps are first-party: each is granted the OpenID scopes it asks for
     * (within its allowed scopes), so consent is never missing (a request with prompt=consent is answered
     * in areas/sign-in). The grant grows when a later request asks for more. An app gets a grant only when it
     * is installed for the account; without one, the app access prompt sends the browser away. Only the
     * portal is granted the API.
     */
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, provider } = ctx.oidc;
      const accountId = session?.accountId;
      if (!client || !session || !accountId || !(await appAccess.mayUse(ctx))) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      const grant =
        existing?.accountId === accountId ? existing : new provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope(ctx.oidc.requestParamOIDCScopes);
      grant.addOIDCClaims(ctx.oidc.requestParamClaims);
      if (client.clientId === clientId) {
        for (const [indicator, resourceServer] of Object.entries(ctx.oidc.resourceServers ?? {})) {
          grant.addResourceScope(indicator, resourceServer.scope);
        }
      }
      await grant.save();
      return grant;
    },
    /**
     * Refresh tokens for a request that asks for offline access. OpenID Connect drops `offline_access`
     * unless the request also says prompt=consent; `offline`, which the portal always asks for too,
     * carries the wish without it.
     */
    // Access tokens name their session, so the API refuses them as soon as the person ends it (issue 30).
    extraTokenClaims: (_ctx, token) =>
      token.kind === 'AccessToken' && token.sessionUid ? { sid: token.sessionUid } : undefined,
    issueRefreshToken: (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && (code.scopes.has('offline_access') || code.scopes.has('offline')),
    // Signing out ends the portal's tokens too: refresh tokens live only as long as the session.
    expiresWithSession: () => true,
    rotateRefreshToken: () => true,
    ttl: {
      AccessToken: config.oidcAccessTokenTtl,
      AuthorizationCode: minute,
      IdToken: 60 * minute,
      Interaction: 60 * minute,
      Session: sessionTtl,
      Grant: sessionTtl,
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? sessionTtl,
    },
    // Browser apps call the token, userinfo and revocation endpoints from their redirect URL's origin.
    clientBasedCORS: (_ctx, origin, client) =>
      origin === portalOrigin ||
      (client.clientId !== clientId && client.redirectUris?.some((uri) => new URL(uri).origin === origin) === true),
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        // Without a `resource` parameter, the portal's authorization and token requests are for the API.
        // Apps ask for no resource: their access tokens are opaque and serve the userinfo endpoint.
        defaultResource: (_ctx, client) => (client?.clientId === clientId ? audience : undefined),
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator, client) => {
          if (indicator !== audience || client.clientId !== clientId) throw new errors.InvalidTarget();
          return {
            scope: '',
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: config.oidcAccessTokenTtl,
            jwt: { sign: { alg: accessTokenAlg } },
          };
        },
      },
      // For apps (ADR 0018): their opaque access tokens give the claims of §3. The portal's access
      // tokens are JWTs for the API, which the endpoint refuses; the portal reads GET /id/userinfo.
      userinfo: { enabled: true },
      // The portal revokes its refresh token when signing out (oidc-client-ts revokeTokens).
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: logoutSource(pageOptions),
        postLogoutSuccessSource: postLogoutSuccessSource(pageOptions),
      },
    },
    renderError: renderError(pageOptions),
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = config.trustProxy;
  compareHashedClientSecrets(provider);

  return {
    issuer,
    audience,
    publicJwks: () => toPublicJwks(secrets.jwks),
    async mount(app) {
      provider.on('server_error', (ctx, error) => {
        // The database out of reach: like the API (http/errors.ts), "try again shortly" rather than a 500.
        if (isConnectionLost(error)) {
          app.log.warn({ err: error }, 'OpenID Provider: the database is out of reach');
          ctx.status = 503;
          ctx.set('retry-after', String(databaseRetryAfterSeconds));
          return;
        }
        app.log.error({ err: error }, 'OpenID Provider error');
      });

      await areas.registerSignIn(app, provider);
      // Before the callback is made: Koa composes the provider's middleware then.
      areas.watchSessions(provider, app.log);
      const callback = provider.callback();

      // Everything else under /oidc is the provider's: it gets the raw request with the prefix taken off
      // (it derives its own URLs from the difference) and its body unread. Its pages set their own policy.
      const securityHeaders = Object.entries(baseSecurityHeaders(config));
      await app.register(async (scope) => {
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
        scope.all(`${oidcMountPath}/*`, async (request, reply) => {
          reply.hijack();
          for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
          const raw = request.raw as IncomingMessage & { originalUrl?: string };
          raw.originalUrl = raw.url;
          raw.url = raw.url!.slice(oidcMountPath.length) || '/';
          await callback(raw, reply.raw);
        });
      });

      const sweep = () =>
        Promise.all([deleteExpiredModels(db), areas.sweepExpired()]).catch((error: unknown) =>
          app.log.warn({ err: error }, 'Could not remove expired sign-in state'),
        );
      const timer = setInterval(() => void sweep(), sweepIntervalMs);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    },
  };
}
