import type { ComplaintAnalysis, FeeAssessment } from '@common/analysis';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FeeAssessmentView, impactConfidences } from './fee-assessment';

type Fees = NonNullable<FeeAssessment['fees']>;

/** Fees as an analysis stores them; `stored` are the impact confidences written by the engine of its day. */
function fees(confidence: number, stored: { withDamages: number; withoutDamages: number }): Fees {
  const range = { min: 65_700, max: 169_000 };
  return {
    totalRange: range,
    confidence,
    breakdown: [],
    methodologyBreakdown: {
      stepByStepProcess: [],
      baseRateSelection: { industry: 425, technical: 400, financial: 475, medical: 650, source: 'test' },
      complexityMultiplier: { value: 1.55, factors: [] },
      hourEstimation: [],
      fallbackLogicIndicators: [],
      impactAnalysis: {
        withDamages: { range, confidence: stored.withDamages },
        withoutDamages: { range: { min: 46_400, max: 120_300 }, confidence: stored.withoutDamages },
        difference: '',
      },
    },
    calculatedAt: '2025-03-01T12:00:00.000Z',
  };
}

function render(f: Fees): string {
  const analysis = {
    expertWitnessFeeAssessment: { status: 'calculated', note: null, fees: f },
  } as unknown as ComplaintAnalysis;
  return renderToStaticMarkup(<FeeAssessmentView analysis={analysis} />);
}

/** The confidence printed in each damages-impact tile, in order. */
function tileConfidences(html: string): string[] {
  return [...html.matchAll(/(\d+%) confidence</g)].map((m) => m[1] as string);
}

describe('FeeAssessmentView', () => {
  it('shows the total range and its with-damages tile at one confidence, whatever an older analysis stored', () => {
    const html = render(fees(0.8, { withDamages: 0.9, withoutDamages: 0.75 }));
    expect(html).toContain('>80%</p>');
    expect(tileConfidences(html)).toEqual(['80%', '75%']);
    expect(html).not.toContain('90% confidence');
  });

  it('never shows the without-damages range as surer than the estimate', () => {
    expect(tileConfidences(render(fees(0.6, { withDamages: 0.9, withoutDamages: 0.75 })))).toEqual([
      '60%',
      '60%',
    ]);
    expect(impactConfidences(fees(0.8, { withDamages: 0.8, withoutDamages: 0 }))).toEqual({
      withDamages: 0.8,
      withoutDamages: 0.8,
    });
  });
});
