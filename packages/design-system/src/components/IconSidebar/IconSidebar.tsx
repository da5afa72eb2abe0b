import '../../radix-css/Text.css';
import '../../radix-css/Tooltip.css';
import { Tooltip } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { containsActive, Link, type NavItem } from '../../navigation';
import * as styles from './IconSidebar.css';

export interface IconSidebarProps {
  items: NavItem[];
  /** Id of the current page's item; it and the group holding it are marked active. */
  activeId?: string;
  /** Accessible name of the navigation landmark, e.g. "Main navigation". */
  label: string;
}

/** The item's icon (or its initial when it has none) and its name for assistive technology. */
function ItemContent({ item }: { item: NavItem }): ReactNode {
  return (
    <>
      <span className={styles.icon} aria-hidden="true">
        {item.icon ?? item.label.charAt(0)}
      </span>
      <span className={styles.visuallyHidden}>{item.label}</span>
    </>
  );
}

/**
 * The desktop navigation: a rail of icon items with tooltips. Items with children open a submenu panel
 * beside the rail, which closes on an outside click, on Escape and when one of its links is chosen.
 */
export function IconSidebar({ items, activeId, label }: IconSidebarProps) {
  const idPrefix = useId();
  const rootRef = useRef<HTMLElement>(null);
  const groupButtons = useRef(new Map<number, HTMLButtonElement>());
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  useEffect(() => {
    if (openIndex === null) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenIndex(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenIndex(null);
      groupButtons.current.get(openIndex)?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [openIndex]);

  const close = () => setOpenIndex(null);
  const panelId = (index: number) => `${idPrefix}-panel-${index}`;

  return (
    <nav
      ref={rootRef}
      className={styles.root}
      aria-label={label}
      // Keyboard users tabbing past the panel leave it behind closed. Without a new focus target
      // (a click on blank space, the window losing focus) the outside-click rule decides instead.
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <ul className={styles.rail}>
        {items.map((item, index) => (
          <li key={item.id}>
            <Tooltip content={item.label} side="right">
              {item.children?.length ? (
                <button
                  ref={(element) => {
                    if (element) groupButtons.current.set(index, element);
                    else groupButtons.current.delete(index);
                  }}
                  type="button"
                  className={styles.item}
                  aria-expanded={openIndex === index}
                  aria-controls={panelId(index)}
                  aria-current={containsActive(item, activeId) ? 'true' : undefined}
                  onClick={() => setOpenIndex(openIndex === index ? null : index)}
                >
                  <ItemContent item={item} />
                </button>
              ) : (
                <Link
                  href={item.href ?? ''}
                  className={styles.item}
                  aria-current={item.id === activeId ? 'page' : undefined}
                  onClick={close}
                >
                  <ItemContent item={item} />
                </Link>
              )}
            </Tooltip>
            {item.children?.length ? (
              // Right after its trigger, so that Tab moves from the trigger into the open panel.
              <div id={panelId(index)} className={styles.panel} hidden={openIndex !== index}>
                <p id={`${panelId(index)}-title`} className={styles.panelTitle}>
                  {item.label}
                </p>
                <ul className={styles.panelList} aria-labelledby={`${panelId(index)}-title`}>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <Link
                        href={child.href ?? ''}
                        className={styles.panelLink}
                        aria-current={containsActive(child, activeId) ? 'page' : undefined}
                        onClick={close}
                      >
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
