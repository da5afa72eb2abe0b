import { z } from 'zod/mini';
import { access, defineEndpoint } from './endpoint';
import { runtimeConfigPath } from './paths';
import { staticPageSchema, staticPageTypeSchema } from './static-pages';
import { healthSchema, runtimeConfigSchema } from './system';

/** Health, runtime configuration and the legal pages: public, needed before anyone signs in. */
export const systemEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    response: healthSchema,
    access: access.public(),
  }),
  runtimeConfig: defineEndpoint({
    method: 'GET',
    path: runtimeConfigPath,
    response: runtimeConfigSchema,
    access: access.public(),
  }),
  /** Legal pages must be readable without an account; the language follows Accept-Language. */
  showStaticPage: defineEndpoint({
    method: 'GET',
    path: '/api/static-pages/:type',
    params: z.object({ type: staticPageTypeSchema }),
    response: staticPageSchema,
    access: access.public(),
  }),
} as const;
