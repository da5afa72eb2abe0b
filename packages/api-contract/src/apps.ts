import { z } from 'zod/mini';
import { builtOnFirstUse } from './built-on-first-use';

/** An app as a signed-in account sees it in lists (dashboard, app list). */
export const appSummarySchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    internal_name: z.string(),
    name: z.string(),
    description: z.string(),
    /** Logo file name, or null without one. */
    logo: z.nullable(z.string()),
  }),
);
export type AppSummary = z.infer<typeof appSummarySchema>;
