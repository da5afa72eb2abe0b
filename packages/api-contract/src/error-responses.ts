import { z } from 'zod/mini';
import { builtOnFirstUse } from './built-on-first-use';
import type { AnyEndpoint, ErrorStatus, ResponseSchema } from './endpoint';
import { validationErrorSchema } from './validation';

/** Body of every error response other than 422. */
export const errorResponseSchema = builtOnFirstUse(() => z.object({ message: z.string() }));
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

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
