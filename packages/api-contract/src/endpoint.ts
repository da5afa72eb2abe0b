import type * as z from 'zod/v4/core';
import type { PermissionRequirement } from './permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Whose data a signed-in caller reaches through an endpoint: their own account (no request names another
 * user), objects of their current company, or anything on the platform (administration).
 */
const accessScopes = ['own-account', 'current-company', 'platform'] as const;
export type AccessScope = (typeof accessScopes)[number];

/**
 * Who may call an endpoint, and whose data it reaches. Build one with the `access` helpers; the shape
 * rules out a public endpoint with a scope and a platform endpoint without a permission requirement.
 */
export type Access =
  | {
      /** Anyone, signed in or not: no token is read. */
      readonly kind: 'public';
      readonly scope?: never;
      readonly permissions?: never;
    }
  | {
      readonly kind: 'authenticated';
      readonly scope: Exclude<AccessScope, 'platform'>;
      /** What the caller must hold (spec §6); without one, being signed in is enough. */
      readonly permissions?: PermissionRequirement;
    }
  | { readonly kind: 'authenticated'; readonly scope: 'platform'; readonly permissions: PermissionRequirement };

// Spread only when given, so that a declaration never carries `permissions: undefined`.
const withPermissions = (permissions: PermissionRequirement | undefined) => (permissions ? { permissions } : {});

/** The access declarations of the contract's endpoints. */
export const access = {
  /** Anyone, signed in or not. */
  public: (): Access => ({ kind: 'public' }),
  /** A signed-in caller, about their own account only. */
  ownAccount: (permissions?: PermissionRequirement): Access => ({
    kind: 'authenticated',
    scope: 'own-account',
    ...withPermissions(permissions),
  }),
  /** A signed-in caller, about objects of their current company; a `:company` path parameter must name it. */
  currentCompany: (permissions?: PermissionRequirement): Access => ({
    kind: 'authenticated',
    scope: 'current-company',
    ...withPermissions(permissions),
  }),
  /** A signed-in caller holding `permissions`, about anything on the platform. */
  platform: (permissions: PermissionRequirement): Access => ({ kind: 'authenticated', scope: 'platform', permissions }),
};

/**
 * What is wrong with an access declaration, or undefined when it is whole. The type rules all of this
 * out; the check catches declarations built around it (spreads, casts, plain JavaScript).
 */
export function accessDeclarationProblem(declared: Access | undefined): string | undefined {
  if (!declared) return 'declares no access';
  if (declared.kind === 'public') {
    return declared.scope === undefined && declared.permissions === undefined
      ? undefined
      : 'is public but declares a scope or permissions';
  }
  if (declared.kind !== 'authenticated') return 'declares an unknown kind of access';
  if (!accessScopes.includes(declared.scope)) return 'declares no scope';
  if (declared.scope === 'platform' && !refusesSomeone(declared.permissions)) {
    return 'is platform-wide without a permission requirement';
  }
  return undefined;
}

/** Whether some caller can fail the requirement: an empty one lets everyone pass. */
function refusesSomeone(requirement: PermissionRequirement | undefined): boolean {
  const { anyOf = [], allOf = [], company = [] } = requirement ?? {};
  return anyOf.length > 0 || allOf.length > 0 || company.length > 0;
}

/**
 * The error statuses endpoints answer with on purpose. The body of 422 is the field-error envelope
 * (validationErrorSchema), every other one is `{ message }` (errorResponseSchema).
 */
export type ErrorStatus = 401 | 403 | 404 | 409 | 422 | 423 | 429;

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
  /** Whether the body is a multipart upload of one `file`, checked in code (no body schema then). */
  readonly upload: boolean;
  readonly response: Response;
  readonly access: Access;
  /**
   * Every error status the endpoint may answer with, in ascending order: those its access, path and
   * input imply (see impliedErrors) and those its handler adds.
   */
  readonly errors: readonly ErrorStatus[];
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
  /** A multipart/form-data body with one `file`, which the handler checks: the endpoint declares no `body`. */
  upload?: true;
  response: Response;
  access: Access;
  /** Error statuses of the handler's own, e.g. 409 for a conflict; the implied ones are added. */
  errors?: readonly ErrorStatus[];
}): Endpoint<M, P, Params, Query, Body, Response> {
  const accessProblem = accessDeclarationProblem(definition.access);
  if (accessProblem) throw new Error(`${definition.method} ${definition.path} ${accessProblem}`);
  if (definition.upload && definition.body !== undefined) {
    throw new Error(`${definition.method} ${definition.path} declares both an upload and a body schema`);
  }
  const errors = new Set([...impliedErrors(definition), ...(definition.errors ?? [])]);
  return {
    method: definition.method,
    path: definition.path,
    params: definition.params as Params,
    query: definition.query as Query,
    body: definition.body as Body,
    upload: definition.upload === true,
    response: definition.response,
    access: definition.access,
    errors: [...errors].sort((a, b) => a - b),
  };
}

/**
 * The error statuses that follow from a declaration: 401 without a token, 403 for a permission not held
 * (or no current company), 404 for what a path parameter does not find (a parameter outside its schema
 * included), 422 for a body or query outside its schema, a path parameter breaking the text rule, or a
 * body sent to an endpoint that takes none (any method but GET can carry one).
 */
function impliedErrors(definition: {
  method: HttpMethod;
  path: string;
  query?: unknown;
  body?: unknown;
  upload?: boolean;
  access: Access;
}): ErrorStatus[] {
  const { kind, scope, permissions } = definition.access;
  const companyScoped = scope === 'current-company';
  const hasPathParams = definition.path.includes('/:');
  const implied: ErrorStatus[] = [];
  if (kind === 'authenticated') implied.push(401);
  if (refusesSomeone(permissions) || companyScoped) implied.push(403);
  if (hasPathParams || companyScoped) implied.push(404);
  if (hasPathParams || definition.query !== undefined || definition.method !== 'GET') implied.push(422);
  return implied;
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
