import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { receiveCsvUpload } from './import-filing';

const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docket-radar-spool-'));

async function* chunks(...parts: string[]): AsyncGenerator<Buffer> {
  for (const part of parts) yield Buffer.from(part);
}

describe('receiveCsvUpload', () => {
  it('refuses a file over the size limit with 413 and leaves no spool file behind', async () => {
    const header = 'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name\n';
    const row = 'Contract,251900001,PROVO DISTRICT,02/10/2025,P,SUMMIT TRADING CO,\n';
    const attempt = receiveCsvUpload(
      { fileName: 'big.csv', stream: chunks(header, ...Array(40).fill(row)) },
      { spoolDir, maxBytes: 1000 },
    );
    await expect(attempt).rejects.toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(fs.readdirSync(spoolDir)).toEqual([]);
  });

  it('counts cases per plaintiff and notices cases whose rows are not next to each other', async () => {
    const upload = await receiveCsvUpload(
      {
        fileName: 'week.CSV',
        stream: chunks(
          'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name\n',
          'Debt Collection,1,PROVO DISTRICT,02/10/2025,P,GRANITE RECOVERY LLC,\n',
          'Debt Collection,1,PROVO DISTRICT,02/10/2025,D,DOE,JAN\n',
          'Debt Collection,2,PROVO DISTRICT,02/10/2025,P,Granite Recovery, L.L.C.,\n'.replace(
            'Granite Recovery, L.L.C.',
            '"Granite Recovery, L.L.C."',
          ),
          'Contract,3,PROVO DISTRICT,02/10/2025,P,ACME,\n',
          'Debt Collection,1,PROVO DISTRICT,02/10/2025,D,DOE,KIM\n',
        ),
      },
      { spoolDir },
    );
    expect(upload.rowsRead).toBe(5);
    expect(upload.caseCount).toBe(3);
    expect([...upload.scatteredKeys]).toHaveLength(1);
    expect(Math.max(...upload.plaintiffCaseCounts.values())).toBe(2);
    expect(fs.readFileSync(upload.spoolPath, 'utf8')).toContain('DOE,KIM');
    fs.rmSync(upload.spoolPath);
  });
});
