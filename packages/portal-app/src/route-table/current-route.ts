import { useMatches, type Params } from 'react-router';
import type { MessageDescriptor } from 'react-intl';
import type { LayoutName, RouteDefinition } from './route-table';

export interface RouteHandle {
  name: string;
  title: MessageDescriptor;
  layout: LayoutName;
  /** The route's title on the signed-in user's own page: where `param` names them. */
  ownPage?: { param: string; title: MessageDescriptor };
}

/** What the router keeps of a route of the table, for the shell and the document title. */
export function routeHandleOf(route: RouteDefinition): RouteHandle {
  const self = route.permissions?.self;
  return {
    name: route.name,
    title: route.title,
    layout: route.layout,
    ownPage: self && route.ownPageTitle ? { param: self, title: route.ownPageTitle } : undefined,
  };
}

export interface RouteMatch {
  handle: RouteHandle;
  params: Params;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle && 'name' in handle;
}

/**
 * The deepest matched route of the table with its parameters, or undefined for an unknown path. A route
 * whose loader failed still matches: the error page says so itself.
 */
export function useCurrentRouteMatch(): RouteMatch | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index]!;
    if (isRouteHandle(match.handle)) return { handle: match.handle, params: match.params };
  }
  return undefined;
}

/** The handle of the deepest matched route of the table, or undefined for an unknown path. */
export function useCurrentRouteHandle(): RouteHandle | undefined {
  return useCurrentRouteMatch()?.handle;
}

/** Whether the page is the signed-in user's own one of its route (one's own team-member page). */
export function isOwnPage({ handle, params }: RouteMatch, userId: string | undefined): boolean {
  return handle.ownPage !== undefined && userId !== undefined && params[handle.ownPage.param] === userId;
}

/** A page's title: the route's, or its own-page title on the user's own page. */
export function pageTitleOf(match: RouteMatch, userId: string | undefined): MessageDescriptor {
  return isOwnPage(match, userId) && match.handle.ownPage ? match.handle.ownPage.title : match.handle.title;
}
