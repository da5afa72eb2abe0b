import type { AnyEndpoint, EndpointResponse } from '@eventsuite/api-contract';
import useSWRInfinite, { unstable_serialize, type SWRInfiniteConfiguration } from 'swr/infinite';
import { callEndpoint, type ApiError, type RequestOptions } from './client';

/** Request options of one page: page 0 first; null after the last page. */
export type PageOptions<E extends AnyEndpoint> = (
  pageIndex: number,
  previousPage: EndpointResponse<E> | null,
) => RequestOptions<E> | null;

function keyOf<E extends AnyEndpoint>(endpoint: E, pageOptions: PageOptions<E>) {
  return (pageIndex: number, previousPage: EndpointResponse<E> | null) => {
    const options = pageOptions(pageIndex, previousPage);
    // The same key shape as useEndpoint, so a page is cached like a single request for it.
    return options === null ? null : ([endpoint.method, endpoint.path, options] as const);
  };
}

/**
 * SWR's infinite loading over one paged contract endpoint: `setSize(size + 1)` loads the next page and
 * keeps the loaded ones, so a list can append pages ("Load more").
 */
export function useEndpointInfinite<E extends AnyEndpoint>(
  endpoint: E,
  pageOptions: PageOptions<E>,
  config?: SWRInfiniteConfiguration<EndpointResponse<E>, ApiError>,
) {
  return useSWRInfinite<EndpointResponse<E>, ApiError>(
    keyOf(endpoint, pageOptions),
    ([, , options]: readonly [string, string, RequestOptions<E>]) =>
      (callEndpoint as (endpoint: E, options: RequestOptions<E>) => Promise<EndpointResponse<E>>)(endpoint, options),
    config,
  );
}

/** The cache key of all loaded pages together, for changing them from elsewhere with SWR's mutate. */
export function infiniteKeyOf<E extends AnyEndpoint>(endpoint: E, pageOptions: PageOptions<E>): string {
  return unstable_serialize(keyOf(endpoint, pageOptions));
}
