import { checkPermissions, type AccountType, type PermissionSubject } from '@eventsuite/api-contract';
import type { MessageDescriptor } from 'react-intl';
import { routeOpensFor } from '../route-table/account-pages';
import { pathTo } from '../route-table/path-to';
import {
  menuGroups,
  routeTable,
  type MenuGroupName,
  type MenuIconName,
  type RouteDefinition,
  type RouteName,
} from '../route-table/route-table';

/** One entry of the menu, before translation. Ids are the spec's route names. */
export interface NavEntry {
  id: string;
  label: MessageDescriptor;
  href?: string;
  icon?: MenuIconName;
  children?: NavEntry[];
}

/** Whom the menu is for: their permissions (spec §6) and account type. */
export interface NavigationSubject extends PermissionSubject {
  accountType: AccountType;
}

/**
 * The menu of spec §2 for one user, read from the route table: its routes with a menu placement that
 * the user may open (permissions, and the redirect guard for personal accounts), in the table's order. A group shows when at least one of its entries does.
 */
export function navigationFor(subject: NavigationSubject): NavEntry[] {
  const routes: readonly (RouteDefinition & { name: RouteName })[] = routeTable;
  const entries: NavEntry[] = [];
  const groupEntries = new Map<MenuGroupName, NavEntry[]>();
  for (const route of routes) {
    const { name, permissions, menu } = route;
    if (!menu || !routeOpensFor(route, subject.accountType)) continue;
    let siblings = entries;
    if (menu.group) {
      const group = menuGroups[menu.group];
      siblings = groupEntries.get(menu.group) ?? [];
      if (!groupEntries.has(menu.group)) {
        groupEntries.set(menu.group, siblings);
        entries.push({ id: group.entryId, label: group.label, icon: group.icon, children: siblings });
      }
    }
    if (!checkPermissions(permissions, subject)) continue;
    const label = subject.accountType === 'personal' ? menu.label : (menu.companyAccountLabel ?? menu.label);
    siblings.push({ id: menu.entryId ?? name, label, href: pathTo(name), icon: menu.icon });
  }
  return entries.filter((entry) => !entry.children || entry.children.length > 0);
}

/**
 * The menu entry of the current page: the deepest entry whose address the path starts with. One's
 * own team-member page is the profile (spec §2).
 */
export function activeNavId(
  entries: readonly NavEntry[],
  pathname: string,
  ownTeamMemberPage: boolean,
): string | undefined {
  if (ownTeamMemberPage) return 'profile';
  let best: NavEntry | undefined;
  const visit = (entry: NavEntry) => {
    const { href } = entry;
    if (href && (pathname === href || pathname.startsWith(`${href}/`))) {
      if (!best?.href || href.length > best.href.length) best = entry;
    }
    entry.children?.forEach(visit);
  };
  entries.forEach(visit);
  return best?.id;
}
