import type { EntityType } from '@common/analysis';
import type { PartyBackground } from '@common/parties';
import { describe, expect, it } from 'vitest';
import { assessExpertNeed } from './expert-assessment';
import { claim, makeFacts, pagaWageHour, party } from './expert-facts.fixture';
import { type RankInput, rankCase } from './rank-case';

function background(name: string, role: 'plaintiff' | 'defendant', entityType: EntityType): PartyBackground {
  return {
    name,
    normalizedName: name.toUpperCase(),
    role,
    entityType,
    legalForm: null,
    industry: null,
    size: entityType === 'individual' ? 'individual' : 'unknown',
    history: {
      casesAsPlaintiff: role === 'plaintiff' ? 1 : 0,
      casesAsDefendant: role === 'defendant' ? 1 : 0,
      weeksSeen: 1,
      firstFiled: '2025-02-10',
      lastFiled: '2025-02-10',
      caseTypes: { CV: 1 },
      isRepeatFiler: false,
      spellings: [name],
    },
    businessType: '',
    operatingHistory: '',
    backgroundColor: 'slate',
    background: '',
    evidence: [],
    aiBackground: null,
  };
}

const base: RankInput['base'] = {
  priority: 1,
  expertWitnessMatch: 30,
  reasons: ['Civil case with no amount.'],
  isOmitted: false,
  isHighValue: false,
  isOver: false,
  discoveryTier: null,
};

describe('rankCase', () => {
  it('does not rank a PAGA action down for its penalty rates', () => {
    const noCase = { caseTypeCode: null, monetaryAmount: null };
    const input = (complaint: RankInput['complaint']): RankInput => ({
      caseTypeCode: 'CV',
      base,
      plaintiffs: [background('Luis Ortega', 'plaintiff', 'individual')],
      defendants: [background('Harbor Auto Group, LLC', 'defendant', 'company')],
      complaint,
    });
    const withRates = rankCase(input(assessExpertNeed(pagaWageHour, noCase)));
    const withoutFigures = rankCase(input(assessExpertNeed({ ...pagaWageHour, damageClaims: [] }, noCase)));
    expect(withRates.priority).toBe(withoutFigures.priority);
    expect(withRates.expertWitnessMatch).toBe(withoutFigures.expertWitnessMatch);
    expect(withRates.expertWitnessMatch).toBeGreaterThan(base.expertWitnessMatch);
  });

  it('does not call a dispute between two people small when their complaint claims more than $50,000', () => {
    const facts = makeFacts({
      parties: [
        party('Ben Carter', 'plaintiff', 'individual'),
        party('Lisa Grant', 'defendant', 'individual'),
      ],
      causesOfAction: ['Negligence'],
      damageClaims: [claim('compensatory', 2_000_000, { isTotalDemand: true })],
      factualSummary: ['Defendant’s truck rear-ended Plaintiff, who suffered a traumatic brain injury.'],
    });
    const input = (withComplaint: boolean): RankInput => ({
      caseTypeCode: 'TA',
      base,
      plaintiffs: [background('Ben Carter', 'plaintiff', 'individual')],
      defendants: [background('Lisa Grant', 'defendant', 'individual')],
      complaint: withComplaint ? assessExpertNeed(facts, { caseTypeCode: 'TA', monetaryAmount: null }) : null,
    });
    const smallRule = /Individuals on both sides/;
    expect(rankCase(input(false)).reasons.some((r) => smallRule.test(r))).toBe(true);
    expect(rankCase(input(true)).reasons.some((r) => smallRule.test(r))).toBe(false);
  });

  it('keeps a case that is over at priority 0 and match 0, whatever the research and the complaint say', () => {
    const facts = makeFacts({
      parties: [
        party('Ben Carter', 'plaintiff', 'individual'),
        party('Acme Trucking', 'defendant', 'company'),
      ],
      causesOfAction: ['Negligence'],
      damageClaims: [claim('compensatory', 2_000_000, { isTotalDemand: true })],
      factualSummary: ['Defendant’s truck rear-ended Plaintiff, who suffered a traumatic brain injury.'],
    });
    const rank = rankCase({
      caseTypeCode: 'TA',
      base: {
        ...base,
        priority: 0,
        expertWitnessMatch: 0,
        isOmitted: true,
        isOver: true,
        reasons: ["Filtered out: Case already over: 'Dismissed' on 2025-03-14, not a lead."],
      },
      plaintiffs: [background('Ben Carter', 'plaintiff', 'individual')],
      defendants: [background('Acme Trucking', 'defendant', 'insurer')],
      complaint: assessExpertNeed(facts, { caseTypeCode: 'TA', monetaryAmount: null }),
    });
    expect([rank.priority, rank.expertWitnessMatch]).toEqual([0, 0]);
    expect(rank.reasons.at(-1)).toMatch(/^The case is over/);
  });
});
