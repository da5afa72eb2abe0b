import { notificationsEndpoints, type Notification } from '@eventsuite/api-contract';
import { Button, EmptyState, Inline, Stack, toast, visuallyHidden } from '@eventsuite/design-system';
import { BellIcon } from '@radix-ui/react-icons';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEndpointInfinite } from '../../api/use-endpoint-infinite';
import { commonMessages } from '../../i18n/common-messages';
import { useRegionalFormat } from '../../regional';
import { crewInquiryMessages, givenAnswerLabels } from './crew-inquiry-messages';
import { notificationPageOptions, notificationsOf } from './notification-cache';
import { notificationMessages as messages, shownMessage, unreadTitle } from './notification-messages';
import { notificationText, notificationTitles } from './notification-wording';
import * as styles from './NotificationList.css';
import { useNotificationDialog } from './use-notification-dialog';

/** Where a crew inquiry stands, shown in its list entry. */
function InquiryStatus({ notification }: { notification: Notification }) {
  const reply = notification.crew_inquiry?.reply;
  if (notification.type !== 'crew_inquiry' || reply === undefined) return null;
  return (
    <span className={reply ? styles.status : `${styles.status} ${styles.statusOpen}`}>
      <FormattedMessage {...(reply ? givenAnswerLabels[reply.answer] : crewInquiryMessages.notAnswered)} />
    </span>
  );
}

interface EntryProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  buttonRef: (button: HTMLButtonElement | null) => void;
}

function Entry({ notification, onOpen, buttonRef }: EntryProps) {
  const intl = useIntl();
  const regional = useRegionalFormat();
  return (
    <li>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        className={notification.unread ? `${styles.entry} ${styles.entryUnread}` : styles.entry}
        onClick={() => onOpen(notification)}
      >
        {notification.unread ? <span className={styles.unreadDot} aria-hidden="true" /> : null}
        <span className={styles.entryTitle}>
          {notification.unread ? (
            <FormattedMessage
              {...unreadTitle}
              values={{
                hidden: (chunks) => <span className={visuallyHidden}>{chunks}</span>,
                title: <FormattedMessage {...notificationTitles[notification.type]} />,
              }}
            />
          ) : (
            <FormattedMessage {...notificationTitles[notification.type]} />
          )}
        </span>
        <span className={styles.entryText}>{notificationText(notification, intl)}</span>
        <span className={styles.entryMeta}>
          <time dateTime={notification.created_at}>{regional.dateTime(notification.created_at)}</time>
          <InquiryStatus notification={notification} />
        </span>
      </button>
    </li>
  );
}

/**
 * The user's notifications, newest first, a page at a time: "Load more" appends the next page.
 * Opening one shows it in a dialog and marks it read. Used by the notifications screen and by the
 * personal user's profile.
 */
export function NotificationList() {
  const intl = useIntl();
  const regional = useRegionalFormat();
  const { open, dialog } = useNotificationDialog();
  const { data, error, size, setSize, mutate, isValidating } = useEndpointInfinite(
    notificationsEndpoints.listNotifications,
    notificationPageOptions,
    {
      // Loading more fetches only the next page; the ones on screen stay as they are.
      revalidateFirstPage: false,
      shouldRetryOnError: false,
      onError: () => toast({ variant: 'error', message: intl.formatMessage(commonMessages.requestFailed) }),
    },
  );

  const notifications = notificationsOf(data);
  const lastPage = data?.[data.length - 1];
  const loadedPages = data?.length ?? 0;
  const hasMore = lastPage !== undefined && lastPage.meta.current_page < lastPage.meta.last_page;
  const loadingMore = isValidating && size > loadedPages;

  // After "Load more", focus moves to the first appended notification: the button may be gone.
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || loadingMore) return;
    focusFrom.current = null;
    const first = notifications[index];
    if (first) buttons.current.get(first.id)?.focus();
  }, [notifications, loadingMore]);

  const loadMore = () => {
    focusFrom.current = notifications.length;
    // After a failed page, ask for that page again rather than for the one after it.
    if (size > loadedPages) void mutate();
    else void setSize(size + 1);
  };

  if (!data) {
    return error ? (
      <Stack gap="md" align="start">
        <p className={styles.stateText}>
          <FormattedMessage {...messages.failed} />
        </p>
        <Button variant="secondary" busy={isValidating} onClick={() => void mutate()}>
          <FormattedMessage {...messages.retry} />
        </Button>
      </Stack>
    ) : (
      <p role="status" className={styles.stateText}>
        <FormattedMessage {...messages.loading} />
      </p>
    );
  }

  if (notifications.length === 0) {
    return <EmptyState icon={<BellIcon width="100%" height="100%" />} title={intl.formatMessage(messages.empty)} />;
  }

  const total = lastPage?.meta.total ?? notifications.length;
  return (
    <Stack gap="md">
      <ul className={styles.list}>
        {notifications.map((notification) => (
          <Entry
            key={notification.id}
            notification={notification}
            onOpen={(chosen) => void open(chosen)}
            buttonRef={(button) => {
              if (button) buttons.current.set(notification.id, button);
              else buttons.current.delete(notification.id);
            }}
          />
        ))}
      </ul>
      <Inline gap="md" align="center" justify="between">
        <p role="status" className={styles.stateText}>
          <FormattedMessage
            {...shownMessage}
            values={{ shown: regional.number(notifications.length), total: regional.number(total) }}
          />
        </p>
        {hasMore ? (
          <Button variant="secondary" busy={loadingMore} onClick={loadMore}>
            <FormattedMessage {...messages.loadMore} />
          </Button>
        ) : null}
      </Inline>
      {dialog}
    </Stack>
  );
}
