import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import type { DatabaseConnection } from '../db/index';
import { migrate } from '../db/migrate';
import { companies, users } from '../areas/identity/schema';
import { seed } from '../seeds/seed';
import { seedDemo, type DemoPersonaEmail } from '../seeds/seed-demo';
import { seedPortalApp } from '../seeds/seed-portal-app';
import type { TestDatabase } from '../db/test-databases';
import { createTestTokens, type TestTokens } from '../authentication/test-tokens';

export const demoCompanyNames = {
  alpen: 'Alpenbühne Events AG',
  harbour: 'Harbour Stage GmbH',
  operations: 'Eventsuite Operations',
  nordlicht: 'Nordlicht Bühnentechnik GmbH',
} as const;

/** The server on a freshly seeded demo database, with tokens for its personas. */
export interface DemoApp {
  app: FastifyInstance;
  database: DatabaseConnection;
  tokens: TestTokens;
  /** The server's FILES_DIR: a temporary folder, removed by `close`. */
  filesDir: string;
  userId(email: DemoPersonaEmail): Promise<string>;
  companyId(company: keyof typeof demoCompanyNames): Promise<string>;
  /** A valid access token of the persona. */
  tokenFor(email: DemoPersonaEmail): Promise<string>;
  /** Sends a request as the persona (with their bearer token), or without a token for 'anonymous'. */
  inject(as: DemoPersonaEmail | 'anonymous', options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** `env` adds to the test configuration (e.g. the SAML tests' loopback IdP allowance). */
export async function startDemoApp(testDb: TestDatabase, env: Record<string, string> = {}): Promise<DemoApp> {
  const database = await testDb.open();
  await migrate(database);
  await seed(database.db);
  await seedPortalApp(database.db);
  await seedDemo(database.db, { password: 'demo-password' });
  const tokens = await createTestTokens();
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'eventsuite-files-'));
  const parsed = parseConfig({
    PUBLIC_URL: 'https://portal.example.com',
    LOG_LEVEL: 'silent',
    FILES_DIR: filesDir,
    ...env,
  });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const app = await buildApp(parsed.config, database, { accessTokens: tokens.verifier });

  const userId = async (email: string) => {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`No demo user ${email}`);
    return row.id;
  };
  const tokenFor = async (email: DemoPersonaEmail) => tokens.sign(await userId(email));
  return {
    app,
    database,
    tokens,
    filesDir,
    userId,
    async companyId(company) {
      const name = demoCompanyNames[company];
      const [row] = await database.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
      if (!row) throw new Error(`No demo company ${name}`);
      return row.id;
    },
    tokenFor,
    async inject(as, options) {
      if (as === 'anonymous') return app.inject(options);
      return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${await tokenFor(as)}` } });
    },
    close: async () => {
      await app.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the demo app on a fresh database of the backend before the tests of the calling `describe`,
 * and removes both after them. The returned object stands for the app once it has started.
 */
export function useDemoApp(createDatabase: () => Promise<TestDatabase>, env: Record<string, string> = {}): DemoApp {
  let testDb: TestDatabase | undefined;
  let started: DemoApp | undefined;
  beforeAll(async () => {
    testDb = await createDatabase();
    started = await startDemoApp(testDb, env);
  });
  afterAll(async () => {
    await started?.close();
    await testDb?.dispose();
  });
  const demo = () => {
    if (!started) throw new Error('The demo app starts in beforeAll: use it within tests and hooks');
    return started;
  };
  return {
    get app() {
      return demo().app;
    },
    get database() {
      return demo().database;
    },
    get tokens() {
      return demo().tokens;
    },
    get filesDir() {
      return demo().filesDir;
    },
    userId: (email) => demo().userId(email),
    companyId: (company) => demo().companyId(company),
    tokenFor: (email) => demo().tokenFor(email),
    inject: (as, options) => demo().inject(as, options),
    close: () => demo().close(),
  };
}
