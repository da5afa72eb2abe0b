import { FormattedMessage } from 'react-intl';
import { PageLayout } from '../../layout/PageLayout';
import { notificationMessages } from './notification-messages';
import { NotificationList } from './NotificationList';

/** /notifications: all of the user's notifications. */
export default function NotificationsScreen() {
  return (
    <PageLayout title={<FormattedMessage {...notificationMessages.heading} />}>
      <NotificationList />
    </PageLayout>
  );
}
