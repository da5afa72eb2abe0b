import type { VisitorRoute } from './visitor-routes';

/**
 * The boot step's view of the route table: a visitor signs in on a route with the check-auth guard
 * (routes/guards.ts). Run by the build (vite.config.ts), so the boot carries no route table.
 */
export function visitorRoutesOf(routes: readonly { path: string; guards: readonly string[] }[]): VisitorRoute[] {
  return routes.map(({ path, guards }) => ({ path, signIn: guards.includes('check-auth') }));
}
