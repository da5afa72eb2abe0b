import { describe, expect, it } from 'vitest';
import { accountPagesOf, routeOpensFor } from './account-pages';
import { routeTable, type RouteDefinition } from './route-table';

const routes: readonly RouteDefinition[] = routeTable;

describe('pages by account type', () => {
  it('keeps a personal account on its profile, its settings a tab there, without a dashboard', () => {
    expect(accountPagesOf('personal')).toEqual({ home: '/profile', settings: '/profile?tab=settings' });
    const open = routes.filter((route) => route.guards.includes('redirect') && routeOpensFor(route, 'personal'));
    expect(open.map((route) => route.name)).toEqual(['profile']);
  });

  it('gives a company account the dashboard and the settings page', () => {
    expect(accountPagesOf('business')).toEqual({ home: '/', dashboard: '/', settings: '/settings' });
    expect(routes.every((route) => routeOpensFor(route, 'business'))).toBe(true);
  });
});
