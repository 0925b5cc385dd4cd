import type { ComplaintFacts } from '@common/analysis';

export const DOCUMENT_FORMATS = ['pdf', 'docx', 'doc', 'rtf', 'txt'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

export interface ExtractedDocument {
  format: DocumentFormat;
  /** Cleaned text: page numbers, pleading line numbers, page-break markers and running headers removed. */
  text: string;
  /** The cleaned text page by page: a PDF's pages, or the pages form feeds mark in other formats. */
  pages: string[];
  pageCount: number | null;
  /** Lines repeated at the top or bottom of most pages (ECF headers 'Case 1:20-cv-… Filed 05/21/20'). */
  runningHeaders: string[];
  /**
   * Characters of real text in `text` (whitespace not counted): callers with their own minimum (the
   * comprehensive analysis' 'insufficient content') compare against it.
   */
  textCharCount: number;
  /**
   * Struck text of a Word comparison ('Deleted: …' balloons printed in the margin of a redline PDF), kept
   * out of `text`. Struck text drawn as strikethrough in the body cannot be told apart in a text layer.
   */
  redlineNotes: string[];
  /** What the user may want to know about the reading ('12 pages were read by OCR (confidence 91%)'). */
  warnings: string[];
  /**
   * Pages of a PDF that had no text layer and were read by OCR, with the mean confidence (0-1) of the words
   * read; null when no page needed it (and for formats other than PDF).
   */
  ocr: { pages: number; confidence: number } | null;
  /** The complaint's facts, when the caller asked for them (`ExtractOptions.facts`). */
  facts?: ComplaintFacts;
}
