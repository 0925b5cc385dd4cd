import type { ComplaintFacts, ExpertNeed, ExpertWitnessViability } from '@common/analysis';
import { getCaseType } from '@common/case-types';
import { LIKELIHOOD_MIN_SCORE, likelihoodOf } from '@common/likelihood';
import { UTAH_COURT_RULES } from '../domain/courts/utah-court-rules';
import { compareNeeds, type DetectedNeed, detectExpertNeeds } from './expert-kinds';
import {
  type CaseContext,
  type ClaimedAmount,
  countParties,
  findClaimedAmount,
  findFilingDate,
  findRateOnlyClaims,
  formatMoney,
  formatShortMoney,
  hasClassAllegations,
  hasOnlyIndividualDefendants,
  hasOrganization,
  seeksDamageType,
  smallClaimsLimitOn,
} from './expert-signals';

export type { CaseContext } from './expert-signals';

export interface ExpertAssessment {
  viability: ExpertWitnessViability;
  /** Written back to the case (0-5 and 0-100), so the dashboard re-ranks it. */
  priority: number;
  expertWitnessMatch: number;
  expertWitnessOpportunities: string[];
  /** The sum at stake the score used, and where it came from; null when unknown (not small). */
  claimedAmount: ClaimedAmount | null;
}

/** Utah's discovery tiers (URCP 26(c)(3)): the sums that place a claim. */
const { tier2Above: TIER_2_MIN_EXCLUSIVE, tier3From: TIER_3_MIN } = UTAH_COURT_RULES;
const MILLION = 1_000_000;
/** A case scoring this much (a medium likelihood), with an expert need, is worth a call. */
const VIABLE_MIN_SCORE = LIKELIHOOD_MIN_SCORE.medium;
/** Routine volume suits stay at the bottom of the list whatever their length. */
const ROUTINE_MAX_SCORE = 15;
const ROUTINE_MAX_PRIORITY = 1;

/** Volume-work types that are routine unless the sum is Tier 3 (docs/classification.md, 'Filtered out'). */
const ROUTINE_UNLESS_TIER_3 = new Set(['DC', 'LM']);
const ALWAYS_ROUTINE = new Set(['EV', 'SC', 'AJ', 'CS']);
/** Causes of action of collection, eviction and foreclosure suits. */
const ROUTINE_CAUSES =
  /\b(account stated|open account|book account|money (had and received|lent)|unlawful detainer|evictions?|forcible (entry|detainer)|possession of (the )?premises|foreclos\w+|deficiency|judicial sale|promissory note|credit card|collection of (a )?debt|breach of contract|unjust enrichment|quantum meruit|78B-6-8\d\d)\b/i;

/**
 * Whether and which experts the complaint's claims call for, and how promising the case is. Every point of the
 * score has a reason line; the same facts and context always give the same result (docs/fee-engine.md).
 */
