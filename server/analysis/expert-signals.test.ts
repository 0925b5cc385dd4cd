import { describe, expect, it } from 'vitest';
import { claim, makeFacts } from './expert-facts.fixture';
import { findClaimedAmount, hasStatedDamages, isRateClaim, smallClaimsLimitOn } from './expert-signals';

describe('smallClaimsLimitOn', () => {
  it.each([
    ['2022-05-03', 11_000],
    ['2025-01-01', 20_000],
  ] as const)("uses Utah's small-claims limit in force on the filing date %s: %d", (date, limit) => {
    expect(smallClaimsLimitOn(date)).toBe(limit);
  });

  it('uses the 2025 limit when the filing date is unknown or not a date', () => {
    expect(smallClaimsLimitOn(null)).toBe(20_000);
    expect(smallClaimsLimitOn('March 2021')).toBe(20_000);
  });
});

describe('isRateClaim', () => {
  it.each([
    ['$100.00 for each aggrieved employee per pay period for the initial violation', true],
    ['$200 per employee per pay period for each subsequent violation', true],
    ['$250 a day until the records are produced', true],
    ['$4,000 per month in lost rent', true],
    ['lost wages of $92,000 per year', true],
    ['$1,000 per violation', true],
    ['$187,450.00, the balance the adjuster refused to pay', false],
    ['$48,213.77 per the account statement', false],
    ['in an amount to be proven at trial', false],
  ] as const)('reads %s as a rate: %s', (amountText, isRate) => {
    expect(isRateClaim(claim('statutory', 100, { amountText }))).toBe(isRate);
  });
});

describe('findClaimedAmount', () => {
  const noCase = { caseTypeCode: null, monetaryAmount: null };

  it('finds no sum in a complaint whose only figures are rates and penalties', () => {
    const facts = makeFacts({
      damageClaims: [
        claim('statutory', 100, { amountText: '$100 for each aggrieved employee per pay period' }),
        claim('statutory', 1_000, { amountText: '$1,000 in statutory damages' }),
        claim('compensatory', 4_000, { amountText: '$4,000 per month' }),
      ],
    });
    expect(findClaimedAmount(facts, noCase)).toBeNull();
    expect(hasStatedDamages(facts)).toBe(false);
    expect(findClaimedAmount(facts, { ...noCase, monetaryAmount: 90_000 })).toEqual({
      amount: 90_000,
      source: 'case',
    });
  });

  it('leaves fees, costs, interest and punitive sums out of the size', () => {
    const facts = makeFacts({
      damageClaims: [claim('attorney-fees', 750), claim('punitive', 5_000_000), claim('interest', 312.5)],
    });
    expect(findClaimedAmount(facts, noCase)).toBeNull();
  });
});
