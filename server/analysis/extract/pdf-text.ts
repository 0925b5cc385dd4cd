import { getDocumentProxy } from 'unpdf';
import { DocumentError } from './document-error';

/** One run of text of a page's text layer, in PDF space (origin bottom left). */
export interface TextRun {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
  hasEOL: boolean;
}

interface TextLine {
  text: string;
  x: number;
  y: number;
  fontSize: number;
}

export interface PdfPages {
  /** One string per page: header lines first, body in the text layer's order, footer lines last. */
  pages: string[];
  pageCount: number;
  /** Margin balloons of a Word comparison ('Deleted: …'): struck text, kept apart from the body. */
  redlineNotes: string[];
  /** Pages whose pleading-paper line numbers (1-28 down the margin) were dropped by position. */
  pagesWithLineNumbers: number;
}

export interface PdfLimits {
  maxPages: number;
}

/** Word's comparison balloons start with one of these; their text is not part of the live pleading. */
const BALLOON_START =
  /^(Deleted|Inserted|Formatted|Formatted Table|Moved \((?:insertion|deletion)\)|Commented|Comment \[[^\]]*\]|Field Code Changed)\b/;
/** Lines this close to the top or bottom edge are always running headers or footers (0.06 of 792 pt is 47 pt). */
const EDGE_BAND = 0.06;
/** Lines in the outer 18% that a wide gap separates from the body are headers or footers too. */
const EDGE_ZONE = 0.18;
/** A pleading-paper margin holds 28 numbers; a column of at least this many in order is one. */
const LINE_NUMBER_COLUMN_MIN = 8;

/**
 * The text layer of each page through pdf.js (unpdf), laid out as lines: pleading line numbers and
 * redline balloons are dropped by position, and lines at the top and bottom of the page are moved to its
 * edges so that running headers can be recognised. Throws `DocumentError` for an unreadable PDF.
 */
export async function readPdfPages(bytes: Uint8Array, limits: PdfLimits): Promise<PdfPages> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // A copy: pdf.js transfers (detaches) the buffer it is given.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, stopAtErrors: false });
  } catch (error) {
    throw toDocumentError(error);
  }
  try {
    const pageCount = pdf.numPages;
    if (pageCount === 0) throw new DocumentError('CORRUPT', 'The PDF has no pages; it may be damaged.');
    if (pageCount > limits.maxPages) {
      throw new DocumentError(
        'TOO_LARGE',
        `The PDF has ${pageCount} pages; at most ${limits.maxPages} can be analysed. Upload the complaint without its exhibits.`,
      );
    }
    const pages: string[] = [];
    const redlineNotes: string[] = [];
    let pagesWithLineNumbers = 0;
    let unreadablePages = 0;
    for (let number = 1; number <= pageCount; number++) {
      try {
        const page = await pdf.getPage(number);
        const viewport = page.getViewport({ scale: 1 });
        const runs = await readTextRuns(page);
        const laid = layOutPage(runs, viewport.width, viewport.height);
        pages.push(laid.text);
        redlineNotes.push(...laid.balloons);
        if (laid.hadLineNumbers) pagesWithLineNumbers += 1;
        page.cleanup();
      } catch (error) {
        if (error instanceof DocumentError) throw error;
        unreadablePages += 1;
        pages.push('');
      }
    }
    if (unreadablePages === pageCount) {
      throw new DocumentError('CORRUPT', 'None of the PDF pages could be read; the file may be damaged.');
    }
    return { pages, pageCount, redlineNotes, pagesWithLineNumbers };
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocumentProxy>>['getPage']>>;

async function readTextRuns(page: PdfPage): Promise<TextRun[]> {
  const content = await page.getTextContent();
  const runs: TextRun[] = [];
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
    runs.push({
      str: item.str,
      x,
      y,
      width: item.width,
      fontSize: Math.max(Math.hypot(a, b), Math.hypot(c, d)),
      hasEOL: item.hasEOL,
    });
  }
  return runs;
}

/** A page's text layer as displayed: origin bottom left of the visible page, after its crop box and rotation. */
export interface PageLayer {
  width: number;
  height: number;
  runs: TextRun[];
}

/**
 * The text layers of some pages (0-based indexes) in display space, where a rendering of the page lives too:
 * OCR'd words and the page's own text can then be laid out together.
 */
export async function readPageLayers(bytes: Uint8Array, indexes: number[]): Promise<Map<number, PageLayer>> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, stopAtErrors: false });
  const layers = new Map<number, PageLayer>();
  try {
    for (const index of indexes) {
      const page = await pdf.getPage(index + 1);
      const viewport = page.getViewport({ scale: 1 });
      const runs = (await readTextRuns(page).catch(() => [])).map((run) => {
        const [x, y] = viewport.convertToViewportPoint(run.x, run.y) as [number, number];
        return { ...run, x, y: viewport.height - y };
      });
      layers.set(index, { width: viewport.width, height: viewport.height, runs });
      page.cleanup();
    }
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
  return layers;
}

