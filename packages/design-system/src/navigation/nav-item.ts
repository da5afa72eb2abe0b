import type { ReactNode } from 'react';

/** One entry of the portal's navigation tree, shared by IconSidebar, MobileMenu and the app. */
export interface NavItem {
  id: string;
  label: string;
  /** Where the item links to; groups (items with children) usually have none. */
  href?: string;
  icon?: ReactNode;
  children?: NavItem[];
}

/** True when `activeId` names the item itself or any item below it. */
export function containsActive(item: NavItem, activeId: string | undefined): boolean {
  if (activeId === undefined) return false;
  return item.id === activeId || (item.children ?? []).some((child) => containsActive(child, activeId));
}
