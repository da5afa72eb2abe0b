// Statements that drizzle builds once per shape, then runs with their values (ADR 0025).

const builtStatements = new WeakMap<object, Map<string, unknown>>();

/**
 * The statement of this `shape` for this database, built the first time it is asked for. Its values are
 * `sql.placeholder`s, filled in when it runs, so one build serves every request of that shape: building a
 * statement of joins and subqueries in drizzle costs the server more CPU than reading its answer (about 1 ms
 * of a list page's 3). The shapes must be few: a statement is kept for the database's life.
 *
 * Build it with `.prepare('')`: the empty name is PostgreSQL's unnamed statement, parsed and planned on every
 * run as any other query is, so the database does exactly the work it did before; only drizzle's building
 * is saved.
 */
export function builtOnce<Statement>(db: object, shape: string, build: () => Statement): Statement {
  let statements = builtStatements.get(db);
  if (!statements) {
    statements = new Map();
    builtStatements.set(db, statements);
  }
  let statement = statements.get(shape) as Statement | undefined;
  if (!statement) {
    statement = build();
    statements.set(shape, statement);
  }
  return statement;
}