function toDocumentError(error: unknown): DocumentError {
  if (error instanceof DocumentError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    return new DocumentError(
      'CORRUPT',
      'The PDF is password-protected. Remove the password (print it to a new PDF) and upload it again.',
    );
  }
  return new DocumentError('CORRUPT', 'The PDF could not be read; it may be damaged or incomplete.');
}

/** A page's runs as text, and what was set aside. */
export function layOutPage(
  allRuns: TextRun[],
  pageWidth: number,
  pageHeight: number,
): { text: string; balloons: string[]; hadLineNumbers: boolean } {
  const lineNumbers = findLineNumberColumn(allRuns, pageWidth);
  let runs = lineNumbers.size > 0 ? allRuns.filter((run) => !lineNumbers.has(run)) : allRuns;
  const { balloons, rest } = splitBalloons(runs, pageWidth);
  runs = rest;
  const lines = assembleLines(runs);
  return { text: arrangeLines(lines, pageHeight), balloons, hadLineNumbers: lineNumbers.size > 0 };
}

/**
 * Pleading paper numbers its 28 lines down the left margin: bare numbers in one column (same right or left
 * edge), increasing downwards. Found by position, they can be dropped without touching numbered paragraphs.
 */
function findLineNumberColumn(runs: TextRun[], pageWidth: number): Set<TextRun> {
  const candidates = runs.filter((run) => /^\s*\d{1,2}\s*$/.test(run.str) && run.x < pageWidth * 0.25);
  if (candidates.length < LINE_NUMBER_COLUMN_MIN) return new Set();
  for (const edge of [(run: TextRun) => run.x + run.width, (run: TextRun) => run.x]) {
    const columns = new Map<number, TextRun[]>();
    for (const run of candidates) {
      const key = Math.round(edge(run) / 3);
      columns.set(key, [...(columns.get(key) ?? []), run]);
    }
    for (const column of columns.values()) {
      if (column.length < LINE_NUMBER_COLUMN_MIN) continue;
      const ordered = [...column].sort((a, b) => b.y - a.y).map((run) => Number(run.str.trim()));
      let increasing = 0;
      for (let i = 1; i < ordered.length; i++) if (ordered[i]! > ordered[i - 1]!) increasing += 1;
      if (increasing >= (ordered.length - 1) * 0.8) return new Set(column);
    }
  }
  return new Set();
}

/** Word comparison balloons: a column right of the body, in a smaller font, each starting 'Deleted:' or the like. */
function splitBalloons(runs: TextRun[], pageWidth: number): { balloons: string[]; rest: TextRun[] } {
  const starts = runs.filter((run) => BALLOON_START.test(run.str.trim()) && run.x > pageWidth * 0.55);
  if (starts.length === 0) return { balloons: [], rest: runs };
  const left = Math.min(...starts.map((run) => run.x)) - 1;
  const fontSize = Math.max(...starts.map((run) => run.fontSize)) + 0.5;
  const inBalloon = (run: TextRun) => run.x >= left && run.fontSize <= fontSize;
  const balloons: string[] = [];
  let current: string[] | null = null;
  for (const line of assembleLines(runs.filter(inBalloon))) {
    if (BALLOON_START.test(line.text) || current === null) {
      current = [];
      balloons.push('');
    }
    current.push(line.text);
    balloons[balloons.length - 1] = current.join('\n');
  }
  return { balloons, rest: runs.filter((run) => !inBalloon(run)) };
}

