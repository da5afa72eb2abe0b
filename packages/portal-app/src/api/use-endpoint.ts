import type { AnyEndpoint, EndpointResponse } from '@eventsuite/api-contract';
import useSWR, { type SWRConfiguration } from 'swr';
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
