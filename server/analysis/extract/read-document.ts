import { cleanDocumentText, countTextCharacters } from './clean-text';
import { describeKnownBinary, sniffFormat } from './detect-format';
import { readDocText } from './doc-text';
import { DocumentError } from './document-error';
import type { DocumentFormat, ExtractedDocument } from './document-types';
import { DOCX_MAX_ENTRIES, DOCX_MAX_UNCOMPRESSED_BYTES, readDocxText } from './docx-text';
import { readScannedPages } from './pdf-ocr';
import { readPdfPages } from './pdf-text';
import { decodeText } from './plain-text';
import { readRtfText } from './rtf-text';

/** Fewer characters of text than this is not a complaint (a cover sheet, a stray page): TOO_SHORT. */
export const MIN_TEXT_CHARS = 200;
/** A complaint with its exhibits runs to a few hundred pages; past this it is not one document. */
export const PDF_MAX_PAGES = 1_000;
/**
 * Real characters per page below which a PDF is taken for a scan without OCR. A typed page holds 1,500 to
 * 3,000; a scan carries at most an ECF stamp (removed as a running header) and stray marks.
 */
export const PDF_MIN_CHARS_PER_PAGE = 40;
/** Text beyond this is not a complaint; refusing it bounds the memory of everything downstream. */
export const MAX_TEXT_CHARS = 5_000_000;
/**
 * Scanned pages read by OCR at most, at 2 to 3 s a page: a scanned complaint runs to 10-40 pages, and what
 * follows page 60 is exhibits. Further scanned pages are left unread, and a warning says so.
 */
export const OCR_MAX_PAGES = 60;

/** How far OCR has got: reported before the first page (0 done) and after each. */
export interface OcrProgress {
  pagesDone: number;
  pagesToOcr: number;
}

export interface ReadOptions {
  fileName?: string;
  /** The caller's minimum of real characters; MIN_TEXT_CHARS by default. */
  minChars?: number;
  maxPages?: number;
  /** false leaves scanned pages unread (no OCR); true by default. */
  ocr?: boolean;
  /** Scanned pages read by OCR at most; OCR_MAX_PAGES by default. */
  maxOcrPages?: number;
  onProgress?: (progress: OcrProgress) => void;
}

const SUPPORTED = 'Upload the complaint as PDF, DOCX, DOC, RTF or plain text.';

/** The format the bytes are, or UNSUPPORTED_TYPE naming what they look like instead. */
export function identifyFormat(
  bytes: Uint8Array,
  fileName?: string,
): Exclude<ReturnType<typeof sniffFormat>, 'unknown'> {
  const sniffed = sniffFormat(bytes);
  // Plain text named .pdf is a mislabelled file (a web page or a note saved under the name), not a complaint
  // to read: read as text it would only be called too short. Other formats are read whatever their name.
  if (sniffed === 'txt' && fileName && /\.pdf$/i.test(fileName.trim())) {
    throw new DocumentError(
      'UNSUPPORTED_TYPE',
      `'${fileName}' is named a PDF but is plain text (its content was checked, not its name). ${SUPPORTED}`,
    );
  }
  if (sniffed !== 'unknown') return sniffed;
  const known = describeKnownBinary(bytes);
  const name = fileName ? `'${fileName}'` : 'The file';
  throw new DocumentError(
    'UNSUPPORTED_TYPE',
    known
      ? `${name} is ${known}, not a document, whatever its name says. ${SUPPORTED}`
      : `${name} is not a PDF, Word, RTF or text document (its content was checked, not its name). ${SUPPORTED}`,
  );
}

/**
 * The whole reading on the current thread: identify by content, extract with the format's library, clean,
 * and apply the minimums. `extractDocumentText` runs it on a worker thread.
 */
