import fs from 'node:fs';
import path from 'node:path';
import * as mupdf from 'mupdf';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocumentText, type OcrProgress } from './extract-text';
import { englishModelPath } from './ocr-engine';
import { findBlankRow, findStrayMarks, restoreVersus } from './pdf-ocr';

/** Image-only renderings of the text fixtures (scripts/render-scanned-fixtures.ts). */
const SCANNED = path.resolve(import.meta.dirname, '../fixtures/scanned');
/** One page, 190 DPI, 1-bit, turned 2° anticlockwise. */
const readScan = (name = 'il-cook-premises-law-division') =>
  fs.readFileSync(path.join(SCANNED, `${name}.pdf`));
const STAMP = 'Case 1:25-cv-00318 Document 1 Filed 02/11/25 Page 1 of 1';
/** OCR takes a few seconds a page, more on a busy machine. */
const OCR_TIMEOUT = 90_000;

/** A scan of a blank sheet: off-white, with a few specks of dust. */
async function buildBlankScan(): Promise<Buffer> {
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, 850, 1100], false);
  pixmap.clear(236);
  const pixels = pixmap.getPixels();
  for (let i = 0; i < 40; i++) pixels[(i * 7919 * 104_729) % pixels.length] = 30;
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(pixmap.asJPEG(70));
  pixmap.destroy();
  doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  return Buffer.from(await doc.save());
}

/** The scan with a CM/ECF stamp drawn over it as text, as the court's system stamps a scanned filing. */
async function withStamp(scan: Buffer): Promise<Buffer> {
  const doc = await PDFDocument.load(scan);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const page of doc.getPages()) page.drawText(STAMP, { x: 120, y: 772, size: 9, font });
  return Buffer.from(await doc.save());
}

describe('extractDocumentText reads scanned PDFs by OCR', () => {
  it(
    'reads an image-only PDF on its worker thread, reporting progress page by page',
    async () => {
      const progress: OcrProgress[] = [];
      const document = await extractDocumentText(readScan(), { onProgress: (p) => progress.push(p) });
      expect(document.format).toBe('pdf');
      for (const name of [
        'DESMOND OKAFOR-BLAIR',
        'NORTHSHORE PROPERTY MANAGEMENT, INC.',
        'LAKEVIEW TOWERS',
        'No. 2025 L 004412',
        '$50,000',
        'Theodora L. Marlowe',
      ]) {
        expect(document.text).toContain(name);
      }
      expect(document.ocr).toEqual({ pages: 1, confidence: expect.any(Number) });
      expect(document.ocr!.confidence).toBeGreaterThan(0.8);
      expect(document.ocr!.confidence).toBeLessThanOrEqual(1);
      expect(document.warnings).toContainEqual(
        expect.stringMatching(/^1 page was read by OCR \(confidence \d+%\)/),
      );
      expect(progress).toEqual([
        { pagesDone: 0, pagesToOcr: 1 },
        { pagesDone: 1, pagesToOcr: 1 },
      ]);
    },
    OCR_TIMEOUT,
  );

  it(
    "keeps a stamp of the text layer once, from the text layer, and reads the scan's words around it",
    async () => {
      const document = await extractDocumentText(await withStamp(readScan()), { isolate: false });
      expect(document.runningHeaders).toEqual([STAMP]);
      expect(document.text).not.toMatch(/Filed|00318/);
      expect(document.text).toContain('COMPLAINT AT LAW');
      expect(document.ocr?.pages).toBe(1);
    },
    OCR_TIMEOUT,
  );

  it(
    'still refuses a blank scan with PDF_NO_TEXT, saying that OCR found nothing',
    async () => {
      const attempt = extractDocumentText(await buildBlankScan(), { isolate: false });
      await expect(attempt).rejects.toMatchObject({ code: 'PDF_NO_TEXT' });
      await expect(attempt).rejects.toThrow(/OCR found no text/);
    },
    OCR_TIMEOUT,
  );

  it('leaves scanned pages unread when OCR is turned off', async () => {
    const attempt = extractDocumentText(readScan(), { isolate: false, ocr: false });
    await expect(attempt).rejects.toMatchObject({ code: 'PDF_NO_TEXT' });
    await expect(attempt).rejects.toThrow(/Run it through OCR/);
  });

  it(
    'stops at the OCR page limit and says how many scanned pages were left unread',
    async () => {
      const document = await extractDocumentText(readScan('mo-pi-petition'), {
        isolate: false,
        maxOcrPages: 1,
      });
      expect(document.ocr?.pages).toBe(1);
      expect(document.text).toContain('TAMSIN R. OYELARAN');
      expect(document.warnings).toContain('1 more scanned page was not read: OCR stops after 1 page.');
      expect(document.warnings).toContain('1 of 2 pages have little or no text.');
    },
    OCR_TIMEOUT,
  );

  it('reads the English model from the installed package, never from the network', () => {
    const model = path.join(englishModelPath(), 'eng.traineddata.gz');
    expect(fs.statSync(model).size).toBeGreaterThan(1_000_000);
    // cacheMethod 'none': tesseract.js would otherwise leave a copy of the model in the working folder.
    expect(fs.existsSync(path.resolve('eng.traineddata'))).toBe(false);
  });
});

