import { describe, expect, it } from 'vitest';
import { claim, makeFacts } from './expert-facts.fixture';
import { detectExpertNeeds } from './expert-kinds';

const context = { caseTypeCode: 'CN', monetaryAmount: null };
const kindsOf = (facts: ReturnType<typeof makeFacts>) => [
  ...new Set(detectExpertNeeds(facts, context, { isRoutine: false }).map((n) => n.expert.kind)),
];

describe('detectExpertNeeds', () => {
  it('names the experts of an overtime claim from its subject: a forensic accountant and a payroll practices expert', () => {
    const facts = makeFacts({
      causesOfAction: ['Failure to Pay Overtime under the Fair Labor Standards Act'],
    });
    expect(kindsOf(facts).sort()).toEqual(['accounting', 'employment']);
  });

  it("calls a damages expert for a breach of contract only from Utah's Tier 3 sum ($300,000) up", () => {
    const contract = (amount: number) =>
      makeFacts({
        causesOfAction: ['Breach of Contract'],
        damageClaims: [claim('compensatory', amount, { isTotalDemand: true })],
      });
    expect(kindsOf(contract(299_999))).not.toContain('financial');
    expect(kindsOf(contract(300_000))).toContain('financial');
  });
});
