import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database, DatabaseConnection } from './db/index';
import type { Mailer } from './mail/index';

/** What every area may use. app.ts builds it once and hands the same object to each area. */
export interface AreaDeps {
  /** The typed query layer. */
  db: Database;
  /** The connection itself, for what is more than a query (the health check's ping). */
  database: DatabaseConnection;
  config: Config;
  /** Wakes mail delivery; changes/change.ts calls it after a commit that queued mails. */
  mail: Mailer;
  /** The server's log, for work that outlives its request (after-commit callbacks). */
  log: FastifyBaseLogger;
}

/**
 * One area of the server (identity, profile, ...): a folder with its routes, queries, mapping and tests,
 * registered by app.ts through this one signature.
 */
export interface Area {
  name: string;
  register(app: FastifyInstance, deps: AreaDeps): void | Promise<void>;
}
