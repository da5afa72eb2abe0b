import { Button, EmptyState } from '@eventsuite/design-system';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage, useIntl } from 'react-intl';
import { locationMessages } from './location-messages';
import * as styles from './Locations.css';

/** What a locations screen shows until its data is there: a busy line, or the failure with "Try again". */
export function LoadState({
  failed,
  loading,
  failedTitle,
  onRetry,
}: {
  failed: boolean;
  loading: MessageDescriptor;
  failedTitle: MessageDescriptor;
  onRetry: () => void;
}) {
  const intl = useIntl();
  if (failed) {
    return (
      <EmptyState
        icon={<ExclamationTriangleIcon width="100%" height="100%" />}
        title={<FormattedMessage {...failedTitle} />}
        action={
          <Button variant="secondary" onClick={onRetry}>
            <FormattedMessage {...locationMessages.retry} />
          </Button>
        }
      />
    );
  }
  return (
    <p className={styles.muted} role="status" aria-busy="true">
      {intl.formatMessage(loading)}
    </p>
  );
}
