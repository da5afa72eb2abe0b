import { defineMessage, defineMessages, type MessageTag, type MessageValue } from 'react-intl';

/** Messages the notification list, the top-bar widget and the notification dialog share. */
export const notificationMessages = defineMessages({
  heading: { id: 'notifications.heading', defaultMessage: 'Notifications' },
  empty: { id: 'notifications.empty', defaultMessage: 'No notifications available.' },
  loading: { id: 'notifications.loading', defaultMessage: 'Loading notifications' },
  failed: { id: 'notifications.failed', defaultMessage: 'Notifications could not be loaded.' },
  retry: { id: 'notifications.retry', defaultMessage: 'Try again' },
  showAll: { id: 'notifications.showAll', defaultMessage: 'Show all' },
  unread: { id: 'notifications.unread', defaultMessage: 'Unread' },
  loadMore: { id: 'notifications.loadMore', defaultMessage: 'Load more' },
  close: { id: 'notifications.close', defaultMessage: 'Close' },
});

/** The bell's accessible name, with the unread count. */
export const bellLabel = defineMessage<{ count: number }>({
  id: 'notifications.bell',
  defaultMessage: '{count, plural, =0 {Notifications} other {Notifications, # unread}}',
});

export const shownMessage = defineMessage<{ shown: string; total: string }>({
  id: 'notifications.shown',
  defaultMessage: '{shown} of {total} notifications shown',
});

/** An unread entry's title; the marker is read out, not shown (a dot shows it). */
export const unreadTitle = defineMessage<{ hidden: MessageTag; title: MessageValue }>({
  id: 'notifications.unreadTitle',
  defaultMessage: '<hidden>Unread:</hidden> {title}',
});