export async function readDocument(bytes: Buffer, options: ReadOptions = {}): Promise<ExtractedDocument> {
  const sniffed = identifyFormat(bytes, options.fileName);
  const zipLimits = { maxUncompressedBytes: DOCX_MAX_UNCOMPRESSED_BYTES, maxEntries: DOCX_MAX_ENTRIES };
  let format: DocumentFormat;
  let rawPages: string[];
  let pageCount: number | null = null;
  let redlineNotes: string[] = [];
  const warnings: string[] = [];
  switch (sniffed) {
    case 'pdf': {
      const pdf = await readPdfPages(bytes, { maxPages: options.maxPages ?? PDF_MAX_PAGES });
      format = 'pdf';
      rawPages = pdf.pages;
      pageCount = pdf.pageCount;
      redlineNotes = pdf.redlineNotes;
      if (redlineNotes.length > 0) {
        warnings.push(
          `This PDF is a redline: ${redlineNotes.length} margin notes of deleted or changed text were left out.`,
        );
      }
      break;
    }
    case 'zip':
      format = 'docx';
      rawPages = [await readDocxText(bytes, zipLimits)];
      break;
    case 'doc':
      format = 'doc';
      rawPages = [await readDocText(bytes)];
      break;
    case 'rtf':
      format = 'rtf';
      rawPages = [await readRtfText(bytes)];
      break;
    case 'txt':
      format = 'txt';
      rawPages = [decodeText(bytes)];
      break;
  }
  const rawLength = rawPages.reduce((sum, page) => sum + page.length, 0);
  if (rawLength > MAX_TEXT_CHARS) {
    throw new DocumentError(
      'TOO_LARGE',
      `The document holds ${rawLength.toLocaleString('en-US')} characters of text, more than a complaint; upload the complaint without its exhibits.`,
    );
  }
  let cleaned = cleanDocumentText(rawPages);
  let ocr: ExtractedDocument['ocr'] = null;
  if (format === 'pdf' && pageCount !== null) {
    const scanned = findScannedPages(cleaned.pages.length === pageCount ? cleaned.pages : rawPages);
    const maxOcrPages = options.maxOcrPages ?? OCR_MAX_PAGES;
    const toRead = options.ocr === false ? [] : scanned.slice(0, maxOcrPages);
    if (toRead.length > 0) {
      options.onProgress?.({ pagesDone: 0, pagesToOcr: toRead.length });
      const read = await readScannedPages(bytes, toRead, {
        onPage: (pagesDone) => options.onProgress?.({ pagesDone, pagesToOcr: toRead.length }),
      }).catch(() => null);
      // A failure of MuPDF or Tesseract leaves the scan as it was: refused as PDF_NO_TEXT if it is all scan.
      if (read && read.pages.size > 0) {
        rawPages = rawPages.map((page, index) => read.pages.get(index) ?? page);
        cleaned = cleanDocumentText(rawPages);
        ocr = { pages: read.pages.size, confidence: round(read.confidence, 3) };
        warnings.push(
          `${plural(read.pages.size, 'page')} ${read.pages.size === 1 ? 'was' : 'were'} read by OCR (confidence ${Math.round(read.confidence * 100)}%).`,
        );
      } else {
        warnings.push('The scanned pages could not be read by OCR.');
      }
      const unread = scanned.length - toRead.length;
      if (unread > 0) {
        warnings.push(
          `${unread} more scanned ${unread === 1 ? 'page was' : 'pages were'} not read: OCR stops after ${plural(maxOcrPages, 'page')}.`,
        );
      }
    }
  }
  const textCharCount = countTextCharacters(cleaned.text);
  if (format === 'pdf' && pageCount !== null) {
    const emptyPages =
      cleaned.pages.length === pageCount
        ? cleaned.pages.filter((page) => countTextCharacters(page) < PDF_MIN_CHARS_PER_PAGE).length
        : 0;
    if (textCharCount < PDF_MIN_CHARS_PER_PAGE * pageCount && textCharCount < MIN_TEXT_CHARS * 5) {
      throw new DocumentError(
        'PDF_NO_TEXT',
        ocr
          ? 'The PDF has no text layer and OCR found no text on its pages (a blank or unreadable scan). Upload the complaint as a text file.'
          : 'The PDF has no text layer (it looks like a scan). Run it through OCR or upload the complaint as a text file.',
      );
    }
    if (emptyPages > 0) {
      warnings.push(
        `${emptyPages} of ${pageCount} pages have little or no text${ocr ? '' : ' (scanned pages are not read)'}.`,
      );
    }
  }
  if (textCharCount === 0) throw new DocumentError('EMPTY', 'The document contains no text.');
  const minChars = options.minChars ?? MIN_TEXT_CHARS;
  if (textCharCount < minChars) {
    throw new DocumentError(
      'TOO_SHORT',
      `The document has only ${textCharCount} characters of text; a complaint needs at least ${minChars}.`,
    );
  }
  return {
    format,
    text: cleaned.text,
    pages: cleaned.pages,
    pageCount,
    runningHeaders: cleaned.runningHeaders,
    textCharCount,
    redlineNotes,
    warnings,
    ocr,
  };
}

/** Indexes of the pages with less real text than a typed page has: scans, or pages that are one picture. */
function findScannedPages(pages: string[]): number[] {
  const scanned: number[] = [];
  pages.forEach((page, index) => {
    if (countTextCharacters(page) < PDF_MIN_CHARS_PER_PAGE) scanned.push(index);
  });
  return scanned;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
