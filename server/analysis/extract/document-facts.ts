import { extractComplaintFacts } from '../extract-complaint-facts';
import type { ExtractedDocument } from './document-types';

/** The document with the facts the built-in readers take from its text and running headers. */
export function withFacts(document: ExtractedDocument): ExtractedDocument {
  return { ...document, facts: extractComplaintFacts(document.text, document.runningHeaders) };
}
