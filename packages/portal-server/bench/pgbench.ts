// The database alone, for reading a server benchmark's figures: PostgreSQL's pgbench runs given statements
// from many clients at once against the benchmark's database, with nothing of ours in between, and its
// per-transaction log gives the same p50/p99 the HTTP load reports.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Measured } from './harness';

/** Whether pgbench can be run here (it ships with PostgreSQL's client tools). */
export async function hasPgbench(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('pgbench', ['--version'], { stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}

/** A statement with its parameters written in as literals, for a pgbench script. */
export function inlined(text: string, params: unknown[]): string {
  const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
  // An array parameter (`= any($1)`) becomes PostgreSQL's array literal, '{"a","b"}'.
  const literal = (value: unknown) =>
    typeof value === 'number'
      ? String(value)
      : Array.isArray(value)
        ? quoted(`{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`)
        : quoted(String(value));
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1])).replace(/\s*\n\s*/g, ' ');
}

/**
 * Runs `statements` (one picked at random per transaction, each as its own script) from `clients`
 * connections for `seconds`, in pgbench's extended protocol, as node-postgres sends them (unnamed, planned
 * on each run).
 */
export async function pgbench(
  databaseUrl: string,
  statements: string[],
  { clients, seconds }: { clients: number; seconds: number },
): Promise<Measured> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eventsuite-pgbench-'));
  try {
    const scripts: string[] = [];
    for (const [index, statement] of statements.entries()) {
      const file = path.join(dir, `statement-${index}.sql`);
      await writeFile(file, `${statement};\n`);
      scripts.push('-f', file);
    }
    const url = new URL(databaseUrl);
    const args = [
      ...['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')],
      ...['-n', '-M', 'extended', '-c', String(clients), '-j', String(os.cpus().length), '-T', String(seconds)],
      ...['-l', '--log-prefix', path.join(dir, 'log'), ...scripts, url.pathname.slice(1)],
    ];
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('pgbench', args, { env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`pgbench exited with ${code}: ${text}`)),
      );
    });
    // Each line of the log: client, transaction, latency in µs, script, epoch s, epoch µs.
    const latencies: number[] = [];
    for (const name of await readdir(dir)) {
      if (!name.startsWith('log')) continue;
      for (const line of (await readFile(path.join(dir, name), 'utf8')).split('\n')) {
        const micros = Number(line.split(' ')[2]);
        if (line !== '' && Number.isFinite(micros)) latencies.push(micros / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    const at = (share: number) =>
      Math.round(10 * (latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0)) / 10;
    const failed = Number(/number of failed transactions: (\d+)/.exec(output)?.[1] ?? 0);
    return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), failed };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
