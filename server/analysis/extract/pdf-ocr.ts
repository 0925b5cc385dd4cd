/**
 * Pages of a PDF that carry no text layer (scans) read by OCR: each is rendered with MuPDF and read by
 * Tesseract, and the words found are laid out with the page's own text (an ECF stamp) by position, as the
 * text layer of a typed page is, so line numbers, headers and footers are recognised the same way.
 */
import { availableParallelism } from 'node:os';
import type * as Mupdf from 'mupdf';
import { type OcrEngine, type OcrPage, type OcrWord, startOcrEngine } from './ocr-engine';
import { layOutPage, type PageLayer, readPageLayers, type TextRun } from './pdf-text';

/**
 * Resolution the pages are rendered at for OCR. Measured on the scanned fixtures (150-200 DPI scans of
 * 10 pt type): 200 DPI read 98% of words right at 2.3 s a page; 300 DPI read 95% at 2.9 s, because specks
 * grown with the page are read as punctuation (docs/PERFORMANCE.md, ocr).
 */
export const OCR_DPI = 200;
/** A page without one pixel darker than this (of 255) is blank: nothing for Tesseract to read. */
const INK = 128;
/**
 * Below this confidence a word without two letters or digits (':', '.', 'i', '-') is a speck or a smudge,
 * not text; so is a caption bracket (')', '§') smaller than half the page's usual word.
 */
const SPECK_CONFIDENCE = 50;
/**
 * A line of three or more words read at this mean confidence or less is not text but a figure, a chart or a
 * smear (on the scanned fixtures no line of real text falls this low; the labels of a diagram do).
 */
const GARBLED_LINE_CONFIDENCE = 40;
/**
 * Misreadings of typewriter faces that break what the extractors look for in a caption: 'v.' read as 'Vv.',
 * the bracket column's ')' as '}', and '-against-' with a dash of another length.
 */
const MISREADINGS: [RegExp, string][] = [
  [/^(?:Vv|vV|VV|vv)\.?(?=\)?$)/, 'v. '],
  [/^\}$/, ')'],
  [/^[-–—]against[-–—]$/i, '-against-'],
];

export interface ScannedPagesText {
  /** Laid-out text of each page read, by 0-based page index; a page MuPDF or Tesseract failed on is absent. */
  pages: Map<number, string>;
  /** Mean confidence (0-1) of the words kept; 0 when none was found. */
  confidence: number;
}

export interface ReadScannedOptions {
  /** Called after each page with the number of pages done so far. */
  onPage?: (pagesDone: number) => void;
  /** Tesseract threads reading pages side by side (default: one per core, at most two). */
  threads?: number;
}

/**
 * Tesseract threads a document's pages are read with: one per core, at most two (each holds its own copy of the
 * model, about 100 MB). On two cores two read the scanned fixtures in 2.6-2.8 s a page where one took 4.0-4.2 s
 * (same machine, same hour; docs/PERFORMANCE.md, ocr).
 */
const OCR_THREADS = Math.min(2, availableParallelism());

