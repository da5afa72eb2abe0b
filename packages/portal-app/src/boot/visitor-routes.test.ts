import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../route-table/route-table';
import { visitorRoutesOf } from './visitor-routes-of';
import { visitorSignsInAt } from './visitor-routes';

const routes = visitorRoutesOf(routeTable);

/** Paths to ask about: every route's path with its parameters filled or left out, and a few others. */
const samples = [
  ...routeTable.flatMap(({ path }) => [
    path.replace(/:\w+\??/g, 'x-1'),
    path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'x-1'),
    ...(path === '/' ? [] : [`${path.replace(/:\w+\??/g, 'x-1')}/`]),
    path.replace(/:\w+\??/g, 'x-1').toUpperCase(),
  ]),
  '/company/team-members/someone/more',
  '/nowhere',
  '/apps/',
  '/sign-in',
  '/sign-in/abc/def',
  '/index.html',
];

describe('the paths a visitor signs in for', () => {
  it("follows react-router's matching of the route table: a sign-in where the route matched asks for it", () => {
    for (const pathname of samples) {
      const matched = matchRoutes(
        routeTable.map(({ path, guards }) => ({ path, guards: guards as readonly string[] })),
        pathname,
      );
      const guards = matched?.at(-1)?.route.guards ?? [];
      expect(visitorSignsInAt(routes, pathname), pathname).toBe(guards.includes('check-auth'));
    }
  });

  it('lists the guarded routes and the public ones', () => {
    expect(routes).toContainEqual({ path: '/', signIn: true });
    expect(routes).toContainEqual({ path: '/sign-in/:uid', signIn: false });
    expect(routes).toContainEqual({ path: '/login', signIn: false });
  });
});
