import {
  contentLocales,
  defaultContentLocale,
  endpoints,
  type Health,
  type RuntimeConfig,
} from '@eventsuite/api-contract';
import { and, eq, inArray } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet } from 'jose';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAppRoutes } from './apps/routes';
import type { Config } from './config';
import type { DatabaseConnection } from './db/index';
import { staticPages } from './db/schema';
import { negotiateLanguage } from './http/accept-language';
import { registerAuthentication, registerEndpoint } from './http/endpoint';
import { HttpError, notFoundMessage, registerErrorHandler } from './http/errors';
import { sanitizeStaticHtml } from './http/sanitize';
import { registerStaticHosting } from './http/static-hosting';
import { embeddedAccessTokenVerifier, type AccessTokenVerifier } from './identity/access-token';
import { createAuthenticator } from './identity/authenticate';
import { registerIdentityRoutes } from './identity/routes';
import { setUpMail } from './mail/index';
import { registerNotificationRoutes } from './notifications/routes';
import { createEmbeddedProvider } from './oidc/index';
import { registerAvatarRoutes } from './profile/avatar-routes';
import { registerProfileRoutes } from './profile/routes';

export interface AppOptions {
  /**
   * Checks the bearer tokens of non-public endpoints (see identity/access-token.ts). Required with an
   * external provider (main.ts discovers it); with the embedded one it defaults to the provider's keys.
   */
  accessTokens?: AccessTokenVerifier;
}

export async function buildApp(
  config: Config,
  database: DatabaseConnection,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const provider = config.oidc.embedded ? await createEmbeddedProvider(config, database) : undefined;
  const accessTokens =
    options.accessTokens ??
    (provider ? embeddedAccessTokenVerifier(config, createLocalJWKSet(provider.publicJwks())) : undefined);
  if (!accessTokens) throw new Error('buildApp: an external OpenID provider needs options.accessTokens');
  registerAuthentication(app, createAuthenticator(database.db, accessTokens));

  registerEndpoint(app, endpoints.health, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: 'ok' } satisfies Health;
    } catch (error) {
      request.log.error({ err: error }, 'Health check: the database does not answer');
      reply.code(503);
      return { status: 'error', database: 'error' } satisfies Health;
    }
  });

  const runtimeConfig: RuntimeConfig = {
    apiBaseUrl: config.publicUrl,
    oidc: { authority: config.oidc.authority, clientId: config.oidc.clientId },
    productName: config.productName,
  };
  registerEndpoint(app, endpoints.runtimeConfig, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return runtimeConfig;
  });

  registerEndpoint(app, endpoints.showStaticPage, async (request, reply) => {
    const locale = negotiateLanguage(request.headers['accept-language'], contentLocales, defaultContentLocale);
    reply.header('vary', 'Accept-Language');
    const rows = await database.db
      .select()
      .from(staticPages)
      .where(
        and(eq(staticPages.type, request.params.type), inArray(staticPages.locale, [locale, defaultContentLocale])),
      );
    const page = rows.find((row) => row.locale === locale) ?? rows.find((row) => row.locale === defaultContentLocale);
    if (!page) throw new HttpError(404, notFoundMessage);
    reply.header('content-language', page.locale);
    return { type: page.type, locale: page.locale, title: page.title, html: sanitizeStaticHtml(page.html) };
  });

  registerIdentityRoutes(app, database.db);
  registerAppRoutes(app, database.db);
  await registerAvatarRoutes(app, database.db, config.filesDir);
  registerNotificationRoutes(app, database.db);
  const mailer = setUpMail(app, config, database);
  registerProfileRoutes(app, database.db, { config, mailer });
  await provider?.mount(app);

  await registerStaticHosting(app, config.staticDir);
  return app;
}
