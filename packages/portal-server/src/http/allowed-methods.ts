import type { FastifyInstance } from 'fastify';

/** The methods a path answers to, or an empty list when no route has that path. */
export type AllowedMethods = (pathname: string) => string[];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/api/notifications/:notification` as a pattern for concrete paths; `:name` takes one segment. */
const patternOf = (url: string) =>
  new RegExp(
    `^${url
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
      .join('/')}$`,
  );

/**
 * Collects the methods of every route as it is registered, so a request that finds no route can be told
 * whether the path exists with other methods (405 with Allow) or not at all (404). Wildcard routes (the
 * static files, the OpenID Provider's `/oidc/*`) are left out: they answer any path they are given.
 * Call before any route is registered.
 */
export function collectAllowedMethods(app: FastifyInstance): AllowedMethods {
  const routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  app.addHook('onRoute', ({ url, method }) => {
    if (url.includes('*')) return;
    const route = routes.get(url) ?? { pattern: patternOf(url), methods: new Set<string>() };
    for (const each of [method].flat()) route.methods.add(each);
    routes.set(url, route);
  });
  return (pathname) => {
    const methods = new Set<string>();
    for (const { pattern, methods: routeMethods } of routes.values()) {
      if (pattern.test(pathname)) for (const method of routeMethods) methods.add(method);
    }
    if (methods.size > 0) methods.add('OPTIONS');
    return [...methods].sort();
  };
}
