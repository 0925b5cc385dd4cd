import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer, buildWeb, SERVER_ENTRY } from '../scripts/build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real server under test listens, e.g. http://127.0.0.1:41234. */
    baseURL: string;
    /** The first account registered, which the server makes admin. */
    adminEmail: string;
    adminPassword: string;
  }
}

const HEALTH_TIMEOUT_MS = 120_000;
const ADMIN_PASSWORD = 'admin-password-1';

/** Asks the OS for a port nobody uses (the server cannot report the one PORT=0 would pick). */
function findFreePort(): Promise<number> {
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

/** The production build, web app and server, as `npm start` runs it: the journeys test what users run. */
async function buildApp(): Promise<void> {
  // Vitest sets NODE_ENV=test, and Vite would then bundle React's development build.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildWeb();
    await buildServer();
  } finally {
    process.env.NODE_ENV = previous;
  }
}

function startServer(port: number, dataDir: string): { child: ChildProcess; output: () => string } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // Every journey comes from 127.0.0.1; the demo-start throttle is tested in server/features/auth.
    DEMO_STARTS_PER_MINUTE: '30',
  };
  // The journeys run against the embedded database in a fresh directory, never a developer's PostgreSQL.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: process.cwd(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, output: () => output };
}

async function waitForHealth(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before it was healthy:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s:\n${output()}`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** The first sign-up becomes admin; take that seat so the journeys' own accounts are plain users. */
async function registerAdmin(baseURL: string): Promise<string> {
  const email = 'e2e-admin@docket-radar.test';
  const response = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: ADMIN_PASSWORD,
      firstName: 'Ada',
      lastName: 'Admin',
      organization: 'Docket Radar QA',
      defaultState: 'utah',
      emailNotifications: false,
    }),
  });
  const body = (await response.json()) as { user?: { isAdmin?: boolean } };
  if (response.status !== 201 || !body.user?.isAdmin) {
    throw new Error(`Could not register the admin account (${response.status}): ${JSON.stringify(body)}`);
  }
  return email;
}

export default async function setup(project: TestProject) {
  await buildApp();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docket-radar-e2e-'));
  const port = await findFreePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const { child, output } = startServer(port, dataDir);

  const teardown = async () => {
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, output);
    const adminEmail = await registerAdmin(baseURL);
    project.provide('baseURL', baseURL);
    project.provide('adminEmail', adminEmail);
    project.provide('adminPassword', ADMIN_PASSWORD);
  } catch (error) {
    await teardown();
    throw error;
  }

  return teardown;
}
