/**
 * How likely a case is to need an expert witness, from its 0-100 viability score. A module of its own, without
 * zod, so the web app can import the mapping without the schemas of `analysis.ts`.
 */

export const LIKELIHOODS = ['very-high', 'high', 'medium', 'low'] as const;
export type Likelihood = (typeof LIKELIHOODS)[number];

/**
 * The lowest viability score of each likelihood. The one mapping from score to likelihood, for the server and
 * the web alike; the very-high and high lines are spec §9's red and yellow lines for an expert-match percent, so
 * a score and its badge always show the same colour.
 */
export const LIKELIHOOD_MIN_SCORE = { 'very-high': 90, high: 70, medium: 40 } as const;

/** The likelihood of a 0-100 viability score: monotonic, a higher score never gets a lower likelihood. */
export function likelihoodOf(score: number): Likelihood {
  if (score >= LIKELIHOOD_MIN_SCORE['very-high']) return 'very-high';
  if (score >= LIKELIHOOD_MIN_SCORE.high) return 'high';
  if (score >= LIKELIHOOD_MIN_SCORE.medium) return 'medium';
  return 'low';
}
