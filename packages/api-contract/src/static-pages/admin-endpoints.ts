import { z } from 'zod/mini';
import { builtOnFirstUse } from '../built-on-first-use';
import { dataOf } from '../data-of';
import { access, defineEndpoint } from '../endpoint';
import {
  adminStaticPageSchema,
  adminStaticPageSummarySchema,
  contentLocaleSchema,
  staticPageInputSchema,
  staticPageTypeSchema,
} from './schemas';

const viewContent = access.platform({ anyOf: ['admin_can_view_content'] });
const editContent = access.platform({ anyOf: ['admin_can_edit_content'] });
const pageParams = builtOnFirstUse(() => z.object({ type: staticPageTypeSchema }));
const languageParams = builtOnFirstUse(() => z.object({ type: staticPageTypeSchema, locale: contentLocaleSchema }));
const versionParams = builtOnFirstUse(() =>
  z.object({ type: staticPageTypeSchema, version: z.string().check(z.regex(/^[1-9]\d{0,17}$/)) }),
);
const onePage = builtOnFirstUse(() => dataOf(adminStaticPageSchema));

/**
 * The administration of the static pages (issue 27, ADR 0029), a table of its own so the footer's modal
 * carries none of it: viewing needs admin_can_view_content (spec §6), changing admin_can_edit_content.
 * Every save keeps a version; a restore saves an old one again as the newest.
 */
export const adminStaticPagesEndpoints = {
  /** terms, privacy, imprint and about with their languages and who changed each last, when. */
  listAdminStaticPages: defineEndpoint({
    method: 'GET',
    path: '/api/admin/static-pages',
    response: dataOf(z.array(adminStaticPageSummarySchema)),
    access: viewContent,
  }),
  /** The page in every language, and its history. */
  showAdminStaticPage: defineEndpoint({
    method: 'GET',
    path: '/api/admin/static-pages/:type',
    params: pageParams,
    response: onePage,
    access: viewContent,
  }),
  /** Saves one language of the page, sanitized, as its newest version. */
  updateAdminStaticPage: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/static-pages/:type/:locale',
    params: languageParams,
    body: staticPageInputSchema,
    response: onePage,
    access: editContent,
  }),
  /** Saves an earlier version again, as the newest; a version of another page is not found (404). */
  restoreAdminStaticPageVersion: defineEndpoint({
    method: 'POST',
    path: '/api/admin/static-pages/:type/versions/:version/restore',
    params: versionParams,
    response: onePage,
    access: editContent,
  }),
} as const;
