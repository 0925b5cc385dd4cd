import yauzl from 'yauzl';
import { DocumentError } from './document-error';

export interface ZipLimits {
  /** Total uncompressed bytes of all entries. */
  maxUncompressedBytes: number;
  maxEntries: number;
}

/** 50 MB: a 10 MB upload of text-heavy XML stays far below it; a zip bomb does not. */
export const DOCX_MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
export const DOCX_MAX_ENTRIES = 5_000;
/** Deflate reaches about 1,000:1 on runs of one byte; Word's XML compresses 5 to 30 times. */
const SUSPICIOUS_RATIO = 200;
const SUSPICIOUS_RATIO_MIN_BYTES = 5 * 1024 * 1024;

const bomb = () =>
  new DocumentError(
    'CORRUPT',
    'The Word file expands to far more data than a document holds; it was refused as unsafe.',
  );

/**
 * Checks a zip before anything unpacks it in full: it must be a Word document (word/document.xml), not
 * encrypted, with at most `maxEntries` entries whose declared sizes and compression ratios are plausible.
 * Then every entry is inflated once with yauzl, which stops at the declared size, so a header that lies
 * about its size is caught too. Throws UNSUPPORTED_TYPE for other zips and CORRUPT for hostile ones.
 */
export async function inspectDocxZip(bytes: Buffer, limits: ZipLimits): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw new DocumentError(
      'CORRUPT',
      'The Word file could not be opened; the archive is damaged or incomplete.',
    );
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw bomb();
    const entries: yauzl.Entry[] = [];
    let declared = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        entries.push(entry);
        declared += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (declared > limits.maxUncompressedBytes) throw bomb();
        if (entry.uncompressedSize > SUSPICIOUS_RATIO_MIN_BYTES && ratio > SUSPICIOUS_RATIO) throw bomb();
      }
    } catch (error) {
      if (error instanceof DocumentError) throw error;
      throw new DocumentError(
        'CORRUPT',
        'The Word file could not be opened; the archive is damaged or incomplete.',
      );
    }
    if (!entries.some((entry) => entry.fileName === 'word/document.xml')) {
      throw new DocumentError(
        'UNSUPPORTED_TYPE',
        'This is a zip archive but not a Word document. Upload the complaint as PDF, DOCX, DOC, RTF or text.',
      );
    }
    if (entries.some((entry) => entry.isEncrypted())) {
      throw new DocumentError(
        'CORRUPT',
        'The Word file is password-protected. Remove the password and upload it again.',
      );
    }
    let inflated = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      try {
        const stream = await zip.openReadStreamPromise(entry);
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          inflated += chunk.length;
          if (inflated > limits.maxUncompressedBytes) {
            stream.destroy();
            throw bomb();
          }
        }
      } catch (error) {
        if (error instanceof DocumentError) throw error;
        throw new DocumentError(
          'CORRUPT',
          'The Word file is damaged: one of its parts could not be unpacked.',
        );
      }
    }
  } finally {
    zip.close();
  }
}

/** The text of a DOCX (paragraphs apart by a blank line), after `inspectDocxZip` has found it safe. */
export async function readDocxText(bytes: Buffer, limits: ZipLimits): Promise<string> {
  await inspectDocxZip(bytes, limits);
  try {
    // Loaded on first use: the extraction worker starts for every upload, and most uploads are PDFs.
    const { default: mammoth } = await import('mammoth');
    const result = await mammoth.extractRawText({ buffer: bytes });
    return result.value;
  } catch {
    throw new DocumentError('CORRUPT', 'The Word file could not be read; it may be damaged.');
  }
}
