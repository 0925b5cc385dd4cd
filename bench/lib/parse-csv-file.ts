import fs from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';

export interface ParseCsvFileResult {
  /** Records csv-parse produced, the header included. */
  records: number;
  bytes: number;
  minColumns: number;
  maxColumns: number;
}

/**
 * The raw parse reference: csv-parse alone, streaming a file with the options the import uses for real
 * exports (`bom`, `relax_column_count`), records consumed and dropped. Any import's rows/s is compared
 * with this rate on the same file. Run it through `ctx.runIsolated` so its memory is measured alone.
 */
export async function parseCsvFile(file: string): Promise<ParseCsvFileResult> {
  let records = 0;
  let minColumns = Number.POSITIVE_INFINITY;
  let maxColumns = 0;
  await pipeline(
    fs.createReadStream(file),
    parse({ bom: true, relax_column_count: true }),
    new Writable({
      objectMode: true,
      write(record: string[], _encoding, callback) {
        records += 1;
        if (record.length < minColumns) minColumns = record.length;
        if (record.length > maxColumns) maxColumns = record.length;
        callback();
      },
    }),
  );
  return { records, bytes: fs.statSync(file).size, minColumns, maxColumns };
}
