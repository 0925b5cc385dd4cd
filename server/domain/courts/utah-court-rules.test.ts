import { describe, expect, it } from 'vitest';
import { discoveryTier } from './court-rules';
import { UTAH_COURT_RULES } from './utah-court-rules';

describe("Utah's court rules", () => {
  it.each([
    [null, null],
    [0, null],
    [-5, null],
    [50_000, 1],
    [50_000.01, 2],
    [299_999.99, 2],
    [300_000, 3],
  ] as const)('puts %j in discovery tier %j (URCP 26)', (amount, tier) => {
    expect(discoveryTier(UTAH_COURT_RULES, amount)).toBe(tier);
  });

  it.each([
    ['2019-07-01', 11_000],
    ['2022-05-03', 11_000],
    ['2022-05-04', 15_000],
    ['2024-12-31', 15_000],
    ['2025-01-01', 20_000],
    ['2029-12-31', 20_000],
    ['2030-01-01', 25_000],
  ] as const)('uses the small-claims limit in force on %s: %d', (date, limit) => {
    expect(UTAH_COURT_RULES.smallClaimsLimit(date)).toBe(limit);
  });
});
