import { contentLocales, defaultContentLocale, endpoints, type StaticPageType } from '@eventsuite/api-contract';
import type { Area } from '../../area';
import { runChange } from '../../changes/change';
import type { Database } from '../../db/index';
import { negotiateLanguage } from '../../http/accept-language';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import { FieldValidationError, HttpError, notFoundMessage } from '../../http/errors';
import { sanitizeStaticHtml } from '../../http/sanitize';
import { toAdminStaticPage, toAdminStaticPageSummaries, toStaticPage } from './mapping';
import { findStaticPage, findVersion, pageLanguages, pageVersions, savePage } from './queries';

async function adminPage(db: Database, type: StaticPageType) {
  const [languages, versions] = await Promise.all([pageLanguages(db, type), pageVersions(db, type)]);
  return { data: toAdminStaticPage(type, languages, versions) };
}

/**
 * Terms, privacy, imprint and about, in the reader's language or else the default one; and their
 * administration (ADR 0029): HTML is sanitized when saved and again when served.
 */
export const staticPagesArea: Area = {
  name: 'static-pages',
  register(app, deps) {
    const { db } = deps;
    registerEndpoint(app, endpoints.showStaticPage, async (request, reply) => {
      const locale = negotiateLanguage(request.headers['accept-language'], contentLocales, defaultContentLocale);
      reply.header('vary', 'Accept-Language');
      const page = await findStaticPage(db, request.params.type, [locale, defaultContentLocale]);
      if (!page) throw new HttpError(404, notFoundMessage);
      reply.header('content-language', page.locale);
      return toStaticPage(page);
    });

    registerEndpoint(app, endpoints.listAdminStaticPages, async () => ({
      data: toAdminStaticPageSummaries(await pageLanguages(db)),
    }));

    registerEndpoint(app, endpoints.showAdminStaticPage, async (request) => adminPage(db, request.params.type));

    registerEndpoint(app, endpoints.updateAdminStaticPage, async (request) => {
      const { user } = identityOf(request);
      const { type, locale } = request.params;
      const html = sanitizeStaticHtml(request.body.html).trim();
      // Markup that sanitizes to nothing (only a script, say) leaves the page empty: refused as such.
      if (html === '') throw new FieldValidationError({ html: ['required'] });
      await runChange(deps, { userId: user.id }, async (change) => {
        const version = await savePage(change.tx, { type, locale, title: request.body.title, html, savedBy: user.id });
        await change.log({
          type: 'static_page_updated',
          object: { type: 'static_page', id: type },
          details: { locale, version: String(version) },
        });
      });
      return adminPage(db, type);
    });

    registerEndpoint(app, endpoints.restoreAdminStaticPageVersion, async (request) => {
      const { user } = identityOf(request);
      const { type } = request.params;
      await runChange(deps, { userId: user.id }, async (change) => {
        const old = await findVersion(change.tx, type, Number(request.params.version));
        if (!old) throw new HttpError(404, notFoundMessage);
        const version = await savePage(change.tx, {
          type,
          locale: old.locale,
          title: old.title,
          html: sanitizeStaticHtml(old.html),
          savedBy: user.id,
          restoredFrom: old.id,
        });
        await change.log({
          type: 'static_page_updated',
          object: { type: 'static_page', id: type },
          details: { locale: old.locale, version: String(version), restored_from: String(old.id) },
        });
      });
      return adminPage(db, type);
    });
  },
};
