/** The boot step's view of the route table, made by the build from it (vite.config.ts). */
declare module 'virtual:visitor-routes' {
  import type { VisitorRoute } from './visitor-routes';

  export const visitorRoutes: readonly VisitorRoute[];
  /** The app's pages the provider sends a sign-in back to: the sign-in step and the callback. */
  export const appLandings: { signIn: string; callback: string };
}
