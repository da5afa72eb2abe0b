import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import type { DatabaseConnection } from './db/index';
import { migrate } from './db/migrate';
import { imageFilesOf } from './images/routes';
import { seed } from './seeds/seed';
import { seedDemo, type DemoSeedResult } from './seeds/seed-demo';
import { seedPortalApp } from './seeds/seed-portal-app';

/** What every start does before it serves: the pending migrations, the starter content, the demo data. */
export async function prepareDatabase(
  database: DatabaseConnection,
  config: Config,
): Promise<DemoSeedResult | undefined> {
  await migrate(database);
  await seed(database.db);
  await seedPortalApp(database.db);
  if (!config.demo.seed) return undefined;
  return seedDemo(database.db, { password: config.demo.password, files: imageFilesOf(config) });
}

/** Given to the server's own entry: prepare the database for the parent process, then exit. */
export const prepareForParentArgument = '--prepare-database-for-parent';

/**
 * Whether the start must create the database: PGlite with a data folder that holds none yet. Creating
 * one (PGlite's initdb), migrating and seeding it grow the process's memory for good (WebAssembly memory
 * and malloc arenas are not given back), so that start prepares it in a process of its own (ADR 0026).
 */
export const createsPgliteDatabase = (config: Config): boolean =>
  config.databaseUrl === undefined && !existsSync(path.join(config.dataDir, 'PG_VERSION'));

/**
 * Runs this server's entry again with `prepareForParentArgument` (same Node options and environment),
 * and answers what its demo seeding answered. A failure there has already written its line to stderr:
 * it rejects with the exit code to end with.
 */
export function prepareInChildProcess(entry: string): Promise<DemoSeedResult | undefined> {
  return new Promise((resolve, reject) => {
    let demo: DemoSeedResult | undefined;
    const child = fork(entry, [prepareForParentArgument]);
    child.on('message', (message) => {
      demo = (message as { demo: DemoSeedResult | null }).demo ?? undefined;
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(demo) : reject(new ChildExitError(code ?? 70))));
  });
}

export class ChildExitError extends Error {
  constructor(readonly exitCode: number) {
    super(`Preparing the database ended with exit code ${exitCode}`);
    this.name = 'ChildExitError';
  }
}

/**
 * The child's side: hands the demo seeding's result to the parent and waits until it is sent (started by
 * hand, without a parent to tell, it only prepares the database).
 */
export function sendToParent(demo: DemoSeedResult | undefined): Promise<void> {
  const send = process.send?.bind(process);
  if (!send) return Promise.resolve();
  return new Promise((resolve, reject) =>
    send({ demo: demo ?? null }, undefined, undefined, (error: Error | null) => (error ? reject(error) : resolve())),
  );
}
