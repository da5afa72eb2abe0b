import { staticPagesEndpoints, type StaticPageType } from '@eventsuite/api-contract';
import { Modal, toast } from '@eventsuite/design-system';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useEndpoint } from '../../api/use-endpoint';
import { commonMessages } from '../../i18n/common-messages';
import { staticPageLabels } from './static-page-labels';
import { StaticPageContent } from './StaticPageContent';
import * as styles from './StaticPageModal.css';

const messages = defineMessages({
  close: { id: 'staticPage.close', defaultMessage: 'Close' },
  fallback: {
    id: 'staticPage.fallback',
    defaultMessage: 'This page is not available in your language yet. It is shown in English.',
  },
});

export interface StaticPageModalProps {
  type: StaticPageType;
  onClose: () => void;
}

/**
 * A static page (terms, privacy, imprint, about) in a modal, in the interface language; a page missing
 * in it comes in English, and the modal says so.
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

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={data?.title ?? intl.formatMessage(staticPageLabels[type])}
      closeLabel={intl.formatMessage(messages.close)}
      busy={isLoading}
    >
      {data && data.locale !== language ? (
        <p className={styles.fallback} role="note">
          {intl.formatMessage(messages.fallback)}
        </p>
      ) : null}
      {data ? <StaticPageContent html={data.html} title={data.title} /> : null}
    </Modal>
  );
}
