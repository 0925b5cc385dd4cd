import os from 'node:os';
import type { AuthResponse } from '@common/auth';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { type Env, parseEnv } from '../env';
import { buildRegistration } from './factories';
import { multipartBody } from './multipart';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  env: Env;
  close(): Promise<void>;
}

/** The real app on a private real database, driven with app.inject. */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), ...envOverrides });
  const database = await openTestDatabase();
  const app = await buildApp({ env, database });
  await app.ready();
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Signs up a fresh account through the API and returns its token and user. */
/** The workspace a user belongs to. */
export async function workspaceOf(database: DatabaseHandle, userId: string): Promise<string> {
  const row = await database.db
    .selectFrom('users')
    .select('workspace_id')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.workspace_id;
}

export async function registerThroughApi(
  app: FastifyInstance,
  overrides: Parameters<typeof buildRegistration>[0] = {},
  remoteAddress = '127.0.0.1',
): Promise<AuthResponse & { password: string }> {
  const payload = buildRegistration(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as AuthResponse), password: payload.password };
}

let demoAddressSequence = 0;

/**
 * Starts a demo session through the API, from an address of its own unless one is given (demo starts are
 * throttled per address), and expects 200.
 */
export async function startDemoThroughApi(
  app: FastifyInstance,
  remoteAddress = `10.50.${Math.floor(++demoAddressSequence / 250)}.${(demoAddressSequence % 250) + 1}`,
): Promise<AuthResponse> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress });
  if (response.statusCode !== 200)
    throw new Error(`demo start failed: ${response.statusCode} ${response.body}`);
  return response.json() as AuthResponse;
}

/** Uploads a Utah week of `year` as the web app sends it and expects 201; the created filing. */
export async function uploadWeekThroughApi(
  app: FastifyInstance,
  token: string,
  week: { weekNumber: number; year: number },
  csv: string,
): Promise<{ filing: { id: number } }> {
  const body = multipartBody(
    { state: 'utah', confirmMismatch: 'true', weekNumber: String(week.weekNumber), year: String(week.year) },
    [{ field: 'csvFile', fileName: `week-${week.weekNumber}.csv`, content: csv }],
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/court-filings/upload',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json() as { filing: { id: number } };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
