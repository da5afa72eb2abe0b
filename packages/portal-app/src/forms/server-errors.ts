import { validationErrorSchema } from '@eventsuite/api-contract';

export interface MappedServerErrors {
  /** The first message of each field the form has, by field name. */
  fields: Record<string, string>;
  /** First messages of keys the form has no field for (nested keys such as `address.street`, unknown ones). */
  form: string[];
}

/**
 * Splits the `errors` map of a 422 body (spec §5) onto a form's fields: the first message per field.
 * Returns null when the body is not a validation error.
 */
export function mapServerErrors(body: unknown, fieldNames: ReadonlySet<string>): MappedServerErrors | null {
  const parsed = validationErrorSchema.safeParse(body);
  if (!parsed.success) return null;
  const mapped: MappedServerErrors = { fields: {}, form: [] };
  for (const [key, messages] of Object.entries(parsed.data.errors)) {
    const [first] = messages;
    if (first === undefined) continue;
    if (fieldNames.has(key)) mapped.fields[key] = first;
    else mapped.form.push(first);
  }
  if (Object.keys(mapped.fields).length === 0 && mapped.form.length === 0) mapped.form.push(parsed.data.message);
  return mapped;
}
