import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { runtimeConfigPath } from './paths';
import { staticPageSchema, staticPageTypeSchema } from './static-pages';
import { healthSchema, runtimeConfigSchema } from './system';

/** Every endpoint of the portal's server. Clients derive paths, keys and types from these entries. */
export const endpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    response: healthSchema,
    access: { kind: 'public' },
  }),
  runtimeConfig: defineEndpoint({
    method: 'GET',
    path: runtimeConfigPath,
    response: runtimeConfigSchema,
    access: { kind: 'public' },
  }),
  /** Legal pages must be readable without an account; the language follows Accept-Language. */
  showStaticPage: defineEndpoint({
    method: 'GET',
    path: '/api/static-pages/:type',
    params: z.object({ type: staticPageTypeSchema }),
    response: staticPageSchema,
    access: { kind: 'public' },
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
