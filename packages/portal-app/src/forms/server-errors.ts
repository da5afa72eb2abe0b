import { validationErrorSchema } from '@eventsuite/api-contract';

export interface MappedServerErrors {
  /** The first message of each field the form has, by field name. */
  fields: Record<string, string>;
  /** First messages of keys the form has no field for (unknown ones, or a body-level refusal). */
  form: string[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The field names of a form's values as a 422 names them: every key, and the dotted path of each key
 * of a nested object (`phone`, `phone.country_code`).
 */
export function fieldPathsOf(values: Record<string, unknown>, prefix = ''): Set<string> {
  const paths = new Set<string>();
  for (const [key, value] of Object.entries(values)) {
    const path = `${prefix}${key}`;
    paths.add(path);
    if (isPlainObject(value)) for (const nested of fieldPathsOf(value, `${path}.`)) paths.add(nested);
  }
  return paths;
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
