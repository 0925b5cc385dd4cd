import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import { neutraliseCell } from './neutralise-cell';
import type { TableCell, TableWriter } from './table-writer';

function csvValue(cell: TableCell): string | number | null {
  if (cell === null || typeof cell === 'number') return cell;
  if (typeof cell === 'object') return cell.date;
  return neutraliseCell(cell);
}

/** RFC 4180 CSV (csv-stringify), UTF-8 with a byte-order mark so that Excel reads accented names right. */
export function createCsvWriter(header: readonly string[]): TableWriter {
  const output = stringify({ bom: true, record_delimiter: 'windows' });
  output.write(header.map(neutraliseCell));
  return {
    output,
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    async write(rows) {
      let ready = true;
      for (const row of rows) ready = output.write(row.map(csvValue)) && ready;
      if (!ready && !output.destroyed) await once(output, 'drain');
    },
    async end() {
      output.end();
    },
    abort(error = new Error('The export was stopped')) {
      output.destroy(error);
    },
  };
}
