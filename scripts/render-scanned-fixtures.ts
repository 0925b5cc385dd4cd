import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as mupdf from 'mupdf';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
} from 'pdf-lib';

/**
 * `npx tsx scripts/render-scanned-fixtures.ts [name…]`
 *
 * Turns the text fixtures of `server/analysis/fixtures/complaints/` into scans: each `.txt` is typeset in
 * Courier on letter pages, every page is rendered to a grayscale bitmap at a scanner's resolution, turned a
 * little, speckled, and written into a PDF that holds only the images (no text layer), with a copy of the
 * fixture's truth file. The OCR tests and the `ocr` benchmark read them. Deterministic: the same inputs give
 * the same bytes (fixed seeds, no dates in the PDFs).
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE_DIR = path.join(ROOT, 'server/analysis/fixtures/complaints');
const OUT_DIR = path.join(ROOT, 'server/analysis/fixtures/scanned');

const PAGE = { width: 612, height: 792 };
const FONT_SIZE = 10;
const LEADING = 13;
const MARGIN_X = 36;
const MARGIN_TOP = 48;
/** Letter pages at 13 pt leading between 48 pt margins hold 54 lines, as a typed page does. */
const LINES_PER_PAGE = 54;
/** Courier is 0.6 em wide: 90 characters fill the 540 pt between the side margins. */
const CHARS_PER_LINE = Math.floor((PAGE.width - 2 * MARGIN_X) / (FONT_SIZE * 0.6));

/** Low, as office scanners set it for text: the fixtures stay small and show JPEG's ringing around glyphs. */
const JPEG_QUALITY = 40;

/** How one fixture is scanned; the list is cycled over the fixtures in name order. */
interface ScanSettings {
  dpi: number;
  /** Clockwise, in degrees. */
  rotation: number;
  /** A bilevel scan (1 bit per pixel, Flate) as fax-grade scanners make, or grayscale JPEG. */
  encoding: 'bilevel' | 'jpeg';
  /** Share of pixels flipped to black or white (dust, toner specks). */
  speckle: number;
}

const SETTINGS: ScanSettings[] = [
  { dpi: 150, rotation: 1.2, encoding: 'jpeg', speckle: 0.0002 },
  { dpi: 200, rotation: -1.5, encoding: 'bilevel', speckle: 0.0001 },
  { dpi: 170, rotation: 2, encoding: 'jpeg', speckle: 0 },
  { dpi: 180, rotation: -0.8, encoding: 'bilevel', speckle: 0.0003 },
  { dpi: 160, rotation: 1.7, encoding: 'jpeg', speckle: 0.0001 },
  { dpi: 190, rotation: -2, encoding: 'bilevel', speckle: 0 },
  { dpi: 150, rotation: 0.5, encoding: 'bilevel', speckle: 0.0002 },
  { dpi: 200, rotation: -1.2, encoding: 'jpeg', speckle: 0.0001 },
  { dpi: 175, rotation: 0.7, encoding: 'jpeg', speckle: 0.0002 },
  { dpi: 165, rotation: -1.8, encoding: 'bilevel', speckle: 0.0001 },
];

/** Lines of the text as typed: long lines wrapped at a space, pages broken at form feeds or when full. */
function typesetPages(text: string): string[][] {
  const pages: string[][] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split('\f')) {
    const lines: string[] = [];
    // Courier's WinAnsi has no ligatures; typed pages never had them.
    const typed = block.replace(/\t/g, '    ').replace(/[\ufb00-\ufb06]/g, (c) => c.normalize('NFKC'));
    for (const raw of typed.split('\n')) {
      let line = raw.trimEnd();
      while (line.length > CHARS_PER_LINE) {
        const space = line.lastIndexOf(' ', CHARS_PER_LINE);
        const cut = space > CHARS_PER_LINE / 2 ? space : CHARS_PER_LINE;
        lines.push(line.slice(0, cut));
        line = line.slice(cut).trimStart();
      }
      lines.push(line);
    }
    while (lines.length > 0 && lines.at(-1) === '') lines.pop();
    for (let i = 0; i < lines.length; i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));
  }
  return pages.length > 0 ? pages : [[]];
}

async function typesetPdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Courier);
  for (const lines of typesetPages(text)) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    lines.forEach((line, i) => {
      if (line) {
        page.drawText(line, {
          x: MARGIN_X,
          y: PAGE.height - MARGIN_TOP - FONT_SIZE - i * LEADING,
          size: FONT_SIZE,
          font,
        });
      }
    });
  }
  return doc.save();
}

/** mulberry32: a small seeded generator, so the noise is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface ScannedPage {
  width: number;
  height: number;
  /** 8-bit gray, one byte a pixel, rows top down. */
  gray: Uint8Array;
}

