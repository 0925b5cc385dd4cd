import { detectBom, detectUtf16WithoutBom } from './detect-format';

/**
 * A text file's characters: by its byte-order mark (UTF-8, UTF-16 LE or BE), else UTF-16 when every other
 * byte is zero, else UTF-8 when it is valid, else Windows-1252 (what older court systems and Word's
 * 'plain text' save as).
 */
export function decodeText(bytes: Uint8Array): string {
  const bom = detectBom(bytes);
  if (bom === 'utf16le') return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bom === 'utf16be') return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bom === 'utf8') return new TextDecoder('utf-8').decode(bytes.subarray(3));
  const utf16 = detectUtf16WithoutBom(bytes);
  if (utf16) return new TextDecoder(utf16 === 'utf16le' ? 'utf-16le' : 'utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
