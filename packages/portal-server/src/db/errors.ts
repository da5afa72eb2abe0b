/** SQLSTATE codes the code reacts to. */
export const sqlState = {
  foreignKeyViolation: '23503',
  uniqueViolation: '23505',
} as const;

/**
 * Whether a database error (PGlite's or node-postgres', possibly wrapped by Drizzle in `cause`) has
 * the SQLSTATE `code`.
 */
export function hasSqlState(error: unknown, code: string): boolean {
  if (!(error instanceof Error)) return false;
  return (error as { code?: unknown }).code === code || hasSqlState(error.cause, code);
}

/**
 * SQLSTATEs that say the connection, not the statement, failed: the server shut the session down
 * (57P01 admin_shutdown, 57P02 crash_shutdown), is starting or stopping (57P03 cannot_connect_now), or
 * has no connection slot left (53300); class 08 is "connection exception".
 */
const connectionLostStates = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a database server that is down, restarting or unreachable. */
const connectionLostSocketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** node-postgres' and its pool's own words for a connection that went away or could not be had. */
const connectionLostMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
];

/**
 * Whether the error (node-postgres', possibly wrapped by Drizzle in `cause`) means the database could not
 * be reached or dropped the connection: the request may succeed once the database answers again.
 */
export function isConnectionLost(error: unknown): boolean {
  if (error instanceof AggregateError && error.errors.some(isConnectionLost)) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (connectionLostStates.has(code) || code.startsWith('08') || connectionLostSocketCodes.has(code)) return true;
  }
  return connectionLostMessages.some((pattern) => pattern.test(error.message)) || isConnectionLost(error.cause);
}
