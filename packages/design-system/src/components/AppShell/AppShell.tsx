import { useRef, type MouseEvent, type ReactNode } from 'react';
import * as styles from './AppShell.css';

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
  /** Id of the element that modals and other portals render into. */
  modalTargetId?: string;
}

/** Page frame of the portal: the chrome around a screen, chosen by layout and sign-in state. */
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
      <div id={modalTargetId} />
    </div>
  );
}
