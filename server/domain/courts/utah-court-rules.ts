import type { CourtRules } from './court-rules';

/**
 * Utah's district courts.
 * - Discovery tiers, Utah R. Civ. P. 26(c)(3): Tier 1 is $50,000 or less, Tier 2 more than $50,000 and less
 *   than $300,000, Tier 3 $300,000 or more (docs/classification.md uses the same lines).
 * - Small claims, Utah Code 78A-8-102(1)(a)(i) as amended by 2022 HB 107: $11,000 before 4 May 2022, $15,000
 *   to the end of 2024, $20,000 from 2025, $25,000 from 2030.
 */
export const UTAH_COURT_RULES: CourtRules = {
  discoveryRule: 'URCP 26',
  tier2Above: 50_000,
  tier3From: 300_000,
  smallClaimsLimit(filingDate) {
    if (filingDate >= '2030-01-01') return 25_000;
    if (filingDate >= '2025-01-01') return 20_000;
    if (filingDate >= '2022-05-04') return 15_000;
    return 11_000;
  },
};