export function assessExpertNeed(facts: ComplaintFacts, context: CaseContext): ExpertAssessment {
  const claimed = findClaimedAmount(facts, context);
  // A claim within Utah's small-claims limit (Utah Code 78A-8-102) rarely pays for an expert; the limit depends
  // on the filing date.
  const filingDate = findFilingDate(facts, context);
  const smallClaimsLimit = smallClaimsLimitOn(filingDate);
  const routine = findRoutineReason(facts, context, claimed);
  const detected = detectExpertNeeds(facts, context, { isRoutine: routine !== null }).sort(compareNeeds);
  const byKind = strongestPerKind(detected);
  const experts: ExpertNeed[] = byKind.map(toExpertNeed(detected));

  const reasons: string[] = [];
  let score = 0;
  const add = (points: number, reason: string) => {
    score += points;
    reasons.push(`${points >= 0 ? '+' : ''}${points}: ${reason}`);
  };

  const [first, ...others] = byKind;
  if (first) {
    add(
      FIRST_EXPERT_POINTS[first.strength],
      `${first.expert.title} (${first.expert.kind}): ${describe(first)}`,
    );
    let extra = 0;
    for (const other of others) {
      const points = Math.min(OTHER_EXPERT_POINTS[other.strength], MAX_OTHER_EXPERT_POINTS - extra);
      if (points <= 0) break;
      extra += points;
      add(points, `also ${other.expert.title} (${other.expert.kind}): ${describe(other)}`);
    }
    const essential = detected.find((d) => d.expert.isEssential);
    if (essential) add(15, `expert testimony is required to prove the claim: ${essential.expert.reason}`);
  } else {
    reasons.push('No claim of this complaint calls for an expert witness.');
  }

  if (claimed) {
    const points = amountPoints(claimed.amount, smallClaimsLimit);
    const where = amountWhere(claimed);
    const tier = amountTierText(claimed.amount, smallClaimsLimit, filingDate);
    if (points !== 0) add(points, `${formatMoney(claimed.amount)} at stake ${where} (${tier})`);
  } else {
    const rates = findRateOnlyClaims(facts);
    if (rates.length > 0) {
      const quoted = rates.map((c) => `'${c.amountText ?? formatMoney(c.amount ?? 0)}'`).join(', ');
      reasons.push(
        `Sum at stake unknown: the complaint states only rates or statutory penalties (${quoted}), not a total; not scored as small.`,
      );
    }
  }

  const defendantIsOrg = hasOrganization(facts, 'defendant');
  if (defendantIsOrg && hasOrganization(facts, 'plaintiff')) {
    add(5, 'a business on both sides: a commercial dispute with the means to pay for experts');
  } else if (defendantIsOrg && first) {
    add(5, 'an organisation defends: an insured or institutional defendant that will retain its own experts');
  }
  const isClass = hasClassAllegations(facts);
  if (isClass && first) add(10, 'class allegations: class-wide damages and certification experts');
  if (seeksDamageType(facts, 'punitive') && first)
    add(5, 'punitive damages sought: the defendant’s conduct and wealth are contested');
  if (seeksDamageType(facts, 'treble') && first)
    add(5, 'treble damages sought: a statutory multiple raises the stakes');

  if (!first) score = Math.min(score, 10);
  if (routine) {
    reasons.push(`Routine volume suit (${routine}): capped at ${ROUTINE_MAX_SCORE}.`);
    score = Math.min(score, ROUTINE_MAX_SCORE);
  }
  const viabilityScore = clamp(Math.round(score), 0, 100);
  const isViable = experts.length > 0 && viabilityScore >= VIABLE_MIN_SCORE;

  const priority = scorePriority({
    first,
    hasEssential: detected.some((d) => d.expert.isEssential),
    claimed,
    hasCommercialWeight: (defendantIsOrg && hasOrganization(facts, 'plaintiff')) || isClass,
    isRoutine: routine !== null,
  });
  reasons.push(`Priority ${priority} of 5, expert-witness match ${viabilityScore} of 100.`);

  return {
    viability: { viabilityScore, isViable, likelihood: likelihoodOf(viabilityScore), experts, reasons },
    priority,
    expertWitnessMatch: viabilityScore,
    expertWitnessOpportunities: byKind.map((need) => opportunityLine(need, claimed)),
    claimedAmount: claimed,
  };
}

const FIRST_EXPERT_POINTS: Record<DetectedNeed['strength'], number> = {
  claims: 35,
  narrative: 25,
  'case-type': 20,
};
const OTHER_EXPERT_POINTS: Record<DetectedNeed['strength'], number> = {
  claims: 10,
  narrative: 6,
  'case-type': 6,
};
const MAX_OTHER_EXPERT_POINTS = 30;

function amountPoints(amount: number, smallClaimsLimit: number): number {
  if (amount >= MILLION) return 25;
  if (amount >= TIER_3_MIN) return 20;
  if (amount > TIER_2_MIN_EXCLUSIVE) return 10;
  if (amount <= smallClaimsLimit) return -10;
  return 0;
}

function amountTierText(amount: number, smallClaimsLimit: number, filingDate: string | null): string {
  if (amount >= MILLION) return 'over $1 million, Tier 3';
  if (amount >= TIER_3_MIN) return 'Tier 3 under URCP 26';
  if (amount > TIER_2_MIN_EXCLUSIVE) return 'Tier 2 under URCP 26';
  if (amount <= smallClaimsLimit) {
    const when = filingDate ? `for a case filed ${filingDate}` : 'when the filing date is unknown';
    return `small-claims size (the limit is ${formatMoney(smallClaimsLimit)} ${when}), too small to pay for an expert`;
  }
  return 'Tier 1 under URCP 26';
}

