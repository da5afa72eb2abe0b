// What the server's benchmarks share (bench/portal.ts, bench/team-members.ts): starting the BUILT server
// (or another script) in a process of its own, signing in through the embedded provider, loading an
// address with autocannon, reading RSS, and throw-away PostgreSQL databases.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { TestBrowser } from '../src/identity-provider/test-browser';
import { freePort, portalClient } from '../src/identity-provider/test-portal-client';

const startLimitMs = 60_000;
export const postgresServerUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const packageDir = fileURLToPath(new URL('..', import.meta.url));
export const rootDir = path.resolve(packageDir, '..', '..');
export const serverEntry = path.join(packageDir, 'dist', 'main.js');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident set size of a process in MB, from /proc (Linux). */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]) / 1024);
}

export interface Started {
  child: ChildProcess;
  origin: string;
  /** From spawning the process to the first 200 of /health. */
  startMs: number;
}

/**
 * The ports the started processes listen on: BENCH_PORTS="first-last" keeps them in a given range (a shared
 * machine where each user has its own ports); without it, any free port.
 */
const benchPorts = process.env.BENCH_PORTS?.split('-').map(Number);
let nextBenchPort = benchPorts?.[0] ?? 0;
async function nextPort(): Promise<number> {
  if (!benchPorts) return freePort();
  const [first = 0, last = first] = benchPorts;
  const port = nextBenchPort;
  nextBenchPort = port >= last ? first : port + 1;
  return port;
}

export async function start(args: string[], env: Record<string, string>, healthPath = '/health'): Promise<Started> {
  const port = await nextPort();
  const origin = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: packageDir,
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const healthy = await fetch(`${origin}${healthPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, origin, startMs: performance.now() - began };
    if (performance.now() - began > startLimitMs) {
      child.kill('SIGKILL');
      throw new Error(`${args.join(' ')} did not become healthy`);
    }
    await sleep(10);
  }
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The node arguments of `pnpm serve` (its options are part of what is measured) and the built server. */
export async function serverArgs(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
  const serveScript = manifest.scripts.serve as string;
  return [...serveScript.split(' ').filter((word) => word.startsWith('--')), serverEntry];
}

/** An access token of the person, signed in the way the portal does it (code flow with PKCE). */
export async function signIn(origin: string, email: string, password: string): Promise<string> {
  const client = portalClient(origin);
  const { code, verifier } = await client.signIn(new TestBrowser(), email, password);
  const { body } = await client.exchange(code, verifier);
  if (!body.access_token) throw new Error(`No access token: ${JSON.stringify(body)}`);
  return body.access_token;
}

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, and connection errors or timeouts. */
  failed: number;
}

export async function load(
  url: string,
  options: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    requests?: autocannon.Request[];
  },
): Promise<Measured> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
    ...(options.requests ? { requests: options.requests } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** A database of its own on the PostgreSQL server, and the way to drop it again. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `eventsuite_bench_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: postgresServerUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
