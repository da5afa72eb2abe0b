// The team-member list at scale (issue 13): one company with 100 000 members, and its list searched and
// paged by 50 clients at once, next to GET /health in the same run, on a throw-away PostgreSQL database and
// on PGlite. The BUILT server (dist/main.js) answers; its owner signs in through the real OpenID flow.
// Target: a search page at p99 <= 20 ms on PostgreSQL; PGlite is reported. Run from the root:
// `pnpm bench:team-members` (builds first). The big company lives only in the benchmark's own database (a
// new PostgreSQL database, a temporary PGlite folder), which is dropped at the end, whatever happens.
//
// On PostgreSQL the same statements then run from pgbench alone (the server stopped), as the floor that the
// database sets on this machine: `select 1` (what GET /health asks), the server's own list statements of
// the same searches and of the first page, and a search request's two statements (its session user, then
// the search).
//
// BENCH_MEMBERS (default 100000), BENCH_CONNECTIONS (default 50), BENCH_SECONDS per target (default 10),
// BENCH_PGBENCH_SECONDS per statement mix (default 5; 0: no pgbench), BENCH_BACKENDS (default
// "postgres,pglite"), BENCH_PORTS (e.g. "4430-4439"; default any free port), TEST_DATABASE_URL: the
// PostgreSQL server.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dataOf, teamMemberPageSchema, userInfoSchema } from '@eventsuite/api-contract';
import type autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type DatabaseConnection } from '../src/db/index';
import { loadUser } from '../src/areas/identity/queries';
import { listMembers } from '../src/areas/team-members/queries';
import { createBigCompany, familyNames, givenNames, positions } from './big-company';
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

const memberCount = Number(process.env.BENCH_MEMBERS ?? 100_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pgbenchSeconds = Number(process.env.BENCH_PGBENCH_SECONDS ?? 5);
const backends = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',');
const targetP99Ms = 20;
const ownerEmail = 'owner@bench-crew.example';
const password = 'bench-team-members-password';

/** What the clients search for, in turn: a surname, a first name and surname, an email, a position and surname. */
const searches = [
  ...familyNames.slice(0, 40),
  ...givenNames.slice(0, 20).map((name, index) => `${name} ${familyNames[index * 7]}`),
  ...Array.from({ length: 20 }, (_, index) => `crew${(index * 4099) % memberCount}@`),
  ...positions.slice(0, 20).map((position, index) => `${position.split(' ')[0]} ${familyNames[index * 11]}`),
];

interface Figures {
  backend: string;
  seedMs: number;
  health: Measured;
  search: Measured;
  firstPage: Measured;
  members: number;
  /** The database alone (pgbench), PostgreSQL only. */
  floor?:
    | { selectOne: Measured; search: Measured; searchAlone: Measured; firstPage: Measured; request: Measured }
    | undefined;
}

/**
 * The statements the server runs for these searches and for the first page, and for the session user of
 * `userId`, each with its parameters written in: the same code builds them (drizzle's query log).
 */
async function serverStatements(databaseUrl: string, companyId: string, userId: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const logged: string[] = [];
  const db = drizzle({
    client: pool,
    logger: { logQuery: (text, params) => logged.push(inlined(text, params)) },
  });
  const last = async (run: () => Promise<unknown>) => {
    logged.length = 0;
    await run();
    return logged[0]!;
  };
  try {
    const search: string[] = [];
    for (const term of searches) search.push(await last(() => listMembers(db, companyId, term, 1)));
    const firstPage = await last(() => listMembers(db, companyId, '', 1));
    const sessionUser = await last(() => loadUser(db, userId));
    return { search, firstPage, sessionUser };
  } finally {
    await pool.end();
  }
}

/** The floor: the same statements from pgbench, nothing of ours in between. */
async function databaseFloor(databaseUrl: string, companyId: string, userId: string): Promise<Figures['floor']> {
  if (pgbenchSeconds <= 0) return undefined;
  if (!(await hasPgbench())) {
    console.warn('pgbench is not installed: no database floor');
    return undefined;
  }
  const statements = await serverStatements(databaseUrl, companyId, userId);
  const run = (mix: string[], clients = connections) => pgbench(databaseUrl, mix, { clients, seconds: pgbenchSeconds });
  return {
    selectOne: await run(['select 1']),
    search: await run(statements.search),
    // What one statement costs with the machine to itself: n clients on c cores cannot wait less than about
    // n / c times this in the middle.
    searchAlone: await run(statements.search, 1),
    firstPage: await run([statements.firstPage]),
    request: await run(statements.search.map((search) => `${statements.sessionUser};\n${search}`)),
  };
}

