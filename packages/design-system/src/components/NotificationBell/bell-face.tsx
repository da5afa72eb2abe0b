import { BellIcon } from '@radix-ui/react-icons';
import * as styles from './NotificationBell.css';

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** The bell's face: its icon, its name and the unread badge. */
export function BellFace({ unreadCount, label }: { unreadCount: number; label: string }) {
  return (
    <>
      <BellIcon width="22" height="22" aria-hidden="true" />
      {/* Named by text, not aria-label: the badge may read 99+ while the name says the exact count. */}
      <span className={styles.visuallyHidden}>{label}</span>
      {unreadCount > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {badgeText(unreadCount)}
        </span>
      ) : null}
    </>
  );
}
