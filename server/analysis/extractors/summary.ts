import type { ComplaintFacts } from '@common/analysis';

/** A short factual summary and key findings, built from the facts already extracted and the text. */
export function summarizeComplaint(
  _text: string,
  _facts: Omit<ComplaintFacts, 'summary' | 'factualSummary' | 'keyFindings'>,
): Pick<ComplaintFacts, 'summary' | 'factualSummary' | 'keyFindings'> {
  return { summary: '', factualSummary: [], keyFindings: [] };
}
