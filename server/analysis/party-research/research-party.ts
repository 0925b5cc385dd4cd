import type { EntityType } from '@common/analysis';
import type { PartyBackground } from '@common/parties';
import {
  chooseBackgroundColor,
  describeBackground,
  describeBusinessType,
  describeOperatingHistory,
  type PartyFacts,
} from './describe-party';
import { estimateSize } from './estimate-size';
import { type Industry, industryOf, sectorOf } from './industry-from-name';
import { type NameProfile, profileName } from './profile-name';
import {
  describeCaseTypes,
  formatCount,
  type PartyActivity,
  readIndustryFromCases,
  readRepeatFiler,
  weekCount,
} from './read-activity';

export type { PartyActivity } from './read-activity';

export interface ResearchPartyInput {
  /** As this case's export writes it. */
  name: string;
  /** The key that links every spelling of the party (the import's `plaintiffKey`). */
  normalizedName: string;
  role: 'plaintiff' | 'defendant';
  /** Totals across every week stored. */
  activity: PartyActivity;
  /** Cases as plaintiff in the party's busiest week, when known: makes the weekly repeat-filer rule exact. */
  plaintiffCasesInBusiestWeek?: number;
}

/** Kinds of body whose industry the entity type alone tells. */
const INDUSTRY_BY_ENTITY: Partial<Record<EntityType, Industry>> = {
  government: industryOf('92'),
  bank: industryOf('5221'),
  insurer: industryOf('524'),
  hospital: industryOf('62'),
};

/**
 * Who a party is, from its name and its litigation across every week stored: entity type, legal form,
 * industry, size, repeat-filer flag and the spec's background block, every fact with its evidence line.
 * Pure, offline and deterministic; `aiBackground` is left to `addAiBackgrounds`.
 */
export function researchParty(input: ResearchPartyInput): PartyBackground {
  const { name, normalizedName, role, activity } = input;
  const profile = profileName(name, normalizedName);
  const evidence = [...profile.evidence];

  evidence.push(describeCounts(activity));
  if (activity.spellings.length > 1) {
    evidence.push(`Spellings seen: ${activity.spellings.map((s) => `"${s}"`).join(', ')}`);
  }
  const caseTypes = describeCaseTypes(activity);
  if (caseTypes) evidence.push(caseTypes);

  const { industry, fromCases } = chooseIndustry(profile, activity, evidence);
  // A person's cases are joined by the name alone: 'DAVID JOHNSON' in two cases may be two people. The
  // counts are shown as what they are, cases under the name, and judge nothing (no repeat filer, no mix).
  const isByNameOnly = isPersonInSeveralCases(profile, activity);
  if (isByNameOnly) {
    evidence.push("Cases joined by the name only: a person's name alone does not show it is the same person");
  }
  // 'DOES 1-10' gathers every case's unnamed defendants: its count says nothing about anyone.
  const repeat =
    profile.isPlaceholder || isByNameOnly
      ? { isRepeatFiler: false, evidence: null }
      : readRepeatFiler(activity, input.plaintiffCasesInBusiestWeek);
  if (repeat.evidence) evidence.push(repeat.evidence);
  const size = estimateSize(name, profile, industry, activity);
  evidence.push(size.evidence);

  const facts: PartyFacts = {
    name,
    role,
    profile,
    industry,
    industryFromCases: fromCases,
    activity,
    isRepeatFiler: repeat.isRepeatFiler,
  };
  const operatingHistory = isByNameOnly
    ? describeHistoryByName(name, activity)
    : describeOperatingHistory(activity);
  return {
    name,
    normalizedName,
    role,
    entityType: profile.entityType,
    legalForm: profile.legalForm,
    industry,
    size: size.size,
    history: { ...activity, isRepeatFiler: repeat.isRepeatFiler, isByNameOnly },
    businessType: describeBusinessType(facts),
    operatingHistory,
    backgroundColor: chooseBackgroundColor(facts),
    background: describeBackground(facts),
    evidence,
    aiBackground: null,
  };
}

/**
 * Industry, most telling first: the curated list; the name's words (refined by the dockets when they show a
 * finer industry of the same sector, 'PROPERTIES' + evictions = landlord); the kind of body; the dockets.
 * Persons and placeholders have none.
 */
function chooseIndustry(
  profile: NameProfile,
  activity: PartyActivity,
  evidence: string[],
): { industry: Industry | null; fromCases: boolean } {
  if (profile.entityType === 'individual' || profile.isPlaceholder)
    return { industry: null, fromCases: false };
  const fromCases = readIndustryFromCases(activity, profile.entityType);
  const takeCaseIndustry = () => {
    evidence.push(fromCases!.evidence);
    return { industry: fromCases!.industry, fromCases: true };
  };
  const named = profile.industryFromName;
  if (named) {
    const finer = fromCases && !profile.known && sectorOf(fromCases.industry.code) === named.code;
    return finer && fromCases.industry.code !== named.code
      ? takeCaseIndustry()
      : { industry: named, fromCases: false };
  }
  const byEntity = INDUSTRY_BY_ENTITY[profile.entityType];
  if (byEntity) {
    // A health care provider sued mostly for malpractice: the dockets agree, the kind of body decides.
    evidence.push(`Industry from the kind of party: ${byEntity.label}`);
    return { industry: byEntity, fromCases: false };
  }
  return fromCases ? takeCaseIndustry() : { industry: null, fromCases: false };
}

function isPersonInSeveralCases(profile: NameProfile, activity: PartyActivity): boolean {
  const isPerson = profile.entityType === 'individual' && !profile.isPlaceholder;
  return isPerson && activity.casesAsPlaintiff + activity.casesAsDefendant > 1;
}

/** "3 cases in 2 weeks stored are under the name 'DAVID JOHNSON'; …": counted, not read as one person's. */
function describeHistoryByName(name: string, activity: PartyActivity): string {
  const total = activity.casesAsPlaintiff + activity.casesAsDefendant;
  const weeks = activity.weeksSeen > 0 ? ` in ${weekCount(activity.weeksSeen)} stored` : '';
  return `By name only: ${formatCount(total)} cases${weeks} are under the name '${name}'. A name alone does not show they are one person's, so they are not read as this party's history.`;
}

/** '1,204 cases as plaintiff and 2 as defendant in 3 weeks stored', '1 case as defendant in 1 week stored'. */
function describeCounts(activity: PartyActivity): string {
  const { casesAsPlaintiff: p, casesAsDefendant: d } = activity;
  const weeks =
    activity.weeksSeen > 0 ? ` in ${weekCount(activity.weeksSeen)} stored` : ' in the weeks stored';
  const cases = (n: number) => `${formatCount(n)} ${n === 1 ? 'case' : 'cases'}`;
  if (p > 0 && d > 0) return `${cases(p)} as plaintiff and ${formatCount(d)} as defendant${weeks}`;
  if (p > 0) return `${cases(p)} as plaintiff${weeks}`;
  if (d > 0) return `${cases(d)} as defendant${weeks}`;
  return 'No cases in the weeks stored';
}