/** Reads the given pages (0-based) by OCR. The caller bounds how many. */
export async function readScannedPages(
  bytes: Uint8Array,
  indexes: number[],
  options: ReadScannedOptions = {},
): Promise<ScannedPagesText> {
  const mupdf = await import('mupdf');
  const layers = await readPageLayers(bytes, indexes).catch(() => new Map<number, PageLayer>());
  const pages = new Map<number, string>();
  let confidenceSum = 0;
  let wordCount = 0;
  const document = mupdf.Document.openDocument(bytes, 'application/pdf');
  const threads = Math.max(1, options.threads ?? OCR_THREADS);
  // One Tesseract thread per core, each started with the first piece it has to read (a blank scan costs no
  // Tesseract). With two, a page is cut in two at a blank row near its middle and the halves read side by side,
  // so one page takes half the time; MuPDF draws the next page on this thread while the engines read.
  const engines: Promise<OcrEngine>[] = [];
  const queue = [...indexes];
  const ready: Band[] = [];
  let done = 0;
  const finish = (index: number, read: { text: string; confidences: number[] } | null) => {
    if (read) {
      pages.set(index, read.text);
      for (const confidence of read.confidences) confidenceSum += confidence;
      wordCount += read.confidences.length;
    }
    done += 1;
    options.onPage?.(done);
  };
  /** The next piece of a page to read, drawing pages until one has ink (or none is left). */
  const nextBand = (): Band | null => {
    while (ready.length === 0) {
      const index = queue.shift();
      if (index === undefined) return null;
      // One page MuPDF cannot draw (a damaged image) leaves that page unread, not the document.
      let drawn: DrawnPage;
      try {
        drawn = drawPage(mupdf, document, index);
      } catch {
        finish(index, null);
        continue;
      }
      const layer = layers.get(index);
      const work: PageWork = { index, layer, drawn, bandsLeft: 0, words: [], rotations: [], failed: false };
      if (!drawn.pixels.some((value) => value < INK)) {
        finish(index, { text: layOutOwn(work), confidences: [] });
        continue;
      }
      const cut = threads > 1 ? findBlankRow(drawn.pixels, drawn.pixelWidth, drawn.pixelHeight) : null;
      const tops = cut === null ? [0] : [0, cut];
      work.bandsLeft = tops.length;
      tops.forEach((top, k) => {
        const bottom = tops[k + 1] ?? drawn.pixelHeight;
        ready.push({
          work,
          number: k,
          top,
          ...piece(drawn, top, bottom, tops.length > 1),
        });
      });
    }
    return ready.shift() ?? null;
  };
  const lane = async (k: number) => {
    const engine = () => {
      engines[k] ??= startOcrEngine();
      return engines[k];
    };
    for (let band = nextBand(); band !== null; band = nextBand()) {
      const { work } = band;
      try {
        const result = await (await engine()).recognize({
          width: work.drawn.pixelWidth,
          height: band.height,
          pixels: band.pixels,
          dpi: OCR_DPI,
        });
        work.words.push(...placeWords(result, band));
        work.rotations.push(result.rotation);
      } catch {
        work.failed = true;
      }
      work.bandsLeft -= 1;
      if (work.bandsLeft === 0) {
        // The pieces end in any order; the layout takes their words in the page's order, top piece first.
        work.words.sort((a, b) => a.band - b.band);
        finish(work.index, work.failed ? null : composePage(work));
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(threads, indexes.length * 2) }, (_, k) => lane(k)));
  } finally {
    document.destroy();
    await Promise.all(
      engines.map((engine) =>
        engine?.then(
          (e) => e.close(),
          () => undefined,
        ),
      ),
    );
  }
  return { pages, confidence: wordCount > 0 ? confidenceSum / wordCount / 100 : 0 };
}

interface DrawnPage {
  /** Page size in points. */
  width: number;
  height: number;
  pixelWidth: number;
  pixelHeight: number;
  /** 8-bit gray, `pixelWidth` bytes a row. */
  pixels: Uint8Array;
}

interface PageWork {
  index: number;
  layer: PageLayer | undefined;
  drawn: DrawnPage;
  /** Pieces of the page still being read. */
  bandsLeft: number;
  words: PlacedWord[];
  /** The slope Tesseract levelled each piece by. */
  rotations: number[];
  failed: boolean;
}

/** A horizontal piece of a page, read by one engine. */
interface Band {
  work: PageWork;
  number: number;
  /** First pixel row of the piece on the page. */
  top: number;
  /** Rows of the image read: the piece's and its blank margins. */
  height: number;
  /** Blank rows above the piece in the image read. */
  margin: number;
  pixels: Uint8Array;
}

/** A word read from a piece, placed on the page: `top` in the levelled piece, `centre` on the page as drawn. */
interface PlacedWord extends OcrWord {
  centre: [number, number];
  band: number;
}

