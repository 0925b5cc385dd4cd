import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { bundleServer } from '../../scripts/build';
import { ROOT_DIR } from '../harness/child-process';

/**
 * Builds the server as `npm run build` does, into a folder of the benchmarks' own (bench/data/server), so a
 * benchmark never rebuilds dist/server under a server or e2e run that is using it.
 */
export async function buildBenchServer(dataDir: string): Promise<string> {
  const outDir = path.join(dataDir, 'server');
  await bundleServer(path.join(ROOT_DIR, 'server/main.ts'), outDir);
  fs.cpSync(path.join(ROOT_DIR, 'server/db/seed'), path.join(outDir, 'seed'), {
    recursive: true,
    filter: (source) => fs.statSync(source).isDirectory() || source.endsWith('.csv'),
  });
  return path.join(outDir, 'main.mjs');
}

export function findFreePort(): Promise<number> {
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

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** SIGKILL, as a power cut or the OOM killer would: no shutdown hook runs. Resolves once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the server's graceful stop; SIGKILL after 30 s. */
  stop(): Promise<void>;
}

/**
 * Starts the built server (`entry`) as `npm start` would, on DATA_DIR `dataDir` (the embedded database) or
 * on `databaseUrl`, and resolves once /api/health answers 200. It is a plain child, in the benchmark's
 * process group, so the harness's time limit kills it too.
 */
export async function startServerProcess(options: {
  entry: string;
  dataDir: string;
  port: number;
  databaseUrl?: string;
  healthTimeoutMs?: number;
  /** More variables for the server (READ_CACHE_MB=0 to measure without the read cache). */
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    DIGEST_CHECK_HOURS: '0',
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child = spawn(process.execPath, [options.entry], {
    cwd: ROOT_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const server: ServerProcess = {
    baseUrl,
    child,
    output: () => output,
    kill: async () => {
      if (isRunning()) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (!isRunning()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + (options.healthTimeoutMs ?? 180_000);
  while (Date.now() < deadline) {
    if (!isRunning())
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`The server was not healthy in time:\n${output}`);
}
