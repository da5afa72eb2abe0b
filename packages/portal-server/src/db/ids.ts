const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can name a row by its uuid key; PostgreSQL refuses anything else with an error. */
export const isUuid = (value: string): boolean => uuidPattern.test(value);
