// The company administration's list at scale (issue 26 §4): 100 000 users and 10 000 companies on a
// throw-away PostgreSQL database (never the demo), /admin/companies searched and paged by a platform
// administrator. The BUILT server (dist/main.js) answers; the administrator signs in through the real
// OpenID flow. Run from the root: `pnpm bench:admin-companies` (builds first).
//
// Targets: a search page and a first page each at single-client p99 <= 20 ms, and the throughput at 50
// concurrent clients not lower than at 10. The same statements then run from pgbench alone (the server
// stopped), in the same run, as the database's floor: the request's statements (the page, its count and
// the page's verification states), built by the server's own code.
//
// BENCH_USERS (default 100000), BENCH_COMPANIES (default 10000), BENCH_SECONDS per target (default 5),
// BENCH_PGBENCH_SECONDS per mix (default 5; 0: no pgbench), BENCH_PORTS (e.g. "4470-4474"),
// TEST_DATABASE_URL: the PostgreSQL server.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { adminCompanyPageSchema } from '@eventsuite/api-contract';
import type autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type DatabaseConnection } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seeds/seed';
import { seedPortalApp } from '../src/seeds/seed-portal-app';
import { hashPassword } from '../src/areas/identity/passwords';
import { latestRequestsOf, listCompanies } from '../src/areas/admin-companies/queries';
import { familyNames, givenNames } from './big-company';
import {
  createPostgresDatabase,
  load,
  serverArgs,
  serverEntry,
  signIn,
  sleep,
  start,
  stop,
  type Measured,
} from './harness';
import { hasPgbench, inlined, pgbench } from './pgbench';

