import { z } from 'zod/mini';
import { builtOnFirstUse } from '../built-on-first-use';

/** The legal and information pages the footer links to (spec §2, §7). */
export const staticPageTypes = ['terms', 'privacy', 'imprint', 'about'] as const;
export type StaticPageType = (typeof staticPageTypes)[number];
export const staticPageTypeSchema = builtOnFirstUse(() => z.enum(staticPageTypes));

/** Languages content (static pages, server messages) is kept in; `en` is the default and fallback. */
export const contentLocales = ['en', 'de'] as const;
export type ContentLocale = (typeof contentLocales)[number];
export const contentLocaleSchema = builtOnFirstUse(() => z.enum(contentLocales));
export const defaultContentLocale: ContentLocale = 'en';

export const staticPageSchema = builtOnFirstUse(() =>
  z.object({
    type: staticPageTypeSchema,
    locale: contentLocaleSchema,
    title: z.string(),
    /** Sanitized HTML, ready to be inserted into the footer modal. */
    html: z.string(),
  }),
);
export type StaticPage = z.infer<typeof staticPageSchema>;
