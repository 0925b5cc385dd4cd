import { DocumentError } from './document-error';

/** 'EncryptedPackage' in UTF-16LE: an OLE2 file holding an encrypted Office document, not a Word 97 one. */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
/** 'WordDocument' in UTF-16LE: the stream every Word 97-2003 file has. */
const WORD_DOCUMENT = Buffer.from('WordDocument', 'utf16le');

/** The body and footnotes of a Word 97-2003 (.doc) file through word-extractor. */
export async function readDocText(bytes: Buffer): Promise<string> {
  if (bytes.includes(ENCRYPTED_PACKAGE)) {
    throw new DocumentError(
      'CORRUPT',
      'The Word file is password-protected. Remove the password and upload it again.',
    );
  }
  if (!bytes.includes(WORD_DOCUMENT)) {
    throw new DocumentError(
      'UNSUPPORTED_TYPE',
      'This is an Office file but not a Word document (perhaps Excel or Outlook). Upload the complaint as PDF, DOCX, DOC, RTF or text.',
    );
  }
  try {
    const { default: WordExtractor } = await import('word-extractor');
    const document = await new WordExtractor().extract(bytes);
    const footnotes = document.getFootnotes().trim();
    const endnotes = document.getEndnotes().trim();
    // word-extractor ends each paragraph with one '\n'; a blank line between them matches the DOCX reading.
    const body = document.getBody().replace(/\n/g, '\n\n');
    return [body, footnotes, endnotes].filter(Boolean).join('\n\n');
  } catch {
    throw new DocumentError('CORRUPT', 'The Word (.doc) file could not be read; it may be damaged.');
  }
}
