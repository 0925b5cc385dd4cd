import type { ComplaintFacts, Party } from '@common/analysis';

/** Counsel of record from the caption's counsel block, signature blocks and certificates of service. */
export function extractAttorneys(
  _text: string,
  _parties: readonly Party[],
): ComplaintFacts['attorneyInformation'] {
  return { plaintiffAttorneys: [], defendantAttorneys: [], otherAttorneys: [] };
}
