import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spoolUpload } from './incoming-file';

const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docket-radar-spool-'));

async function* chunks(...parts: string[]): AsyncGenerator<Buffer> {
  for (const part of parts) yield Buffer.from(part);
}

const HEADER = 'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name\n';
const ROW = 'Contract,251900001,PROVO DISTRICT,02/10/2025,P,SUMMIT TRADING CO,\n';

describe('spoolUpload', () => {
  it('refuses a file over the size limit with 413 and leaves no spool file behind', async () => {
    const attempt = spoolUpload(
      { fileName: 'big.csv', stream: chunks(HEADER, ...Array(40).fill(ROW)) },
      { spoolDir, maxBytes: 1000 },
    );
    await expect(attempt).rejects.toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(fs.readdirSync(spoolDir)).toEqual([]);
  });

  it('refuses a name that is not .csv before reading the file', async () => {
    const attempt = spoolUpload({ fileName: 'week.xlsx', stream: chunks(HEADER, ROW) }, { spoolDir });
    await expect(attempt).rejects.toMatchObject({ statusCode: 400, message: 'Invalid File Type' });
    expect(fs.readdirSync(spoolDir)).toEqual([]);
  });

  it('copies the file byte for byte and reads it back as a stream', async () => {
    const spooled = await spoolUpload({ fileName: 'week.CSV', stream: chunks(HEADER, ROW) }, { spoolDir });
    expect(spooled.expectedBytes).toBe(HEADER.length + ROW.length);
    let text = '';
    for await (const chunk of spooled.stream) text += String(chunk);
    expect(text).toBe(HEADER + ROW);
    fs.rmSync(spooled.spoolPath);
  });
});
