import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { demoPassword } from './personas';

const serverEntry = fileURLToPath(new URL('../../../packages/portal-server/dist/main.js', import.meta.url));
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

/** One instance of the built portal server, as an operator would run it behind a load balancer. */
export async function startServer(env: Record<string, string>): Promise<{ stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'warn', DEMO_PASSWORD: demoPassword, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const healthUrl = `http://127.0.0.1:${env.PORT}/health`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server on port ${env.PORT} exited with ${child.exitCode}`);
    const healthy = await fetch(healthUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`The server on port ${env.PORT} did not become healthy`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
