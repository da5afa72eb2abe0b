import type * as z from 'zod/v4/core';
import type { PermissionRequirement } from './permissions';

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export type Access =
  { readonly kind: 'public' } | { readonly kind: 'authenticated'; readonly permissions?: PermissionRequirement };

/** The `:name` segments of a path template, e.g. `'/api/apps/:app/roles/:role'` -> `'app' | 'role'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A response schema: any zod schema (the contract's are zod/mini, tests may use full zod) that clients
 * can parse a response body with.
 */
export type ResponseSchema = z.$ZodType & { parse(data: unknown): unknown };

type PathParamValues<P extends string> = { readonly [K in PathParamNames<P>]: z.$ZodType<string | number> };

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends z.$ZodType | undefined = z.$ZodType | undefined,
  Query extends z.$ZodType | undefined = z.$ZodType | undefined,
  Body extends z.$ZodType | undefined = z.$ZodType | undefined,
  Response extends ResponseSchema = ResponseSchema,
> {
  readonly method: M;
  readonly path: P;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly response: Response;
  readonly access: Access;
}

export type AnyEndpoint = Endpoint;

/**
 * Declares one endpoint. The params schema, when given, must cover exactly the path's `:name` segments;
 * without one, every segment is a plain string.
 */
export function defineEndpoint<
  const M extends HttpMethod,
  const P extends string,
  Params extends z.$ZodObject<PathParamValues<P>> | undefined = undefined,
  Query extends z.$ZodType | undefined = undefined,
  Body extends z.$ZodType | undefined = undefined,
  Response extends ResponseSchema = ResponseSchema,
>(definition: {
  method: M;
  path: P;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  access: Access;
}): Endpoint<M, P, Params, Query, Body, Response> {
  return {
    method: definition.method,
    path: definition.path,
    params: definition.params as Params,
    query: definition.query as Query,
    body: definition.body as Body,
    response: definition.response,
    access: definition.access,
  };
}

type InputOf<S, Fallback> = S extends z.$ZodType ? z.input<S> : Fallback;

/** The path parameters a caller passes for an endpoint. */
export type EndpointParams<E extends AnyEndpoint> = InputOf<
  E['params'],
  { readonly [K in PathParamNames<E['path']>]: string | number }
>;
export type EndpointQuery<E extends AnyEndpoint> = InputOf<E['query'], undefined>;
export type EndpointBody<E extends AnyEndpoint> = InputOf<E['body'], undefined>;
/** The parsed success response of an endpoint. */
export type EndpointResponse<E extends AnyEndpoint> = z.output<E['response']>;

/** `buildPath`'s parameters: none for a path without `:name` segments, otherwise the params object. */
export type PathArgs<E extends AnyEndpoint> = [PathParamNames<E['path']>] extends [never]
  ? []
  : [params: EndpointParams<E>];

/** Fills the `:name` segments of an endpoint's path, URL-encoding each value. */
export function buildPath<E extends AnyEndpoint>(endpoint: E, ...args: PathArgs<E>): string {
  const params = (args[0] ?? {}) as Record<string, string | number | undefined>;
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new Error(`buildPath: missing parameter "${name}" for ${endpoint.method} ${endpoint.path}`);
    }
    return encodeURIComponent(String(value));
  });
}
