// The server's benchmark (issue 12, ADR 0010): the BUILT portal on PGlite and on a throw-away PostgreSQL
// database, next to a bare Fastify route, in one run on this machine. For each: start time on an empty and
// on an existing data folder, RSS at rest, requests/s and latency of the portal's endpoints under bounded
// load (autocannon, 10 connections, loopback only) with a demo user signed in through the real OpenID
// flow of the embedded provider, and RSS after a 30-second mixed load. Ends with the first-screen sizes
// (scripts/size.mjs) when the app is built. Run from the root: `pnpm bench` (builds first).
//
// BENCH_SECONDS: seconds per endpoint (default 5); BENCH_LOAD_SECONDS: the mixed load before the RSS
// reading (default 30); TEST_DATABASE_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
// BENCH_PORTS (e.g. "4420-4429"): the ports the started servers take in turn (default: any free one).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import {
  createPostgresDatabase,
  load as loadWith,
  rootDir,
  rssMb,
  serverArgs as builtServerArgs,
  serverEntry,
  signIn as signInAs,
  sleep,
  start,
  stop,
  type Measured,
} from './harness';

const connections = 10;
const secondsPerEndpoint = Number(process.env.BENCH_SECONDS ?? 5);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const settleMs = 2000;
const demoPassword = 'bench-demo-password';
const persona = 'both@example.com';

/** The reference: Fastify with one route and nothing else, in a process of its own like the portal. */
const bareFastify = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;

/** What is loaded, in this order; `signedIn` ones carry the demo user's bearer token. */
const portalTargets = [
  { name: 'GET /health', path: '/health', signedIn: false },
  { name: 'GET /id/userinfo', path: '/id/userinfo', signedIn: true },
  { name: 'GET /api/notifications', path: '/api/notifications', signedIn: true },
  { name: 'GET /api/profiles', path: '/api/profiles', signedIn: true },
] as const;

/** An access token of the persona, signed in the way the portal does it (code flow with PKCE). */
const signIn = (origin: string) => signInAs(origin, persona, demoPassword);

function load(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
  requests?: autocannon.Request[],
): Promise<Measured> {
  return loadWith(url, { connections, seconds, headers, ...(requests ? { requests } : {}) });
}

interface BackendFigures {
  backend: string;
  startEmptyMs: number;
  startExistingMs: number;
  restMb: number;
  afterEndpointsMb: number;
  afterLoadMb: number;
  mixed: Measured;
  endpoints: Map<string, Measured>;
}

// With the Node options of `pnpm serve`, which are part of what is measured.
const serverArgs = await builtServerArgs();
const portalEnv = { DEMO_PASSWORD: demoPassword, SEED_DEMO: '1', OIDC_ACCESS_TOKEN_TTL: '3600' };

async function measureBackend(backend: string, env: Record<string, string>): Promise<BackendFigures> {
  // The first start creates and seeds the database; the second opens what the first left.
  const empty = await start(serverArgs, { ...portalEnv, ...env });
  await stop(empty.child);
  const server = await start(serverArgs, { ...portalEnv, ...env });
  try {
    await sleep(settleMs);
    const restMb = await rssMb(server.child.pid!);
    const authorization = `Bearer ${await signIn(server.origin)}`;
    const endpoints = new Map<string, Measured>();
    for (const target of portalTargets) {
      const headers: Record<string, string> = target.signedIn ? { authorization } : {};
      endpoints.set(target.name, await load(`${server.origin}${target.path}`, secondsPerEndpoint, headers));
    }
    const afterEndpointsMb = await rssMb(server.child.pid!);
    const mixed = await load(
      server.origin,
      loadSeconds,
      { authorization },
      portalTargets.map((target) => ({ method: 'GET', path: target.path })),
    );
    const afterLoadMb = await rssMb(server.child.pid!);
    return {
      backend,
      startEmptyMs: empty.startMs,
      startExistingMs: server.startMs,
      restMb,
      afterEndpointsMb,
      afterLoadMb,
      mixed,
      endpoints,
    };
  } finally {
    await stop(server.child);
  }
}

/** Runs the first-screen size report of the app (its own script and budgets), or says why not. */
function firstScreenSizes(): Promise<string> {
  const script = path.join(rootDir, 'scripts', 'size.mjs');
  if (!existsSync(script)) return Promise.resolve('(no scripts/size.mjs)');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], { cwd: rootDir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) =>
      resolve(`${output.trimEnd()}${code === 0 ? '' : `\n(scripts/size.mjs exited ${code})`}`),
    );
  });
}

