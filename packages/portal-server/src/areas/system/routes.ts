import {
  contentLocales,
  endpoints,
  type ContentLocale,
  type Health,
  type RuntimeConfig,
} from '@eventsuite/api-contract';
import type { FastifyRequest } from 'fastify';
import type { Area } from '../../area';
import { registerEndpoint } from '../../http/endpoint';
import { databaseRetryAfterSeconds } from '../../http/errors';
import { supportedLanguages } from '../system-settings';

/** The health check and the runtime configuration the web app reads at start. */
export const systemArea: Area = {
  name: 'system',
  register(app, { config, database, db }) {
    registerEndpoint(app, endpoints.health, async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok', database: 'ok' } satisfies Health;
      } catch (error) {
        request.log.error({ err: error }, 'Health check: the database does not answer');
        reply.code(503).header('retry-after', String(databaseRetryAfterSeconds));
        return { status: 'error', database: 'error' } satisfies Health;
      }
    });

    const runtimeConfig: Omit<RuntimeConfig, 'supportedLanguages'> = {
      apiBaseUrl: config.publicUrl,
      oidc: { authority: config.oidc.authority, clientId: config.oidc.clientId },
      productName: config.productName,
      accessibilityContact: config.accessibilityContact,
      signUp: config.signUp,
    };
    registerEndpoint(app, endpoints.runtimeConfig, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { ...runtimeConfig, supportedLanguages: await languagesOnOffer(request) };
    });

    /** The admin's supported languages; every interface language while the database has never answered. */
    async function languagesOnOffer(request: FastifyRequest): Promise<ContentLocale[]> {
      try {
        return await supportedLanguages(db);
      } catch (error) {
        request.log.error({ err: error }, 'The supported languages could not be read; offering all');
        return [...contentLocales];
      }
    }
  },
};
