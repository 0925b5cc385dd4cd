import type { ComplaintFacts, Party } from '@common/analysis';
import { extractAttorneys, lendFooterContacts } from './extractors/attorneys';
import { extractCaseHeader } from './extractors/case-header';
import { findPleadingStart } from './extractors/court-forms';
import { extractDamages } from './extractors/damages';
import { extractParties } from './extractors/parties';
import { summarizeComplaint } from './extractors/summary';

/** Every fact the built-in engine reads off a complaint's cleaned text. */
export function extractComplaintFacts(
  document: string,
  runningHeaders: readonly string[] = [],
): ComplaintFacts {
  const text = boundBlankRuns(document);
  // Cover sheets and notices filed before the complaint are no part of its caption or counsel blocks.
  const pleading = text.slice(findPleadingStart(text));
  const header = extractCaseHeader(pleading, runningHeaders, text);
  const named = extractParties(pleading);
  const attorneyInformation = lendFooterContacts(extractAttorneys(pleading, named), runningHeaders);
  const parties = withAttorneys(named, attorneyInformation);
  const damages = extractDamages(text);
  const facts = { ...header, parties, attorneyInformation, ...damages };
  return { ...facts, ...summarizeComplaint(text, facts) };
}

/**
 * Long runs of spaces or tabs inside a line, as a column layout or a broken extraction leaves, are cut to
 * `MAX_BLANK_RUN`: a gap that long is a gap whatever its length, and many readers' patterns (`\s*` beside `\s*`) take
 * time that grows with a power of the run's length on text that does not match. See docs/analysis-quality.md.
 */
const MAX_BLANK_RUN = 16;
export function boundBlankRuns(text: string): string {
  return text.replace(/[^\S\n\r\f]{17,}/g, ' '.repeat(MAX_BLANK_RUN));
}

/** Each party lists the counsel appearing for its side ('Attorneys for Plaintiffs' speaks for all of them). */
function withAttorneys(parties: Party[], counsel: ComplaintFacts['attorneyInformation']): Party[] {
  const bySide = {
    plaintiff: counsel.plaintiffAttorneys,
    defendant: counsel.defendantAttorneys,
    other: counsel.otherAttorneys,
  };
  return parties.map((p) => ({ ...p, attorneys: bySide[p.role].map((a) => a.name) }));
}
