import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN_DIR = '/usr/lib/postgresql/15/bin';
const PORT = 55499;

export interface PostgresServer {
  url: string;
  /** Highest sum of the server's processes' RSS seen in 500 ms samples (shared buffers counted per process). */
  peakRssMb(): number | undefined;
  stop(): Promise<void>;
}

export function postgresInstalled(): boolean {
  if (!fs.existsSync(path.join(BIN_DIR, 'pg_ctl'))) return false;
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function asPostgres(command: string, args: string[]): string {
  return execFileSync('runuser', ['-u', 'postgres', '--', path.join(BIN_DIR, command), ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function serverRssKb(postmasterPid: number): number {
  try {
    const own = execFileSync('ps', ['-o', 'rss=', '-p', String(postmasterPid)], { encoding: 'utf8' });
    const children = execFileSync('ps', ['-o', 'rss=', '--ppid', String(postmasterPid)], {
      encoding: 'utf8',
    });
    return `${own}\n${children}`
      .split('\n')
      .map((line) => Number.parseInt(line.trim(), 10))
      .filter(Number.isFinite)
      .reduce((sum, kb) => sum + kb, 0);
  } catch {
    return 0;
  }
}

/**
 * A throwaway PostgreSQL 15 cluster in a temp dir (the `postgres` user must own it), on 127.0.0.1:55499
 * only, trust auth, for benchmarks. `stop()` shuts it down fast and removes the cluster.
 */
export async function startPostgresServer(label: string): Promise<PostgresServer> {
  if (!postgresInstalled()) throw new Error(`PostgreSQL 15 is not installed in ${BIN_DIR}`);
  if (process.getuid?.() !== 0)
    throw new Error('starting the PostgreSQL server needs root (runuser -u postgres)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-pg-${path.basename(label)}-`));
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  execFileSync('chown', ['postgres:postgres', dir]);
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  const stop = async () => {
    if (timer) clearInterval(timer);
    if (started) {
      try {
        asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      started = false;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
    const options = [
      `-p ${PORT}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${dir}'`,
      '-c shared_buffers=256MB',
      '-c max_wal_size=4GB',
      '-c fsync=on',
    ].join(' ');
    asPostgres('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
    started = true;
    const pid = Number.parseInt(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8'), 10);
    let peakKb = 0;
    timer = setInterval(() => {
      peakKb = Math.max(peakKb, serverRssKb(pid));
    }, 500);
    timer.unref();
    return {
      url: `postgres://postgres@127.0.0.1:${PORT}/postgres`,
      peakRssMb: () => (peakKb > 0 ? peakKb / 1024 : undefined),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
