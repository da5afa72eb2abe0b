import '../../radix-css/Popper.css';
import '../../radix-css/Popover.css';
import { BellIcon } from '@radix-ui/react-icons';
import { Popover } from '@radix-ui/themes';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '../../navigation';
import * as styles from './NotificationBell.css';
import { RadixThemeScope } from '../../theme/RadixThemeScope';

/** One notification as the bell's panel lists it; the app words and formats it. */
export interface NotificationPreview {
  id: string;
  /** What happened, e.g. "Crew Planner has been installed for you." */
  text: ReactNode;
  /** When it happened, formatted for the user. */
  time: string;
  /** The same moment as an ISO 8601 timestamp, for the <time> element. */
  dateTime: string;
  unread: boolean;
}

export interface NotificationBellLabels {
  /** Accessible name of the bell, including the count, e.g. "Notifications, 3 unread". */
  button: string;
  /** Title of the open panel, e.g. "Notifications". */
  heading: string;
  /** Shown in the panel when there is nothing to list, e.g. "No notifications available." */
  empty: string;
  /** Shown in the panel while the notifications load. */
  loading: string;
  /** Shown in the panel when they could not be loaded. */
  failed: string;
  /** The link to the full list, e.g. "Show all". */
  showAll: string;
  /** Read out before an unread notification, e.g. "Unread". */
  unread: string;
}

export interface NotificationBellProps {
  /** Shown on the badge; no badge at 0. Above 99 the badge reads 99+. */
  unreadCount: number;
  /** The latest notifications; undefined while they load. */
  items: readonly NotificationPreview[] | undefined;
  /** Loading them failed; the panel says so instead of listing them. */
  failed?: boolean;
  /**
   * Called when a notification in the panel is chosen, once the panel has closed and focus is back on
   * the bell: a dialog opened for the notification returns focus there.
   */
  onOpenItem: (id: string) => void;
  /** The address of the full list. */
  showAllHref: string;
  labels: NotificationBellLabels;
}

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

const tabbableSelector = 'a[href], button:not(:disabled), input:not(:disabled), select, textarea, [tabindex]';

/** The elements Tab visits inside `root` (or the whole document), in document order. */
function tabbablesIn(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(tabbableSelector)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

/** The first element Tab visits after `element` in the document, outside `skip`. */
function tabbableAfter(element: HTMLElement, skip: HTMLElement): HTMLElement | undefined {
  return tabbablesIn(document).find(
    (candidate) =>
      !skip.contains(candidate) && element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
}

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
 * The top bar's notifications widget: a bell with the unread count, opening a panel with the latest
 * notifications and a link to all of them. Escape or an outside click closes the panel and focus goes
 * back to the bell; Tab out of the panel closes it too and moves on to what follows the bell.
 */
export function NotificationBell({
  unreadCount,
  items,
  failed = false,
  onOpenItem,
  showAllHref,
  labels,
}: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const chosenId = useRef<string | null>(null);
  // Where focus goes once the panel has closed because Tab left it.
  const focusAfterClose = useRef<HTMLElement | null>(null);

  // The panel is no modal: Tab past its last control (or Shift+Tab before its first) closes it and
  // moves on from the bell in the page's order, instead of cycling inside the panel.
  const leaveOnTab = (event: KeyboardEvent<HTMLDivElement>) => {
    const trigger = triggerRef.current;
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || !trigger) return;
    const inside = tabbablesIn(event.currentTarget);
    const edge = event.shiftKey ? inside[0] : inside[inside.length - 1];
    if (edge !== undefined && document.activeElement !== edge) return;
    event.preventDefault();
    event.stopPropagation();
    focusAfterClose.current = event.shiftKey ? trigger : (tabbableAfter(trigger, event.currentTarget) ?? trigger);
    setOpen(false);
  };

  let body: ReactNode;
  if (failed) {
    body = <p className={styles.message}>{labels.failed}</p>;
  } else if (!items) {
    body = (
      <p role="status" className={styles.message}>
        {labels.loading}
      </p>
    );
  } else if (items.length === 0) {
    body = <p className={styles.message}>{labels.empty}</p>;
  } else {
    body = (
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={item.unread ? `${styles.item} ${styles.itemUnread}` : styles.item}
              onClick={() => {
                chosenId.current = item.id;
                setOpen(false);
              }}
            >
              {item.unread ? (
                <>
                  <span className={styles.unreadDot} aria-hidden="true" />
                  <span className={styles.visuallyHidden}>{labels.unread}: </span>
                </>
              ) : null}
              <span className={styles.itemText}>{item.text}</span>
              <time className={styles.itemTime} dateTime={item.dateTime}>
                {item.time}
              </time>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <RadixThemeScope>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger>
          <button ref={triggerRef} type="button" className={styles.trigger}>
            <BellIcon width="22" height="22" aria-hidden="true" />
            {/* Named by text, not aria-label: the badge may read 99+ while the name says the exact count. */}
            <span className={styles.visuallyHidden}>{labels.button}</span>
            {unreadCount > 0 ? (
              <span className={styles.badge} aria-hidden="true">
                {badgeText(unreadCount)}
              </span>
            ) : null}
          </button>
        </Popover.Trigger>
        <Popover.Content
          className={styles.content}
          align="end"
          size="1"
          aria-labelledby={headingId}
          onKeyDownCapture={leaveOnTab}
          onCloseAutoFocus={(event) => {
            const next = focusAfterClose.current;
            if (next) {
              focusAfterClose.current = null;
              event.preventDefault();
              next.focus();
              return;
            }
            const id = chosenId.current;
            if (id === null) return;
            chosenId.current = null;
            event.preventDefault();
            triggerRef.current?.focus();
            onOpenItem(id);
          }}
        >
          <p id={headingId} className={styles.heading}>
            {labels.heading}
          </p>
          {body}
          <div className={styles.footer}>
            <Link href={showAllHref} className={styles.showAll} onClick={() => setOpen(false)}>
              {labels.showAll}
            </Link>
          </div>
        </Popover.Content>
      </Popover.Root>
    </RadixThemeScope>
  );
}
