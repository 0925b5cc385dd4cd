import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';

/** A multipart/form-data body for app.inject: text fields first, then the files, in the given order. */
export function multipartBody(
  fields: Record<string, string>,
  files: { field: string; fileName: string; content: Buffer | string; contentType?: string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----docket-radar-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'text/csv'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A multipart/form-data upload whose file arrives over time, as from a slow client: the fields and the file's
 * part header are sent at once, then whatever `write` is given, until `end`. Pass `payload` to app.inject.
 */
export function multipartStream(
  fields: Record<string, string>,
  file: { field: string; fileName: string },
): { payload: PassThrough; headers: Record<string, string>; write(text: string): void; end(): void } {
  const boundary = `----docket-radar-test-${randomBytes(8).toString('hex')}`;
  const payload = new PassThrough();
  for (const [name, value] of Object.entries(fields)) {
    payload.write(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  payload.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\n` +
      'Content-Type: text/csv\r\n\r\n',
  );
  return {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    write: (text) => {
      payload.write(text);
    },
    end: () => {
      payload.end(`\r\n--${boundary}--\r\n`);
    },
  };
}
