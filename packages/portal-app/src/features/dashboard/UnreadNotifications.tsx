import { notificationsEndpoints } from '@eventsuite/api-contract';
import { defineMessage, FormattedMessage } from 'react-intl';
import { useEndpoint } from '../../api/use-endpoint';
import { NotificationsStatus } from './DashboardPanel';
import * as styles from './DashboardScreen.css';

const unreadMessage = defineMessage<{ count: number }>({
  id: 'dashboard.notifications.unread',
  defaultMessage:
    '{count, plural, =0 {No unread notifications} one {# unread notification} other {# unread notifications}}',
});

/**
 * The unread count in the notifications panel; the same request as the top bar's bell (the options are
 * those of its cache key).
 */
export default function UnreadNotifications() {
  const { data, error } = useEndpoint(notificationsEndpoints.latestNotifications, {});
  return data ? (
    <p className={styles.count}>
      <FormattedMessage {...unreadMessage} values={{ count: data.meta.unread_count }} />
    </p>
  ) : (
    <NotificationsStatus failed={Boolean(error)} />
  );
}
