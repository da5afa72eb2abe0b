// The platform's user list at scale (issue 26 §4): 100 000 users in 10 000 companies on a throw-away
// PostgreSQL database, the list searched and its first page read by one client (p99), and by 10 and 50
// clients (throughput), next to GET /health in the same run. The BUILT server (dist/main.js) answers; a
// platform administrator signs in through the real OpenID flow. Then the same statements run from pgbench
// alone (the server stopped), as the floor the database sets on this machine. Run from the root:
// `pnpm bench:admin-users` (builds first). The data lives only in the benchmark's own database, dropped at
// the end whatever happens.
//
// Targets: a search page and a first page each at single-client p99 <= 20 ms, and throughput at 50 clients
// not lower than at 10.
//
// BENCH_USERS (default 100000), BENCH_COMPANIES (default 10000), BENCH_SECONDS per target (default 10),
// BENCH_PGBENCH_SECONDS per statement mix (default 5; 0: no pgbench), BENCH_PORTS (e.g. "4490-4494"),
// TEST_DATABASE_URL: the PostgreSQL server.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { adminUserPageSchema } from '@eventsuite/api-contract';
import type autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type DatabaseConnection } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seeds/seed';
import { seedPortalApp } from '../src/seeds/seed-portal-app';
import { hashPassword } from '../src/areas/identity/passwords';
import { listUsers } from '../src/areas/admin-users/queries';
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
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pgbenchSeconds = Number(process.env.BENCH_PGBENCH_SECONDS ?? 5);
const targetP99Ms = 20;
const adminEmail = 'admin@bench-users.example';
const password = 'bench-admin-users-password';

/** What the clients search for, in turn: a surname, a first name and surname, an email. */
const searches = [
  ...familyNames.slice(0, 40),
  ...givenNames.slice(0, 20).map((name, index) => `${name} ${familyNames[index * 7]}`),
  ...Array.from({ length: 20 }, (_, index) => `user${(index * 4099) % userCount}@`),
];

const sqlArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * The platform: `userCount` users, one in ten private, the others members of `companyCount` companies
 * (the first of each company its owner), and a platform administrator. Generated in SQL, in one transaction.
 */
async function createPlatform(database: DatabaseConnection): Promise<void> {
  await migrate(database);
  await seed(database.db);
  await seedPortalApp(database.db);
  const passwordHash = await hashPassword(password);
  await database.withSession(async (session) => {
    await session.exec('begin');
    await session.query(
      `insert into users (email, password_hash, given_name, family_name, account_type)
       values ($1, $2, 'Ada', 'Benchmark', 'business')`,
      [adminEmail, passwordHash],
    );
    await session.exec(`
      insert into companies (name, owner_id)
        select 'Bench Operations', id from users where email = '${adminEmail}';
      insert into company_memberships (company_id, user_id)
        select c.id, c.owner_id from companies c where c.name = 'Bench Operations';
      insert into user_app_roles (user_id, app_id, company_id, role_id)
        select c.owner_id, r.app_id, c.id, r.id from companies c, roles r join apps a on a.id = r.app_id
        where c.name = 'Bench Operations' and a.internal_name = 'eventsuite' and r.display_name = 'Platform administrator';
      insert into users (email, given_name, family_name, account_type)
        select 'user' || i || '@bench-users.example',
          (${sqlArray(givenNames)})[1 + i % ${givenNames.length}],
          (${sqlArray(familyNames)})[1 + (i / ${givenNames.length}) % ${familyNames.length}],
          case when i % 10 = 9 then 'personal' else 'business' end
        from generate_series(0, ${userCount - 1}) as i;
      create temporary table bench_members as
        select u.id as user_id, (n / 9) % ${companyCount} as company_no, n % 9 = 0 and n / 9 < ${companyCount} as owner
        from (select id, row_number() over (order by email) - 1 as n from users
              where email like 'user%@bench-users.example' and account_type = 'business') u;
      insert into companies (name, owner_id)
        select 'Bench Company ' || company_no, user_id from bench_members where owner;
      insert into company_memberships (company_id, user_id)
        select c.id, m.user_id from bench_members m join companies c on c.name = 'Bench Company ' || m.company_no;
    `);
    await session.exec('commit');
    // What autovacuum does to a table that has settled: statistics, and the visibility map index-only scans need.
    await session.exec('vacuum analyze');
  });
}

/** The statements the server runs for these searches and for the first page (drizzle's query log). */
async function serverStatements(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const logged: string[] = [];
  const db = drizzle({ client: pool, logger: { logQuery: (text, params) => logged.push(inlined(text, params)) } });
  // A page is two statements (its rows and its total); pgbench runs them as one script.
  const script = async (run: () => Promise<unknown>) => {
    logged.length = 0;
    await run();
    return logged.join(';\n');
  };
  try {
    const search: string[] = [];
    for (const term of searches) search.push(await script(() => listUsers(db, { search: term }, 1)));
    const firstPage = await script(() => listUsers(db, { search: '' }, 1));
    return { search, firstPage };
  } finally {
    await pool.end();
  }
}

interface Target {
  one: Measured;
  ten: Measured;
  fifty: Measured;
}

