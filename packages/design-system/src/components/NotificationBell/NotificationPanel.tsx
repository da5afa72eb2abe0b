import '../../radix-css/Popper.css';
import '../../radix-css/Popover.css';
import { Popover } from '@radix-ui/themes';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '../../navigation';
import { RadixThemeScope } from '../../theme/RadixThemeScope';
import type { NotificationBellProps } from './notification-bell-props';

export interface NotificationPanelProps extends NotificationBellProps {
  /**
   * The plain bell's face and look, so that the popover's trigger is the same bell; passed in rather than
   * imported, which would pull the bell's module into the chunk this one shares with the other popups.
   */
  triggerFace: ReactNode;
  triggerClassName: string;
}
import * as styles from './NotificationPanel.css';

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
 * NotificationBell once it has been opened: Radix's popover with the same trigger. A module of its own,
 * loaded on the first intent to open (see NotificationBell), so that first screens do not carry the
 * popover and popper layers. It mounts open.
 */
export function NotificationPanel({
  items,
  failed = false,
  onOpenItem,
  showAllHref,
  labels,
  triggerFace,
  triggerClassName,
}: NotificationPanelProps) {
  // Mounted to be opened: the first opening asked for it.
  const [open, setOpen] = useState(true);
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
          <button ref={triggerRef} type="button" className={triggerClassName}>
            {triggerFace}
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
