import '../../radix-css/BaseButton.css';
import '../../radix-css/IconButton.css';
import { ChevronDownIcon, Cross1Icon } from '@radix-ui/react-icons';
import { IconButton } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { containsActive, Link, type NavItem } from '../../navigation';
import { mediaQueries } from '../../theme/breakpoints';
import * as styles from './MobileMenu.css';

export interface MobileMenuProps {
  /** Id of the menu element; the burger's aria-controls points here. */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavItem[];
  /** Id of the current page's item; it is marked, and its section starts expanded. */
  activeId?: string;
  /** Accessible name of the menu, e.g. "Main navigation". */
  label: string;
  /** Accessible name of the close button, e.g. "Close menu". */
  closeLabel: string;
  /** Called with the item whose link was chosen, before the menu closes. */
  onNavigate?: (item: NavItem) => void;
  /** Receives focus when the menu closes (the burger); defaults to what had focus before it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

const focusableSelector = 'a[href], button:not([disabled])';

function sectionsHolding(items: NavItem[], activeId: string | undefined) {
  return new Set(
    items.flatMap((item, index) => (item.children?.length && containsActive(item, activeId) ? [index] : [])),
  );
}

/** MobileMenu's dialog, loaded when the menu first opens (MobileMenu.tsx). */
export function MobileMenuPanel({
  id,
  open,
  onOpenChange,
  items,
  activeId,
  label,
  closeLabel,
  onNavigate,
  returnFocusRef,
}: MobileMenuProps) {
  const idPrefix = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const focusBeforeOpen = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(open);
  const [expanded, setExpanded] = useState(() => sectionsHolding(items, activeId));
  const [renderedOpen, setRenderedOpen] = useState(open);

  // Each opening starts with the active item's section expanded.
  if (open !== renderedOpen) {
    setRenderedOpen(open);
    if (open) setExpanded(sectionsHolding(items, activeId));
  }

  useEffect(() => {
    if (open) {
      focusBeforeOpen.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      closeButtonRef.current?.focus();
    } else if (wasOpen.current) {
      (returnFocusRef?.current ?? focusBeforeOpen.current)?.focus();
    }
    wasOpen.current = open;
  }, [open, returnFocusRef]);

  // While open: the page behind does not scroll, Escape closes, Tab stays inside the dialog.
  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onOpenChange(false);
        return;
      }
      if (event.key !== 'Tab' || !dialogRef.current) return;
      const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(focusableSelector)].filter(
        (element) => !element.closest('[hidden]'),
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const inside = dialogRef.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // The menu is for narrow windows: widened to the desktop layout, where the sidebar takes over and the
    // burger is gone, it closes.
    const desktop = window.matchMedia(mediaQueries.desktop);
    const closeOnDesktop = () => {
      if (desktop.matches) onOpenChange(false);
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', closeOnDesktop);
    };
  }, [open, onOpenChange]);

  const close = () => onOpenChange(false);

  const choose = (item: NavItem) => {
    onNavigate?.(item);
    close();
  };

  const toggleSection = (index: number) => {
    const next = new Set(expanded);
    if (!next.delete(index)) next.add(index);
    setExpanded(next);
  };

  return (
    <div
      ref={dialogRef}
      id={id}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      hidden={!open}
    >
      <div className={styles.header}>
        <IconButton
          ref={closeButtonRef}
          type="button"
          variant="ghost"
          color="gray"
          size="3"
          aria-label={closeLabel}
          onClick={close}
        >
          <Cross1Icon width="20" height="20" aria-hidden="true" />
        </IconButton>
      </div>
      <nav aria-label={label}>
        <ul className={styles.list}>
          {items.map((item, index) => {
            const icon = item.icon ? (
              <span className={styles.icon} aria-hidden="true">
                {item.icon}
              </span>
            ) : null;
            if (!item.children?.length) {
              return (
                <li key={item.id}>
                  <Link
                    href={item.href ?? ''}
                    className={styles.entry}
                    aria-current={item.id === activeId ? 'page' : undefined}
                    onClick={() => choose(item)}
                  >
                    {icon}
                    {item.label}
                  </Link>
                </li>
              );
            }
            const sectionId = `${idPrefix}-section-${index}`;
            const isExpanded = expanded.has(index);
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.entry}
                  aria-expanded={isExpanded}
                  aria-controls={sectionId}
                  aria-current={containsActive(item, activeId) ? 'true' : undefined}
                  onClick={() => toggleSection(index)}
                >
                  {icon}
                  {item.label}
                  <ChevronDownIcon className={styles.chevron} width="18" height="18" aria-hidden="true" />
                </button>
                <ul id={sectionId} className={styles.list} hidden={!isExpanded}>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <Link
                        href={child.href ?? ''}
                        className={`${styles.entry} ${styles.childEntry}`}
                        aria-current={containsActive(child, activeId) ? 'page' : undefined}
                        onClick={() => choose(child)}
                      >
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
