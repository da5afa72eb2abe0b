import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoPassword } from './personas';

const serverDir = fileURLToPath(new URL('../../../packages/portal-server/', import.meta.url));
const serverEntry = join(serverDir, 'dist', 'main.js');
const postgresServerUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A throw-away PostgreSQL database on the local server, dropped by `drop()`. */
export function createPostgresDatabase(): { url: string; drop(): void } {
  const name = `eventsuite_e2e_${randomBytes(6).toString('hex')}`;
  execFileSync('psql', [postgresServerUrl, '-qc', `create database ${name}`]);
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => execFileSync('psql', [postgresServerUrl, '-qc', `drop database if exists ${name} with (force)`]),
  };
}

export interface RunningServer {
  stop(): Promise<void>;
}

/**
 * Waits until the server of `child` answers /health on `port`, and returns how to stop it. The child is
 * also ended when the test worker exits without tearing down, so that no server outlives its run.
 */
async function whenHealthy(child: ChildProcess, port: string, timeout: number): Promise<RunningServer> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const endWithWorker = () => child.kill('SIGTERM');
  process.once('exit', endWithWorker);
  const stop = async () => {
    process.off('exit', endWithWorker);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const healthUrl = `http://127.0.0.1:${port}/health`;
  const deadline = Date.now() + timeout;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server on port ${port} exited with ${child.exitCode}; is it built (pnpm build)?`);
    }
    const healthy = await fetch(healthUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server on port ${port} did not become healthy within ${timeout / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One instance of the built portal server, as an operator would run it behind a load balancer. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'warn', DEMO_PASSWORD: demoPassword, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return whenHealthy(child, env.PORT!, 30_000);
}

/**
 * The built product served the way `pnpm start` serves it (the portal server's `serve` script), on
 * `port` of the loopback address with PGlite on a fresh data folder and the demo data: the development
 * default without SMTP_URL, which has the /mailbox page. `env` adds settings of a journey's own product.
 * `stop()` also removes the data folder.
 */
export async function startProduct(
  port: number,
  host = '127.0.0.1',
  env: Record<string, string> = {},
): Promise<RunningServer & { url: string }> {
  // Another host name than the loopback address (`localhost`) for what needs one: passkeys (WebAuthn).
  const url = `http://${host}:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'eventsuite-e2e-'));
  const serve = (JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as { scripts: { serve: string } })
    .scripts.serve;
  const child = spawn('sh', ['-c', `exec ${serve}`], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The OpenID redirect URIs follow the public address: each worker's product has its own.
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: demoPassword,
      ...env,
    },
  });
  try {
    const server = await whenHealthy(child, String(port), 120_000);
    return {
      url,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
