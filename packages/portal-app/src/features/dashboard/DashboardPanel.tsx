import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import * as styles from './DashboardScreen.css';

export const notificationsMessages = defineMessages({
  heading: { id: 'dashboard.notifications.heading', defaultMessage: 'Notifications' },
  loading: { id: 'dashboard.notifications.loading', defaultMessage: 'Loading your notifications' },
  failed: {
    id: 'dashboard.notifications.failed',
    defaultMessage: 'Your notifications could not be loaded.',
  },
  showAll: { id: 'dashboard.notifications.showAll', defaultMessage: 'Show all notifications' },
});

export const verificationsMessages = defineMessages({
  heading: { id: 'dashboard.verifications.heading', defaultMessage: 'Company verifications' },
  loading: { id: 'dashboard.verifications.loading', defaultMessage: 'Loading the waiting verifications' },
  failed: {
    id: 'dashboard.verifications.failed',
    defaultMessage: 'The waiting verifications could not be loaded.',
  },
  showWaiting: { id: 'dashboard.verifications.showWaiting', defaultMessage: 'Show the waiting companies' },
});

/** A titled box of the overview; `id` names its heading, which names the region. */
export function Panel({ id, heading, children }: { id: string; heading: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={styles.sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** Loading and failure of a panel's data, worded by the panel. */
export function DataStatus({
  failed,
  failedText,
  loadingText,
}: {
  failed: boolean;
  failedText: ReactNode;
  loadingText: ReactNode;
}) {
  return failed ? (
    <p role="alert" className={styles.status}>
      {failedText}
    </p>
  ) : (
    <p role="status" className={styles.status}>
      {loadingText}
    </p>
  );
}

/**
 * Loading or failure of the unread count: one line, as the count, so the notifications panel keeps its
 * height while its chunk and its data load (no layout shift of what follows).
 */
export function NotificationsStatus({ failed }: { failed: boolean }) {
  return (
    <DataStatus
      failed={failed}
      failedText={<FormattedMessage {...notificationsMessages.failed} />}
      loadingText={<FormattedMessage {...notificationsMessages.loading} />}
    />
  );
}

/** Loading or failure of the waiting verifications: one line, as the count, like the notifications'. */
export function VerificationsStatus({ failed }: { failed: boolean }) {
  return (
    <DataStatus
      failed={failed}
      failedText={<FormattedMessage {...verificationsMessages.failed} />}
      loadingText={<FormattedMessage {...verificationsMessages.loading} />}
    />
  );
}
