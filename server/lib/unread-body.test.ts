import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../test/multipart';
import {
  bearer,
  createTestApp,
  registerThroughApi,
  type TestApp,
  uploadWeekThroughApi,
} from '../test/test-app';
import { DRAIN_MAX_BYTES } from './unread-body';

/**
 * Early answers on a real connection: a request refused before its body was read must leave the
 * connection usable (a short body is read and dropped, keep-alive) or close it cleanly (a long one:
 * `Connection: close`, and what the client still sends is read until it stops, so it sees the answer and
 * no reset). Driven from a raw socket and Node's fetch; the browser's side is in e2e/upload-week.e2e.ts.
 */

let t: TestApp;
let token: string;
let origin: string;

const WEEK = { state: 'utah', confirmMismatch: 'true', weekNumber: '9', year: '2025' };

/** A CSV of about `bytes` bytes (its size is what matters here: the week is a duplicate). */
function csvOf(bytes: number): string {
  const row = 'Contract,251900001,PROVO DISTRICT,03/04/2025,P,FENWICK,DANA\n';
  return `case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name\n${row.repeat(Math.ceil(bytes / row.length))}`;
}

/** An upload of week 9 again (a 409 as soon as its fields are read), with a file of `bytes`. */
function duplicateUpload(bytes: number) {
  return multipartBody(WEEK, [{ field: 'csvFile', fileName: 'again.csv', content: csvOf(bytes) }]);
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerThroughApi(t.app)).token;
  await uploadWeekThroughApi(t.app, token, { weekNumber: 9, year: 2025 }, csvOf(2_000));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address() as net.AddressInfo;
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await t?.close();
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Reads HTTP/1.1 responses off a raw socket as they complete (Content-Length framed, as ours are). */
function responseReader(socket: net.Socket) {
  let buffer = Buffer.alloc(0);
  const waiting: ((r: RawResponse) => void)[] = [];
  const ready: RawResponse[] = [];
  socket.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [statusLine, ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      const length = Number(headers['content-length'] ?? 0);
      if (buffer.length < end + 4 + length) return;
      const response = {
        status: Number(statusLine!.split(' ')[1]),
        headers,
        body: buffer.subarray(end + 4, end + 4 + length).toString('utf8'),
      };
      buffer = buffer.subarray(end + 4 + length);
      const next = waiting.shift();
      if (next) next(response);
      else ready.push(response);
    }
  });
  return {
    next: () =>
      new Promise<RawResponse>((resolve) => {
        const response = ready.shift();
        if (response) resolve(response);
        else waiting.push(resolve);
      }),
  };
}

function connect(): Promise<net.Socket> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => resolve(socket));
    socket.once('error', reject);
  });
}

function write(socket: net.Socket, data: Buffer | string): Promise<void> {
  return new Promise((resolve, reject) => socket.write(data, (error) => (error ? reject(error) : resolve())));
}

function uploadHead(body: { payload: Buffer; headers: Record<string, string> }): string {
  return (
    `POST /api/court-filings/upload HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer ${token}\r\n` +
    `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`
  );
}

describe('an answer given before the body was read', () => {
  it('reads the rest of a short body and answers the next request on the same connection', async () => {
    const body = duplicateUpload(DRAIN_MAX_BYTES / 2);
    const socket = await connect();
    const responses = responseReader(socket);
    // The fields and the start of the file: the server refuses the week without the rest.
    await write(socket, uploadHead(body) + body.payload.subarray(0, 64 * 1024).toString('latin1'));
    const refused = await responses.next();
    expect(refused.status).toBe(409);
    expect(refused.headers.connection).toBe('keep-alive');
    await write(socket, body.payload.subarray(64 * 1024));
    await write(
      socket,
      `GET /api/court-filings?state=utah HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer ${token}\r\n\r\n`,
    );
    const next = await responses.next();
    expect(next.status).toBe(200);
    expect(JSON.parse(next.body)).toEqual([expect.objectContaining({ weekNumber: 9 })]);
    socket.destroy();
  });

  it('closes the connection after the answer to a long body, reading what the client still sends: no reset', async () => {
    const body = duplicateUpload(DRAIN_MAX_BYTES * 3);
    const socket = await connect();
    const responses = responseReader(socket);
    const errors: Error[] = [];
    socket.on('error', (error) => errors.push(error));
    const ended = new Promise<void>((resolve) => socket.once('end', resolve));
    await write(socket, uploadHead(body) + body.payload.subarray(0, 64 * 1024).toString('latin1'));
    const refused = await responses.next();
    expect(refused.status).toBe(409);
    expect(refused.headers.connection).toBe('close');
    // The client did not read the answer yet and sends the whole rest: the server takes it all.
    await write(socket, body.payload.subarray(64 * 1024));
    socket.end();
    await ended;
    await new Promise((resolve) => socket.once('close', resolve));
    expect(errors).toEqual([]);
  });

  it("gives Node's fetch the 409 of a duplicate week, then answers its next call", async () => {
    const body = duplicateUpload(1024 * 1024);
    const refused = await fetch(`${origin}/api/court-filings/upload`, {
      method: 'POST',
      headers: { ...body.headers, ...bearer(token) },
      body: new Uint8Array(body.payload),
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe('DUPLICATE_FILING');
    for (let i = 0; i < 3; i++) {
      const next = await fetch(`${origin}/api/court-filings?state=utah`, { headers: bearer(token) });
      expect(next.status).toBe(200);
      await next.json();
    }
  });

  it("gives Node's fetch a 413 for a 50 MB complaint sent to the 10 MB analysis, not a broken pipe", async () => {
    const body = multipartBody({}, [
      { field: 'complaintFile', fileName: 'complaint.pdf', content: Buffer.alloc(50 * 1024 * 1024, 0x41) },
    ]);
    const refused = await fetch(`${origin}/api/legal-cases/1/analyze`, {
      method: 'POST',
      headers: { ...body.headers, ...bearer(token) },
      body: new Uint8Array(body.payload),
    });
    expect(refused.status).toBe(413);
    expect(refused.headers.get('connection')).toBe('close');
    expect((await refused.json()).code).toBe('PAYLOAD_TOO_LARGE');
    const next = await fetch(`${origin}/api/health`);
    expect(next.status).toBe(200);
  });
});
