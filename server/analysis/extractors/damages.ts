import type { ComplaintFacts } from '@common/analysis';

/** What the complaint asks for and under which law: the prayer and demand first, decoys left out. */
export function extractDamages(
  _text: string,
): Pick<ComplaintFacts, 'damageClaims' | 'jurisdictionalAmounts' | 'statutes' | 'causesOfAction'> {
  return { damageClaims: [], jurisdictionalAmounts: [], statutes: [], causesOfAction: [] };
}