/** Runs joined into lines in the text layer's order; a line ends at an end-of-line mark or a change of baseline. */
function assembleLines(runs: TextRun[]): TextLine[] {
  const lines: TextLine[] = [];
  let parts: string[] = [];
  let line: TextLine | null = null;
  let lastEnd = 0;
  const finish = () => {
    if (line) {
      line.text = parts.join('').replace(/\s+/g, ' ').trim();
      if (line.text) lines.push(line);
    }
    line = null;
    parts = [];
  };
  for (const run of runs) {
    const current: TextLine | null = line;
    if (
      current &&
      Math.abs(run.y - current.y) > Math.max(current.fontSize, run.fontSize) * 0.6 &&
      run.str.trim()
    ) {
      finish();
    }
    if (run.str.length > 0) {
      if (!line) {
        line = { text: '', x: run.x, y: run.y, fontSize: run.fontSize };
      } else {
        // Runs drawn apart without a space between them (columns, justified text) still need one.
        const gap = run.x - lastEnd;
        const previous = parts[parts.length - 1] ?? '';
        if (gap > run.fontSize * 0.25 && !/\s$/.test(previous) && !/^\s/.test(run.str)) parts.push(' ');
        if (run.str.trim()) line.fontSize = Math.max(line.fontSize, run.fontSize);
      }
      parts.push(run.str);
      lastEnd = run.x + run.width;
    }
    if (run.hasEOL) finish();
  }
  finish();
  return lines;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Header lines first (top down), the body in reading order with a blank line between paragraphs, footer
 * lines last. Headers and footers are the lines in the outer band of the page, or in the outer zone and
 * set apart from the body by a wider gap than the page's usual line spacing.
 */
function arrangeLines(lines: TextLine[], pageHeight: number): string {
  if (lines.length === 0) return '';
  const byHeight = [...lines].sort((a, b) => b.y - a.y);
  const gaps: number[] = [];
  for (let i = 1; i < byHeight.length; i++) {
    const gap = byHeight[i - 1]!.y - byHeight[i]!.y;
    if (gap > 1) gaps.push(gap);
  }
  const lineGap = median(gaps) || 12;
  const wideGap = Math.max(lineGap * 1.3, lineGap + 6);
  const edge = new Set<TextLine>();
  const markEdge = (
    ordered: TextLine[],
    isInZone: (line: TextLine) => boolean,
    isInBand: (line: TextLine) => boolean,
  ) => {
    let cut = 0;
    for (let i = 0; i < ordered.length && isInZone(ordered[i]!); i++) {
      const next = ordered[i + 1];
      const inner = ordered[i + 2];
      const gap = next ? Math.abs(ordered[i]!.y - next.y) : 0;
      // Wider than the page's usual spacing and than the spacing just inside it (double-spaced body text).
      const innerGap = next && inner ? Math.abs(next.y - inner.y) : lineGap;
      if (isInBand(ordered[i]!)) cut = i + 1;
      else if (gap > wideGap && gap > Math.max(innerGap * 1.3, innerGap + 6)) cut = i + 1;
    }
    // Never the whole page: a page of three short lines is all body.
    if (cut < ordered.length) for (const line of ordered.slice(0, cut)) edge.add(line);
  };
  markEdge(
    byHeight,
    (line) => line.y > pageHeight * (1 - EDGE_ZONE),
    (line) => line.y > pageHeight * (1 - EDGE_BAND),
  );
  markEdge(
    [...byHeight].reverse(),
    (line) => line.y < pageHeight * EDGE_ZONE,
    (line) => line.y < pageHeight * EDGE_BAND,
  );
  const body = lines.filter((line) => !edge.has(line));
  const header = byHeight.filter((line) => edge.has(line) && line.y > pageHeight / 2);
  const footer = byHeight.filter((line) => edge.has(line) && line.y <= pageHeight / 2);

  const starts = body.filter((line) => line.text.length > 40).map((line) => Math.round(line.x));
  const bodyLeft = starts.length > 0 ? mode(starts) : Math.min(...body.map((line) => line.x));
  const out: string[] = header.map((line) => line.text);
  if (header.length > 0) out.push('');
  const gapBefore = (i: number) => (i > 0 && i < body.length ? body[i - 1]!.y - body[i]!.y : 0);
  for (let i = 0; i < body.length; i++) {
    const line = body[i]!;
    const previous = body[i - 1];
    // Spacing is judged against the neighbouring lines: double-spaced pleadings part paragraphs by
    // indentation only, single-spaced letters and footnotes by a wider gap.
    const neighbours = [gapBefore(i - 1), gapBefore(i + 1)].filter((gap) => gap > 1);
    const localGap = neighbours.length > 0 ? Math.min(...neighbours) : lineGap;
    if (previous && isParagraphStart(previous, line, bodyLeft, localGap)) out.push('');
    out.push(line.text);
  }
  if (footer.length > 0) out.push('');
  out.push(...footer.map((line) => line.text));
  return out.join('\n');
}

function isParagraphStart(previous: TextLine, line: TextLine, bodyLeft: number, lineGap: number): boolean {
  // Back up the page: a new column or block.
  if (line.y > previous.y + 2) return true;
  if (previous.y - line.y > lineGap * 1.45) return true;
  if (/^(?:\d{1,3}\.|[IVX]{1,5}\.|COUNT\b)\s/.test(line.text)) return true;
  const indent = line.fontSize * 1.2;
  return line.x > bodyLeft + indent && Math.abs(line.x - previous.x) > 2;
}

function mode(values: number[]): number {
  const counts = new Map<number, number>();
  let best = values[0]!;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > (counts.get(best) ?? 0)) best = value;
  }
  return best;
}
