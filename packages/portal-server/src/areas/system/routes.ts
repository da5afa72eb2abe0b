import { endpoints, type Health, type RuntimeConfig } from '@eventsuite/api-contract';
import type { Area } from '../../area';
import { registerEndpoint } from '../../http/endpoint';
import { databaseRetryAfterSeconds } from '../../http/errors';

/** The health check and the runtime configuration the web app reads at start. */
export const systemArea: Area = {
  name: 'system',
  register(app, { config, database }) {
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

    const runtimeConfig: RuntimeConfig = {
      apiBaseUrl: config.publicUrl,
      oidc: { authority: config.oidc.authority, clientId: config.oidc.clientId },
      productName: config.productName,
    };
    registerEndpoint(app, endpoints.runtimeConfig, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return runtimeConfig;
    });
  },
};
