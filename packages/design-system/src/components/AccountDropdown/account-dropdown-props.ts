import type { ColorScheme } from '../../theme/appearance';

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
