import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { type DatabaseHandle, openDatabase } from './db/database';
import { parseEnv } from './env';
import { openTestDatabase } from './test/test-database';

let app: FastifyInstance;
let database: DatabaseHandle;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docket-radar-web-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Docket Radar</title>');
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
  database = await openTestDatabase();
  app = await buildApp({ env: parseEnv({ NODE_ENV: 'test', DATA_DIR: webDir }), database, webDir });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['/', '/login', '/dashboard', '/case/12', '/no-such-page'])(
    'answers %s with the app shell',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Docket Radar</title>');
    },
  );

  it('serves the app shell without a listener leak warning (a returned reply is awaited per wait)', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      for (const url of ['/', '/dashboard']) await app.inject({ method: 'GET', url });
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });

  it('serves built assets, including files added after start', async () => {
    fs.writeFileSync(path.join(webDir, 'assets', 'later.js'), 'console.log(2)');
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/assets/later.js' })).body).toBe('console.log(2)');
  });

  it('answers an unknown API route with a JSON 404, never the app shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends a strict content security policy and refuses framing and sniffing', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('reports health with the database kind', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: database.kind });
  });

  it('declares access for every API route, so the authorisation hook covers them all', () => {
    expect(app.routeTable.length).toBeGreaterThan(5);
    for (const route of app.routeTable) expect(['public', 'user', 'admin']).toContain(route.access);
  });
});

describe('when the database is unreachable', () => {
  it('answers /api/health with 503 and a clear message, and API calls with 503, not 500', async () => {
    // Port 1 on loopback: nothing listens there, so every connection is refused at once.
    const unreachable = await openDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
    const lonely = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', DATA_DIR: webDir }),
      database: unreachable,
    });
    await lonely.ready();
    const health = await lonely.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ error: 'Database unavailable', code: 'SERVICE_UNAVAILABLE' });
    const login = await lonely.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone@firm.test', password: 'whatever' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({ error: 'Service temporarily unavailable', code: 'SERVICE_UNAVAILABLE' });
    await lonely.close();
    await unreachable.close();
  });
});

describe('when no database connection can be had in time', () => {
  it('answers 503, not 500, when no connection opens or comes free from the pool within 5 s', async () => {
    // A server that accepts connections and never answers. With a pool of one, the first call waits for a
    // connection that never opens, and the second for a pooled connection that never comes free: the state
    // of a pool whose every connection is held by slow queries.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const stuck = await openDatabase({
      kind: 'postgres',
      url: `postgres://nobody@127.0.0.1:${port}/none`,
      poolSize: 1,
    });
    const app = await buildApp({ env: parseEnv({ NODE_ENV: 'test', DATA_DIR: webDir }), database: stuck });
    await app.ready();
    try {
      const login = () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'someone@firm.test', password: 'whatever' },
        });
      const answers = await Promise.all([login(), login()]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toEqual({
          error: 'Service temporarily unavailable',
          code: 'SERVICE_UNAVAILABLE',
        });
      }
    } finally {
      await app.close();
      for (const socket of sockets) socket.destroy();
      await stuck.close().catch(() => {});
      silent.close();
    }
  }, 20_000);
});
