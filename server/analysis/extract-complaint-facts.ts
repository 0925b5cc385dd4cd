import type { ComplaintFacts, Party } from '@common/analysis';
import { extractAttorneys } from './extractors/attorneys';
import { extractCaseHeader } from './extractors/case-header';
import { extractDamages } from './extractors/damages';
import { extractParties } from './extractors/parties';
import { summarizeComplaint } from './extractors/summary';

/** Every fact the built-in engine reads off a complaint's cleaned text. */
export function extractComplaintFacts(text: string, runningHeaders: readonly string[] = []): ComplaintFacts {
  const header = extractCaseHeader(text, runningHeaders);
  const named = extractParties(text);
  const attorneyInformation = extractAttorneys(text, named);
  const parties = withAttorneys(named, attorneyInformation);
  const damages = extractDamages(text);
  const facts = { ...header, parties, attorneyInformation, ...damages };
  return { ...facts, ...summarizeComplaint(text, facts) };
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