/** The page as a scanner sees it: the page's size in pixels, the text turned about the page's centre. */
function scanPage(page: mupdf.Page, settings: ScanSettings, random: () => number): ScannedPage {
  const scale = settings.dpi / 72;
  const width = Math.round(PAGE.width * scale);
  const height = Math.round(PAGE.height * scale);
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, width, height], false);
  pixmap.clear(255);
  const centre = mupdf.Matrix.translate(-PAGE.width / 2, -PAGE.height / 2);
  let matrix = mupdf.Matrix.concat(centre, mupdf.Matrix.rotate(settings.rotation));
  matrix = mupdf.Matrix.concat(matrix, mupdf.Matrix.translate(PAGE.width / 2, PAGE.height / 2));
  matrix = mupdf.Matrix.concat(matrix, mupdf.Matrix.scale(scale, scale));
  const device = new mupdf.DrawDevice(mupdf.Matrix.identity, pixmap);
  page.run(device, matrix);
  device.close();
  const stride = pixmap.getStride();
  const pixels = pixmap.getPixels();
  const gray = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) gray.set(pixels.subarray(y * stride, y * stride + width), y * width);
  device.destroy();
  pixmap.destroy();
  for (let i = 0; i < gray.length; i++) {
    if (settings.speckle > 0 && random() < settings.speckle) gray[i] = random() < 0.7 ? 40 : 255;
    // Paper is never quite white nor toner quite black.
    gray[i] = gray[i]! * 0.86 + 24;
  }
  return { width, height, gray };
}

/** JPEG through mupdf: a pixmap again, filled with the noisy pixels. */
function encodeJpeg(scan: ScannedPage): Uint8Array {
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, scan.width, scan.height], false);
  const stride = pixmap.getStride();
  const pixels = pixmap.getPixels();
  for (let y = 0; y < scan.height; y++) {
    pixels.set(scan.gray.subarray(y * scan.width, (y + 1) * scan.width), y * stride);
  }
  const jpeg = pixmap.asJPEG(JPEG_QUALITY);
  pixmap.destroy();
  return jpeg;
}

/** 1 bit a pixel, rows padded to whole bytes, 1 for white as DeviceGray reads it; thresholded at mid-gray. */
function packBilevel(scan: ScannedPage): Uint8Array {
  const rowBytes = Math.ceil(scan.width / 8);
  const bits = new Uint8Array(rowBytes * scan.height);
  for (let y = 0; y < scan.height; y++) {
    for (let x = 0; x < scan.width; x++) {
      if (scan.gray[y * scan.width + x]! >= 140) bits[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return bits;
}

async function buildScannedPdf(text: string, settings: ScanSettings, seed: number): Promise<Uint8Array> {
  const source = mupdf.Document.openDocument(await typesetPdf(text), 'application/pdf');
  const out = await PDFDocument.create({ updateMetadata: false });
  const random = seededRandom(seed);
  for (let i = 0; i < source.countPages(); i++) {
    const scan = scanPage(source.loadPage(i), settings, random);
    const page = out.addPage([PAGE.width, PAGE.height]);
    if (settings.encoding === 'jpeg') {
      const image = await out.embedJpg(encodeJpeg(scan));
      page.drawImage(image, { x: 0, y: 0, width: PAGE.width, height: PAGE.height });
    } else {
      const stream = out.context.stream(zlib.deflateSync(packBilevel(scan), { level: 9 }), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: scan.width,
        Height: scan.height,
        ColorSpace: 'DeviceGray',
        BitsPerComponent: 1,
        Filter: 'FlateDecode',
      });
      const name = page.node.newXObject('Scan', out.context.register(stream));
      page.pushOperators(
        pushGraphicsState(),
        concatTransformationMatrix(PAGE.width, 0, 0, PAGE.height, 0, 0),
        drawObject(name),
        popGraphicsState(),
      );
    }
  }
  source.destroy();
  return out.save();
}

/** The truth file as it is, its notes saying where the scan came from (edited as text: formatting kept). */
function describeTruth(truth: string, name: string, settings: ScanSettings): string {
  const origin =
    `Image-only rendering of ../complaints/${name}.txt at ${settings.dpi} DPI, ` +
    `rotated ${Math.abs(settings.rotation)} degrees ${settings.rotation > 0 ? 'clockwise' : 'anticlockwise'} ` +
    `(${settings.encoding === 'jpeg' ? 'grayscale JPEG' : '1-bit'}${settings.speckle > 0 ? ', speckled' : ''}).`;
  const notes = /("notes":\s*")((?:[^"\\]|\\.)*)(")/;
  if (!notes.test(truth)) throw new Error(`${name}.truth.json has no "notes"`);
  return truth.replace(
    notes,
    (_, open: string, text: string, close: string) => `${open}${text ? `${text} ` : ''}${origin}${close}`,
  );
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const names = fs
    .readdirSync(SOURCE_DIR)
    .filter((file) => file.endsWith('.txt'))
    .map((file) => file.replace(/\.txt$/, ''))
    .sort();
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const [index, name] of names.entries()) {
    if (wanted.length > 0 && !wanted.includes(name)) continue;
    const settings = SETTINGS[index % SETTINGS.length]!;
    const text = fs.readFileSync(path.join(SOURCE_DIR, `${name}.txt`), 'utf8');
    const pdf = await buildScannedPdf(text, settings, 20_250_210 + index);
    fs.writeFileSync(path.join(OUT_DIR, `${name}.pdf`), pdf);
    const truth = fs.readFileSync(path.join(SOURCE_DIR, `${name}.truth.json`), 'utf8');
    fs.writeFileSync(path.join(OUT_DIR, `${name}.truth.json`), describeTruth(truth, name, settings));
    console.log(
      `${name}.pdf: ${typesetPages(text).length} pages, ${settings.dpi} DPI, ${settings.rotation}°, ` +
        `${settings.encoding}, ${(pdf.length / 1024).toFixed(0)} KB`,
    );
  }
}

await main();
