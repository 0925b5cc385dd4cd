import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { streamCaseBatches, streamCaseBatchesInWorker, type WorkerCaseEvent } from './case-stream';
import { CsvImportError } from './csv-import-error';

const HEADER = 'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name\n';

function week(cases: number): string {
  let text = HEADER;
  for (let i = 0; i < cases; i++) {
    const type = i % 3 === 0 ? 'Contract' : 'Debt Collection';
    text += `${type},25190${String(i).padStart(4, '0')},PROVO DISTRICT,02/10/2025,P,GRANITE RECOVERY LLC,\n`;
    text += `${type},25190${String(i).padStart(4, '0')},PROVO DISTRICT,02/10/2025,D,DOE ${i},JAN\n`;
  }
  return text;
}

async function* chunked(text: string, size: number): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function collect(events: AsyncIterable<WorkerCaseEvent>) {
  const texts: string[] = [];
  const files: string[] = [];
  let end: Extract<WorkerCaseEvent, { type: 'end' }> | undefined;
  for await (const event of events) {
    if (event.type !== 'batch') end = event;
    else if ('text' in event) texts.push(event.text);
    else {
      files.push(event.file);
      texts.push(fs.readFileSync(event.file, 'utf8'));
    }
  }
  return { copyText: texts.join(''), files, end: end! };
}

describe('streamCaseBatchesInWorker', () => {
  it('sends the same cases and end-of-file state from the worker thread as the inline pass', async () => {
    const text = week(12_000);
    const inline = await collect(streamCaseBatches(chunked(text, 4096), 2025));
    const worker = await collect(streamCaseBatchesInWorker(chunked(text, 4096), 2025));
    expect(worker.copyText).toBe(inline.copyText);
    expect(worker.end.result.assembler.stats).toEqual(inline.end.result.assembler.stats);
    expect(worker.end.result.assembler.revisit).toEqual(inline.end.result.assembler.revisit);
    expect(worker.end.result.rowsRead).toBe(24_000);
  });

  it('writes each batch to a file of its own in the folder it is given, with the same COPY text', async () => {
    const text = week(12_000);
    const batchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'case-batches-'));
    try {
      const inline = await collect(streamCaseBatches(chunked(text, 4096), 2025));
      const worker = await collect(streamCaseBatchesInWorker(chunked(text, 4096), 2025, { batchDir }));
      expect(worker.copyText).toBe(inline.copyText);
      expect(worker.files).toHaveLength(3);
      expect(worker.files.every((file) => path.dirname(file) === batchDir)).toBe(true);
    } finally {
      fs.rmSync(batchDir, { recursive: true, force: true });
    }
  });

  it('reports a file it cannot read as the same CsvImportError the inline pass throws', async () => {
    const attempt = collect(streamCaseBatchesInWorker(chunked('name,amount\nACME,10\n', 8), 2025));
    await expect(attempt).rejects.toBeInstanceOf(CsvImportError);
    await expect(
      collect(streamCaseBatchesInWorker(chunked('name,amount\nACME,10\n', 8), 2025)),
    ).rejects.toMatchObject({ code: 'MISSING_COLUMN', headers: ['name', 'amount'] });
  });

  it('stops the worker and passes on the error when the upload fails mid-file', async () => {
    async function* failing(): AsyncGenerator<Buffer> {
      yield Buffer.from(week(10));
      throw new Error('connection reset');
    }
    await expect(collect(streamCaseBatchesInWorker(failing(), 2025))).rejects.toThrow('connection reset');
  });
});

describe('the evidence of a file', () => {
  it('comes with the first batch, for a refusal before the end, and whole with the end', async () => {
    const evidence: (number | undefined)[] = [];
    let whole: number | undefined;
    for await (const event of streamCaseBatches(chunked(week(25), 512), 2025, 10)) {
      if (event.type === 'batch') evidence.push(event.evidence?.cases);
      else whole = event.result.evidence.cases;
    }
    expect(evidence).toEqual([10, undefined, undefined]);
    expect(whole).toBe(25);
  });

  it('crosses from the worker with its first batch', async () => {
    const events = streamCaseBatchesInWorker(chunked(week(12), 512), 2025, { batchDir: undefined });
    const first = (await events.next()).value as Extract<WorkerCaseEvent, { type: 'batch' }>;
    await events.return(undefined);
    expect(first.evidence?.courts).toEqual(new Map([['PROVO DISTRICT', 12]]));
    expect(first.evidence?.days).toEqual(new Map([['2025-02-10', 12]]));
  });
});
