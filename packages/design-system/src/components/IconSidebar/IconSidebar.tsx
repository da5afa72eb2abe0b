import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
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
 * What shows a rail item's tooltip: a pointer over it (after a short delay, in CSS) or keyboard focus
 * (at once). Escape hides it until the pointer or focus moves on.
 */
interface ShownTooltip {
  index: number;
  by: 'pointer' | 'focus';
}

/** The element `key` moves to among `elements` from `current`, or undefined for another key. */
function arrowTarget<T>(elements: readonly T[], current: T, key: string): T | undefined {
  const index = elements.indexOf(current);
  if (key === 'Home') return elements[0];
  if (key === 'End') return elements[elements.length - 1];
  if (key === 'ArrowDown') return elements[Math.min(index + 1, elements.length - 1)];
  if (key === 'ArrowUp') return elements[Math.max(index - 1, 0)];
  return undefined;
}

/**
 * The portal's main navigation on desktop.
 *
 * - **Use it** as AppShell's `sidebar`, which shows it from the desktop breakpoint (992px) on; below it MobileMenu
 *   takes over, behind TopBar's burger. The items are spec §2's navigation menu, filtered by permission; a group
 *   holds its sub-items in a panel.
 * - **Not for** switching sections within a screen (Tabs) or account actions (AccountDropdown).
 * - **Content:** the spec's labels ("My profile", "Team members", "System Settings"). Give every item on the rail
 *   an icon; without one its first letter stands in.
 * - **Accessibility:** a navigation landmark named by `label`. The icons are hidden; each item's name is hidden
 *   text, shown as a tooltip on hover (after a short delay) and on keyboard focus; Escape hides it, hovering
 *   it keeps it. The current page is `aria-current="page"`, the group holding it `aria-current="true"`; a
 *   group button tells whether its panel is expanded, and Tab goes from it into the open panel. Focus leaving
 *   the sidebar closes the panel.
 *
 * The desktop navigation: a rail of icon items with tooltips. Items with children open a submenu panel
 * beside the rail, which closes on an outside click, on Escape and when one of its links is chosen.
 * Keys: Up, Down, Home and End move along the rail and inside an open panel; Right opens a group's
 * panel at its first link, Left (or Escape) goes back to the group's button.
 */
export function IconSidebar({ items, activeId, label }: IconSidebarProps) {
  const idPrefix = useId();
  const rootRef = useRef<HTMLElement>(null);
  const groupButtons = useRef(new Map<number, HTMLButtonElement>());
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [tooltip, setTooltip] = useState<ShownTooltip | null>(null);

  useEffect(() => {
    if (openIndex === null) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenIndex(null);
    };
    const closePanelOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenIndex(null);
      groupButtons.current.get(openIndex)?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closePanelOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closePanelOnEscape);
    };
  }, [openIndex]);

  // Escape dismisses a shown tooltip wherever focus is (WCAG 1.4.13), without moving focus.
  useEffect(() => {
    if (tooltip === null) return;
    const hideOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setTooltip(null);
    };
    document.addEventListener('keydown', hideOnEscape);
    return () => document.removeEventListener('keydown', hideOnEscape);
  }, [tooltip]);

  const close = () => setOpenIndex(null);
  const panelId = (index: number) => `${idPrefix}-panel-${index}`;

  const moveFocusByKey = (nav: HTMLElement, event: KeyboardEvent) => {
    const current = event.target as HTMLElement;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const panel = current.closest<HTMLElement>('[data-panel-index]');
    let target: HTMLElement | undefined;
    if (panel) {
      const links = [...panel.querySelectorAll<HTMLElement>('a')];
      target = arrowTarget(links, current, event.key);
      if (event.key === 'ArrowLeft') {
        target = groupButtons.current.get(Number(panel.dataset.panelIndex));
        close();
      }
    } else {
      const railItems = [...nav.querySelectorAll<HTMLElement>('[data-rail-item]')];
      target = arrowTarget(railItems, current, event.key);
      const index = [...groupButtons.current].find(([, button]) => button === current)?.[0];
      if (event.key === 'ArrowRight' && index !== undefined) {
        // Rendered at once, so that the panel's first link is visible and can take focus.
        flushSync(() => setOpenIndex(index));
        target = document.getElementById(panelId(index))?.querySelector('a') ?? undefined;
      }
    }
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  // The arrow keys of the rail and its panels, listened for on the landmark as a whole.
  useEffect(() => {
    const nav = rootRef.current;
    if (!nav) return;
    const onKeyDown = (event: KeyboardEvent) => moveFocusByKey(nav, event);
    nav.addEventListener('keydown', onKeyDown);
    return () => nav.removeEventListener('keydown', onKeyDown);
  });

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
            {/* The item and its tooltip: hovering the tooltip keeps it shown (WCAG 1.4.13). */}
            <span
              className={styles.itemFrame}
              onPointerEnter={() => setTooltip({ index, by: 'pointer' })}
              onPointerLeave={() => setTooltip((shown) => (shown?.by === 'pointer' ? null : shown))}
              onFocus={(event) => {
                if (event.target.matches(':focus-visible')) setTooltip({ index, by: 'focus' });
              }}
              onBlur={() => setTooltip((shown) => (shown?.by === 'focus' ? null : shown))}
            >
              {item.children?.length ? (
                <button
                  ref={(element) => {
                    if (element) groupButtons.current.set(index, element);
                    else groupButtons.current.delete(index);
                  }}
                  type="button"
                  data-rail-item
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
                  data-rail-item
                  className={styles.item}
                  aria-current={item.id === activeId ? 'page' : undefined}
                  onClick={close}
                >
                  <ItemContent item={item} />
                </Link>
              )}
              {tooltip?.index === index ? (
                // The item's name, shown; assistive technology reads it as the item's name already.
                <span role="tooltip" className={styles.tooltip} data-shown-by={tooltip.by}>
                  {item.label}
                </span>
              ) : null}
            </span>
            {item.children?.length ? (
              // Right after its trigger, so that Tab moves from the trigger into the open panel.
              <div id={panelId(index)} data-panel-index={index} className={styles.panel} hidden={openIndex !== index}>
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
