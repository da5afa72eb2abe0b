import { routePaths } from './route-paths';
import type { RouteName, routeTable } from './route-table';

type PathOf<Name extends RouteName> = Extract<(typeof routeTable)[number], { name: Name }>['path'];

/** One `:name` segment as a parameter: `:teamMember?` is optional, `:app` required. */
type ParamOfSegment<Segment extends string> = Segment extends `:${infer Name}?`
  ? { [Key in Name]?: string }
  : Segment extends `:${infer Name}`
    ? { [Key in Name]: string }
    : unknown;

type ParamsOfPath<Path extends string> = Path extends `${infer Segment}/${infer Rest}`
  ? ParamOfSegment<Segment> & ParamsOfPath<Rest>
  : ParamOfSegment<Path>;

/** The parameters of a route, read from the `:name` segments of its path; none for a path without. */
export type RouteParams<Name extends RouteName> = keyof ParamsOfPath<PathOf<Name>> extends never
  ? Record<string, never>
  : ParamsOfPath<PathOf<Name>>;

export type RouteQuery = Record<string, string>;

/** Routes without required parameters take none; the others must be given theirs. */
type LinkArguments<Name extends RouteName> =
  Record<string, never> extends RouteParams<Name>
    ? [params?: RouteParams<Name>, query?: RouteQuery]
    : [params: RouteParams<Name>, query?: RouteQuery];

/**
 * The path of a route, by its name in the route table: `pathTo('apps-app', { app: 'crew-planner' })`
 * is `/apps/crew-planner`. Parameters are URL-encoded; an optional one left out drops its segment.
 */
export function pathTo<Name extends RouteName>(name: Name, ...[params, query]: LinkArguments<Name>): string {
  const given: Readonly<Record<string, string | undefined>> = params ?? {};
  const segments = routePaths[name].split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const paramName = segment.slice(1, optional ? -1 : undefined);
    const value = given[paramName];
    if (value !== undefined) return [encodeURIComponent(value)];
    if (optional) return [];
    throw new Error(`The route ${name} needs the parameter ${paramName}`);
  });
  const path = segments.join('/') || '/';
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
