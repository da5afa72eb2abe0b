import '../../radix-css/BaseButton.css';
import '../../radix-css/IconButton.css';
import { HamburgerMenuIcon } from '@radix-ui/react-icons';
import { IconButton } from '@radix-ui/themes';
import type { ReactNode, Ref } from 'react';
import { Link } from '../../navigation';
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

/** The built-in Eventsuite wordmark: a brand badge and the product name. */
function EventsuiteWordmark() {
  return (
    <svg className={styles.wordmark} viewBox="0 0 136 28" aria-hidden="true" focusable="false">
      <rect className={styles.wordmarkBadge} width="28" height="28" rx="7" />
      <text className={styles.wordmarkBadgeLetter} x="14" y="20" fontSize="18" textAnchor="middle">
        e
      </text>
      <text className={styles.wordmarkName} x="36" y="20" fontSize="18">
        eventsuite
      </text>
    </svg>
  );
}

/** The fixed bar at the top of the signed-in portal: logo, notifications, account menu and burger. */
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
