// The activity log's CSV export (issue 27 §3, ADR 0030): does exporting 100 000 events keep the server's
// memory flat? The BUILT server (dist/main.js) answers, on PostgreSQL (a throw-away database) and on PGlite
// (a temporary folder). The script writes the demo data and 100 000 events itself, before the server
// starts; the platform administrator signs in through the real OpenID flow and downloads the export.
//
// The server's resident memory (RSS, from /proc) is read before, every 20 ms during and after each
// download. The reference is an export of the same server holding a handful of events (one type only):
// what any request costs. Flat memory: the 100 000-event export's peak stays within `flatMarginMb` of the
// reference's peak, while the file itself is far larger; an export that held every row would grow by
// about the file's size and more.
//
// Run from the root: `pnpm bench:activity-export` (builds first). BENCH_EVENTS (default 100000),
// BENCH_BACKENDS (default "postgres,pglite"), BENCH_PORTS (e.g. "4450-4454"), TEST_DATABASE_URL.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildPath, endpoints } from '@eventsuite/api-contract';
import { count, sql } from 'drizzle-orm';
import { activityLog } from '../src/changes/schema';
import { openDatabase } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seeds/seed';
import { seedDemo } from '../src/seeds/seed-demo';
import { seedPortalApp } from '../src/seeds/seed-portal-app';
import { createPostgresDatabase, rssMb, serverArgs, serverEntry, signIn, sleep, start, stop } from './harness';

const eventCount = Number(process.env.BENCH_EVENTS ?? 100_000);
const backends = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',').filter(Boolean);
const demoPassword = 'bench-demo-password';
const admin = 'admin@example.com';
const flatMarginMb = 32;

/** The demo data and `eventCount` events over every demo company and user, some with non-ASCII names. */
async function prepare(options: { databaseUrl?: string; dataDir: string }) {
  const database = await openDatabase(options);
  try {
    await migrate(database);
    await seed(database.db);
    await seedPortalApp(database.db);
    await seedDemo(database.db, { password: demoPassword });
    // One statement, set-based: the events spread over the last year, over every user and company.
    await database.db.execute(sql`
      with people as (select id, row_number() over (order by id) - 1 as n from users),
           firms as (select id, row_number() over (order by id) - 1 as n from companies)
      insert into activity_log (occurred_at, actor_user_id, company_id, event_type, object_type, object_id, details)
      select now() - (i * interval '5 minutes'),
             (select id from people where n = i % (select count(*) from people)),
             case when i % 7 = 0 then null else (select id from firms where n = i % (select count(*) from firms)) end,
             (array['team_member_updated', 'user_app_installed', 'role_updated', 'profile_updated'])[1 + i % 4],
             'user',
             (select id::text from people where n = (i * 7) % (select count(*) from people)),
             jsonb_build_object('index', i::text, 'note', '=SUM(A1) Grüße ' || i)
        from generate_series(1, ${eventCount}) as i`);
    // With the demo's own events.
    const [row] = await database.db.select({ n: count() }).from(activityLog);
    return row!.n;
  } finally {
    await database.close();
  }
}

interface Download {
  bytes: number;
  rows: number;
  ms: number;
  beforeMb: number;
  peakMb: number;
  afterMb: number;
}

/** Downloads one export while sampling the server's RSS. */
async function download(pid: number, url: string, authorization: string): Promise<Download> {
  await sleep(500);
  const beforeMb = await rssMb(pid);
  let peakMb = beforeMb;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peakMb = Math.max(peakMb, await rssMb(pid));
      await sleep(20);
    }
  })();
  const began = performance.now();
  const response = await fetch(url, { headers: { authorization } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  let bytes = 0;
  let rows = 0;
  // Counted as it arrives: the bench holds no more of the file than the server does.
  for await (const chunk of response.body!) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) rows += 1;
  }
  const ms = performance.now() - began;
  sampling = false;
  await sampler;
  await sleep(1000);
  return { bytes, rows: rows - 1, ms, beforeMb, peakMb, afterMb: await rssMb(pid) };
}

async function measure(backend: string, env: { DATABASE_URL?: string; DATA_DIR: string }) {
  const logged = await prepare({
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    dataDir: env.DATA_DIR,
  });
  const server = await start(await serverArgs(), { SEED_DEMO: '0', OIDC_ACCESS_TOKEN_TTL: '3600', ...env });
  try {
    const authorization = `Bearer ${await signIn(server.origin, admin, demoPassword)}`;
    const url = `${server.origin}${buildPath(endpoints.exportPlatformActivity)}`;
    // Warm-up: the code paths and the database's caches.
    await download(server.child.pid!, `${url}?type=company_validated`, authorization);
    const reference = await download(server.child.pid!, `${url}?type=company_validated`, authorization);
    const all = await download(server.child.pid!, url, authorization);
    return { backend, reference, all, logged };
  } finally {
    await stop(server.child);
  }
}

if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run pnpm build first`);

const figures: Awaited<ReturnType<typeof measure>>[] = [];
for (const backend of backends) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'eventsuite-bench-activity-'));
  try {
    if (backend === 'postgres') {
      const postgres = await createPostgresDatabase();
      try {
        figures.push(await measure('PostgreSQL', { DATABASE_URL: postgres.url, DATA_DIR: dataDir }));
      } finally {
        await postgres.drop();
      }
    } else if (backend === 'pglite') {
      figures.push(await measure('PGlite', { DATA_DIR: dataDir }));
    } else {
      throw new Error(`Unknown backend ${backend}: postgres or pglite`);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `\nActivity export: ${eventCount} events; ${os.cpus().length} cores; load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.log(
  `${'backend'.padEnd(11)} ${'export'.padEnd(28)} ${'rows'.padStart(7)} ${'MB'.padStart(6)} ${'s'.padStart(6)} ${'RSS before'.padStart(10)} ${'peak'.padStart(6)} ${'after'.padStart(6)}`,
);
for (const { backend, reference, all } of figures) {
  for (const [name, d] of [
    ['reference (one type)', reference],
    ['every event', all],
  ] as const) {
    console.log(
      `${backend.padEnd(11)} ${name.padEnd(28)} ${`${d.rows}`.padStart(7)} ${(d.bytes / 1024 / 1024).toFixed(1).padStart(6)} ${(d.ms / 1000).toFixed(1).padStart(6)} ${`${d.beforeMb}`.padStart(10)} ${`${d.peakMb}`.padStart(6)} ${`${d.afterMb}`.padStart(6)}`,
    );
  }
}
console.log('\nTargets (issue 27 §3: 100 000 events export in flat memory)');
for (const { backend, reference, all, logged } of figures) {
  const flat = all.peakMb <= reference.peakMb + flatMarginMb;
  console.log(
    `${flat ? 'met   ' : 'MISSED'} ${backend.padEnd(11)} peak RSS ${all.peakMb} MB exporting ${all.rows} events (${(all.bytes / 1024 / 1024).toFixed(1)} MB of CSV), at most ${flatMarginMb} MB above the reference's ${reference.peakMb} MB`,
  );
  const complete = all.rows === logged;
  console.log(`${complete ? 'met   ' : 'MISSED'} ${backend.padEnd(11)} every event exported: ${all.rows} of ${logged}`);
}
