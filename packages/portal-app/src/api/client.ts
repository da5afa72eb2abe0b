import {
  buildPath,
  type AnyEndpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type PathParamNames,
} from '@eventsuite/api-contract';
import { requestFinished, requestStarted } from '@eventsuite/design-system';
import { defaultLocale, initialLocale, languageOf } from '../i18n/locale';
import { takeEarlyAnswer } from './early-answers';

/** A response other than 2xx. `body` is the parsed JSON error body when there was one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    readonly body: unknown,
    /** The response's headers, e.g. Retry-After of a 429. */
    readonly headers: Headers = new Headers(),
  ) {
    super(`${status} ${path}`);
    this.name = 'ApiError';
  }
}

type ParamsOption<E extends AnyEndpoint> = [PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: EndpointParams<E> };

export type RequestOptions<E extends AnyEndpoint> = ParamsOption<E> & {
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  /** Sent as multipart/form-data instead of a JSON body, e.g. a file upload. */
  formData?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

let apiBaseUrl = '';

/** Set once from /config.json; endpoint paths are relative to it (spec §7). */
export function setApiBaseUrl(baseUrl: string) {
  apiBaseUrl = baseUrl.replace(/\/$/, '');
}

/** Until the app names its locale source: the rule the locale atom starts from (cookie, then browser). */
let interfaceLanguage: () => string = () =>
  languageOf(
    typeof document === 'undefined' ? defaultLocale : initialLocale(document.cookie, navigator.languages ?? []),
  );

/**
 * Where requests read the interface language from, for their Accept-Language header: the app passes
 * its locale atom, so the server answers (e.g. the messages of a 422) in the language on screen.
 */
export function setInterfaceLanguageSource(source: () => string) {
  interfaceLanguage = source;
}

/** A bearer token for a request: the session's, renewed first when `renew` is set. */
export type AccessTokenSource = (renew: boolean) => Promise<string>;

// Set by the app from the session rather than imported from it: the session code itself calls the API.
let accessTokenSource: AccessTokenSource = () =>
  Promise.reject(new Error('A request needs a token before the app named its token source'));

/** Where requests to endpoints that need a signed-in user get their token. */
export function setAccessTokenSource(source: AccessTokenSource) {
  accessTokenSource = source;
}

/** The URL of a file the API serves, e.g. an avatar below avatarFilesPath. */
export function apiFileUrl(path: string): string {
  return `${apiBaseUrl}${path}`;
}

function urlOf<E extends AnyEndpoint>(endpoint: E, options: RequestOptions<E>): string {
  const path = (buildPath as (endpoint: AnyEndpoint, params?: unknown) => string)(endpoint, options.params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((options.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return `${apiBaseUrl}${path}${query ? `?${query}` : ''}`;
}

/**
 * The Authorization header of a request: none for public endpoints, otherwise a fresh access token
 * (refreshed first when it has expired or is about to; a failed refresh sends the user to sign in).
 */
async function authorization(endpoint: AnyEndpoint, renew: boolean): Promise<Record<string, string>> {
  if (endpoint.access.kind === 'public') return {};
  return { Authorization: `Bearer ${await accessTokenSource(renew)}` };
}

/**
 * Calls one endpoint of the contract and parses its response with the contract's schema. Requests to
 * endpoints that need a signed-in user carry a bearer token; a 401 gets one refresh and one retry.
 * Requests carry the interface language (Accept-Language). Every request drives the loading bar; failures other than 422 are logged with status and path only
 * (spec §8), the caller decides what the user sees.
 */
export async function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  ...[options]: ParamsOption<E> extends { params: unknown } ? [RequestOptions<E>] : [RequestOptions<E>?]
): Promise<EndpointResponse<E>> {
  const resolved = (options ?? {}) as RequestOptions<E>;
  const url = urlOf(endpoint, resolved);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': interfaceLanguage(),
    ...resolved.headers,
  };
  // A FormData body gets its multipart Content-Type, with the boundary, from the browser.
  if (resolved.body !== undefined && !resolved.formData) headers['Content-Type'] = 'application/json';
  const body = resolved.formData ?? (resolved.body === undefined ? undefined : JSON.stringify(resolved.body));

  // The one place in the app that talks to the network; screens use callEndpoint or useEndpoint.
  const send = async (renewToken: boolean) => {
    const authorizationHeader = await authorization(endpoint, renewToken);
    // A stored session's identity may have been asked for while the app loaded (early-answers.ts).
    const early =
      endpoint.method === 'GET' && !renewToken
        ? await takeEarlyAnswer(url, authorizationHeader.Authorization)
        : undefined;
    return (
      early ??
      fetch(url, {
        method: endpoint.method,
        headers: { ...headers, ...authorizationHeader },
        body,
        signal: resolved.signal,
      })
    );
  };

  requestStarted();
  let failed = true;
  try {
    let response = await send(false);
    // The token may have been revoked or the clock be off: one new token, one more try.
    if (response.status === 401 && endpoint.access.kind !== 'public') response = await send(true);
    const contentType = response.headers.get('content-type') ?? '';
    // A CSV export's answer is its text (the contract declares it a string).
    const body: unknown = contentType.includes('json')
      ? await response.json()
      : contentType.startsWith('text/csv') && response.ok
        ? await response.text()
        : undefined;
    if (!response.ok) {
      // A status the contract declares is an answer the caller handles (a wrong password, a 403, a 422);
      // only the others are faults worth the console.
      if (!(endpoint.errors as readonly number[]).includes(response.status)) {
        console.error(`Request failed: ${response.status} ${endpoint.method} ${url}`);
      }
      throw new ApiError(response.status, url, body, response.headers);
    }
    failed = false;
    const parsed = endpoint.response.parse(body) as EndpointResponse<E>;
    // The caller's use of the answer, mostly a render, runs in a task of its own: parsing a large answer
    // and rendering it in one task blocks the page long enough to count as blocking time (ADR 0011 §11).
    await nextTask();
    return parsed;
  } finally {
    requestFinished({ failed });
  }
}

/** Resolves in a later task: `scheduler.yield` where the browser has it, otherwise a message to self. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
