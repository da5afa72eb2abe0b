import { deferredPart, menuTriggerProps, useOpenOnIntent } from '../../deferred/open-on-intent';
import type { AccountDropdownProps } from './account-dropdown-props';
import { TriggerFace } from './account-identity';
import * as styles from './AccountDropdown.css';

export type {
  Account,
  AccountDropdownColorScheme,
  AccountDropdownLabels,
  AccountDropdownProps,
} from './account-dropdown-props';

const accountMenu = deferredPart(() => import('./AccountMenu'));

/**
 * The top bar's account menu: who is signed in, switching accounts, dashboard, settings and logout (spec §2,
 * Account dropdown), and the appearance choice when `colorScheme` is given.
 *
 * - **Use it** once, in TopBar's `accountMenu` slot. Its entries are the spec's; a personal account has no
 *   dashboard entry (leave out `dashboardHref`).
 * - **Not for** navigating to screens (IconSidebar, MobileMenu) or for a choice in a form (Select).
 * - **Content:** each account shows the person's name with the company below it; entry labels are the spec's
 *   ("Dashboard", "My Settings", "Logout"). Logout comes last, in red.
 * - **Accessibility:** the trigger is a button named by the visible name and company (the avatars are hidden).
 *   Enter, Space or Arrow Down open the menu, the arrow keys move, Escape closes it and focus returns to the
 *   trigger. It is not modal: the page stays available to screen readers. The other accounts and the appearance
 *   choice are groups named by their headings; the appearance entries are radio items.
 * - **Loading:** until it is first opened only the trigger renders; the menu (Radix's dropdown menu with its
 *   popper and scroll area) loads on hover or focus and takes the trigger's place, open, when asked to open.
 */
export function AccountDropdown(props: AccountDropdownProps) {
  const deferred = useOpenOnIntent(accountMenu);
  const { opened } = deferred;
  if (opened) return <opened.module.AccountMenu {...props} openedBy={opened.openedBy} />;
  return (
    <button type="button" className={styles.trigger} {...menuTriggerProps(deferred)}>
      <TriggerFace account={props.activeAccount} />
    </button>
  );
}
