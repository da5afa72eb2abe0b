import { z } from 'zod/mini';
import { access, defineEndpoint } from '../endpoint';
import { staticPageSchema, staticPageTypeSchema } from './schemas';

/** The legal and about pages: public, needed before anyone signs in. */
export const staticPagesEndpoints = {
  /** Legal pages must be readable without an account; the language follows Accept-Language. */
  showStaticPage: defineEndpoint({
    method: 'GET',
    path: '/api/static-pages/:type',
    params: z.object({ type: staticPageTypeSchema }),
    response: staticPageSchema,
    access: access.public(),
  }),
} as const;
