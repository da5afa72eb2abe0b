import { access, defineEndpoint } from '../endpoint';
import { runtimeConfigPath } from '../paths';
import { healthSchema, runtimeConfigSchema } from './schemas';

/** Health and runtime configuration: public, needed before anyone signs in. */
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
} as const;
