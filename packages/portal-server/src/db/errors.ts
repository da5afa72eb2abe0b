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