function drawPage(mupdf: typeof Mupdf, document: Mupdf.Document, index: number): DrawnPage {
  const page = document.loadPage(index);
  try {
    const scale = OCR_DPI / 72;
    const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false, true);
    const [x0, y0, x1, y1] = page.getBounds();
    const pixelWidth = pixmap.getWidth();
    const pixelHeight = pixmap.getHeight();
    const stride = pixmap.getStride();
    const samples = pixmap.getPixels();
    // The pixmap lives in MuPDF's WebAssembly memory: copied out row by row (rows may be padded) before it is freed.
    const pixels = new Uint8Array(pixelWidth * pixelHeight);
    for (let row = 0; row < pixelHeight; row++) {
      pixels.set(samples.subarray(row * stride, row * stride + pixelWidth), row * pixelWidth);
    }
    pixmap.destroy();
    return { width: x1 - x0, height: y1 - y0, pixelWidth, pixelHeight, pixels };
  } finally {
    page.destroy();
  }
}

/** Rows of blank paper a cut needs between two lines of text (at 200 DPI, a third of a 10 pt line's gap). */
const CUT_GAP_ROWS = 6;
/** Ink a blank row may hold: the rules of pleading paper and specks of the scan (a share of its width). */
const CUT_ROW_INK = 0.01;

/**
 * A row of blank paper between two lines of text near the middle of the page (the middle of the widest such
 * gap in its middle third), or null: a page scanned askew has no row clear across, and is read whole.
 */
export function findBlankRow(pixels: Uint8Array, width: number, height: number): number | null {
  const from = Math.floor(height / 3);
  const to = Math.floor((height * 2) / 3);
  const allowed = width * CUT_ROW_INK;
  let best: { at: number; size: number } | null = null;
  let runStart = -1;
  for (let y = from; y <= to; y++) {
    let ink = 0;
    if (y < to) {
      const row = y * width;
      for (let x = 0; x < width && ink <= allowed; x++) if (pixels[row + x]! < INK) ink += 1;
    }
    const blank = y < to && ink <= allowed;
    if (blank && runStart < 0) runStart = y;
    if (!blank && runStart >= 0) {
      const size = y - runStart;
      if (size >= CUT_GAP_ROWS && (!best || size > best.size)) best = { at: runStart + (size >> 1), size };
      runStart = -1;
    }
  }
  return best?.at ?? null;
}

/**
 * Blank rows added above and below a piece cut from a page: Tesseract levels a page scanned askew by turning it
 * within its own frame, and words near a cut edge would be turned out of it.
 */
const PIECE_MARGIN_ROWS = 64;

/** The rows of `drawn` from `top` to `bottom`, with blank margins when the page was cut. */
function piece(
  drawn: DrawnPage,
  top: number,
  bottom: number,
  cut: boolean,
): { height: number; margin: number; pixels: Uint8Array } {
  const rows = drawn.pixels.subarray(top * drawn.pixelWidth, bottom * drawn.pixelWidth);
  if (!cut) return { height: bottom - top, margin: 0, pixels: rows };
  const margin = PIECE_MARGIN_ROWS;
  const pixels = new Uint8Array((bottom - top + 2 * margin) * drawn.pixelWidth).fill(255);
  pixels.set(rows, margin * drawn.pixelWidth);
  return { height: bottom - top + 2 * margin, margin, pixels };
}

/** The words of one piece, placed on the page: their line ids kept apart from the other piece's. */
function placeWords(result: OcrPage, band: Band): PlacedWord[] {
  const toPiece = unturn(result.rotation, band.work.drawn.pixelWidth / 2, band.height / 2);
  const offset = band.top - band.margin;
  return result.words.map((word) => {
    const [cx, cy] = toPiece(word.left + word.width / 2, word.top + word.height / 2);
    return {
      ...word,
      top: word.top + offset,
      line: `${band.number}.${word.line}`,
      centre: [cx, cy + offset],
      band: band.number,
    };
  });
}

function layOutOwn(work: PageWork): string {
  const { layer, drawn } = work;
  return layOutPage(layer?.runs ?? [], layer?.width ?? drawn.width, layer?.height ?? drawn.height).text;
}

