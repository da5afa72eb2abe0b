import { z } from 'zod/mini';
import { builtOnFirstUse } from '../built-on-first-use';
import { multiLineText, singleLineText } from '../text';

/** The legal and information pages the footer links to (spec §2, §7). */
export const staticPageTypes = ['terms', 'privacy', 'imprint', 'about'] as const;
export type StaticPageType = (typeof staticPageTypes)[number];
export const staticPageTypeSchema = builtOnFirstUse(() => z.enum(staticPageTypes));

/** Languages content (static pages, server messages) is kept in; `en` is the default and fallback. */
export const contentLocales = ['en', 'de', 'fr'] as const;
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

/** The longest title and stored HTML a page takes; longer input is refused, not cut. */
export const staticPageTitleMaxLength = 200;
export const staticPageHtmlMaxLength = 100_000;

/** Who saved something and when: the person is null once their account is gone. */
const savedBySchema = () => z.nullable(z.object({ id: z.string(), name: z.string() }));

/** One language of a page in the administration's list and editor (issue 27). */
export const adminStaticPageLanguageSchema = builtOnFirstUse(() =>
  z.object({
    locale: contentLocaleSchema,
    title: z.string(),
    /** Sanitized HTML, as the footer modal gets it. */
    html: z.string(),
    /** ISO 8601. */
    updated_at: z.string(),
    updated_by: savedBySchema(),
  }),
);
export type AdminStaticPageLanguage = z.infer<typeof adminStaticPageLanguageSchema>;

/** A page of /admin/pages: its languages, without their HTML. */
export const adminStaticPageSummarySchema = builtOnFirstUse(() =>
  z.object({
    type: staticPageTypeSchema,
    languages: z.array(
      z.object({
        locale: contentLocaleSchema,
        title: z.string(),
        updated_at: z.string(),
        updated_by: savedBySchema(),
      }),
    ),
  }),
);
export type AdminStaticPageSummary = z.infer<typeof adminStaticPageSummarySchema>;

/** A saved version of one language of a page: every save adds one, a restore too. */
export const staticPageVersionSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    locale: contentLocaleSchema,
    title: z.string(),
    html: z.string(),
    /** ISO 8601. */
    saved_at: z.string(),
    saved_by: savedBySchema(),
    /** The version this one restored, or null for an edit. */
    restored_from: z.nullable(z.string()),
  }),
);
export type StaticPageVersion = z.infer<typeof staticPageVersionSchema>;

/** /admin/pages/{page}: every language of the page and its history, newest first. */
export const adminStaticPageSchema = builtOnFirstUse(() =>
  z.object({
    type: staticPageTypeSchema,
    languages: z.array(adminStaticPageLanguageSchema),
    versions: z.array(staticPageVersionSchema),
  }),
);
export type AdminStaticPage = z.infer<typeof adminStaticPageSchema>;

/** What the editor saves for one language. The HTML is sanitized before it is stored. */
export const staticPageInputSchema = builtOnFirstUse(() =>
  z.object({
    title: singleLineText(staticPageTitleMaxLength).check(z.minLength(1, { message: 'required' })),
    html: multiLineText(staticPageHtmlMaxLength).check(z.minLength(1, { message: 'required' })),
  }),
);
export type StaticPageInput = z.input<typeof staticPageInputSchema>;
