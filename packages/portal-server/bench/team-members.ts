// The team-member list at scale (issue 13, issue 29): one company with 100 000 members, its list paged and
// searched by 1, 10 and 50 clients, next to GET /health in the same run, on a throw-away PostgreSQL database
// and on PGlite. The BUILT server (dist/main.js) answers; its owner signs in through the real OpenID flow.
// Run from the root: `pnpm bench:team-members` (builds first). The big company lives only in the
// benchmark's own database (a new PostgreSQL database, a temporary PGlite folder), which is dropped at the
// end, whatever happens.
//
// What is loaded (each a "target"): the first page, a typical search (100 terms in turn: surnames, first
// name and surname, email fragments, position and surname), a broad search of two letters, a search for the
// company's email domain, and the last page. On PostgreSQL the same statements run from pgbench alone (the
// server idle) right after each HTTP figure at 10 and 50 clients, as the floor the database sets on this
// machine under the same load of the rest of it.
//
// Targets (issue 29), judged on PostgreSQL and printed PASS/MISS; PGlite is reported:
// - throughput at 50 clients is at least that at 10 clients;
// - HTTP throughput is at least 70 % of pgbench on the same statements, at 10 and at 50 clients;
// - one client: p99 <= 20 ms for each of the five.
//
// BENCH_MEMBERS (default 100000), BENCH_CLIENTS (default "1,10,50"), BENCH_SECONDS per target and client
// count (default 10), BENCH_PGBENCH_SECONDS per statement mix (default 5; 0: no pgbench), BENCH_BACKENDS
// (default "postgres,pglite"), BENCH_PORTS (e.g. "4430-4439"; default any free port), TEST_DATABASE_URL:
// the PostgreSQL server.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dataOf, teamMemberPageSchema, teamMembersPerPage, userInfoSchema } from '@eventsuite/api-contract';
import type autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type DatabaseConnection } from '../src/db/index';
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
const clientCounts = (process.env.BENCH_CLIENTS ?? '1,10,50').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pgbenchSeconds = Number(process.env.BENCH_PGBENCH_SECONDS ?? 5);
const backends = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',');
/** The client counts pgbench runs at, and the HTTP figures are compared at. */
const comparedClients = [10, 50];
const targetP99Ms = 20;
const targetShareOfPgbench = 0.7;
const ownerEmail = 'owner@bench-crew.example';
const password = 'bench-team-members-password';

/** One kind of request: the list with these searches in turn, at `page` (a number, or 'last'). */
interface Target {
  name: string;
  searches: string[];
  page: number | 'last';
}

const targets: Target[] = [
  { name: 'first page', searches: [''], page: 1 },
  {
    name: 'typical search (100 terms)',
    searches: [
      ...familyNames.slice(0, 40),
      ...givenNames.slice(0, 20).map((name, index) => `${name} ${familyNames[index * 7]}`),
      ...Array.from({ length: 20 }, (_, index) => `crew${(index * 4099) % memberCount}@`),
      ...positions.slice(0, 20).map((position, index) => `${position.split(' ')[0]} ${familyNames[index * 11]}`),
    ],
    page: 1,
  },
  // Two letters: from a third of the members to every one of them ("am" is in every address's "example").
  { name: 'broad: two letters', searches: ['an', 'er', 'el', 'am', 'ri'], page: 1 },
  { name: 'broad: the email domain', searches: ['bench-crew.example', '@bench-crew.example'], page: 1 },
  { name: 'last page', searches: [''], page: 'last' },
];

const lastPage = Math.ceil((memberCount + 1) / teamMembersPerPage);
const pageOf = (target: Target) => (target.page === 'last' ? lastPage : target.page);

interface TargetFigures {
  /** HTTP, by client count. */
  http: Map<number, Measured>;
  /** pgbench of the same statements, by client count (PostgreSQL only). */
  floor: Map<number, Measured>;
  /** How many members the target's searches find, in turn. */
  found: number[];
}

interface Figures {
  backend: string;
  seedMs: number;
  health: Map<number, Measured>;
  selectOne: Map<number, Measured>;
  targets: Map<Target, TargetFigures>;
}

/**
 * The statements the server runs for each request of the target, each with its parameters written in: the
 * same code builds them (drizzle's query log). A request that runs more than one is one pgbench script.
 */