async function measure(
  backend: string,
  env: Record<string, string>,
  database: () => Promise<DatabaseConnection>,
): Promise<Figures> {
  const seedStarted = performance.now();
  const connection = await database();
  try {
    await createBigCompany(connection, { memberCount, ownerEmail, password });
  } finally {
    await connection.close();
  }
  const seedMs = performance.now() - seedStarted;

  const server = await start(await serverArgs(), { SEED_DEMO: '0', OIDC_ACCESS_TOKEN_TTL: '3600', ...env });
  try {
    const authorization = `Bearer ${await signIn(server.origin, ownerEmail, password)}`;
    const get = (address: string) =>
      fetch(`${server.origin}${address}`, { headers: { authorization } }).then((r) => r.json());
    const info = dataOf(userInfoSchema).parse(await get('/id/userinfo'));
    const listPath = `/api/companies/${info.data.company_id}/team-members`;
    const firstPage = teamMemberPageSchema.parse(await get(listPath));
    if (firstPage.meta.total !== memberCount + 1) throw new Error(`Unexpected list: ${JSON.stringify(firstPage.meta)}`);

    const requests: autocannon.Request[] = searches.map((search) => ({
      method: 'GET',
      path: `${listPath}?search=${encodeURIComponent(search)}`,
    }));
    const headers = { authorization };
    // Warm-up: plans, caches and the JIT, as a server that has run a while has them.
    await load(server.origin, { connections, seconds: 3, headers, requests });
    await sleep(500);
    const health = await load(`${server.origin}/health`, { connections, seconds });
    const search = await load(server.origin, { connections, seconds, headers, requests });
    const first = await load(`${server.origin}${listPath}`, { connections, seconds, headers });
    await stop(server.child);
    const floor = env.DATABASE_URL
      ? await databaseFloor(env.DATABASE_URL, info.data.company_id!, info.data.sub)
      : undefined;
    return { backend, seedMs, health, search, firstPage: first, members: firstPage.meta.total, floor };
  } finally {
    await stop(server.child);
  }
}

if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run pnpm build first`);

const figures: Figures[] = [];
for (const backend of backends) {
  if (backend === 'postgres') {
    const postgres = await createPostgresDatabase();
    try {
      figures.push(
        await measure('PostgreSQL', { DATABASE_URL: postgres.url }, () =>
          openDatabase({ databaseUrl: postgres.url, dataDir: os.tmpdir() }),
        ),
      );
    } finally {
      await postgres.drop();
    }
  } else if (backend === 'pglite') {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'eventsuite-bench-team-'));
    try {
      figures.push(await measure('PGlite', { DATA_DIR: dataDir }, () => openDatabase({ dataDir })));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  } else {
    throw new Error(`Unknown backend ${backend}: postgres or pglite`);
  }
}

const cell = (value: string | number, width: number) => String(value).padStart(width);
console.log(
  `\nTeam members: one company of ${memberCount + 1} members; autocannon, ${connections} connections, ${seconds} s per target, loopback; ${os.cpus().length} cores; load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.log(
  `${'backend'.padEnd(11)} ${'target'.padEnd(34)} ${cell('req/s', 7)} ${cell('p50', 5)} ${cell('p99', 5)} ${cell('req/s of /health', 17)} ${cell('p99 / /health', 14)}   (ms)`,
);
for (const f of figures) {
  const row = (name: string, m: Measured) =>
    console.log(
      `${f.backend.padEnd(11)} ${name.padEnd(34)} ${cell(Math.round(m.rps), 7)} ${cell(m.p50, 5)} ${cell(m.p99, 5)} ${cell(`${((100 * m.rps) / f.health.rps).toFixed(1)} %`, 17)} ${cell(f.health.p99 > 0 ? `${(m.p99 / f.health.p99).toFixed(1)}x` : '-', 14)}${m.failed ? `  ${m.failed} failed` : ''}`,
    );
  row('GET /health', f.health);
  row(`search (${searches.length} terms in turn)`, f.search);
  row('first page, no search', f.firstPage);
}
for (const f of figures) {
  if (!f.floor) continue;
  console.log(
    `\nThe database alone: pgbench, ${connections} clients, ${pgbenchSeconds} s per mix, extended protocol (each statement planned on each run, as the server's list is); the server stopped`,
  );
  console.log(
    `${'backend'.padEnd(11)} ${'statements'.padEnd(34)} ${cell('tps', 7)} ${cell('p50', 5)} ${cell('p99', 5)} ${cell('tps of select 1', 17)} ${cell('p99 / select 1', 14)}   (ms)`,
  );
  const row = (name: string, m: Measured) =>
    console.log(
      `${f.backend.padEnd(11)} ${name.padEnd(34)} ${cell(Math.round(m.rps), 7)} ${cell(m.p50, 5)} ${cell(m.p99, 5)} ${cell(`${((100 * m.rps) / f.floor!.selectOne.rps).toFixed(1)} %`, 17)} ${cell(f.floor!.selectOne.p99 > 0 ? `${(m.p99 / f.floor!.selectOne.p99).toFixed(1)}x` : '-', 14)}${m.failed ? `  ${m.failed} failed` : ''}`,
    );
  row('select 1 (what /health asks)', f.floor.selectOne);
  row(`search statement (${searches.length} terms)`, f.floor.search);
  row('search statement, 1 client', f.floor.searchAlone);
  row('first-page statement', f.floor.firstPage);
  row('session user + search statement', f.floor.request);
}
console.log(
  '\nSet-up of the big company (ms): ' + figures.map((f) => `${f.backend} ${Math.round(f.seedMs)}`).join(', '),
);
console.log('\nTarget (issue 13): a search page at p99 <= 20 ms with 50 clients on PostgreSQL');
for (const f of figures) {
  const met = f.search.p99 <= targetP99Ms && f.search.failed === 0;
  // The target is set for 50 clients: another count is reported, not judged.
  const judged = f.backend === 'PostgreSQL' && connections === 50;
  const label = judged ? (met ? 'met   ' : 'MISSED') : 'report';
  console.log(
    `${label} ${f.backend.padEnd(11)} search p99 ${f.search.p99} ms, p50 ${f.search.p50} ms, ${f.search.failed} failed`,
  );
}