if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run pnpm build first (pnpm bench does)`);

const bare = await start(['--input-type=module', '-e', bareFastify], {}, '/bare');
let bareFigures: Measured;
let bareRestMb: number;
let bareAfterMb: number;
try {
  await sleep(settleMs);
  bareRestMb = await rssMb(bare.child.pid!);
  bareFigures = await load(`${bare.origin}/bare`, secondsPerEndpoint);
  bareAfterMb = await rssMb(bare.child.pid!);
} finally {
  await stop(bare.child);
}

const figures: BackendFigures[] = [];
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'eventsuite-bench-'));
try {
  figures.push(await measureBackend('PGlite', { DATA_DIR: dataDir }));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
const postgres = await createPostgresDatabase();
try {
  figures.push(await measureBackend('PostgreSQL', { DATABASE_URL: postgres.url }));
} finally {
  await postgres.drop();
}

// The report.
const cell = (value: string | number, width: number) => String(value).padStart(width);
const percent = (rps: number) => `${((100 * rps) / bareFigures.rps).toFixed(1)} %`;
const line = (backend: string, name: string, m: Measured) =>
  `${backend.padEnd(11)} ${name.padEnd(24)} ${cell(Math.round(m.rps), 7)} ${cell(m.p50, 5)} ${cell(m.p99, 5)} ${cell(percent(m.rps), 8)}${m.failed ? `  ${m.failed} failed` : ''}`;

console.log(
  `\nLoad: autocannon, ${connections} connections, ${secondsPerEndpoint} s per endpoint, loopback; signed in as ${persona}; ${os.cpus().length} cores`,
);
console.log(
  `${'backend'.padEnd(11)} ${'endpoint'.padEnd(24)} ${cell('req/s', 7)} ${cell('p50', 5)} ${cell('p99', 5)} ${cell('of bare', 8)}   (ms)`,
);
console.log(line('reference', 'bare Fastify route', bareFigures));
for (const backend of figures) {
  for (const [name, measured] of backend.endpoints) console.log(line(backend.backend, name, measured));
  console.log(line(backend.backend, `all four, ${loadSeconds} s`, backend.mixed));
}

console.log('\nStart to /health (ms) and RSS (MB)');
console.log(
  `${'server'.padEnd(11)} ${cell('start, empty', 13)} ${cell('start, existing', 16)} ${cell('RSS at rest', 12)} ${cell('after endpoints', 16)} ${cell(`after ${loadSeconds} s load`, 17)}`,
);
console.log(
  `${'bare'.padEnd(11)} ${cell(Math.round(bare.startMs), 13)} ${cell('', 16)} ${cell(bareRestMb, 12)} ${cell(bareAfterMb, 16)} ${cell('', 17)}`,
);
for (const backend of figures) {
  console.log(
    `${backend.backend.padEnd(11)} ${cell(Math.round(backend.startEmptyMs), 13)} ${cell(Math.round(backend.startExistingMs), 16)} ${cell(backend.restMb, 12)} ${cell(backend.afterEndpointsMb, 16)} ${cell(backend.afterLoadMb, 17)}`,
  );
}

// Issue 12's targets, as set: a miss is reported, never relaxed.
const verdict = (met: boolean) => (met ? 'met   ' : 'MISSED');
console.log('\nTargets (issue 12)');
for (const backend of figures) {
  const userinfo = backend.endpoints.get('GET /id/userinfo')!;
  const notifications = backend.endpoints.get('GET /api/notifications')!;
  const share = backend.backend === 'PGlite' ? 0.1 : 0.2;
  const memoryLimit = backend.backend === 'PGlite' ? 300 : 200;
  const checks: [boolean, string][] = [
    [
      userinfo.rps >= share * bareFigures.rps,
      `/id/userinfo at least ${share * 100} % of the bare route: ${percent(userinfo.rps)}`,
    ],
    [userinfo.p99 < 20, `/id/userinfo p99 under 20 ms: ${userinfo.p99} ms`],
    [
      notifications.rps >= userinfo.rps / 2,
      `/api/notifications at least half of /id/userinfo: ${Math.round(notifications.rps)} of ${Math.round(userinfo.rps)} req/s`,
    ],
    [
      backend.afterLoadMb <= memoryLimit,
      `RSS after ${loadSeconds} s load at most ${memoryLimit} MB: ${backend.afterLoadMb} MB`,
    ],
    [
      backend.startExistingMs < 1500,
      `start on an existing data folder under 1.5 s: ${Math.round(backend.startExistingMs)} ms`,
    ],
  ];
  for (const [met, text] of checks) console.log(`${verdict(met)} ${backend.backend.padEnd(11)} ${text}`);
}

console.log('\nFirst-screen sizes (pnpm size)');
console.log(await firstScreenSizes());