async function serverStatements(databaseUrl: string, companyId: string, target: Target): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const logged: string[] = [];
  const db = drizzle({
    client: pool,
    logger: { logQuery: (text, params) => logged.push(inlined(text, params)) },
  });
  try {
    const scripts: string[] = [];
    for (const search of target.searches) {
      logged.length = 0;
      await listMembers(db, companyId, search, pageOf(target));
      scripts.push(logged.join(';\n'));
    }
    return scripts;
  } finally {
    await pool.end();
  }
}

/**
 * Waits (at most 15 s) until the database has no connection but the caller's and the server's one that
 * listens for notifications: the server's pool has closed its idle ones.
 */
async function serverConnectionsClosed(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let waited = 0; waited < 15_000; waited += 250) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      if (rows[0]!.n <= 1) return;
      await sleep(250);
    }
  } finally {
    await client.end();
  }
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
  server.child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The server stopped during the load: exit code ${code}, signal ${signal}`);
  });
  let stopping = false;
  const figures: Figures = { backend, seedMs, health: new Map(), selectOne: new Map(), targets: new Map() };
  try {
    const authorization = `Bearer ${await signIn(server.origin, ownerEmail, password)}`;
    const headers = { authorization };
    const get = (address: string) => fetch(`${server.origin}${address}`, { headers }).then((r) => r.json());
    const info = dataOf(userInfoSchema).parse(await get('/id/userinfo'));
    const companyId = info.data.company_id!;
    const listPath = `/api/companies/${companyId}/team-members`;
    const requestsOf = (target: Target): autocannon.Request[] =>
      target.searches.map((search) => ({
        method: 'GET',
        path: `${listPath}?page=${pageOf(target)}${search ? `&search=${encodeURIComponent(search)}` : ''}`,
      }));
    for (const target of targets) {
      const found: number[] = [];
      for (const request of requestsOf(target)) {
        const page = teamMemberPageSchema.parse(await get(request.path!));
        if (page.data.length === 0 && memberCount >= 100_000) {
          throw new Error(`${target.name}: an empty page at ${request.path}`);
        }
        found.push(page.meta.total);
      }
      figures.targets.set(target, { http: new Map(), floor: new Map(), found });
    }
    if (figures.targets.get(targets[0]!)!.found[0] !== memberCount + 1) throw new Error('Unexpected first page');

    // The same statements for pgbench, built by the server's own code.
    const withPgbench = env.DATABASE_URL !== undefined && pgbenchSeconds > 0 && (await hasPgbench());
    if (env.DATABASE_URL && pgbenchSeconds > 0 && !withPgbench) console.warn('pgbench is not installed: no floor');
    const scripts = new Map<Target, string[]>();
    for (const target of targets) {
      if (withPgbench) scripts.set(target, await serverStatements(env.DATABASE_URL!, companyId, target));
    }
    /**
     * pgbench of the statements at the compared client counts, once the server's pool has closed its idle
     * connections (after 10 s): the server's and pgbench's together would pass PostgreSQL's limit.
     */
    const floors = async (statements: string[]) => {
      const measured = new Map<number, Measured>();
      if (!withPgbench) return measured;
      await serverConnectionsClosed(env.DATABASE_URL!);
      for (const clients of comparedClients) {
        measured.set(clients, await pgbench(env.DATABASE_URL!, statements, { clients, seconds: pgbenchSeconds }));
      }
      return measured;
    };

    // Warm-up: plans, caches and the JIT, as a server that has run a while has them.
    await load(server.origin, { connections: 10, seconds: 3, headers, requests: targets.flatMap(requestsOf) });
    await sleep(500);
    // Each target's HTTP figures are followed at once by pgbench's (the server idle), so that both meet
    // about the same load of the rest of the machine.
    for (const clients of clientCounts) {
      figures.health.set(clients, await load(`${server.origin}/health`, { connections: clients, seconds }));
    }
    figures.selectOne = await floors(['select 1']);
    for (const target of targets) {
      const measured = figures.targets.get(target)!;
      for (const clients of clientCounts) {
        measured.http.set(
          clients,
          await load(server.origin, { connections: clients, seconds, headers, requests: requestsOf(target) }),
        );
        // What the load left queued (PGlite answers one statement at a time) is done before the next figure:
        // /health's `select 1` waits behind it.
        await fetch(`${server.origin}/health`);
      }
      measured.floor = await floors(scripts.get(target) ?? []);
    }
  } finally {
    stopping = true;
    await stop(server.child);
  }
  return figures;
}

if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run pnpm build first`);

const loadAtStart = os.loadavg();
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

