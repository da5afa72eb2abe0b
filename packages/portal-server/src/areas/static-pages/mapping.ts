import type { StaticPage } from '@eventsuite/api-contract';
import { sanitizeStaticHtml } from '../../http/sanitize';
import type { StaticPageRow } from './queries';

/** The stored HTML is sanitized on the way out, so a page edited elsewhere cannot carry scripts. */
export const toStaticPage = (page: StaticPageRow): StaticPage => ({
  type: page.type,
  locale: page.locale,
  title: page.title,
  html: sanitizeStaticHtml(page.html),
});
