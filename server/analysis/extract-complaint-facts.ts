import type { ComplaintFacts } from '@common/analysis';
import { extractAttorneys } from './extractors/attorneys';
import { extractCaseHeader } from './extractors/case-header';
import { extractDamages } from './extractors/damages';
import { extractParties } from './extractors/parties';
import { summarizeComplaint } from './extractors/summary';

/** Every fact the built-in engine reads off a complaint's cleaned text. */
export function extractComplaintFacts(text: string, runningHeaders: readonly string[] = []): ComplaintFacts {
  const header = extractCaseHeader(text, runningHeaders);
  const parties = extractParties(text);
  const attorneyInformation = extractAttorneys(text, parties);
  const damages = extractDamages(text);
  const facts = { ...header, parties, attorneyInformation, ...damages };
  return { ...facts, ...summarizeComplaint(text, facts) };
}
