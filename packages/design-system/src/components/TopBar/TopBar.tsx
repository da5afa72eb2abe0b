import '../../radix-css/BaseButton.css';
import '../../radix-css/IconButton.css';
import { HamburgerMenuIcon } from '@radix-ui/react-icons';
import { IconButton } from '@radix-ui/themes';
import type { ReactNode, Ref } from 'react';
import { Link } from '../../navigation';
import { EventsuiteWordmark } from '../Wordmark';
import * as styles from './TopBar.css';

export interface TopBarProps {
  /** The dashboard's address; the logo links there. */
  homeHref: string;
  /** Accessible name of the logo link, e.g. "Eventsuite dashboard". */
  homeLabel: string;
  /** Replaces the built-in Eventsuite wordmark; it is decorative, the link is named by homeLabel. */
  logo?: ReactNode;
  /** The notifications widget. */
  notifications?: ReactNode;
  /** The account dropdown. */
  accountMenu?: ReactNode;
  /** Whether the mobile menu is open, for the burger's aria-expanded. */
  menuOpen: boolean;
  onMenuToggle: () => void;
  /** Id of the mobile menu element the burger controls. */
  menuId: string;
  /** Accessible name of the burger button, e.g. "Menu". */
  menuButtonLabel: string;
  /** The burger button, so the mobile menu can return focus to it. */
  menuButtonRef?: Ref<HTMLButtonElement>;
}

/**
 * The fixed bar at the top of the signed-in portal: logo, notifications, account menu and burger.
 *
 * - **Use it** as AppShell's `topBar`, which shows it to signed-in users only (spec §2). Fill its slots with
 *   NotificationBell and AccountDropdown; the logo links to the dashboard. The burger shows below the desktop
 *   breakpoint (992px) and opens the MobileMenu.
 * - **Not for** a screen's title or actions: they belong in the screen.
 * - **Accessibility:** a `banner` landmark. The logo link is named by `homeLabel` ("Eventsuite dashboard"); the
 *   wordmark itself is hidden. The burger is named by `menuButtonLabel`, tells whether the menu is open
 *   (`aria-expanded`) and which element it controls; pass `menuButtonRef` so the menu can return focus to it.
 */
export function TopBar({
  homeHref,
  homeLabel,
  logo,
  notifications,
  accountMenu,
  menuOpen,
  onMenuToggle,
  menuId,
  menuButtonLabel,
  menuButtonRef,
}: TopBarProps) {
  return (
    <header className={styles.root}>
      <Link href={homeHref} className={styles.homeLink}>
        {logo ?? <EventsuiteWordmark />}
        {/* A hidden text rather than aria-label: axe wants a label to contain the logo's visible text. */}
        <span className={styles.visuallyHidden}>{homeLabel}</span>
      </Link>
      <div className={styles.actions}>
        {notifications}
        {accountMenu}
        <IconButton
          ref={menuButtonRef}
          className={styles.burger}
          variant="ghost"
          color="gray"
          size="3"
          type="button"
          aria-label={menuButtonLabel}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={onMenuToggle}
        >
          <HamburgerMenuIcon width="22" height="22" aria-hidden="true" />
        </IconButton>
      </div>
    </header>
  );
}
