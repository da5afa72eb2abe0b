import { Button, EmptyState, type SectionLabels } from '@eventsuite/design-system';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './Sections.css';

/** What a screen or section shows until its data is there: a busy line, or the failure with a retry. */
export function LoadState({
  failed,
  loading,
  failedTitle,
  retry,
  onRetry,
}: {
  failed: boolean;
  loading: MessageDescriptor;
  failedTitle: MessageDescriptor;
  retry: MessageDescriptor;
  onRetry: () => void;
}) {
  const intl = useIntl();
  if (failed) return <LoadFailed title={failedTitle} retry={retry} onRetry={onRetry} />;
  return (
    <p className={styles.muted} role="status" aria-busy="true">
      {intl.formatMessage(loading)}
    </p>
  );
}

/** The failure to load a screen's, section's or list's data, with a button that asks again. */
export function LoadFailed({
  title,
  retry,
  onRetry,
}: {
  title: MessageDescriptor;
  retry: MessageDescriptor;
  onRetry: () => void;
}) {
  return (
    <EmptyState
      icon={<ExclamationTriangleIcon width="100%" height="100%" />}
      title={<FormattedMessage {...title} />}
      action={
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage {...retry} />
        </Button>
      }
    />
  );
}

/** The design system Section's words for its loading and failed states, from a section's messages. */
export function sectionLoadLabels(messages: {
  loading: MessageDescriptor;
  failed: MessageDescriptor;
  retry: MessageDescriptor;
}): SectionLabels {
  return {
    loading: <FormattedMessage {...messages.loading} />,
    failed: <FormattedMessage {...messages.failed} />,
    retry: <FormattedMessage {...messages.retry} />,
  };
}
