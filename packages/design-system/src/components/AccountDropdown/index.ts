export { AccountDropdown } from './AccountDropdown';
export type {
  Account,
  AccountDropdownColorScheme,
  AccountDropdownLabels,
  AccountDropdownProps,
} from './AccountDropdown';