/** A page's text from the words of its pieces and its own text layer. */
function composePage(work: PageWork): { text: string; confidences: number[] } {
  const { layer, drawn } = work;
  const scale = OCR_DPI / 72;
  const own = layer?.runs ?? [];
  const heights = work.words.map((word) => word.height).sort((a, b) => a - b);
  const usualHeight = heights[Math.floor(heights.length / 2)] ?? 0;
  levelOnPage(work);
  const garbled = findGarbledLines(work.words);
  const stray = findStrayMarks(work.words, usualHeight);
  const kept = work.words.filter((word) => {
    if (garbled.has(word.line) || stray.has(word) || isSpeck(word, usualHeight)) return false;
    // Words the text layer already has (a stamp drawn over the scan) are read from the text layer.
    const [cx, cy] = word.centre;
    return !own.some((run) => covers(run, cx / scale, drawn.height - cy / scale));
  });
  for (const word of kept) {
    for (const [pattern, replacement] of MISREADINGS)
      word.text = word.text.replace(pattern, replacement).trim();
  }
  restoreVersus(kept);
  const runs = [...own, ...toRuns(kept, scale, drawn.height)];
  return {
    text: layOutPage(runs, layer?.width ?? drawn.width, layer?.height ?? drawn.height).text,
    confidences: kept.map((word) => word.confidence),
  };
}

/**
 * The caption's 'v.' alone on its line under 'Plaintiff,' is the smallest word of the page and the one Tesseract
 * misreads most ('Ve', 'V8)', 'rae'): a line of one word of up to three characters (and a caption bracket) right
 * under the line that names the plaintiff's role is that 'v.', whatever was read.
 */
export function restoreVersus(words: OcrWord[]): void {
  const lines: OcrWord[][] = [];
  for (const word of words) {
    if (lines.at(-1)?.[0]?.line === word.line) lines.at(-1)!.push(word);
    else lines.push([word]);
  }
  for (let i = 1; i < lines.length; i++) {
    const above = lines[i - 1]!.map((word) => word.text).join(' ');
    if (!/\b(?:Plaintiffs?|Petitioners?|Claimants?|Appellants?)\s*[,.;]?\s*[)§:]?$/i.test(above)) continue;
    const tokens = lines[i]!.filter((word) => !/^[)§:|]+$/.test(word.text));
    if (tokens.length !== 1) continue;
    const token = tokens[0]!;
    const bracket = /[)§:]$/.exec(token.text)?.[0];
    const core = token.text.replace(/[)§:]+$/, '');
    if (/^vs?\.$/i.test(core) || !/^[A-Za-z][A-Za-z0-9.,]{0,2}$/.test(core)) continue;
    token.text = bracket ? `v. ${bracket}` : 'v.';
  }
}

function findGarbledLines(words: OcrWord[]): Set<string> {
  const lines = new Map<string, number[]>();
  for (const word of words) lines.set(word.line, [...(lines.get(word.line) ?? []), word.confidence]);
  const garbled = new Set<string>();
  for (const [line, confidences] of lines) {
    const mean = confidences.reduce((sum, value) => sum + value, 0) / confidences.length;
    if (confidences.length >= 3 && mean <= GARBLED_LINE_CONFIDENCE) garbled.add(line);
  }
  return garbled;
}

/** Below this confidence a lone character far from the rest of its line is a mark on the paper. */
const STRAY_CONFIDENCE = 75;
/** How far from the nearest word of its line, in the page's usual word heights, a character stands alone. */
const STRAY_GAP = 6;

/**
 * Lone characters read well away from the other words of their line ('FOR THE COUNTY OF LOS ANGELES … 5' where
 * a speck sits at the right): a mark, not a word. A line of one word (a margin's line number) is left alone, and
 * so is the caption's 'v.'.
 */
