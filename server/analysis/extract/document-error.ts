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

export const DOCUMENT_ERROR_CODES: readonly DocumentErrorCode[] = [
  'UNSUPPORTED_TYPE',
  'PDF_NO_TEXT',
  'TOO_LARGE',
  'EMPTY',
  'TOO_SHORT',
  'CORRUPT',
];

/** Why a complaint's text could not be read; the message is meant for the user. */
export class DocumentError extends Error {
  readonly code: DocumentErrorCode;
  constructor(code: DocumentErrorCode, message: string) {
    super(message);
    this.name = 'DocumentError';
    this.code = code;
  }
}
