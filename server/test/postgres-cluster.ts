import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The newest installed PostgreSQL's bin folder (Debian layout, as .ci/run uses), if any. */
export function findPostgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : undefined;
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

function hasPostgresUser(): boolean {
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Why a private cluster cannot be started here, or undefined when it can. PostgreSQL refuses to run as
 * root, so root needs the `postgres` user to run it as.
 */
export function postgresClusterUnavailableReason(): string | undefined {
  if (!findPostgresBinDir()) return 'no PostgreSQL server binaries under /usr/lib/postgresql/*/bin';
  if (isRoot() && !hasPostgresUser())
    return 'running as root and there is no postgres user to run the server as';
  return undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Starts the (stopped) server again on the same port and data. */
  start(): void;
  /** `pg_ctl stop` in the given mode: 'fast' disconnects clients and shuts down cleanly. */
  stop(mode?: 'fast' | 'immediate'): void;
  /** Stops the server and removes the cluster. */
  destroy(): void;
}

/**
 * A throwaway PostgreSQL cluster in a temp dir, on a free port of 127.0.0.1, trust auth: for tests that
 * stop and start the server under a running app. Check `postgresClusterUnavailableReason()` first.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error('PostgreSQL is not installed');
  const run = (command: string, args: string[]) => {
    const bin = path.join(binDir, command);
    const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
    execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docket-radar-test-pg-'));
  fs.chmodSync(dir, 0o755);
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dir]);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  let running = false;
  const start = () => {
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
    running = true;
  };
  const stop = (mode: 'fast' | 'immediate' = 'fast') => {
    if (!running) return;
    run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
    running = false;
  };
  try {
    run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
    start();
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: () => {
      try {
        stop('immediate');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
