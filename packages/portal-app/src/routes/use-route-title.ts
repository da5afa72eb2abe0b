import { useMatches } from 'react-router';
import type { MessageDescriptor } from 'react-intl';
import type { LayoutName } from './route-table';

export interface RouteHandle {
  name: string;
  title: MessageDescriptor;
  layout: LayoutName;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle && 'name' in handle;
}

/** The handle of the deepest matched route of the table, or undefined on the error page. */
export function useCurrentRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
