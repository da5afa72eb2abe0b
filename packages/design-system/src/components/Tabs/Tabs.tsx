import '../../radix-css/BaseTabList.css';
import '../../radix-css/Tabs.css';
import { Tabs as RadixTabs } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css';

export interface TabItem {
  /** Identifies the tab, e.g. in the URL (`?tab=settings`). */
  value: string;
  label: ReactNode;
  /** The panel; only the selected tab's panel is rendered. */
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list, e.g. "Profile sections". */
  label: string;
  tabs: readonly TabItem[];
  /** The selected tab's value (controlled, e.g. from the URL). */
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * Panels behind a row of tabs, on Radix Themes' Tabs: Arrow Left/Right (and Home/End) move between
 * the tabs and select them, Tab moves into the selected panel.
 *
 * - **Use it** for sections of one screen looked at one at a time, as profile, settings and notifications on a
 *   personal account's /profile. Keep the selected tab in the address (`?tab=settings`) so it can be linked.
 * - **Not for** moving between screens (IconSidebar, MobileMenu) or steps of a process.
 * - **Content:** short labels, a noun or two in sentence case, naming the panel.
 * - **Accessibility:** a tablist named by `label` ("Profile sections"); each tab is announced with its position
 *   and whether it is selected. Only the selected tab's panel is rendered.
 */
export function Tabs({ label, tabs, value, onValueChange }: TabsProps) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={styles.root}>
      <RadixTabs.List aria-label={label} size="2" className={styles.list}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className={styles.trigger}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className={styles.panel}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
