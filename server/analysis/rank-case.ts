import { EXPERT_CASE_TYPE_CODES, ROUTINE_CASE_TYPE_CODES } from '@common/case-types';
import type { PartyBackground } from '@common/parties';
import { type CaseClassification, REPEAT_FILER_MIN_CASES } from '../domain/classification/classify-case';
import { Score } from '../domain/classification/score';
import { UTAH_COURT_RULES } from '../domain/courts/utah-court-rules';
import type { ExpertAssessment } from './expert-assessment';

/**
 * The ranking of a case once its parties are researched (issue 6): the import's classification is the
 * base, the research moves it up or down for who the parties are, and a complaint analysis, when there is
 * one, weighs most. Every point has a reason line; the same inputs always give the same rank
 * (docs/classification.md, 'Research and ranking').
 */

export interface RankInput {
  caseTypeCode: string | null;
  /** The import's classification of the case, recomputed from the stored case (`classifyCase`). */
  base: Pick<
    CaseClassification,
    'priority' | 'expertWitnessMatch' | 'reasons' | 'isOmitted' | 'isHighValue' | 'isOver' | 'discoveryTier'
  >;
  plaintiffs: PartyBackground[];
  defendants: PartyBackground[];
  /**
   * The complaint's assessment when a complaint has been analysed; with the sum at stake it found (null when the
   * complaint states none, or only rates and penalties: unknown, not small).
   */
  complaint:
    | (Pick<ExpertAssessment, 'priority' | 'expertWitnessMatch'> &
        Partial<Pick<ExpertAssessment, 'claimedAmount'>>)
    | null;
}

export interface CaseRank {
  priority: number;
  expertWitnessMatch: number;
  reasons: string[];
}

/** Weight of the complaint's own assessment against the docket evidence, when both exist. */
const COMPLAINT_WEIGHT = 2 / 3;

const INSTITUTION_WORDS: Record<string, string> = {
  bank: 'bank',
  insurer: 'insurer',
  hospital: 'hospital',
  government: 'government body',
};
const INSTITUTIONAL = new Set(Object.keys(INSTITUTION_WORDS));
/** Industries whose suits are volume work: debt buyers and collectors, landlords, consumer lenders. */
const VOLUME_INDUSTRIES = new Set(['561440', '5311', '5222']);
/** Case types where an institutional defendant means a defended, expert-heavy case. */
const DEFENDED_CATEGORIES_TYPES = new Set([
  'MM',
  'PI',
  'PL',
  'TA',
  'LP',
  'AS',
  'CE',
  'WT',
  'SH',
  'CR',
  'CF',
  'CN',
  'CV',
  'ML',
  'LB',
  'PR',
  'CD',
  'WA',
  'TI',
]);

/** Case types of volume work (docs/classification.md, 'Filtered out'). */
const ROUTINE_TYPES = new Set(ROUTINE_CASE_TYPE_CODES);

/** Share of a party's cases, across the weeks stored, that are routine volume work. */
function routineShare(p: PartyBackground): number {
  let routine = 0;
  let all = 0;
  for (const [code, count] of Object.entries(p.history.caseTypes)) {
    all += count;
    if (ROUTINE_TYPES.has(code)) routine += count;
  }
  return all === 0 ? 0 : routine / all;
}

/** The import's repeat-filer line (cases in one export), as an average over the weeks stored, or 10 in all. */
function suesInVolume(p: PartyBackground): boolean {
  const h = p.history;
  return h.casesAsPlaintiff >= 10 || h.casesAsPlaintiff >= REPEAT_FILER_MIN_CASES * Math.max(1, h.weeksSeen);
}

const EXPERT_TYPES = new Set(EXPERT_CASE_TYPE_CODES);

const isOrganisation = (p: PartyBackground) => p.entityType !== 'individual' && p.entityType !== 'unknown';

function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
}

