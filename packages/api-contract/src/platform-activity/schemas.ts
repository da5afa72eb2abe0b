import { z } from 'zod/mini';
import { activityEventSchema, activityEventTypes, activityTimeSchema } from '../activity-log';
import { builtOnFirstUse } from '../built-on-first-use';
import { singleLineText } from '../text';

/** Events per page of the platform's log. */
export const platformActivityPerPage = 25;
/** The longest object id a target filter takes (uuids, or a static page's type and language). */
export const activityTargetMaxLength = 100;

/**
 * `?type=&actor=&company=&target=&from=&to=` of the platform's log and its CSV export (issue 27 §3):
 * each filter left out takes every event, of every company and of private users.
 */
export const platformActivityFilterSchema = builtOnFirstUse(() =>
  z.object({
    type: z.optional(z.enum(activityEventTypes)),
    /** Only events this user made. */
    actor: z.optional(z.uuid()),
    /** Only events in this company's log. */
    company: z.optional(z.uuid()),
    /** Only events done to this object (its id: a user, company, app, role, ...). */
    target: z.optional(singleLineText(activityTargetMaxLength)),
    from: z.optional(activityTimeSchema),
    to: z.optional(activityTimeSchema),
  }),
);
export type PlatformActivityFilter = z.infer<typeof platformActivityFilterSchema>;

export const platformActivityQuerySchema = builtOnFirstUse(() =>
  z.extend(platformActivityFilterSchema, {
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  }),
);
export type PlatformActivityQuery = z.input<typeof platformActivityQuerySchema>;

/** An event of the platform's log: the company's event, and the company whose log holds it. */
export const platformActivityEventSchema = builtOnFirstUse(() =>
  z.extend(activityEventSchema, {
    /** Null for events about a person only, and once the company is deleted. */
    company: z.nullable(z.object({ id: z.string(), name: z.string() })),
  }),
);
export type PlatformActivityEvent = z.infer<typeof platformActivityEventSchema>;

export const platformActivityPageSchema = builtOnFirstUse(() =>
  z.object({
    data: z.array(platformActivityEventSchema),
    meta: z.object({
      current_page: z.int(),
      last_page: z.int(),
      per_page: z.int(),
      total: z.int(),
      /** The names of the actor, company and target the filter names, for its removable chips. */
      filter_names: z.object({
        actor: z.nullable(z.string()),
        company: z.nullable(z.string()),
        target: z.nullable(z.string()),
      }),
    }),
  }),
);
export type PlatformActivityPage = z.infer<typeof platformActivityPageSchema>;
