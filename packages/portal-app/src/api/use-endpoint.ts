import type { AnyEndpoint, EndpointResponse } from '@eventsuite/api-contract';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import { callEndpoint, type ApiError, type RequestOptions } from './client';

/**
 * SWR over one contract endpoint. The cache key is the endpoint plus its request options, so two
 * screens asking for the same thing share one request; pass `null` to wait (conditional fetching).
 */
export function useEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  options: RequestOptions<E> | null,
  config?: SWRConfiguration<EndpointResponse<E>, ApiError>,
) {
  const key = options === null ? null : ([endpoint.method, endpoint.path, options] as const);
  return useSWR<EndpointResponse<E>, ApiError>(
    key,
    () =>
      (callEndpoint as (endpoint: E, options: RequestOptions<E>) => Promise<EndpointResponse<E>>)(endpoint, options!),
    config,
  );
}

/**
 * Fetches again every request of `endpoint` that a screen shows (whatever its options): for a view of
 * what a write changed beside its own answer, such as the activity log the server wrote with it.
 */
export function useRevalidateEndpoint(endpoint: AnyEndpoint): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === endpoint.method && key[1] === endpoint.path);
}