export function findStrayMarks(words: readonly OcrWord[], usualHeight: number): Set<OcrWord> {
  const lines = new Map<string, OcrWord[]>();
  for (const word of words) lines.set(word.line, [...(lines.get(word.line) ?? []), word]);
  const stray = new Set<OcrWord>();
  for (const line of lines.values()) {
    if (line.length < 2) continue;
    for (const word of line) {
      if (word.confidence >= STRAY_CONFIDENCE || /^vs?\.$/i.test(word.text)) continue;
      if (word.text.replace(/[^\p{L}\p{N}]/gu, '').length !== 1) continue;
      const gap = Math.min(
        ...line
          .filter((other) => other !== word)
          .map((other) =>
            Math.max(other.left - (word.left + word.width), word.left - (other.left + other.width), 0),
          ),
      );
      if (gap > STRAY_GAP * usualHeight) stray.add(word);
    }
  }
  return stray;
}

function isSpeck(word: OcrWord, usualHeight: number): boolean {
  // Vertical rules (the margins of pleading paper, table borders) are read as bars.
  if (/^[|¦]+$/.test(word.text)) return true;
  if (word.confidence >= SPECK_CONFIDENCE) return false;
  // The caption's 'v.' between the parties, read at any confidence: no speck comes out as a letter and a stop.
  if (/^vs?\.$/i.test(word.text)) return false;
  if (/^[)§]$/.test(word.text)) return word.height < usualHeight / 2;
  const alphanumerics = word.text.replace(/[^\p{L}\p{N}]/gu, '').length;
  return alphanumerics === 0 || word.text.length <= 2;
}

/**
 * Each piece was levelled about its own centre: the words are placed again on the whole page levelled about its
 * centre by the pieces' mean slope, so that a column (the margin's line numbers) stays one column across the cut.
 * A page read whole comes back where Tesseract put its words.
 */
function levelOnPage(work: PageWork): void {
  const { drawn, rotations } = work;
  const rotation = rotations.reduce((sum, r) => sum + r, 0) / Math.max(1, rotations.length);
  const level = unturn(-rotation, drawn.pixelWidth / 2, drawn.pixelHeight / 2);
  for (const word of work.words) {
    const [x, y] = level(...word.centre);
    word.left = x - word.width / 2;
    word.top = y - word.height / 2;
  }
}

/** Maps a point of the image Tesseract read (turned by `rotation` about its centre) back onto the page. */
function unturn(rotation: number, cx: number, cy: number): (x: number, y: number) => [number, number] {
  const cos = Math.cos(-rotation);
  const sin = Math.sin(-rotation);
  return (x, y) => [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos];
}

/** Whether a point (display space, origin bottom left) lies on a text-layer run, with a little slack. */
function covers(run: TextRun, x: number, y: number): boolean {
  const slack = run.fontSize * 0.5;
  return (
    run.str.trim() !== '' &&
    x >= run.x - slack &&
    x <= run.x + run.width + slack &&
    y >= run.y - run.fontSize * 0.3 - slack &&
    y <= run.y + run.fontSize + slack
  );
}

/**
 * Words as text runs in points, origin bottom left: each line's words on the line's baseline (the lowest word
 * bottom but for descenders, taken as the median), the last word ending the line.
 */
function toRuns(words: OcrWord[], scale: number, pageHeight: number): TextRun[] {
  const lines = new Map<string, OcrWord[]>();
  for (const word of words) lines.set(word.line, [...(lines.get(word.line) ?? []), word]);
  const runs: TextRun[] = [];
  for (const line of lines.values()) {
    const bottoms = line.map((word) => word.top + word.height).sort((a, b) => a - b);
    const baseline = bottoms[Math.floor(bottoms.length / 2)]!;
    const fontSize = Math.max(...line.map((word) => word.height)) / scale;
    line.forEach((word, i) => {
      runs.push({
        str: word.text,
        x: word.left / scale,
        y: pageHeight - baseline / scale,
        width: word.width / scale,
        fontSize,
        hasEOL: i === line.length - 1,
      });
    });
  }
  return runs;
}
