import { notificationsEndpoints, type Notification } from '@eventsuite/api-contract';
import { toast } from '@eventsuite/design-system';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { callEndpoint } from '../../api/client';
import { commonMessages } from '../../i18n/common-messages';
import { useUpdateNotification } from './notification-cache';

// The dialog holds the crew inquiry's reply form: loaded when a notification is first opened.
const NotificationDialog = lazy(() => import('./NotificationDialog'));

/**
 * Opening notifications in a dialog. An unread one is shown through the server, which marks it read
 * (spec §4), then marked read in every cached list; a failure says "Request failed." and leaves it
 * unread, but the dialog still shows what is known.
 */
export function useNotificationDialog() {
  const intl = useIntl();
  const updateNotification = useUpdateNotification();
  const [opened, setOpened] = useState<Notification | null>(null);

  const open = useCallback(
    async (notification: Notification) => {
      setOpened(notification);
      if (!notification.unread) return;
      try {
        const { data } = await callEndpoint(notificationsEndpoints.showNotification, {
          params: { notification: notification.id },
        });
        const read = { ...data, unread: false };
        updateNotification(read, true);
        setOpened((current) => (current?.id === read.id ? read : current));
      } catch {
        toast({ variant: 'error', message: intl.formatMessage(commonMessages.requestFailed) });
      }
    },
    [intl, updateNotification],
  );

  const changed = useCallback(
    (next: Notification) => {
      updateNotification(next, opened?.unread ?? false);
      setOpened(next);
    },
    [opened, updateNotification],
  );

  const close = useCallback(() => setOpened(null), []);

  const dialog = opened ? (
    <Suspense>
      <NotificationDialog notification={opened} onChange={changed} onClose={close} />
    </Suspense>
  ) : null;

  return { open, dialog };
}