/** What the research says about the parties, as points on top of the import's. */
function researchPoints(input: RankInput): Score {
  const points = new Score();
  const code = input.caseTypeCode ?? '';
  // A plaintiff ranks its case down only when it sues in volume (3 or more cases a week on average, the
  // import's own line, or 10 in all) and its suits are volume work: a debt buyer, a landlord, a lender, or
  // any organisation whose cases are mostly collections, evictions, small claims and foreclosures. People
  // are left out: a name shared by several people, or a debtor sued often, says nothing of the plaintiff.
  const volumePlaintiff = input.plaintiffs.find(
    (p) =>
      isOrganisation(p) &&
      suesInVolume(p) &&
      ((p.industry !== null && VOLUME_INDUSTRIES.has(p.industry.code)) || routineShare(p) >= 0.5),
  );
  if (volumePlaintiff) {
    const h = volumePlaintiff.history;
    const what = volumePlaintiff.industry ? ` (${volumePlaintiff.industry.label})` : '';
    // Suing in an expert-heavy type is unusual for a volume filer: the type still counts for something.
    const expertType = EXPERT_TYPES.has(code);
    points.add(
      expertType ? -1 : -2,
      expertType ? -10 : -20,
      `Plaintiff ${volumePlaintiff.name} sues in volume${what}: ${plural(h.casesAsPlaintiff, 'case')} as plaintiff ` +
        `across ${plural(h.weeksSeen, 'week')} stored, ${Math.round(routineShare(volumePlaintiff) * 100)}% of its cases ` +
        'collections, evictions, small claims or foreclosures. Volume litigation is settled or defaulted, rarely with experts.',
    );
  }

  const institutional = input.defendants.find((p) => INSTITUTIONAL.has(p.entityType));
  const large = institutional ?? input.defendants.find((p) => p.size === 'large');
  if (large && DEFENDED_CATEGORIES_TYPES.has(code) && !volumePlaintiff) {
    const kind = institutional ? INSTITUTION_WORDS[institutional.entityType] : 'large organisation';
    points.add(
      1,
      10,
      `Defendant ${large.name} is ${/^[aeiou]/.test(kind!) ? 'an' : 'a'} ${kind}: institutional defendants are insured or self-funded and defend with experts of their own.`,
    );
  }

  const frequentDefendant = input.defendants.find(
    (p) => isOrganisation(p) && p.history.casesAsDefendant >= 5 && p !== large,
  );
  if (frequentDefendant && !volumePlaintiff) {
    points.add(
      0,
      5,
      `Defendant ${frequentDefendant.name} is sued often (${plural(frequentDefendant.history.casesAsDefendant, 'case')} stored): it litigates, with counsel and usually an insurer.`,
    );
  }

  const organisationsBothSides =
    input.plaintiffs.some(isOrganisation) && input.defendants.some(isOrganisation);
  const sizeable = (p: PartyBackground) => p.size === 'large' || p.size === 'mid-size';
  if (
    organisationsBothSides &&
    !volumePlaintiff &&
    input.plaintiffs.some(sizeable) &&
    input.defendants.some(sizeable) &&
    (input.base.discoveryTier ?? 0) >= 2
  ) {
    points.add(
      1,
      5,
      'Established businesses on both sides over a Tier 2 or 3 sum: a commercial dispute that can pay for forensic accountants and industry experts.',
    );
  }

  const individualsOnly =
    input.plaintiffs.length > 0 &&
    input.defendants.length > 0 &&
    [...input.plaintiffs, ...input.defendants].every((p) => p.entityType === 'individual');
  // The complaint's own sum counts as much as the export's: a $2M claim between two people is not a small one.
  const complaintSum = input.complaint?.claimedAmount?.amount ?? null;
  const isComplaintOverTier1 = complaintSum !== null && complaintSum > UTAH_COURT_RULES.tier2Above;
  if (
    individualsOnly &&
    (input.base.discoveryTier ?? 0) < 2 &&
    !input.base.isHighValue &&
    !isComplaintOverTier1
  ) {
    points.add(
      -1,
      -10,
      'Individuals on both sides with no amount over $50,000: such disputes rarely fund an expert.',
    );
  }
  return points;
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value)));

/**
 * Ranks a researched case: import base + research points, blended with the complaint's assessment; a case
 * the import found over stays at 0.
 */
export function rankCase(input: RankInput): CaseRank {
  if (input.base.isOver) {
    // Who the parties are and what the complaint claims cannot make a lead of a case that is over.
    return {
      priority: 0,
      expertWitnessMatch: 0,
      reasons: [
        ...input.base.reasons,
        'The case is over: neither the research nor a complaint ranks it, priority 0, match 0.',
      ],
    };
  }
  const research = researchPoints(input);
  const reasons = [...input.base.reasons, ...research.reasons];
  let priority = clamp(input.base.priority + research.priority, 5);
  let match = clamp(input.base.expertWitnessMatch + research.match, 100);
  if (research.reasons.length > 0) {
    reasons.push(`From the filing and the research: priority ${priority} of 5, match ${match} of 100.`);
  }
  if (input.complaint) {
    const w = COMPLAINT_WEIGHT;
    const blendedPriority = clamp(w * input.complaint.priority + (1 - w) * priority, 5);
    const blendedMatch = clamp(w * input.complaint.expertWitnessMatch + (1 - w) * match, 100);
    reasons.push(
      `The complaint's analysis (priority ${input.complaint.priority}, match ${input.complaint.expertWitnessMatch}) ` +
        `weighs two thirds: priority ${blendedPriority}, match ${blendedMatch}.`,
    );
    priority = blendedPriority;
    match = blendedMatch;
  }
  return { priority, expertWitnessMatch: match, reasons };
}
