import type { ComplaintFacts, ExpertWitnessViability } from '@common/analysis';

/** What the dashboard knows of the case the complaint belongs to. */
export interface CaseContext {
  caseTypeCode: string | null;
  monetaryAmount: number | null;
}

export interface ExpertAssessment {
  viability: ExpertWitnessViability;
  /** Written back to the case (0-5 and 0-100), so the dashboard re-ranks it. */
  priority: number;
  expertWitnessMatch: number;
  expertWitnessOpportunities: string[];
}

/** Whether and which experts the complaint's claims call for, and how promising the case is. */
export function assessExpertNeed(_facts: ComplaintFacts, _context: CaseContext): ExpertAssessment {
  return {
    viability: { viabilityScore: 0, isViable: false, likelihood: 'low', experts: [], reasons: [] },
    priority: 0,
    expertWitnessMatch: 0,
    expertWitnessOpportunities: [],
  };
}
