import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import yazl from 'yazl';
import { neutraliseCell } from './neutralise-cell';
import type { TableCell, TableWriter } from './table-writer';

// A minimal SpreadsheetML workbook of one sheet, written as it streams (yazl zips the sheet while rows arrive).
// Text is always an inline string, never a formula; numbers are numbers; dates are date serials with a date
// style. Measured against exceljs's streaming writer (issue 23's evaluation): flat memory where exceljs grew to
// 880 MB for a million rows, since exceljs does not wait for its zip step.

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOCUMENT_RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function packageParts(sheetName: string): Record<string, string> {
  return {
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${DOCUMENT_RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOCUMENT_RELATIONSHIPS}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${DOCUMENT_RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOCUMENT_RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`,
    // Styles: 0 default, 1 date (yyyy-mm-dd), 2 #,##0.00, 3 bold (the header).
    'xl/styles.xml': `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="4"><xf/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="4" applyNumberFormat="1"/><xf fontId="1" applyFont="1"/></cellXfs></styleSheet>`,
  };
}

/** XML 1.0 forbids most control characters and lone surrogates: they are dropped; markup is escaped. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** 'A' for 0, 'Z' for 25, 'AA' for 26. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const DAY_MS = 86_400_000;
/** Days since 1899-12-30, as spreadsheets count dates. */
function dateSerial(date: string): number | null {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) ? null : ms / DAY_MS + 25_569;
}

function cellXml(cell: TableCell, ref: string, style?: number): string {
  if (cell === null || cell === '') return '';
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return '';
    return `<c r="${ref}"${Number.isInteger(cell) ? '' : ' s="2"'}><v>${cell}</v></c>`;
  }
  if (typeof cell === 'object') {
    const serial = dateSerial(cell.date);
    return serial === null ? '' : `<c r="${ref}" s="1"><v>${serial}</v></c>`;
  }
  const text = escapeXml(neutraliseCell(cell));
  return `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t xml:space="preserve">${text}</t></is></c>`;
}

function rowXml(cells: readonly TableCell[], row: number, style?: number): string {
  let xml = `<row r="${row}">`;
  for (let i = 0; i < cells.length; i++) xml += cellXml(cells[i]!, `${columnName(i)}${row}`, style);
  return `${xml}</row>`;
}

export function createXlsxWriter(sheetName: string, header: readonly string[]): TableWriter {
  const zip = new yazl.ZipFile();
  for (const [name, xml] of Object.entries(packageParts(sheetName))) zip.addBuffer(Buffer.from(xml), name);
  const sheet = new PassThrough({ highWaterMark: 1 << 20 });
  zip.addReadStream(sheet, 'xl/worksheets/sheet1.xml');
  // An abort's error reaches the reader through `output`; on the sheet it only wakes a writer waiting to drain.
  sheet.on('error', () => {});
  zip.end();
  const output = zip.outputStream as PassThrough;
  let rowNumber = 1;
  sheet.write(
    `${XML}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols><col min="1" max="${header.length}" width="20" customWidth="1"/></cols><sheetData>${rowXml(header, rowNumber, 3)}`,
  );
  return {
    output,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    async write(rows) {
      let chunk = '';
      for (const row of rows) chunk += rowXml(row, ++rowNumber);
      if (!sheet.write(chunk) && !output.destroyed) await once(sheet, 'drain');
    },
    async end() {
      sheet.end('</sheetData></worksheet>');
    },
    abort(error = new Error('The export was stopped')) {
      sheet.destroy(error);
      output.destroy(error);
    },
  };
}
