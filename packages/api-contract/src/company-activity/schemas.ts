import { z } from 'zod/mini';
import { activityEventSchema, activityEventTypes } from '../activity-log';
import { builtOnFirstUse } from '../built-on-first-use';

/** Events per page of the company's log. */
export const companyActivityPerPage = 20;

export const companyActivityQuerySchema = builtOnFirstUse(() =>
  z.object({
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
    /** Only events of this type; all types without it. */
    type: z.optional(z.enum(activityEventTypes)),
  }),
);
export type CompanyActivityQuery = z.infer<typeof companyActivityQuerySchema>;

export const companyActivityPageSchema = builtOnFirstUse(() =>
  z.object({
    data: z.array(activityEventSchema),
    meta: z.object({
      current_page: z.int(),
      last_page: z.int(),
      per_page: z.int(),
      total: z.int(),
      /** The types the company's log holds at all, for the filter; in the order of activityEventTypes. */
      types: z.array(z.enum(activityEventTypes)),
    }),
  }),
);
export type CompanyActivityPage = z.infer<typeof companyActivityPageSchema>;
