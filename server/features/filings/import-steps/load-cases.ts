import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../../../db/database';
import { CASE_COPY_COLUMNS, CaseAssembler } from '../import/case-assembler';
import { streamCaseBatchesInWorker } from '../import/case-stream';
import { type WeekPacing, weekTableName } from '../week-partition';
import { assertFileFitsWeek } from './check-file';
import type { ImportContext, LoadedCases } from './import-context';

/** Cases the first batch must hold before its evidence is enough to refuse a file before its end. */
const EARLY_EVIDENCE_CASES = 1_000;

/**
 * The single pass over the file: a worker thread parses, groups and classifies (`streamCaseBatchesInWorker`)
 * while this thread COPYs the batches it sends into the week's bare table. The share of the file read moves
 * the bar. A file whose first batch already shows it does not fit its state and week ends here.
 */
export function loadCases(context: ImportContext): Promise<LoadedCases> {
  const { database, filingId, pacing, file } = context;
  return context.progress.run('load-cases', async (step) => {
    const table = weekTableName(filingId);
    // Batches travel as files the database reads itself (see streamCaseBatchesInWorker), in a folder of
    // this import's own that goes whatever happens.
    const base = database.bulkLoadDir ?? os.tmpdir();
    fs.mkdirSync(base, { recursive: true });
    const batchDir = fs.mkdtempSync(path.join(base, `import-${filingId}-`));
    try {
      const events = streamCaseBatchesInWorker(file.source, context.fields.year, {
        batchDir,
        lowPriority: pacing.parseAtLowPriority,
      });
      let casesLoaded = 0;
      for await (const event of context.progress.whileWaitingFor(events)) {
        if (event.type === 'end') {
          return { ...event.result, assembler: CaseAssembler.fromSnapshot(event.result.assembler) };
        }
        if (event.evidence && event.evidence.cases >= EARLY_EVIDENCE_CASES)
          assertFileFitsWeek(context, event.evidence);
        await pacing.yieldToReaders?.();
        if ('file' in event) {
          await copyBatchFile(database, table, event.file, pacing);
        } else {
          await database.copyInto(table, CASE_COPY_COLUMNS, event.text);
        }
        casesLoaded += event.cases;
        const bytesRead = file.meter.bytes;
        await step.report(file.expectedBytes ? bytesRead / file.expectedBytes : 0, {
          bytesRead,
          rowsRead: event.rowsRead,
          casesLoaded,
        });
      }
      throw new Error('The case stream ended without its summary.');
    } finally {
      fs.rmSync(batchDir, { recursive: true, force: true });
    }
  });
}

/**
 * COPYs one batch file of the worker's (a case per line), then removes it. While users are reading
 * (`pacing.readersActive`), a piece of `copyCasesWhileReading` cases at a time, letting them go first before
 * each: every piece is a statement short enough for a reader arriving meanwhile to wait a little.
 */
async function copyBatchFile(database: DatabaseHandle, table: string, file: string, pacing: WeekPacing) {
  const pieceCases = pacing.copyCasesWhileReading;
  if (!pieceCases || !pacing.readersActive?.()) {
    await database.copyFileInto(table, CASE_COPY_COLUMNS, file);
    fs.rmSync(file, { force: true });
    return;
  }
  // COPY text escapes newlines inside values, so each line is one case. Cut as bytes: no strings to collect.
  const bytes = fs.readFileSync(file);
  fs.rmSync(file, { force: true });
  for (let start = 0, piece = 0; start < bytes.length; piece++) {
    let end = start;
    for (let line = 0; line < pieceCases && end < bytes.length; line++) {
      const newline = bytes.indexOf(0x0a, end);
      end = newline === -1 ? bytes.length : newline + 1;
    }
    const pieceFile = `${file}.${piece}`;
    fs.writeFileSync(pieceFile, bytes.subarray(start, end));
    if (start > 0) await pacing.yieldToReaders?.();
    start = end;
    try {
      await database.copyFileInto(table, CASE_COPY_COLUMNS, pieceFile);
    } finally {
      fs.rmSync(pieceFile, { force: true });
    }
  }
}
