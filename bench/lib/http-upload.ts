import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export interface UploadOutcome {
  /** HTTP status, or undefined when the connection broke before an answer (the server was killed). */
  status?: number;
  body?: unknown;
  /** Bytes of the file written to the socket. */
  bytesSent: number;
  /** From the first byte to the answer (or the broken connection). */
  ms: number;
  /** The connection error, when there was no answer. */
  error?: string;
  /** From the first byte to the last byte of the file written (undefined if it never was). */
  lastByteMs?: number;
}

/**
 * Uploads a CSV on disk to POST /api/court-filings/upload as the web app does: the week's fields first,
 * then the file, streamed with back-pressure (the server imports while it uploads, so its pace sets ours).
 * `onProgress` sees the file bytes written so far, after each chunk.
 */
export function uploadWeekFile(options: {
  baseUrl: string;
  token: string;
  file: string;
  fields: Record<string, string>;
  uploadId?: string;
  onProgress?: (bytesSent: number) => void;
}): Promise<UploadOutcome> {
  const boundary = `----docket-radar-bench-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    Object.entries(options.fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="csvFile"; filename="${path.basename(options.file)}"\r\n` +
      'Content-Type: text/csv\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fileBytes = fs.statSync(options.file).size;
  const url = new URL('/api/court-filings/upload', options.baseUrl);
  const started = performance.now();
  let bytesSent = 0;

  return new Promise((resolve) => {
    let settled = false;
    let lastByteMs: number | undefined;
    const settle = (outcome: Omit<UploadOutcome, 'bytesSent' | 'ms'>) => {
      if (settled) return;
      settled = true;
      source.destroy();
      resolve({
        ...outcome,
        bytesSent,
        ms: performance.now() - started,
        ...(lastByteMs ? { lastByteMs } : {}),
      });
    };
    const request = http.request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + fileBytes + tail.length),
        'x-upload-id': options.uploadId ?? randomUUID(),
      },
    });
    const source = fs.createReadStream(options.file, { highWaterMark: 256 * 1024 });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: keep the text.
        }
        settle({ status: response.statusCode, body });
      });
      response.on('error', (error) => settle({ error: error.message }));
    });
    request.on('error', (error) => settle({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    request.write(head);
    source.on('data', (chunk) => {
      bytesSent += chunk.length;
      if (bytesSent === fileBytes) lastByteMs = performance.now() - started;
      if (!request.write(chunk)) {
        source.pause();
        request.once('drain', () => source.resume());
      }
      options.onProgress?.(bytesSent);
    });
    source.on('end', () => request.end(tail));
    source.on('error', (error) => {
      request.destroy(error);
    });
  });
}

/** Registers an account over the API and returns its bearer token. */
export async function registerOverHttp(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'kill-import-bench-1',
      firstName: 'Kill',
      lastName: 'Bench',
      organization: 'Docket Radar benchmarks',
      defaultState: 'utah',
      emailNotifications: false,
    }),
  });
  const body = (await response.json()) as { token?: string };
  if (response.status !== 201 || !body.token)
    throw new Error(`register failed (${response.status}): ${JSON.stringify(body)}`);
  return body.token;
}

/** GETs an API path with the token; the parsed JSON body and the status. */
export async function getJson<T>(
  baseUrl: string,
  token: string,
  url: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as T };
}