describe('findBlankRow: where a page is cut in two for two OCR threads', () => {
  const WIDTH = 400;
  const HEIGHT = 600;
  /** A white page with dark 'lines of text' on the given rows (and a pleading rule down the left margin). */
  const page = (inked: (y: number, x: number) => boolean) => {
    const pixels = new Uint8Array(WIDTH * HEIGHT).fill(255);
    for (let y = 0; y < HEIGHT; y++)
      for (let x = 0; x < WIDTH; x++) if (inked(y, x) || x === 20) pixels[y * WIDTH + x] = 0;
    return pixels;
  };

  it('cuts in the widest gap between lines in the middle third, across the margin rule', () => {
    // Lines of 12 rows every 20 rows (gaps of 8), and a gap of 36 rows from 292 to 327.
    const text = (y: number) => (y < 300 ? y % 20 < 12 : y >= 328 && (y - 328) % 20 < 12);
    expect(findBlankRow(page(text), WIDTH, HEIGHT)).toBe(310);
  });

  it('finds no cut on a page scanned askew, where no row is clear from edge to edge', () => {
    const askew = (y: number, x: number) => (y + Math.floor(x / 10)) % 20 < 12;
    expect(findBlankRow(page(askew), WIDTH, HEIGHT)).toBeNull();
  });
});

describe("restoreVersus: the caption's 'v.' misread by Tesseract", () => {
  const word = (text: string, line: string) => ({
    text,
    confidence: 40,
    left: 0,
    top: 0,
    width: 10,
    height: 10,
    line,
  });
  const read = (lines: string[][]) => {
    const words = lines.flatMap((texts, i) => texts.map((text) => word(text, `1.1.${i}`)));
    restoreVersus(words);
    return words.map((w) => w.text).join(' ');
  };

  it.each([
    [['Ve'], 'v.'],
    [['V8)'], 'v. )'],
    [['rae'], 'v.'],
    [['v,', ')'], 'v. )'],
  ])('reads %j under "Plaintiff," as %j', (line, versus) => {
    expect(read([['ANA', 'COLE,', ')'], ['Plaintiff,', ')'], line, ['BO', 'PARK,']])).toBe(
      `ANA COLE, ) Plaintiff, ) ${versus} BO PARK,`,
    );
  });

  it('leaves a short word alone when the line above names no party role, or the line has more words', () => {
    expect(read([['the', 'Court'], ['Ve']])).toBe('the Court Ve');
    expect(read([['Plaintiff,'], ['and', 'so']])).toBe('Plaintiff, and so');
  });
});

describe('findStrayMarks: specks read as characters', () => {
  const at = (text: string, left: number, confidence: number, line = '1.1.1') => ({
    text,
    confidence,
    left,
    top: 100,
    width: text.length * 12,
    height: 20,
    line,
  });

  it("drops a doubtful lone character far right of its line's words, and keeps the line's words", () => {
    const words = [at('LOS', 400, 95), at('ANGELES', 466, 97), at('5', 1035, 62)];
    expect([...findStrayMarks(words, 20)].map((w) => w.text)).toEqual(['5']);
  });

  it("keeps a margin's line number alone on its line, a sure character, a near one and the caption's 'v.'", () => {
    const words = [
      at('12', 103, 60, '0.1.1'),
      at('ANGELES', 466, 97, '0.1.2'),
      at('5', 1035, 96, '0.1.2'),
      at('Section', 100, 95, '0.1.3'),
      at('5', 190, 60, '0.1.3'),
      at('v.', 100, 40, '0.1.4'),
      at(')', 900, 90, '0.1.4'),
    ];
    expect(findStrayMarks(words, 20).size).toBe(0);
  });
});
