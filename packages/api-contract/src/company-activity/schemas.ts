import { z } from 'zod/mini';
import { activityEventSchema, activityEventTypes, activityTimeSchema } from '../activity-log';
import { builtOnFirstUse } from '../built-on-first-use';

/** Events per page of the company's log. */
export const companyActivityPerPage = 20;

/**
 * `?type=&actor=&from=&to=` of the company's log and its CSV export (issue 27 §3): each filter left out
 * takes every event; `from` and `to` bound the time (both included).
 */
export const companyActivityFilterSchema = builtOnFirstUse(() =>
  z.object({
    /** Only events of this type; all types without it. */
    type: z.optional(z.enum(activityEventTypes)),
    /** Only events this user made. */
    actor: z.optional(z.uuid()),
    from: z.optional(activityTimeSchema),
    to: z.optional(activityTimeSchema),
  }),
);
export type CompanyActivityFilter = z.infer<typeof companyActivityFilterSchema>;

export const companyActivityQuerySchema = builtOnFirstUse(() =>
  z.extend(companyActivityFilterSchema, {
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
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
      /** The people who made the company's events and still exist, in name order, for the filter. */
      actors: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  }),
);
export type CompanyActivityPage = z.infer<typeof companyActivityPageSchema>;

/** The CSV export's answer: `text/csv`, UTF-8 with a byte order mark, streamed by the server. */
export const activityCsvSchema = builtOnFirstUse(() => z.string());