const userCount = Number(process.env.BENCH_USERS ?? 100_000);
const companyCount = Number(process.env.BENCH_COMPANIES ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const pgbenchSeconds = Number(process.env.BENCH_PGBENCH_SECONDS ?? 5);
const clientCounts = [1, 10, 50] as const;
const targetP99Ms = 20;
const adminEmail = 'admin@bench-admin.example';
const password = 'bench-admin-companies-password';

const cities = ['Zürich', 'Hamburg', 'Wien', 'Berlin', 'Basel', 'München', 'Köln', 'Graz', 'Bern', 'Leipzig'];
const nameWords = ['Bühnen', 'Licht', 'Ton', 'Event', 'Stage', 'Crew', 'Rigging', 'Show', 'Kultur', 'Festival'];
const sqlArray = (values: readonly string[]) => `array[${values.map((value) => `'${value}'`).join(',')}]`;

/** What the clients search for, in turn: a name word, a city, an owner's surname, a VAT number, two words. */
const searches = [
  ...nameWords,
  ...cities,
  ...familyNames.slice(0, 30),
  ...Array.from({ length: 20 }, (_, index) => `CHE-${String(100_000 + ((index * 397) % companyCount))}`),
  ...nameWords.map((word, index) => `${word} ${cities[index]}`),
];

/** The users, the companies with their owners and members, verification requests, and the administrator. */
async function createPlatform(database: DatabaseConnection): Promise<void> {
  await migrate(database);
  await seed(database.db);
  await seedPortalApp(database.db);
  const passwordHash = await hashPassword(password);
  await database.withSession(async (session) => {
    await session.exec('begin');
    await session.exec(`
      insert into users (email, given_name, family_name, account_type)
        select 'user' || i || '@bench-admin.example',
          (${sqlArray(givenNames)})[1 + i % ${givenNames.length}],
          (${sqlArray(familyNames)})[1 + (i / ${givenNames.length}) % ${familyNames.length}],
          'business'
        from generate_series(0, ${userCount - 2}) as i;
      create temporary table numbered on commit drop as
        select id, row_number() over (order by email) - 1 as n from users where email like 'user%@bench-admin.example';
      insert into companies (name, owner_id, city, vat_number, country)
        select (${sqlArray(nameWords)})[1 + n % 10] || ' ' || (${sqlArray(nameWords)})[1 + (n / 10) % 10] || ' ' || n || ' GmbH',
          id, (${sqlArray(cities)})[1 + (n / 100) % 10], 'CHE-' || (100000 + n), 'CH'
        from numbered where n < ${companyCount};
      create temporary table company_numbers on commit drop as
        select c.id, u.n from companies c join numbered u on u.id = c.owner_id;
      insert into company_memberships (company_id, user_id)
        select c.id, u.id from numbered u join company_numbers c on c.n = u.n % ${companyCount};
      insert into validation_requests (company_id, requested_at, decision, decided_at, checks, check_reasons)
        select id, now() - interval '10 days',
          case when n % 10 = 1 then 'validated' when n % 10 = 2 then 'declined' end,
          case when n % 10 in (1, 2) then now() - interval '9 days' end,
          '{}', case when n % 10 = 2 then '{"phone": "No answer."}'::jsonb else '{}' end
        from company_numbers where n % 10 in (0, 1, 2);
    `);
    await session.query(
      `insert into users (email, password_hash, given_name, family_name, account_type) values ($1, $2, 'Ada', 'Bench', 'business')`,
      [adminEmail, passwordHash],
    );
    // The administrator works in the first company, holding the platform administrator's role there.
    await session.exec(`
      insert into company_memberships (company_id, user_id)
        select c.id, u.id from company_numbers c, users u where c.n = 0 and u.email = '${adminEmail}';
      update users set current_company_id = (select id from company_numbers where n = 0) where email = '${adminEmail}';
      insert into user_app_roles (user_id, app_id, company_id, role_id)
        select u.id, r.app_id, c.id, r.id from users u, roles r, company_numbers c
        where u.email = '${adminEmail}' and r.display_name = 'Platform administrator' and c.n = 0;
    `);
    await session.exec('commit');
    await session.exec('vacuum analyze');
  });
}

/** The statements of one list request (the page, its count, the page's states), parameters written in. */
async function requestStatements(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const logged: string[] = [];
  const db = drizzle({ client: pool, logger: { logQuery: (text, params) => logged.push(inlined(text, params)) } });
  const statementsOf = async (search: string) => {
    logged.length = 0;
    const { rows } = await listCompanies(db, { page: 1, search, state: 'all' });
    await latestRequestsOf(
      db,
      rows.map((row) => row.id),
    );
    return logged.join(';\n');
  };
  try {
    const search: string[] = [];
    for (const term of searches) search.push(await statementsOf(term));
    return { search, firstPage: await statementsOf('') };
  } finally {
    await pool.end();
  }
}

type ByClients = Record<(typeof clientCounts)[number], Measured>;

async function overClients(measure: (clients: number) => Promise<Measured>): Promise<ByClients> {
  const figures = {} as ByClients;
  for (const clients of clientCounts) figures[clients] = await measure(clients);
  return figures;
}

if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run pnpm build first`);

const postgres = await createPostgresDatabase();
let server: Awaited<ReturnType<typeof start>> | undefined;
try {
  const seedStarted = performance.now();
  const connection = await openDatabase({ databaseUrl: postgres.url, dataDir: os.tmpdir() });
  try {
    await createPlatform(connection);
  } finally {
    await connection.close();
  }
  const seedMs = performance.now() - seedStarted;

  server = await start(await serverArgs(), {
    SEED_DEMO: '0',
    OIDC_ACCESS_TOKEN_TTL: '3600',
    DATABASE_URL: postgres.url,
  });
  const headers = { authorization: `Bearer ${await signIn(server.origin, adminEmail, password)}` };
  const listPath = '/api/admin/companies';
  const check = adminCompanyPageSchema.parse(
    await fetch(`${server.origin}${listPath}`, { headers }).then((r) => r.json()),
  );
  if (check.meta.total !== companyCount) throw new Error(`Unexpected list: ${JSON.stringify(check.meta)}`);

  const requests: autocannon.Request[] = searches.map((search) => ({
    method: 'GET',
    path: `${listPath}?search=${encodeURIComponent(search)}`,
  }));
  const origin = server.origin;
  // Warm-up: plans, caches and the JIT, as a server that has run a while has them.
  await load(origin, { connections: 10, seconds: 3, headers, requests });
  await sleep(500);
  const health = await overClients((connections) => load(`${origin}/health`, { connections, seconds }));
  const search = await overClients((connections) => load(origin, { connections, seconds, headers, requests }));
  const firstPage = await overClients((connections) => load(`${origin}${listPath}`, { connections, seconds, headers }));
  await stop(server.child);

  const cell = (value: string | number, width: number) => String(value).padStart(width);
  console.log(
    `\nAdmin companies: ${userCount} users, ${companyCount} companies on PostgreSQL; autocannon, ${seconds} s per target, loopback; ${os.cpus().length} cores; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}; set-up ${Math.round(seedMs)} ms`,
  );
  console.log(
    `${'target'.padEnd(36)} ${'clients'.padStart(7)} ${cell('req/s', 7)} ${cell('p50', 6)} ${cell('p99', 6)}   (ms)`,
  );
  const rows = (name: string, figures: ByClients) => {
    for (const clients of clientCounts) {
      const m = figures[clients];
      console.log(
        `${name.padEnd(36)} ${cell(clients, 7)} ${cell(Math.round(m.rps), 7)} ${cell(m.p50, 6)} ${cell(m.p99, 6)}${m.failed ? `  ${m.failed} failed` : ''}`,
      );
    }
  };
  rows('GET /health', health);
  rows(`search page (${searches.length} terms in turn)`, search);
  rows('first page, no search', firstPage);
  // The database alone, after the server's figures are out: a shared PostgreSQL may refuse pgbench's
  // clients (max_connections), which is reported, not fatal.
  let floor: { search: ByClients; firstPage: ByClients } | undefined;
  if (pgbenchSeconds > 0 && (await hasPgbench())) {
    try {
      const statements = await requestStatements(postgres.url);
      const run = (mix: string[]) =>
        overClients((clients) => pgbench(postgres.url, mix, { clients, seconds: pgbenchSeconds }));
      floor = { search: await run(statements.search), firstPage: await run([statements.firstPage]) };
    } catch (error) {
      console.log(`\nThe database alone: not measured (${(error as Error).message.split('\n').slice(-2).join(' ')})`);
    }
  } else if (pgbenchSeconds > 0) {
    console.warn('pgbench is not installed: no database floor');
  }
  if (floor) {
    console.log(
      `\nThe database alone: pgbench of the same statements (page, count, states), ${pgbenchSeconds} s per mix, extended protocol; the server stopped`,
    );
    rows('search statements', floor.search);
    rows('first-page statements', floor.firstPage);
    console.log('\nServer to database alone (req/s ÷ tps, p99 ÷ p99)');
    for (const [name, served, alone] of [
      ['search page', search, floor.search],
      ['first page', firstPage, floor.firstPage],
    ] as const) {
      for (const clients of clientCounts) {
        console.log(
          `${name.padEnd(36)} ${cell(clients, 7)} ${cell(`${((100 * served[clients].rps) / alone[clients].rps).toFixed(1)} %`, 9)} ${cell(`${(served[clients].p99 / Math.max(alone[clients].p99, 0.1)).toFixed(1)}x`, 8)}`,
        );
      }
    }
  }
  console.log('\nTargets (issue 26 §4)');
  for (const [name, figures] of [
    ['search page', search],
    ['first page', firstPage],
  ] as const) {
    const single = figures[1];
    const p99Met = single.p99 <= targetP99Ms && single.failed === 0;
    console.log(
      `${p99Met ? 'met   ' : 'MISSED'} ${name}: single-client p99 ${single.p99} ms (target <= ${targetP99Ms} ms)`,
    );
    const scales = figures[50].rps >= figures[10].rps;
    console.log(
      `${scales ? 'met   ' : 'MISSED'} ${name}: ${Math.round(figures[50].rps)} req/s at 50 clients, ${Math.round(figures[10].rps)} at 10 (target: not lower)`,
    );
  }
} finally {
  if (server) await stop(server.child);
  await postgres.drop();
}
