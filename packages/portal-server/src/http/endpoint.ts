import { checkPermissions, type Access, type AnyEndpoint, type EndpointResponse } from '@eventsuite/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type * as z from 'zod/v4/core';
import { authenticationRequiredMessage, type Authenticator, type Identity } from '../identity/authenticate';
import { HttpError } from './errors';

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

/**
 * Registers a route from its api-contract entry, so path, validation, response shape and access rule
 * come from the one place the client reads them too.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  const schema: FastifySchema = { response: { 200: endpoint.response } };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  const { access } = endpoint;
  if (access.kind !== 'public' && !app.hasDecorator('authenticate')) {
    throw new Error(`${endpoint.method} ${endpoint.path} needs authentication: call registerAuthentication first`);
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { access },
    // Before the body is read or validated: a caller who may not call the endpoint learns nothing about it.
    ...(access.kind === 'public'
      ? {}
      : {
          onRequest: async (request: FastifyRequest) => {
            const identity = await app.authenticate(request);
            const { user } = identity;
            const params = request.params as Record<string, string | undefined>;
            if (!checkPermissions(access.permissions, { ...user, userId: user.id, params })) {
              throw new HttpError(403, permissionDeniedMessage);
            }
            request.identity = identity;
          },
        }),
    handler: (request, reply) => handler(request as unknown as EndpointRequest<E>, reply),
  });
}
