import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import * as styles from './StaticPageModal.css';

/**
 * The stored pages may open with a heading equal to their title; the modal shows the title already,
 * so that heading goes.
 */
function withoutRepeatedTitle(html: string, title: string): string {
  const container = document.createElement('div');
  container.innerHTML = html;
  const first = container.firstElementChild;
  if (first && /^H[1-6]$/.test(first.tagName) && first.textContent?.trim() === title.trim()) first.remove();
  return container.innerHTML;
}

/**
 * A page's text as the footer modal shows it, and the editor's preview with it. The server sanitizes on
 * output already; sanitizing again here keeps the browser safe from any other source.
 */
export function StaticPageContent({ html, title }: { html: string; title: string }) {
  const clean = useMemo(() => withoutRepeatedTitle(DOMPurify.sanitize(html), title), [html, title]);
  // Sanitized above with DOMPurify.
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: clean }} />;
}
