import { useEffect, useState } from 'react';
import { deferredPart } from '../../deferred/open-on-intent';
import type { MobileMenuProps } from './MobileMenuPanel';

export type { MobileMenuProps };

// The dialog itself is a chunk of its own, loaded when the menu first opens: a first screen, on a desktop
// above all, does without it.
const panel = deferredPart(() => import('./MobileMenuPanel'));

/**
 * Full-screen navigation for screens below the desktop breakpoint. A modal dialog: focus moves in
 * when it opens, stays inside while open and returns when it closes (close button, Escape, a link).
 *
 * - **Use it** as AppShell's `mobileMenu`, opened by TopBar's burger (pass the burger as `returnFocusRef`). It
 *   holds the same items as IconSidebar, with collapsible groups (spec §2).
 * - **Not for** desktop widths, where IconSidebar shows, nor for actions: it holds links and group toggles only.
 * - **Content:** the spec's labels, as in IconSidebar; item icons are optional.
 * - **Accessibility:** a dialog (`aria-modal`) named by `label`, with a navigation landmark inside. Focus starts
 *   on the close button (named by `closeLabel`), Tab and Shift+Tab cycle inside, and focus goes back to the
 *   burger on closing; the page behind does not scroll. Groups are buttons with `aria-expanded`; the current
 *   page's group starts expanded and the current page is `aria-current="page"`.
 */
export function MobileMenu(props: MobileMenuProps) {
  const [loaded, setLoaded] = useState(panel.loaded);
  const { open, onOpenChange } = props;
  useEffect(() => {
    // A failed load (offline, a new deployment) leaves the menu closed; the next opening tries again.
    if (open && !loaded) panel.load().then(setLoaded, () => onOpenChange(false));
  }, [open, loaded, onOpenChange]);
  if (loaded) return <loaded.MobileMenuPanel {...props} />;
  // Until then the closed menu's element, which the burger's aria-controls names.
  return <div id={props.id} role="dialog" aria-modal="true" aria-label={props.label} hidden />;
}
