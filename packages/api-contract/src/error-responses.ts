import type { AnyEndpoint, ErrorStatus, ResponseSchema } from './endpoint';
import { errorResponseSchema } from './system';
import { validationErrorSchema } from './validation';

/**
 * The body schema of each error status an endpoint declares: field errors for 422, a message otherwise.
 * Derived on demand rather than stored in each entry, so that the app's chunks carry no error schemas
 * they never parse.
 */
export function errorResponseSchemas(endpoint: AnyEndpoint): Partial<Record<ErrorStatus, ResponseSchema>> {
  return Object.fromEntries(
    endpoint.errors.map((status) => [status, status === 422 ? validationErrorSchema : errorResponseSchema]),
  );
}
