import type { ComplaintAnalysis } from '@common/analysis';
import type { LegalCaseDto } from '@common/cases';
import { NEW_LEAD } from '@common/leads';
import { LIKELIHOODS, type Likelihood } from '@common/likelihood';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { matchTone } from '../case-format';
import { CaseQuickStats, viabilityOf } from './case-quick-stats';

/** A case ranked by research (match `match`), and optionally with a complaint analysis of `score`. */
function legalCase(match: number, complaint?: { score: number; likelihood: Likelihood }): LegalCaseDto {
  const aiAnalysis = complaint
    ? ({
        expertWitnessViability: {
          viabilityScore: complaint.score,
          isViable: true,
          likelihood: complaint.likelihood,
          experts: [],
          reasons: [],
        },
        expertWitnessFeeAssessment: { status: 'deferred', note: null, fees: null },
        expertWitnessFees: null,
      } as unknown as ComplaintAnalysis)
    : null;
  return {
    id: 1,
    filingId: 1,
    caseNumber: '250900101',
    caseType: 'Civil',
    monetaryAmount: null,
    needsExpertWitness: true,
    isHighValue: true,
    hasComplaint: complaint !== undefined,
    createdAt: '2025-02-10T00:00:00.000Z',
    filingDate: '2025-02-10',
    weekKey: 'utah-2025-w07',
    court: null,
    disposition: null,
    parties: { plaintiff: 'A', defendant: 'B', plaintiffs: ['A'], defendants: ['B'], others: [] },
    analysis: {
      classification: 'Civil',
      caseTypeRaw: 'CV',
      caseTypeDescription: null,
      priority: 3,
      expertWitnessMatch: match,
      district: null,
      category: 'Civil',
      enrichedAt: '2025-02-11T00:00:00.000Z',
      filingDate: '2025-02-10',
      discoveryTier: null,
      isOmitted: false,
      omitReason: null,
      reasons: [],
    },
    aiAnalysis,
    research: null,
    lead: NEW_LEAD,
  };
}

function badge(html: string): string {
  return /data-testid="likelihood"[^>]*>([^<]*)</.exec(html)?.[1] ?? '';
}

describe('CaseQuickStats', () => {
  it('labels the percent shown with its likelihood before a complaint is read (not the MEDIUM default)', () => {
    const html = renderToStaticMarkup(<CaseQuickStats legalCase={legalCase(75)} />);
    expect(html).toContain('75%');
    expect(badge(html)).toBe('HIGH');
  });

  it('derives the label from the score after a re-analysis, not from a stored label', () => {
    const html = renderToStaticMarkup(
      <CaseQuickStats legalCase={legalCase(75, { score: 61, likelihood: 'high' })} />,
    );
    expect(html).toContain('61%');
    expect(badge(html)).toBe('MEDIUM');
  });

  it('shows the spec’s MEDIUM default while the case is pending analysis', () => {
    const pending = legalCase(0);
    pending.analysis.enrichedAt = null;
    const html = renderToStaticMarkup(<CaseQuickStats legalCase={pending} />);
    expect(html).toContain('Pending Analysis');
    expect(badge(html)).toBe('MEDIUM');
  });

  it('never labels a higher percent lower, and colours the percent as the spec colours a match', () => {
    const rank = (l: Likelihood) => LIKELIHOODS.length - LIKELIHOODS.indexOf(l);
    const tone = { 'very-high': 'red', high: 'yellow', medium: 'blue', low: 'blue' } as const;
    let previous = 0;
    for (let score = 0; score <= 100; score += 1) {
      const { likelihood } = viabilityOf(legalCase(score))!;
      expect(rank(likelihood)).toBeGreaterThanOrEqual(previous);
      previous = rank(likelihood);
      expect(tone[likelihood]).toBe(matchTone(score));
    }
  });
});
