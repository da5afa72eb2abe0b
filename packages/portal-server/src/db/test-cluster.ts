import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL server of a test's own, which it may stop and start again: the machine's shared server
 * serves others. Built with the installed server's programs (Debian: /usr/lib/postgresql/<version>/bin).
 */
export interface TestCluster {
  /** The URL of its `postgres` database, as `TEST_DATABASE_URL` would give it. */
  readonly serverUrl: string;
  /** Stops the server the way an operator's restart does: every session is terminated (pg_ctl -m fast). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its files. */
  dispose(): Promise<void>;
}

/** The folder of the newest installed server's initdb and pg_ctl, if there is one. */
export function findClusterPrograms(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], 'bin');
}

/** A port nobody listens on right now, on the loopback interface. */
async function freeLoopbackPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Creates and starts a cluster on a free loopback port in a temporary folder. PostgreSQL refuses to run as
 * root, so as root (CI) its programs run as the `postgres` user, which then owns the folder.
 */
export async function startTestCluster(): Promise<TestCluster> {
  const bin = findClusterPrograms();
  if (!bin) throw new Error('No PostgreSQL server programs under /usr/lib/postgresql/*/bin');
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eventsuite-cluster-'));
  if (asRoot) {
    const ids = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
    await chown(dir, await ids('-u'), await ids('-g'));
  }
  const program = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]) : run(path.join(bin, name), args);
  const dataDir = path.join(dir, 'data');
  const port = await freeLoopbackPort();
  // Nothing here needs to survive a crash of the machine: no fsync, the quickest start and stop.
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  const pgCtl = (args: string[]) => program('pg_ctl', ['-D', dataDir, '-w', '-t', '30', ...args]);
  const start = async () => {
    await pgCtl(['-l', path.join(dir, 'server.log'), '-o', serverOptions, 'start']);
  };
  const stop = async () => {
    await pgCtl(['-m', 'fast', 'stop']);
  };

  try {
    await program('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await start();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    serverUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    dispose: async () => {
      await stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