const loadAverage = (values: number[]) => values.map((n) => n.toFixed(1)).join(' ');
const cell = (value: string | number, width: number) => String(value).padStart(width);
const rate = (m: Measured | undefined) => (m ? Math.round(m.rps) : '-');
console.log(
  `\nTeam members: one company of ${memberCount + 1} members (last page ${lastPage}); autocannon, ${seconds} s per target and client count, loopback; pgbench ${pgbenchSeconds} s per mix right after HTTP, extended protocol, server idle; ${os.cpus().length} cores; load average at start ${loadAverage(loadAtStart)}, at end ${loadAverage(os.loadavg())}`,
);
for (const f of figures) {
  console.log(
    `\n${f.backend}: HTTP req/s, p50/p99 in ms, by clients; pgbench tps by clients; HTTP as a share of pgbench`,
  );
  const header = [
    'target'.padEnd(28),
    'found'.padStart(22),
    ...clientCounts.map((c) => cell(`${c} cl: req/s p50/p99`, 24)),
    ...comparedClients.map((c) => cell(`pgbench ${c}: tps p99`, 21)),
    ...comparedClients.map((c) => cell(`share ${c}`, 9)),
  ];
  console.log(header.join(' '));
  const row = (name: string, found: string, http: Map<number, Measured>, floor: Map<number, Measured>) =>
    console.log(
      [
        name.padEnd(28),
        cell(found, 22),
        ...clientCounts.map((c) => {
          const m = http.get(c);
          return cell(m ? `${rate(m)} ${m.p50}/${m.p99}${m.failed ? ` ${m.failed}!` : ''}` : '-', 24);
        }),
        ...comparedClients.map((c) => {
          const m = floor.get(c);
          return cell(m ? `${rate(m)} ${m.p99}` : '-', 21);
        }),
        ...comparedClients.map((c) => {
          const h = http.get(c);
          const p = floor.get(c);
          return cell(h && p ? `${((100 * h.rps) / p.rps).toFixed(0)} %` : '-', 9);
        }),
      ].join(' '),
    );
  row('GET /health | select 1', '', f.health, f.selectOne);
  for (const [target, t] of f.targets) {
    const found = t.found.length > 3 ? `${Math.min(...t.found)}..${Math.max(...t.found)}` : t.found.join(',');
    row(target.name, found, t.http, t.floor);
  }
  console.log('(n! after a figure: n requests failed: not 2xx, errors or timeouts)');
}
console.log(
  '\nSet-up of the big company (ms): ' + figures.map((f) => `${f.backend} ${Math.round(f.seedMs)}`).join(', '),
);

console.log('\nTargets (issue 29), judged on PostgreSQL; PGlite reported:');
let missed = 0;
for (const f of figures) {
  const judged = f.backend === 'PostgreSQL';
  const verdict = (holds: boolean | undefined, text: string) => {
    const label = holds === undefined ? 'n/a ' : !judged ? 'rep ' : holds ? 'PASS' : 'MISS';
    if (judged && holds === false) missed++;
    console.log(`${label} ${f.backend.padEnd(11)} ${text}`);
  };
  for (const [target, t] of f.targets) {
    const [at10, at50, alone] = [t.http.get(10), t.http.get(50), t.http.get(1)];
    verdict(
      at10 && at50 ? at50.rps >= at10.rps && at50.failed === 0 : undefined,
      `${target.name}: 50 clients ${rate(at50)} req/s >= 10 clients ${rate(at10)} req/s`,
    );
    for (const clients of comparedClients) {
      const [h, p] = [t.http.get(clients), t.floor.get(clients)];
      verdict(
        h && p ? h.rps >= targetShareOfPgbench * p.rps : undefined,
        `${target.name}: ${clients} clients HTTP ${rate(h)} req/s >= 70 % of pgbench ${rate(p)} tps${h && p ? ` (${((100 * h.rps) / p.rps).toFixed(0)} %)` : ''}`,
      );
    }
    verdict(
      alone ? alone.p99 <= targetP99Ms && alone.failed === 0 : undefined,
      `${target.name}: 1 client p99 ${alone?.p99 ?? '-'} ms <= ${targetP99Ms} ms`,
    );
  }
}
if (!figures.some((f) => f.backend === 'PostgreSQL')) console.log('\nNo PostgreSQL figures: no target judged.');
else console.log(`\n${missed === 0 ? 'Every target holds' : `${missed} target(s) missed`} on PostgreSQL.`);
