export { AccountDropdown } from './AccountDropdown';
export type { Account, AccountDropdownLabels, AccountDropdownProps } from './AccountDropdown';
