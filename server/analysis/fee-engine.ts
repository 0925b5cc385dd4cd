import type { ComplaintFacts, ExpertWitnessViability, FeeAssessment } from '@common/analysis';
import type { CaseContext } from './expert-assessment';

/** Spec §3/§9 expert-witness fee assessment; 'deferred' with a note when the document cannot support one. */
export function assessExpertFees(
  _facts: ComplaintFacts,
  _viability: ExpertWitnessViability,
  _context: CaseContext,
  _now: Date = new Date(),
): FeeAssessment {
  return { status: 'deferred', note: 'The fee engine is not built yet.', fees: null };
}
