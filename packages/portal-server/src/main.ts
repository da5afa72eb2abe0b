import { buildApp } from './app';
import { parseConfig } from './config';
import { DatabaseUnavailableError, openDatabase } from './db/index';
import type { DemoSeedResult } from './seeds/seed-demo';
import { discoverAccessTokenVerifier, type AccessTokenVerifier } from './authentication/access-token';
import {
  ChildExitError,
  createsPgliteDatabase,
  prepareDatabase,
  prepareForParentArgument,
  prepareInChildProcess,
  sendToParent,
} from './prepare-database';

// Exit codes from sysexits.h, so supervisors and scripts can tell the kind of failure apart.
const EX_SOFTWARE = 70;
const EX_CONFIG = 78;
const shutdownTimeoutMs = 10_000;

const reasonOf = (error: unknown) =>
  error instanceof Error && error.cause instanceof Error ? `${error.message} (${error.cause.message})` : String(error);

/** Startup failures are for a person at a terminal: one plain line each, no stack trace. */
function fail(message: string, exitCode: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(exitCode);
}

const parsed = parseConfig(process.env);
if (!parsed.ok) fail(parsed.errors.join('\n'), EX_CONFIG);
const config = parsed.config;
/** This process only creates, migrates and seeds a new PGlite database for the server that started it. */
const preparingForParent = process.argv.includes(prepareForParentArgument);

// An external provider's keys are found through its discovery document; without it no request can be
// checked. The embedded provider's keys are its own (buildApp).
let accessTokens: AccessTokenVerifier | undefined;
if (!config.oidc.embedded && !preparingForParent) {
  try {
    accessTokens = await discoverAccessTokenVerifier(config.oidc);
  } catch (error) {
    fail(`Cannot reach the identity provider at ${config.oidc.authority}: ${reasonOf(error)}`, 69);
  }
}

let demo: DemoSeedResult | undefined;
// A new PGlite database is made in a process of its own, which then ends and gives back all that making it
// grew; this one opens it as any later start does (ADR 0026). A failure there has written its own line.
if (!preparingForParent && createsPgliteDatabase(config)) {
  try {
    demo = await prepareInChildProcess(process.argv[1]!);
  } catch (error) {
    if (error instanceof ChildExitError) process.exit(error.exitCode);
    fail(`Cannot prepare the database: ${(error as Error).message}`, EX_SOFTWARE);
  }
}

const database = await openDatabase(config).catch((error: unknown) => {
  if (error instanceof DatabaseUnavailableError) fail(error.message, error.exitCode);
  throw error;
});

try {
  demo = (await prepareDatabase(database, config)) ?? demo;
} catch (error) {
  await database.close().catch(() => {});
  fail(`Cannot prepare the database: ${(error as Error).message}`, EX_SOFTWARE);
}

if (preparingForParent) {
  await database.close();
  await sendToParent(demo);
  process.exit(0);
}

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config, database, { accessTokens });
} catch (error) {
  await database.close().catch(() => {});
  fail(`Cannot start the server: ${(error as Error).message}`, EX_SOFTWARE);
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await database.close().catch(() => {});
  fail(`Cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`, 69);
}

const address = app.server.address();
app.log.info(
  {
    url: config.publicUrl,
    listening: typeof address === 'object' && address ? `${address.address}:${address.port}` : address,
    database: database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL',
  },
  `${config.productName} portal is running: open ${config.publicUrl}`,
);
if (demo) {
  // Shown once: only its hash is stored, so a generated password cannot be looked up later.
  const password = demo.generated ? demo.password : 'from DEMO_PASSWORD';
  app.log.info(
    `Demo accounts created: sign in as admin@example.com (see README, "Demo accounts"), password ${password}`,
  );
}

let shuttingDown = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (shuttingDown) {
    app.log.warn({ signal }, 'Second signal: exiting without waiting');
    process.exit(1);
  }
  shuttingDown = true;
  app.log.info({ signal }, 'Shutting down');
  const timer = setTimeout(() => {
    app.log.error(`Shutdown took longer than ${shutdownTimeoutMs} ms: exiting anyway`);
    process.exit(1);
  }, shutdownTimeoutMs);
  timer.unref();
  try {
    await app.close();
    await database.close();
    app.log.info('Stopped');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'Shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGINT', (signal) => void shutdown(signal));
