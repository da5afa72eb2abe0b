import { latestNotificationsCount, notificationsEndpoints } from '@eventsuite/api-contract';
import { NotificationBell, toast } from '@eventsuite/design-system';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useEndpoint } from '../../api/use-endpoint';
import { commonMessages } from '../../i18n/common-messages';
import { useRegionalFormat } from '../../regional';
import { pathTo } from '../../route-table/path-to';
import { currentUserAtom } from '../../session/atoms';
import { latestNotificationsOptions } from './notification-cache';
import { bellLabel, notificationMessages as messages } from './notification-messages';
import { notificationText } from './notification-wording';
import { useNotificationDialog } from './use-notification-dialog';

/**
 * The top bar's notifications widget (spec §2): the unread count, the latest notifications not yet
 * sent (spec §9: 3) and a link to all of them. A chunk of its own, loaded after the chrome.
 */
export default function NotificationsWidget() {
  const intl = useIntl();
  const regional = useRegionalFormat();
  const { open, dialog } = useNotificationDialog();
  // Personal users have no /notifications page (spec §4: they stay on their profile), but a tab there.
  const showAllHref =
    useAtomValue(currentUserAtom)?.accountType === 'personal'
      ? pathTo('profile', {}, { tab: 'notifications' })
      : pathTo('notifications');
  const { data, error } = useEndpoint(notificationsEndpoints.latestNotifications, latestNotificationsOptions, {
    shouldRetryOnError: false,
    onError: () => toast({ variant: 'error', message: intl.formatMessage(commonMessages.requestFailed) }),
  });

  const latest = data?.data.slice(0, latestNotificationsCount);
  const unreadCount = data?.meta.unread_count ?? 0;

  return (
    <>
      <NotificationBell
        unreadCount={unreadCount}
        items={latest?.map((notification) => ({
          id: notification.id,
          text: notificationText(notification, intl),
          time: regional.dateTime(notification.created_at),
          dateTime: notification.created_at,
          unread: notification.unread,
        }))}
        failed={Boolean(error) && !data}
        onOpenItem={(id) => {
          const chosen = latest?.find((notification) => notification.id === id);
          if (chosen) void open(chosen);
        }}
        showAllHref={showAllHref}
        labels={{
          button: intl.formatMessage(bellLabel, { count: unreadCount }),
          heading: intl.formatMessage(messages.heading),
          empty: intl.formatMessage(messages.empty),
          loading: intl.formatMessage(messages.loading),
          failed: intl.formatMessage(messages.failed),
          showAll: intl.formatMessage(messages.showAll),
          unread: intl.formatMessage(messages.unread),
        }}
      />
      {dialog}
    </>
  );
}
