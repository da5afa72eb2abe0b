import { validationKeyForIssue, type IssueLike } from '@eventsuite/api-contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';

/**
 * Client-side checks report the contract's message keys (e.g. `required`), not zod's English texts:
 * the field renders the key's sentence in the interface language with its label. Messages the schema
 * names itself (e.g. `confirmed`) take precedence over this map, and are keys already.
 */
const issueToKey = (issue: IssueLike & { input?: unknown }) => validationKeyForIssue(issue, issue.input);

/** react-hook-form's resolver for a contract schema, with validation keys as error messages. */
export function contractResolver<S extends z.$ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  // zodResolver's overloads cannot follow a generic schema; its result is typed by the schema here.
  const resolver: unknown = zodResolver(schema as never, { error: issueToKey });
  return resolver as Resolver<z.input<S>, unknown, z.output<S>>;
}
