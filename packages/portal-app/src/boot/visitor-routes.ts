/*
 * Which paths a visitor must sign in for, decided before any of the app loads. The build derives the
 * list from the route table (vite.config.ts, `virtual:visitor-routes`); visitor-routes.test.ts holds
 * the matching to react-router's.
 */

/** A route of the route table as the boot step sees it: its path, and whether a visitor signs in there. */
export interface VisitorRoute {
  path: string;
  signIn: boolean;
}

/** A react-router path (`:name` parameters, `?` after optional segments) as a case-insensitive RegExp. */
export function pathPattern(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const optional = segment.endsWith('?');
      const name = optional ? segment.slice(0, -1) : segment;
      const part = name.startsWith(':') ? '/[^/]+' : `/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return optional ? `(?:${part})?` : part;
    });
  // A trailing slash matches too, as in react-router.
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

/**
 * Whether a visitor opening `pathname` is sent to sign in: some route matches it and every matching
 * route asks for sign-in. Anything else (a public page, an unknown path) is the app's to decide.
 */
export function visitorSignsInAt(routes: readonly VisitorRoute[], pathname: string): boolean {
  const matching = routes.filter((route) => pathPattern(route.path).test(pathname));
  return matching.length > 0 && matching.every((route) => route.signIn);
}