function amountWhere(claimed: ClaimedAmount): string {
  if (claimed.source === 'complaint') return 'in the complaint';
  if (claimed.source === 'case') return 'on the case (the complaint states no sum)';
  return 'as the pleaded jurisdictional threshold';
}

function scorePriority(input: {
  first: DetectedNeed | undefined;
  hasEssential: boolean;
  claimed: ClaimedAmount | null;
  hasCommercialWeight: boolean;
  isRoutine: boolean;
}): number {
  if (!input.first) return 0;
  let priority = input.first.strength === 'narrative' ? 1 : 2;
  if (input.hasEssential) priority += 1;
  if (input.claimed && input.claimed.amount >= TIER_3_MIN) priority += 2;
  else if (input.claimed && input.claimed.amount > TIER_2_MIN_EXCLUSIVE) priority += 1;
  if (input.hasCommercialWeight) priority += 1;
  return Math.min(priority, input.isRoutine ? ROUTINE_MAX_PRIORITY : 5);
}

/** Null when the suit is ordinary litigation; else why it is routine volume work. */
function findRoutineReason(
  facts: ComplaintFacts,
  context: CaseContext,
  claimed: ClaimedAmount | null,
): string | null {
  const code = context.caseTypeCode;
  const label = getCaseType(code)?.label;
  if (code && ALWAYS_ROUTINE.has(code)) return `case type ${label}`;
  const isBig = claimed !== null && claimed.amount >= TIER_3_MIN;
  if (code && ROUTINE_UNLESS_TIER_3.has(code) && !isBig) return `case type ${label} below Tier 3`;
  const causes = facts.causesOfAction;
  // Collection-style claims only, against individuals, for a Tier 1 sum: a debt or rent suit whatever its type.
  const isSmall = claimed === null || claimed.amount <= TIER_2_MIN_EXCLUSIVE;
  if (
    isSmall &&
    causes.length > 0 &&
    causes.every((c) => ROUTINE_CAUSES.test(c)) &&
    hasOnlyIndividualDefendants(facts) &&
    countParties(facts, 'plaintiff') > 0
  ) {
    return 'collection or possession claims against individuals';
  }
  return null;
}

function strongestPerKind(sorted: readonly DetectedNeed[]): DetectedNeed[] {
  const seen = new Set<string>();
  return sorted.filter((need) => {
    if (seen.has(need.expert.kind)) return false;
    seen.add(need.expert.kind);
    return true;
  });
}

/**
 * One need per kind: the strongest subject's expert and reason, with the evidence sentences of the strongest
 * first and then of every other need of that kind.
 */
function toExpertNeed(all: readonly DetectedNeed[]) {
  return (need: DetectedNeed): ExpertNeed => {
    const evidence: string[] = [];
    for (const other of [need, ...all.filter((n) => n !== need)]) {
      if (other.expert.kind !== need.expert.kind) continue;
      for (const sentence of other.evidence) {
        if (!evidence.some((e) => e.toLowerCase() === sentence.toLowerCase())) evidence.push(sentence);
      }
    }
    return {
      kind: need.expert.kind,
      reason: `${need.expert.title}: ${need.expert.reason}`,
      evidence: evidence.slice(0, 4),
    };
  };
}

function describe(need: DetectedNeed): string {
  if (need.strength === 'case-type') return `the ${need.words.join(', ')} calls for one`;
  const where = need.strength === 'claims' ? 'the claims name' : 'the facts mention';
  return `${where} ${need.words.map((e) => `'${e}'`).join(', ')}`;
}

/** 'Forensic accountant: quantify lost profits claimed at $2.4M'. */
function opportunityLine(need: DetectedNeed, claimed: ClaimedAmount | null): string {
  const base = `${need.expert.title}: ${need.expert.task}`;
  if (need.amount !== null) return `${base} claimed at ${formatShortMoney(need.amount)}`;
  const isMoneyWork = ['financial', 'accounting', 'real-estate'].includes(need.expert.kind);
  if (isMoneyWork && claimed) return `${base} (${formatShortMoney(claimed.amount)} at stake)`;
  return base;
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}
