import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import * as styles from './AppShell.css';
import { ModalTargetContext } from './modal-target';

export const appShellLayouts = ['default', 'logout'] as const;
export type AppShellLayout = (typeof appShellLayouts)[number];

export interface AppShellProps {
  /** `default`: top bar, sidebar and mobile menu (when signed in), content, footer. `logout`: content and footer. */
  layout?: AppShellLayout;
  /** Top bar, sidebar and mobile menu show only for a signed-in user. */
  signedIn?: boolean;
  topBar?: ReactNode;
  /** Shown from the desktop breakpoint (992px) on. */
  sidebar?: ReactNode;
  /** The overlay menu for smaller screens; it controls its own visibility. */
  mobileMenu?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  /** Text of the skip link that jumps past the navigation to the content. */
  skipLinkLabel: string;
  /** Id of the main content element, the skip link's target. */
  mainId?: string;
  /** Id of the element that Modal and ConfirmDialog render into. */
  modalTargetId?: string;
}

/**
 * Page frame of the portal: the chrome around a screen, chosen by layout and sign-in state (spec §2, Layouts).
 *
 * - **Use it** once, at the root of the app, with the screen as `children`. `default` adds top bar, sidebar and
 *   mobile menu for a signed-in user; `logout` (content and footer only) is for the sign-in and logout pages.
 * - **Not for** framing part of a screen: a dialog is a Modal, sections of a screen are Tabs or the screen's own.
 * - **Accessibility:** the first Tab stop is a skip link (`skipLinkLabel`, visible only while focused) that moves
 *   focus to the content without changing the address. The content is the page's one `main` landmark; top bar,
 *   sidebar and footer bring their own landmarks. Modal and ConfirmDialog render into the shell's modal target,
 *   so they stack with the toasts by the z-index scale.
 */
export function AppShell({
  layout = 'default',
  signedIn = false,
  topBar,
  sidebar,
  mobileMenu,
  footer,
  children,
  skipLinkLabel,
  mainId = 'main-content',
  modalTargetId = 'modal-target',
}: AppShellProps) {
  const mainRef = useRef<HTMLElement>(null);
  const modalTargetRef = useRef<HTMLDivElement>(null);
  const [modalTarget, setModalTarget] = useState<HTMLElement | null>(null);
  // Taken into state after the commit, not by a ref callback: a state update during the commit would have
  // React render the shell again at once and run every pending effect of the screen in the same long task.
  useEffect(() => setModalTarget(modalTargetRef.current), []);
  const withChrome = layout === 'default' && signedIn;

  // Focus the content directly: a fragment change would reach the app's history router.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };
  const bodyClassName = [
    styles.body,
    withChrome && topBar ? styles.bodyBelowTopBar : undefined,
    withChrome && sidebar ? styles.bodyBesideSidebar : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <ModalTargetContext value={modalTarget}>
      <div className={styles.root} data-layout={layout}>
        <a className={styles.skipLink} href={`#${mainId}`} onClick={skipToContent}>
          {skipLinkLabel}
        </a>
        {withChrome && topBar ? <div className={styles.topBar}>{topBar}</div> : null}
        {withChrome && sidebar ? <div className={styles.sidebar}>{sidebar}</div> : null}
        {withChrome ? mobileMenu : null}
        <div className={bodyClassName}>
          {/* Focusable by script only, as the skip link's target. */}
          <main ref={mainRef} id={mainId} className={styles.main} tabIndex={-1}>
            {children}
          </main>
          {footer}
        </div>
        <div id={modalTargetId} ref={modalTargetRef} />
      </div>
    </ModalTargetContext>
  );
}
