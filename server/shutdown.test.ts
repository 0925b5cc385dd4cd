import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';

/** The deadline the server promises (docs/RELIABILITY.md): from SIGTERM to exit, whatever it is doing. */
const DEADLINE_MS = 10_000;
/** Slack for the signal to reach a loaded machine's event loop and for the process to end after its exit. */
const EXIT_MARGIN_MS = 5_000;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HEADER = 'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name';

/** Two parties per case; 6,000 cases fill more than one COPY batch (5,000), so the week is half loaded. */
function weekRows(cases: number, from = 0): string {
  const rows: string[] = [];
  for (let i = from; i < from + cases; i++) {
    const number = 251900000 + i;
    rows.push(
      `Debt Collection,${number},SALT LAKE CITY DISTRICT,02/10/2025,P,GRANITE RECOVERY PARTNERS LLC,`,
    );
    rows.push(`Debt Collection,${number},SALT LAKE CITY DISTRICT,02/10/2025,D,PETERSEN,LOGAN${i}`);
  }
  return `${rows.join('\r\n')}\r\n`;
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  /** Resolves with the time from now to the exit (or undefined after `withinMs`). */
  exitWithin(withinMs: number): Promise<number | undefined>;
}

const started: ChildProcess[] = [];

/** The server as `npm run dev` runs it (tsx), on the embedded database in `dataDir`, with its logs. */
async function startServer(dataDir: string): Promise<Server> {
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // 'test' turns the logger off, and the log is what the test reads.
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DIGEST_CHECK_HOURS: '0',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = once(child, 'exit');
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: Server = {
    child,
    baseUrl,
    output: () => output,
    exitWithin: async (withinMs) => {
      const from = performance.now();
      if (child.exitCode !== null || child.signalCode !== null) return 0;
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), withinMs));
      const outcome = await Promise.race([exited, timeout]);
      return outcome === 'timeout' ? undefined : performance.now() - from;
    },
  };
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not start:\n${output}`);
}

async function register(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `shutdown-${Date.now()}@docket-radar.invalid`,
      password: 'shutdown-test-1',
      firstName: 'Shut',
      lastName: 'Down',
      organization: 'Docket Radar tests',
      defaultState: 'utah',
      emailNotifications: false,
    }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`register failed (${response.status}): ${JSON.stringify(body)}`);
  return body.token;
}

/**
 * An upload of week 7 as the web app sends it (fields first, so the server imports as it reads): `cases`
 * cases, then either the end of the form (`finish`) or one more row every 100 ms (`trickle`), like a client
 * on a very slow line.
 */
function startUpload(baseUrl: string, token: string, uploadId: string, cases: number) {
  const boundary = '----shutdown-test-boundary';
  const fields = { state: 'utah', confirmMismatch: 'true', weekNumber: '7', year: '2025' };
  const head =
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
    `--${boundary}\r\nContent-Disposition: form-data; name="csvFile"; filename="week-${uploadId}.csv"\r\n` +
    'Content-Type: text/csv\r\n\r\n';
  const request = http.request(`${baseUrl}/api/court-filings/upload`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-upload-id': uploadId,
    },
  });
  let trickle: NodeJS.Timeout | undefined;
  const ended = new Promise<string>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(`answered ${response.statusCode}`));
      response.on('error', (error) => resolve(error.message));
    });
    request.on('error', (error) => resolve((error as NodeJS.ErrnoException).code ?? error.message));
  }).finally(() => clearInterval(trickle));
  request.write(`${head}${HEADER}\r\n${weekRows(cases)}`);
  return {
    ended,
    finish: () => request.end(`\r\n--${boundary}--\r\n`),
    trickle: () => {
      let next = cases;
      trickle = setInterval(() => {
        request.write(weekRows(1, next));
        next += 1;
      }, 100);
    },
  };
}

async function waitForCasesLoaded(baseUrl: string, token: string, uploadId: string): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const response = await fetch(`${baseUrl}/api/court-filings/import-progress/${uploadId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status === 200 && ((await response.json()) as { casesLoaded: number }).casesLoaded > 0)
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The import never loaded a batch');
}

function logLines(output: string): { msg?: string; [key: string]: unknown }[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string });
}

let dataDir: string;

afterEach(() => {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('stopping the server', () => {
  it('exits within the deadline while an import is still uploading, names it in the log, and the next start has no half week', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docket-radar-shutdown-'));
    const server = await startServer(dataDir);
    const token = await register(server.baseUrl);
    const upload = startUpload(server.baseUrl, token, 'shutdown-test-upload-1', 6_000);
    upload.trickle();
    await waitForCasesLoaded(server.baseUrl, token, 'shutdown-test-upload-1');

    server.child.kill('SIGTERM');
    const exitMs = await server.exitWithin(DEADLINE_MS + EXIT_MARGIN_MS);
    expect(exitMs, `no exit within the deadline:\n${server.output()}`).toBeDefined();
    // 0: the database was closed (checkpointed), not left for the next start to recover.
    expect(server.child.exitCode).toBe(0);
    const cut = logLines(server.output()).find((l) => l.msg?.startsWith('shutdown deadline: cut short'));
    expect(cut, server.output()).toBeDefined();
    expect(cut?.cutShort).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/court-filings/upload', isImport: true }),
    ]);
    expect(await upload.ended).not.toMatch(/^answered 2/);

    const restarted = await startServer(dataDir);
    const listed = await fetch(`${restarted.baseUrl}/api/court-filings?state=utah`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await listed.json()).toEqual([]);
    // The week is free again: nothing of the cut import is left to refuse it.
    const again = startUpload(restarted.baseUrl, token, 'shutdown-test-upload-2', 20);
    again.finish();
    expect(await again.ended).toBe('answered 201');
    restarted.child.kill('SIGTERM');
    expect(await restarted.exitWithin(DEADLINE_MS + EXIT_MARGIN_MS)).toBeDefined();

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const unready = await database.db
        .selectFrom('filings')
        .select('id')
        .where('status', '<>', 'ready')
        .execute();
      expect(unready).toEqual([]);
      const { rows } = await sql<{ name: string }>`
        SELECT c.relname AS name FROM pg_class c
        WHERE c.relkind IN ('r', 'p') AND c.relname ~ '_f[0-9]+$'
          AND NOT EXISTS (SELECT 1 FROM filings f WHERE f.status = 'ready' AND c.relname ~ ('_f' || f.id || '$'))`.execute(
        database.db,
      );
      expect(rows).toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);

  it('exits at once on a second signal, without waiting for the deadline', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docket-radar-shutdown-'));
    const server = await startServer(dataDir);
    const token = await register(server.baseUrl);
    const upload = startUpload(server.baseUrl, token, 'shutdown-test-upload-3', 10);
    upload.trickle();
    await new Promise((resolve) => setTimeout(resolve, 500));

    server.child.kill('SIGTERM');
    // Still draining: the upload never ends on its own.
    expect(await server.exitWithin(500)).toBeUndefined();
    server.child.kill('SIGTERM');
    const exitMs = await server.exitWithin(DEADLINE_MS / 2);
    expect(exitMs, server.output()).toBeDefined();
    expect(logLines(server.output()).some((l) => l.msg?.startsWith('second signal'))).toBe(true);
    await upload.ended;
  }, 120_000);
});
