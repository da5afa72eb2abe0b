import { staticPagesEndpoints, type StaticPageType } from '@eventsuite/api-contract';
import { Modal, toast } from '@eventsuite/design-system';
import DOMPurify from 'dompurify';
import { useEffect, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useEndpoint } from '../../api/use-endpoint';
import { commonMessages } from '../../i18n/common-messages';
import { staticPageLabels } from './static-page-labels';
import * as styles from './StaticPageModal.css';

const messages = defineMessages({
  close: { id: 'staticPage.close', defaultMessage: 'Close' },
});

export interface StaticPageModalProps {
  type: StaticPageType;
  onClose: () => void;
}

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
 * A static page (terms, privacy, imprint, about) in a modal, in the interface language. The server
 * sanitizes on output already; sanitizing again here keeps the browser safe from any other source.
 */
export default function StaticPageModal({ type, onClose }: StaticPageModalProps) {
  const intl = useIntl();
  // The language on screen (react-intl's locale, e.g. en-GB): the app's and the sign-in page's alike.
  const language = intl.locale.slice(0, 2);
  const { data, error, isLoading } = useEndpoint(staticPagesEndpoints.showStaticPage, {
    params: { type },
    headers: { 'Accept-Language': language },
  });

  useEffect(() => {
    if (!error) return;
    toast({ variant: 'error', message: intl.formatMessage(commonMessages.requestFailed) });
    onClose();
  }, [error, intl, onClose]);

  const html = useMemo(() => (data ? withoutRepeatedTitle(DOMPurify.sanitize(data.html), data.title) : ''), [data]);

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={data?.title ?? intl.formatMessage(staticPageLabels[type])}
      closeLabel={intl.formatMessage(messages.close)}
      busy={isLoading}
    >
      {/* Sanitized above with DOMPurify. */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />
    </Modal>
  );
}
