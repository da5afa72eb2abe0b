import '../../radix-css/Popper.css';
import '../../radix-css/ScrollArea.css';
import '../../radix-css/BaseMenu.css';
import '../../radix-css/DropdownMenu.css';
import { ChevronDownIcon, ExitIcon } from '@radix-ui/react-icons';
import { DropdownMenu } from '@radix-ui/themes';
import { useId } from 'react';
import { Link } from '../../navigation';
import { Avatar } from '../Avatar';
import * as styles from './AccountDropdown.css';

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

export interface AccountDropdownProps {
  activeAccount: Account;
  /** The user's other accounts; each can be switched to. */
  otherAccounts?: Account[];
  onSwitchAccount: (accountId: string) => void;
  dashboardHref: string;
  settingsHref: string;
  onLogout: () => void;
  labels: AccountDropdownLabels;
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

/** The top bar's account menu: who is signed in, switching accounts, dashboard, settings and logout. */
export function AccountDropdown({
  activeAccount,
  otherAccounts = [],
  onSwitchAccount,
  dashboardHref,
  settingsHref,
  onLogout,
  labels,
}: AccountDropdownProps) {
  const idPrefix = useId();
  const activeLabelId = `${idPrefix}-active`;
  const switchLabelId = `${idPrefix}-switch`;

  return (
    // Not modal: the page stays scrollable and is not hidden from assistive technology while it is open.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger>
        <button type="button" className={styles.trigger}>
          <AccountAvatar account={activeAccount} />
          <Identity account={activeAccount} className={styles.triggerIdentity} />
          <ChevronDownIcon className={styles.chevron} aria-hidden="true" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content className={styles.content} align="end">
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
        <DropdownMenu.Item asChild>
          <Link href={dashboardHref}>{labels.dashboard}</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <Link href={settingsHref}>{labels.settings}</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item color="red" onSelect={onLogout}>
          {labels.logout}
          <ExitIcon className={styles.trailingIcon} aria-hidden="true" />
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
