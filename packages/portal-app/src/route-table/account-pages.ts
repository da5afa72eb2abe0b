import type { AccountType } from '@eventsuite/api-contract';
import { pathTo } from './path-to';

/*
 * Spec §4, redirect guard: a personal account has one page, its profile, with its settings and
 * notifications as tabs; every other page behind the guard sends it there. Links for a personal user
 * go to that page, and the menu offers nothing else.
 */

/** Whether the redirect guard lets a user of this account type stay on the route. */
export function routeOpensFor(route: { name: string; guards: readonly string[] }, accountType: AccountType): boolean {
  return accountType !== 'personal' || route.name === 'profile' || !route.guards.includes('redirect');
}

/** The pages the top bar links to, for a user of this account type; no dashboard for a personal user. */
export function accountPagesOf(accountType: AccountType): { home: string; dashboard?: string; settings: string } {
  if (accountType === 'personal') {
    return { home: pathTo('profile'), settings: pathTo('profile', {}, { tab: 'settings' }) };
  }
  return { home: pathTo('index'), dashboard: pathTo('index'), settings: pathTo('settings') };
}
