import { contentLocales, defaultContentLocale, endpoints } from '@eventsuite/api-contract';
import type { Area } from '../../area';
import { negotiateLanguage } from '../../http/accept-language';
import { registerEndpoint } from '../../http/endpoint';
import { HttpError, notFoundMessage } from '../../http/errors';
import { toStaticPage } from './mapping';
import { findStaticPage } from './queries';

/** Terms, privacy, imprint and about, in the reader's language or else the default one. */
export const staticPagesArea: Area = {
  name: 'static-pages',
  register(app, { db }) {
    registerEndpoint(app, endpoints.showStaticPage, async (request, reply) => {
      const locale = negotiateLanguage(request.headers['accept-language'], contentLocales, defaultContentLocale);
      reply.header('vary', 'Accept-Language');
      const page = await findStaticPage(db, request.params.type, [locale, defaultContentLocale]);
      if (!page) throw new HttpError(404, notFoundMessage);
      reply.header('content-language', page.locale);
      return toStaticPage(page);
    });
  },
};
