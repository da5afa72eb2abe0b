import { ChevronDownIcon } from '@radix-ui/react-icons';
import { Avatar } from '../Avatar';
import type { Account } from './account-dropdown-props';
import * as styles from './AccountDropdown.css';

export function AccountAvatar({ account }: { account: Account }) {
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

export function Identity({ account, className }: { account: Account; className: string }) {
  return (
    <span className={className}>
      <span className={styles.name}>{account.name}</span>
      {account.company ? <span className={styles.company}>{account.company}</span> : null}
    </span>
  );
}

/** What the trigger shows: the active account's avatar, name and company, and the menu's chevron. */
export function TriggerFace({ account }: { account: Account }) {
  return (
    <>
      <AccountAvatar account={account} />
      <Identity account={account} className={styles.triggerIdentity} />
      <ChevronDownIcon className={styles.chevron} aria-hidden="true" />
    </>
  );
}
