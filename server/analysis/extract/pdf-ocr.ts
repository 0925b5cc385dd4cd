/**
 * Pages of a PDF that carry no text layer (scans) read by OCR: each is rendered with MuPDF and read by
 * Tesseract, and the words found are laid out with the page's own text (an ECF stamp) by position, as the
 * text layer of a typed page is, so line numbers, headers and footers are recognised the same way.
 */
import type * as Mupdf from 'mupdf';
import { type OcrEngine, type OcrWord, startOcrEngine } from './ocr-engine';
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
}

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
  // Started with the first page that has anything on it: a blank scan costs no Tesseract.
  const ocr: { engine?: Promise<OcrEngine> } = {};
  const startEngine = () => {
    ocr.engine ??= startOcrEngine();
    return ocr.engine;
  };
  try {
    for (const [done, index] of indexes.entries()) {
      // One page MuPDF cannot draw (a damaged image) leaves that page unread, not the document.
      const read = await readPage(mupdf, document, index, startEngine, layers.get(index)).catch(() => null);
      if (read) {
        pages.set(index, read.text);
        for (const confidence of read.confidences) confidenceSum += confidence;
        wordCount += read.confidences.length;
      }
      options.onPage?.(done + 1);
    }
  } finally {
    document.destroy();
    await ocr.engine?.then(
      (engine) => engine.close(),
      () => undefined,
    );
  }
  return { pages, confidence: wordCount > 0 ? confidenceSum / wordCount / 100 : 0 };
}

async function readPage(
  mupdf: typeof Mupdf,
  document: Mupdf.Document,
  index: number,
  startEngine: () => Promise<OcrEngine>,
  layer: PageLayer | undefined,
): Promise<{ text: string; confidences: number[] }> {
  const page = document.loadPage(index);
  const scale = OCR_DPI / 72;
  const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false, true);
  const [x0, y0, x1, y1] = page.getBounds();
  const width = x1 - x0;
  const height = y1 - y0;
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
  page.destroy();
  const own = layer?.runs ?? [];
  if (!pixels.some((value) => value < INK)) {
    return { text: layOutPage(own, layer?.width ?? width, layer?.height ?? height).text, confidences: [] };
  }
  const engine = await startEngine();
  const result = await engine.recognize({ width: pixelWidth, height: pixelHeight, pixels, dpi: OCR_DPI });
  const toPage = unturn(result.rotation, pixelWidth / 2, pixelHeight / 2);
  const heights = result.words.map((word) => word.height).sort((a, b) => a - b);
  const usualHeight = heights[Math.floor(heights.length / 2)] ?? 0;
  const garbled = findGarbledLines(result.words);
  const kept = result.words.filter((word) => {
    if (garbled.has(word.line) || isSpeck(word, usualHeight)) return false;
    // Words the text layer already has (a stamp drawn over the scan) are read from the text layer.
    const [cx, cy] = toPage(word.left + word.width / 2, word.top + word.height / 2);
    return !own.some((run) => covers(run, cx / scale, height - cy / scale));
  });
  for (const word of kept) {
    for (const [pattern, replacement] of MISREADINGS)
      word.text = word.text.replace(pattern, replacement).trim();
  }
  const runs = [...own, ...toRuns(kept, scale, height)];
  return {
    text: layOutPage(runs, layer?.width ?? width, layer?.height ?? height).text,
    confidences: kept.map((word) => word.confidence),
  };
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

function isSpeck(word: OcrWord, usualHeight: number): boolean {
  // Vertical rules (the margins of pleading paper, table borders) are read as bars.
  if (/^[|¦]+$/.test(word.text)) return true;
  if (word.confidence >= SPECK_CONFIDENCE) return false;
  if (/^[)§]$/.test(word.text)) return word.height < usualHeight / 2;
  const alphanumerics = word.text.replace(/[^\p{L}\p{N}]/gu, '').length;
  return alphanumerics === 0 || word.text.length <= 2;
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
