import type { DocumentFormat } from './document-types';

/** What the first bytes say; 'zip' still needs a look inside for word/document.xml. */
export type SniffedFormat = Exclude<DocumentFormat, 'docx'> | 'zip' | 'unknown';

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const RTF_MAGIC = Buffer.from('{\\rtf');
/** Writers put junk (a BOM, blank lines, an HTTP header saved with the file) before %PDF; readers allow 1 KB. */
const PDF_MAGIC_WINDOW = 1024;
/** Bytes looked at to decide whether an unknown file is text. */
const TEXT_SAMPLE_BYTES = 64 * 1024;

/** Known binary formats named in refusals, so the user learns what they actually sent. */
const KNOWN_BINARIES: { name: string; magic: number[] }[] = [
  { name: 'a PNG image', magic: [0x89, 0x50, 0x4e, 0x47] },
  { name: 'a JPEG image', magic: [0xff, 0xd8, 0xff] },
  { name: 'a GIF image', magic: [0x47, 0x49, 0x46, 0x38] },
  { name: 'a TIFF image', magic: [0x49, 0x49, 0x2a, 0x00] },
  { name: 'a TIFF image', magic: [0x4d, 0x4d, 0x00, 0x2a] },
  { name: 'a Windows program', magic: [0x4d, 0x5a] },
  { name: 'a Linux program', magic: [0x7f, 0x45, 0x4c, 0x46] },
  { name: 'a gzip archive', magic: [0x1f, 0x8b] },
  { name: 'a 7-Zip archive', magic: [0x37, 0x7a, 0xbc, 0xaf] },
  { name: 'a RAR archive', magic: [0x52, 0x61, 0x72, 0x21] },
];

function startsWith(bytes: Uint8Array, magic: Uint8Array | number[], at = 0): boolean {
  if (bytes.length < at + magic.length) return false;
  for (let i = 0; i < magic.length; i++) if (bytes[at + i] !== magic[i]) return false;
  return true;
}

/** A description of a binary we refuse ('a PNG image'), or null when it is none we know. */
export function describeKnownBinary(bytes: Uint8Array): string | null {
  return KNOWN_BINARIES.find((known) => startsWith(bytes, known.magic))?.name ?? null;
}

/**
 * The format the content says, never the file name: %PDF, a zip (DOCX candidate), an OLE2 compound file
 * (Word 97-2003), {\rtf, or text (a BOM, valid UTF-8, or mostly printable single-byte text).
 */
export function sniffFormat(bytes: Uint8Array): SniffedFormat {
  if (startsWith(bytes, ZIP_MAGIC)) return 'zip';
  if (startsWith(bytes, OLE2_MAGIC)) return 'doc';
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, PDF_MAGIC_WINDOW));
  if (/%PDF-[12]\.\d/.test(head.toString('latin1'))) return 'pdf';
  const rtfAt = skipBomAndSpace(bytes);
  if (startsWith(bytes, RTF_MAGIC, rtfAt)) return 'rtf';
  if (describeKnownBinary(bytes)) return 'unknown';
  return isProbablyText(bytes) ? 'txt' : 'unknown';
}

function skipBomAndSpace(bytes: Uint8Array): number {
  let at = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (
    at < bytes.length &&
    (bytes[at] === 0x20 || bytes[at] === 0x0a || bytes[at] === 0x0d || bytes[at] === 0x09)
  )
    at += 1;
  return at;
}

/** The byte-order mark's encoding, if any. */
export function detectBom(bytes: Uint8Array): 'utf8' | 'utf16le' | 'utf16be' | null {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return 'utf8';
  if (startsWith(bytes, [0xff, 0xfe])) return 'utf16le';
  if (startsWith(bytes, [0xfe, 0xff])) return 'utf16be';
  return null;
}

/**
 * UTF-16 saved without a byte-order mark (some Windows exports): in mostly-ASCII text every other byte is
 * zero, the even ones for big-endian, the odd ones for little-endian.
 */
export function detectUtf16WithoutBom(bytes: Uint8Array): 'utf16le' | 'utf16be' | null {
  const sample = bytes.subarray(0, Math.min(bytes.length, TEXT_SAMPLE_BYTES) & ~1);
  if (sample.length < 64) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i += 2) {
    if (sample[i] === 0) evenZeros += 1;
    if (sample[i + 1] === 0) oddZeros += 1;
  }
  const pairs = sample.length / 2;
  if (oddZeros >= pairs * 0.9 && evenZeros <= pairs * 0.02) return 'utf16le';
  if (evenZeros >= pairs * 0.9 && oddZeros <= pairs * 0.02) return 'utf16be';
  return null;
}

/** Text: a BOM, UTF-16 without one, valid UTF-8 without NULs, or single-byte text at least 95% printable. */
function isProbablyText(bytes: Uint8Array): boolean {
  if (detectBom(bytes) || detectUtf16WithoutBom(bytes)) return true;
  const sample = bytes.subarray(0, TEXT_SAMPLE_BYTES);
  if (sample.includes(0)) return false;
  if (isValidUtf8(sample, sample.length < bytes.length)) return true;
  let printable = 0;
  for (const byte of sample) {
    if (byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || (byte >= 0x20 && byte !== 0x7f)) {
      printable += 1;
    }
  }
  return printable >= sample.length * 0.95;
}

/** Valid UTF-8; a sample cut from a longer file may end inside a character. */
function isValidUtf8(sample: Uint8Array, isCut: boolean): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: isCut });
    return true;
  } catch {
    return false;
  }
}
