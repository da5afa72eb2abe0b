import '../../radix-css/Popper.css';
import '../../radix-css/ScrollArea.css';
import '../../radix-css/BaseMenu.css';
import '../../radix-css/DropdownMenu.css';
import { ChevronDownIcon, ExitIcon } from '@radix-ui/react-icons';
import { DropdownMenu } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { Link } from '../../navigation';
import { colorSchemes, isColorScheme, type ColorScheme } from '../../theme/appearance';
import { Avatar } from '../Avatar';
import * as styles from './AccountDropdown.css';
import { RadixThemeScope } from '../../theme/RadixThemeScope';

/** An account the user can act as: their personal account or one per company. */
export interface Account {
  id: string;
  /** The person's display name, e.g. "Jane Doe"; its first and last word give the initials. */
  name: string;
  /** The company this account belongs to, if any. */
  company?: string;
  avatarUrl?: string;
}

export interface AccountDropdownLabels {
  /** Heading above the active account, e.g. "Signed in as". */
  activeAccount: string;
  /** Heading above the other accounts, e.g. "Switch account". */
  switchAccount: string;
  dashboard: string;
  settings: string;
  logout: string;
}

/** The appearance choice in the menu: light, dark or as the operating system prefers. */
export interface AccountDropdownColorScheme {
  value: ColorScheme;
  onChange: (scheme: ColorScheme) => void;
  /** The choice's heading, e.g. "Appearance", and the name of each scheme, e.g. "Dark". */
  labels: { heading: string } & Record<ColorScheme, string>;
}

export interface AccountDropdownProps {
  activeAccount: Account;
  /** The user's other accounts; each can be switched to. */
  otherAccounts?: Account[];
  onSwitchAccount: (accountId: string) => void;
  /** Without it, no dashboard entry (a personal account has none). */
  dashboardHref?: string;
  settingsHref: string;
  onLogout: () => void;
  labels: AccountDropdownLabels;
  /** Offers the appearance choice when given. */
  colorScheme?: AccountDropdownColorScheme;
}

function AccountAvatar({ account }: { account: Account }) {
  const words = account.name.trim().split(/\s+/);
  return (
    <Avatar
      src={account.avatarUrl}
      firstName={words[0]}
      lastName={words.length > 1 ? words[words.length - 1] : undefined}
      size="small"
    />
  );
}

function Identity({ account, className }: { account: Account; className: string }) {
  return (
    <span className={className}>
      <span className={styles.name}>{account.name}</span>
      {account.company ? <span className={styles.company}>{account.company}</span> : null}
    </span>
  );
}

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
 */
export function AccountDropdown({
  activeAccount,
  otherAccounts = [],
  onSwitchAccount,
  dashboardHref,
  settingsHref,
  onLogout,
  labels,
  colorScheme,
}: AccountDropdownProps) {
  const idPrefix = useId();
  const activeLabelId = `${idPrefix}-active`;
  const switchLabelId = `${idPrefix}-switch`;
  const colorSchemeLabelId = `${idPrefix}-color-scheme`;
  // The open menu renders here, beside its trigger and so inside the top bar's banner landmark, rather
  // than at the end of the body, outside every landmark.
  const [portalTarget, setPortalTarget] = useState<HTMLDivElement | null>(null);

  return (
    <>
      {/* Not modal: the page stays scrollable and is not hidden from assistive technology while it is open. */}
      <RadixThemeScope>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger>
            <button type="button" className={styles.trigger}>
              <AccountAvatar account={activeAccount} />
              <Identity account={activeAccount} className={styles.triggerIdentity} />
              <ChevronDownIcon className={styles.chevron} aria-hidden="true" />
            </button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content className={styles.content} align="end" container={portalTarget ?? undefined}>
            <DropdownMenu.Group aria-labelledby={activeLabelId}>
              <DropdownMenu.Label id={activeLabelId} className={styles.groupLabel}>
                {labels.activeAccount}
              </DropdownMenu.Label>
              <DropdownMenu.Label className={`${styles.account} ${styles.activeAccount}`}>
                <AccountAvatar account={activeAccount} />
                <Identity account={activeAccount} className={styles.identity} />
              </DropdownMenu.Label>
            </DropdownMenu.Group>
            {otherAccounts.length > 0 ? (
              <>
                <DropdownMenu.Separator />
                <DropdownMenu.Group aria-labelledby={switchLabelId}>
                  <DropdownMenu.Label id={switchLabelId} className={styles.groupLabel}>
                    {labels.switchAccount}
                  </DropdownMenu.Label>
                  {otherAccounts.map((account) => (
                    <DropdownMenu.Item
                      key={account.id}
                      className={styles.account}
                      onSelect={() => onSwitchAccount(account.id)}
                    >
                      <AccountAvatar account={account} />
                      <Identity account={account} className={styles.identity} />
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Group>
              </>
            ) : null}
            <DropdownMenu.Separator />
            {dashboardHref ? (
              <DropdownMenu.Item asChild>
                <Link href={dashboardHref}>{labels.dashboard}</Link>
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.Item asChild>
              <Link href={settingsHref}>{labels.settings}</Link>
            </DropdownMenu.Item>
            {colorScheme ? (
              <>
                <DropdownMenu.Separator />
                <DropdownMenu.Label id={colorSchemeLabelId} className={styles.groupLabel}>
                  {colorScheme.labels.heading}
                </DropdownMenu.Label>
                <DropdownMenu.RadioGroup
                  aria-labelledby={colorSchemeLabelId}
                  value={colorScheme.value}
                  onValueChange={(value) => {
                    if (isColorScheme(value)) colorScheme.onChange(value);
                  }}
                >
                  {colorSchemes.map((scheme) => (
                    <DropdownMenu.RadioItem key={scheme} value={scheme}>
                      {colorScheme.labels[scheme]}
                    </DropdownMenu.RadioItem>
                  ))}
                </DropdownMenu.RadioGroup>
              </>
            ) : null}
            <DropdownMenu.Separator />
            <DropdownMenu.Item color="red" onSelect={onLogout}>
              {labels.logout}
              <ExitIcon className={styles.trailingIcon} aria-hidden="true" />
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      </RadixThemeScope>
      <div ref={setPortalTarget} className={styles.portalTarget} />
    </>
  );
}
