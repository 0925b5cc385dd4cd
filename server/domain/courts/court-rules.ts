/**
 * The rules of a state's trial courts that classification, ranking and the fee engine apply to a case: how a
 * sum places it in discovery, and where small claims end. Each state's rules are one module beside this
 * file (Utah's in `utah-court-rules.ts`); nothing else in the server holds these figures.
 */
export interface CourtRules {
  /** Whose rules these are, for the text shown with them ('URCP 26'). */
  discoveryRule: string;
  /** Tier 2 starts above this sum. */
  tier2Above: number;
  /** Tier 3 starts at this sum. */
  tier3From: number;
  /** The small-claims limit in force for a case filed on an ISO date ('2025-02-11'). */
  smallClaimsLimit(filingDate: string): number;
}

/** The discovery tier of a sum under `rules`, null without a positive sum. */
export function discoveryTier(rules: CourtRules, amount: number | null): 1 | 2 | 3 | null {
  if (amount === null || !(amount > 0)) return null;
  if (amount >= rules.tier3From) return 3;
  return amount > rules.tier2Above ? 2 : 1;
}
