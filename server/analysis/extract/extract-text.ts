/**
 * Text out of an uploaded complaint (PDF text layer, DOCX, DOC, RTF, plain text), judged by its bytes,
 * never its name. Owned by the text-extraction work of issue 5: this file states the contract.
 */

export const DOCUMENT_FORMATS = ['pdf', 'docx', 'doc', 'rtf', 'txt'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

export type DocumentErrorCode =
  /** Not one of the five formats (by content). */
  | 'UNSUPPORTED_TYPE'
  /** A PDF with no text layer (a scan): spec §8 'Unable to process PDF file…'. */
  | 'PDF_NO_TEXT'
  | 'TOO_LARGE'
  | 'EMPTY'
  | 'TOO_SHORT'
  /** Truncated, malformed or hostile (zip bomb, encrypted): refused with a clear message. */
  | 'CORRUPT';

export class DocumentError extends Error {
  readonly code: DocumentErrorCode;
  constructor(code: DocumentErrorCode, message: string) {
    super(message);
    this.name = 'DocumentError';
    this.code = code;
  }
}

export interface ExtractedDocument {
  format: DocumentFormat;
  /** Cleaned text: page numbers, pleading line numbers, page-break markers and running headers removed. */
  text: string;
  pageCount: number | null;
  /** Lines repeated at the top or bottom of most pages (ECF headers 'Case 1:20-cv-… Filed 05/21/20'). */
  runningHeaders: string[];
}

export async function extractDocumentText(
  _bytes: Buffer,
  _options: { fileName?: string; maxBytes?: number } = {},
): Promise<ExtractedDocument> {
  throw new DocumentError('UNSUPPORTED_TYPE', 'Text extraction is not built yet.');
}
