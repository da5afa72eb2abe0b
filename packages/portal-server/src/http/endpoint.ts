import {
  accessDeclarationProblem,
  checkPermissions,
  errorResponseSchemas,
  textRuleBreaches,
  validationKeyForIssue,
  type ValidationMessageKey,
  type Access,
  type AnyEndpoint,
  type EndpointResponse,
} from '@eventsuite/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { safeParse } from 'zod/v4/core';
import type * as z from 'zod/v4/core';
import {
  authenticationRequiredMessage,
  type Authenticator,
  type Identity,
  type SessionUser,
} from '../authentication/caller';
import { FieldValidationError, HttpError, notFoundMessage } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    authenticate: Authenticator;
  }
  interface FastifyRequest {
    /** The caller, on endpoints that are not public; null on public ones. */
    identity: Identity | null;
  }
}

export const permissionDeniedMessage = 'Permission denied.';

/** The path parameter that names a company on endpoints of `current-company` scope. */
const companyPathParam = 'company';

/** Sets how the bearer token of non-public endpoints is checked; before registering any of them. */
export function registerAuthentication(app: FastifyInstance, authenticate: Authenticator): void {
  app.decorate('authenticate', authenticate);
  app.decorateRequest('identity', null);
}

/** The caller of a non-public endpoint's request. */
export function identityOf(request: { identity: Identity | null }): Identity {
  if (!request.identity) throw new HttpError(401, authenticationRequiredMessage);
  return request.identity;
}

/**
 * Whether the caller holds the permissions another endpoint declares: for an answer that sums up several
 * sources (the company overview), each figure only for whom may read its own source.
 */
export function holdsPermissionsOf(
  endpoint: AnyEndpoint,
  request: { identity: Identity | null; params: unknown },
): boolean {
  if (endpoint.access.kind === 'public') return true;
  const { user } = identityOf(request);
  const params = request.params as Readonly<Record<string, string | undefined>>;
  return checkPermissions(endpoint.access.permissions, { ...user, userId: user.id, params });
}

type OutputOf<S> = S extends z.$ZodType ? z.output<S> : unknown;

/** A request whose params, query and body have passed the endpoint's schemas. */
export type EndpointRequest<E extends AnyEndpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: OutputOf<E['body']>;
};

export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResponse<E>>;

type SignedInAccess = Exclude<Access, { kind: 'public' }>;

/**
 * Whether the caller may call the endpoint, by its declaration: 403 for a permission not held (spec §6);
 * on `current-company` scope also 403 without a current company, and 404 when the `:company` parameter
 * names another company, the answer an unknown id gets, so that no caller learns which companies exist.
 * `own-account` endpoints name no other user, and `platform` ones rest on their permission requirement:
 * neither has more to check before the handler.
 */
function checkAccess(
  declared: SignedInAccess,
  user: SessionUser,
  params: Readonly<Record<string, string | undefined>>,
): void {
  if (!checkPermissions(declared.permissions, { ...user, userId: user.id, params })) {
    throw new HttpError(403, permissionDeniedMessage);
  }
  if (declared.scope !== 'current-company') return;
  if (user.companyId === null) throw new HttpError(403, permissionDeniedMessage);
  const namedCompany = params[companyPathParam];
  if (namedCompany !== undefined && namedCompany !== user.companyId) throw new HttpError(404, notFoundMessage);
}

/** The message keys of a schema's issues with `input`, by field path (`root` for the whole value). */
function schemaRefusals(schema: z.$ZodType, input: unknown, root: string): [string, ValidationMessageKey][] {
  const result = safeParse(schema, input);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const value = issue.path.reduce<unknown>(
      (current, key) =>
        current !== null && typeof current === 'object' ? (current as Record<PropertyKey, unknown>)[key] : undefined,
      input,
    );
    return [issue.path.join('.') || root, validationKeyForIssue(issue, value)];
  });
}

/**
 * Refuses what no schema of the endpoint may see (422, before the schemas): a body sent to an endpoint
 * that takes none, and any received string breaking the contract's text rule ("wrong format"). Fastify
 * has decoded the path parameters (`%00` is a NUL by now); a query an endpoint does not declare is never
 * read. The schemas' own refusals of the other fields come in the same answer, as a form expects.
 */
function refuseUnexpectedInput(endpoint: AnyEndpoint, request: FastifyRequest): void {
  if (endpoint.body === undefined && !endpoint.upload && request.body !== undefined) {
    throw new FieldValidationError({ body: ['regex'] });
  }
  const received = [
    { root: 'params', input: request.params, schema: undefined },
    { root: 'query', input: request.query, schema: endpoint.query },
    { root: 'body', input: request.body, schema: endpoint.body },
  ].filter((part) => part.root === 'params' || part.schema !== undefined);
  const errors: Record<string, ValidationMessageKey[]> = {};
  for (const { root, input, schema } of received) {
    const breaches = textRuleBreaches(input, root);
    for (const field of breaches) errors[field] = ['regex'];
    if (breaches.length === 0 || !schema) continue;
    for (const [field, key] of schemaRefusals(schema, input, root)) {
      if (!breaches.includes(field)) (errors[field] ??= []).push(key);
    }
  }
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
}

/**
 * Registers a route from its api-contract entry, so path, validation, response shapes and access rule
 * come from the one place the client reads them too.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  const { access } = endpoint;
  // Entries spread or cast past the contract's type reach here too: refuse them at start, not per request.
  const accessProblem = accessDeclarationProblem(access);
  if (accessProblem) throw new Error(`${endpoint.method} ${endpoint.path} ${accessProblem}`);
  if (access.kind !== 'public' && !app.hasDecorator('authenticate')) {
    throw new Error(`${endpoint.method} ${endpoint.path} needs authentication: call registerAuthentication first`);
  }
  const schema: FastifySchema = { response: { 200: endpoint.response, ...errorResponseSchemas(endpoint) } };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { access },
    preValidation: async (request: FastifyRequest) => refuseUnexpectedInput(endpoint, request),
    // Before the body is read or validated: a caller who may not call the endpoint learns nothing about it.
    ...(access.kind === 'public'
      ? {}
      : {
          onRequest: async (request: FastifyRequest) => {
            const identity = await app.authenticate(request);
            checkAccess(access, identity.user, request.params as Record<string, string | undefined>);
            request.identity = identity;
          },
        }),
    handler: (request, reply) => handler(request as unknown as EndpointRequest<E>, reply),
  });
}
