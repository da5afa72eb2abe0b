import { deferredPart, useOpenOnIntent } from '../../deferred/open-on-intent';
import { BellFace } from './bell-face';
import type { NotificationBellProps } from './notification-bell-props';
import * as styles from './NotificationBell.css';

export type { NotificationBellLabels, NotificationBellProps, NotificationPreview } from './notification-bell-props';

const notificationPanel = deferredPart(() => import('./NotificationPanel'));

/**
 * The unread count and the latest notifications, one click from every signed-in screen.
 *
 * - **Use it** once, in TopBar's `notifications` slot. The panel lists the latest notifications (spec §9: 3) and
 *   links to the full list; what opening one does is the app's (`onOpenItem`, e.g. a dialog).
 * - **Not for** reporting the outcome of the user's own action (a toast) or for the full list (a screen).
 * - **Content:** each item says in one sentence what happened ("Crew Planner has been installed for you."), with
 *   its time. Nothing to list: "No notifications available." (spec §8).
 * - **Accessibility:** the bell is a button whose name carries the exact count ("Notifications, 3 unread"); the
 *   badge (99+ above 99) is hidden. The panel is a dialog named by its heading, not modal. Unread items are read
 *   with "Unread:" first; of the panel's states only "loading" is a live region.
 *
 * Until it is first opened only the bell renders; the panel (Radix's popover with its popper) loads on
 * hover or focus and takes the bell's place, open, when the bell is pressed.
 *
 * The top bar's notifications widget: a bell with the unread count, opening a panel with the latest
 * notifications and a link to all of them. Escape or an outside click closes the panel and focus goes
 * back to the bell; Tab out of the panel closes it too and moves on to what follows the bell.
 */
export function NotificationBell(props: NotificationBellProps) {
  const { opened, open, opening, prefetch } = useOpenOnIntent(notificationPanel);
  const face = <BellFace unreadCount={props.unreadCount} label={props.labels.button} />;
  if (opened)
    return <opened.module.NotificationPanel {...props} triggerFace={face} triggerClassName={styles.trigger} />;
  return (
    <button
      type="button"
      className={styles.trigger}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state={opening ? 'open' : 'closed'}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      // As Radix's popover trigger: a click opens it, and so do Enter and Space.
      onClick={() => open('pointer')}
    >
      {face}
    </button>
  );
}