async function measureServer(databaseUrl: string) {
  const server = await start(await serverArgs(), {
    SEED_DEMO: '0',
    OIDC_ACCESS_TOKEN_TTL: '3600',
    DATABASE_URL: databaseUrl,
  });
  try {
    const authorization = `Bearer ${await signIn(server.origin, adminEmail, password)}`;
    const headers = { authorization };
    const listPath = '/api/admin/users';
    const answer = await fetch(`${server.origin}${listPath}`, { headers });
    if (!answer.ok) throw new Error(`The list answered ${answer.status}: ${await answer.text()}`);
    const first = adminUserPageSchema.parse(await answer.json());
    if (first.meta.total !== userCount + 1) throw new Error(`Unexpected list: ${JSON.stringify(first.meta)}`);
    const searchRequests: autocannon.Request[] = searches.map((search) => ({
      method: 'GET',
      path: `${listPath}?search=${encodeURIComponent(search)}`,
    }));
    const at = async (connections: number, requests?: autocannon.Request[]) =>
      requests
        ? load(server.origin, { connections, seconds, headers, requests })
        : load(`${server.origin}${listPath}`, { connections, seconds, headers });
    // Warm-up: plans, caches and the JIT, as a server that has run a while has them.
    await load(server.origin, { connections: 10, seconds: 3, headers, requests: searchRequests });
    await sleep(500);
    const health = await load(`${server.origin}/health`, { connections: 1, seconds });
    const search: Target = {
      one: await at(1, searchRequests),
      ten: await at(10, searchRequests),
      fifty: await at(50, searchRequests),
    };
    const firstPage: Target = { one: await at(1), ten: await at(10), fifty: await at(50) };
    return { health, search, firstPage };
  } finally {
    await stop(server.child);
  }
}

async function measureDatabase(databaseUrl: string) {
  if (pgbenchSeconds <= 0) return undefined;
  if (!(await hasPgbench())) {
    console.warn('pgbench is not installed: no database floor');
    return undefined;
  }
  const statements = await serverStatements(databaseUrl);
  const run = (mix: string[], clients: number) => pgbench(databaseUrl, mix, { clients, seconds: pgbenchSeconds });
  const target = async (mix: string[]): Promise<Target> => ({
    one: await run(mix, 1),
    ten: await run(mix, 10),
    fifty: await run(mix, 50),
  });
  return {
    selectOne: await run(['select 1'], 1),
    search: await target(statements.search),
    firstPage: await target([statements.firstPage]),
  };
}

if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run pnpm build first`);

const postgres = await createPostgresDatabase();
let server: Awaited<ReturnType<typeof measureServer>>;
let floor: Awaited<ReturnType<typeof measureDatabase>>;
const seedStarted = performance.now();
try {
  const connection = await openDatabase({ databaseUrl: postgres.url, dataDir: os.tmpdir() });
  try {
    await createPlatform(connection);
  } finally {
    await connection.close();
  }
  const seedMs = performance.now() - seedStarted;
  console.log(`Set-up of ${userCount + 1} users in ${companyCount + 1} companies: ${Math.round(seedMs)} ms`);
  server = await measureServer(postgres.url);
  floor = await measureDatabase(postgres.url);
} finally {
  await postgres.drop();
}

const cell = (value: string | number, width: number) => String(value).padStart(width);
console.log(
  `\nAdmin users: ${userCount + 1} users, ${companyCount + 1} companies, PostgreSQL; autocannon, ${seconds} s per target, loopback; ${os.cpus().length} cores; load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.log(
  `${'target'.padEnd(36)} ${cell('clients', 7)} ${cell('req/s', 7)} ${cell('p50', 6)} ${cell('p99', 6)} ${cell('pgbench tps', 12)} ${cell('pgbench p99', 12)} ${cell('server/db', 10)}   (ms)`,
);
const row = (name: string, clients: number, m: Measured, db: Measured | undefined) =>
  console.log(
    `${name.padEnd(36)} ${cell(clients, 7)} ${cell(Math.round(m.rps), 7)} ${cell(m.p50, 6)} ${cell(m.p99, 6)} ${cell(db ? Math.round(db.rps) : '-', 12)} ${cell(db ? db.p99 : '-', 12)} ${cell(db ? `${((100 * m.rps) / db.rps).toFixed(0)} %` : '-', 10)}${m.failed ? `  ${m.failed} failed` : ''}`,
  );
row('GET /health (select 1 for pgbench)', 1, server.health, floor?.selectOne);
for (const [name, key] of [
  [`search (${searches.length} terms in turn)`, 'search'],
  ['first page, no search', 'firstPage'],
] as const) {
  row(name, 1, server[key].one, floor?.[key].one);
  row(name, 10, server[key].ten, floor?.[key].ten);
  row(name, 50, server[key].fifty, floor?.[key].fifty);
}

console.log('\nTargets (issue 26 §4)');
for (const [name, key] of [
  ['search page', 'search'],
  ['first page', 'firstPage'],
] as const) {
  const { one, ten, fifty } = server[key];
  const p99Met = one.p99 <= targetP99Ms && one.failed === 0;
  console.log(`${p99Met ? 'met   ' : 'MISSED'} ${name}: single-client p99 ${one.p99} ms (<= ${targetP99Ms} ms)`);
  const scales = fifty.rps >= ten.rps && fifty.failed === 0;
  console.log(
    `${scales ? 'met   ' : 'MISSED'} ${name}: ${Math.round(fifty.rps)} req/s at 50 clients, ${Math.round(ten.rps)} at 10 (ratio ${(fifty.rps / ten.rps).toFixed(2)})`,
  );
}
