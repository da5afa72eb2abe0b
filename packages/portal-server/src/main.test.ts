import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from './paths';

interface Run {
  exitCode: Promise<number | null>;
  output: () => string;
  kill: (signal: NodeJS.Signals) => void;
}

/** Starts `src/main.ts` the way `pnpm dev` does, with only the given environment on top of PATH. */
function startServer(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  return {
    exitCode: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
    output: () => output,
    kill: (signal) => child.kill(signal),
  };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

interface LogLine {
  msg: string;
  url?: string;
  reqId?: string;
  req?: unknown;
  res?: unknown;
}

const logLinesOf = (output: string) =>
  output.split('\n').flatMap((line) => (line.startsWith('{') ? [JSON.parse(line) as LogLine] : []));

const noStackTrace = (text: string) => expect(text).not.toMatch(/^\s+at /m);

describe('main process', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'eventsuite-main-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('exits 78 with one line per configuration problem', async () => {
    const run = startServer({ DATABASE_URL: 'mysql://db/portal', PORT: 'eighty' });
    expect(await run.exitCode).toBe(78);
    expect(run.output().trim().split('\n')).toEqual([
      'Configuration error: PORT must be a whole number from 0 to 65535',
      'Configuration error: DATABASE_URL must start with postgres:// or postgresql://',
    ]);
  });

  it('exits 69 with a clear message when the database cannot be reached', async () => {
    const run = startServer({ DATABASE_URL: 'postgres://portal:s3cret@127.0.0.1:1/portal' });
    expect(await run.exitCode).toBe(69);
    expect(run.output()).toMatch(
      /^Cannot reach the database at postgres:\/\/portal:\*\*\*@127\.0\.0\.1:1\/portal: .*ECONNREFUSED/,
    );
    expect(run.output()).not.toContain('s3cret');
    noStackTrace(run.output());
  });

  it('exits 69 when an external identity provider cannot be reached', async () => {
    const run = startServer({ OIDC_AUTHORITY: 'http://127.0.0.1:1/realms/crew', DATA_DIR: path.join(dir, 'unused') });
    expect(await run.exitCode).toBe(69);
    expect(run.output()).toMatch(
      /^Cannot reach the identity provider at http:\/\/127\.0\.0\.1:1\/realms\/crew: fetch failed/,
    );
    noStackTrace(run.output());
  });

  it('serves /health on PGlite and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const run = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      STATIC_DIR: dir,
    });
    let health: unknown;
    // A first start creates the PGlite database: seconds alone, far more beside other test files.
    for (let attempt = 0; attempt < 500 && health === undefined; attempt++) {
      health = await fetch(`http://127.0.0.1:${port}/health`)
        .then((response) => response.json())
        .catch(() => new Promise((resolve) => setTimeout(() => resolve(undefined), 100)));
    }
    expect(health).toEqual({ status: 'ok', database: 'ok' });
    const logLines = logLinesOf(run.output());
    expect(logLines.find((entry) => entry.url)?.msg).toBe(
      `Eventsuite portal is running: open http://localhost:${port}`,
    );
    // A fresh PGlite folder gets the demo accounts, with a random password shown this once.
    expect(logLines.map((entry) => entry.msg)).toContainEqual(
      expect.stringMatching(/^Demo accounts created: sign in as admin@example\.com .*, password [\w-]{16}$/),
    );
    run.kill('SIGTERM');
    expect(await run.exitCode).toBe(0);
    expect(run.output()).toContain('"msg":"Stopped"');
    // Stopped, so every line is out. One line per request, with the request and the answer in it.
    const requestLines = logLinesOf(run.output()).filter((entry) => entry.reqId !== undefined);
    expect(requestLines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/health' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  }, 90_000);
});
