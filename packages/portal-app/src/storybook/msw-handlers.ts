import type { AnyEndpoint, PathParamNames, ValidationError } from '@eventsuite/api-contract';
import { delay, http, HttpResponse, type DefaultBodyType, type HttpHandler, type HttpResponseResolver } from 'msw';
import type * as z from 'zod/v4/core';

/*
 * MSW handlers for stories, built from the contract's endpoint table: method and path come from the
 * endpoint, so a story never spells out a URL and follows the contract when a path changes.
 */

type PathParamsOf<E extends AnyEndpoint> = { [K in PathParamNames<E['path']>]: string };

/** What the endpoint answers on success, before the app's parsing (dates as strings etc.). */
export type EndpointResponseBody<E extends AnyEndpoint> = z.input<E['response']>;

/**
 * A handler for one endpoint, e.g. `handle(endpoints.updateProfile, async ({ request }) => ...)`.
 * The path's `:name` segments are the resolver's `params`. Any origin matches, so the handler works
 * whatever the API base address is.
 */
export function handle<E extends AnyEndpoint>(
  endpoint: E,
  resolver: HttpResponseResolver<PathParamsOf<E>, DefaultBodyType, DefaultBodyType>,
): HttpHandler {
  const method = endpoint.method.toLowerCase() as Lowercase<E['method']>;
  return http[method]<PathParamsOf<E>>(`*${endpoint.path}`, resolver);
}

/** Answers the endpoint with this success body (typed by the contract's response schema). */
export function respond<E extends AnyEndpoint>(endpoint: E, body: EndpointResponseBody<E>): HttpHandler {
  return handle(endpoint, () => HttpResponse.json(body as DefaultBodyType));
}

/** Answers the endpoint with an error status and, optionally, a JSON body. */
export function fail(endpoint: AnyEndpoint, status: number, body: DefaultBodyType = { message: 'Error' }) {
  return handle(endpoint, () => HttpResponse.json(body, { status }));
}

/**
 * A read that fails with a 500 until the story's play function calls `recover()`, then answers `body`: for
 * a story of "Try again" after a load failure. The story calls `fail` in `beforeEach`, so every render
 * (each language's run, a docs page, a second mount) starts with the failure, however often it asked.
 */
export function recoveringRead<E extends AnyEndpoint>(endpoint: E, body: EndpointResponseBody<E>) {
  let recovered = false;
  return {
    handler: handle(endpoint, () =>
      recovered ? HttpResponse.json(body as DefaultBodyType) : HttpResponse.json({ message: 'Error' }, { status: 500 }),
    ),
    fail: () => {
      recovered = false;
    },
    recover: () => {
      recovered = true;
    },
  };
}

/** The server's 422: already localized messages per field (spec §5). */
export function validationFailure(errors: ValidationError['errors'], message = 'The given data was invalid.') {
  return HttpResponse.json({ message, errors } satisfies ValidationError, { status: 422 });
}

/** Never answers, for stories of a request in flight ("saving"). */
export function pending(endpoint: AnyEndpoint): HttpHandler {
  return handle(endpoint, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  });
}
