import type { EntityType } from '@common/analysis';
import type { PartyBackground } from '@common/parties';
import { type Industry, sectorOf } from './industry-from-name';
import type { NameProfile } from './profile-name';
import {
  formatCount,
  MOSTLY_SHARE,
  type PartyActivity,
  percent,
  readCaseMix,
  totalCases,
  usualRole,
  weekCount,
} from './read-activity';

/** What the texts are written from: the facts the research found, nothing else. */
export interface PartyFacts {
  name: string;
  role: 'plaintiff' | 'defendant';
  profile: NameProfile;
  industry: Industry | null;
  /** True when the industry came from the case types (the background then says "and its dockets"). */
  industryFromCases: boolean;
  activity: PartyActivity;
  isRepeatFiler: boolean;
}

const KIND_BY_INDUSTRY: Partial<Record<string, string>> = {
  '561440': 'Debt buyer or collection agency',
  '5311': 'Landlord or property manager',
  '53': 'Real estate business',
  '5221': 'Bank',
  '5222': 'Lender',
  '524': 'Insurance business',
  '4411': 'Auto dealer',
  '5411': 'Law firm',
  '62': 'Health care provider',
  '622': 'Hospital',
  '23': 'Construction business',
};

const KIND_BY_ENTITY: Record<EntityType, string> = {
  individual: 'Individual',
  company: 'Business',
  bank: 'Bank',
  insurer: 'Insurer',
  hospital: 'Health care provider',
  government: 'Government body',
  trust: 'Trust',
  estate: 'Estate',
  nonprofit: 'Nonprofit or association',
  unknown: 'Unidentified party',
};

/** 'Debt buyer', 'Credit union', 'Government body': what the party is, in a few words. */
export function describeKind(facts: PartyFacts): string {
  const { profile, industry, name } = facts;
  if (profile.known) return profile.known.kind;
  if (profile.isPlaceholder) return 'Placeholder party';
  const { entityType } = profile;
  if (entityType === 'bank' && /\bcredit union\b/i.test(name)) return 'Credit union';
  if (entityType === 'insurer' && /\bagency\b/i.test(name)) return 'Insurance agency';
  if (entityType === 'hospital' && industry?.code === '622') return 'Hospital';
  if ((entityType === 'company' || entityType === 'unknown') && industry) {
    return KIND_BY_INDUSTRY[industry.code] ?? 'Business';
  }
  return KIND_BY_ENTITY[entityType];
}

/** 'LLC' stays; 'Corporation' reads 'corporation' inside a sentence or brackets. */
function formInText(legalForm: string): string {
  return legalForm
    .split(' ')
    .map((w) => (w === w.toUpperCase() ? w : w.toLowerCase()))
    .join(' ');
}

/** Spec §3 businessType: 'Debt buyer (LLC) · Collection Agencies and Debt Buyers'. */
export function describeBusinessType(facts: PartyFacts): string {
  const kind = describeKind(facts);
  const form = facts.profile.legalForm;
  const showForm = form && !['Trust', 'Estate'].includes(form) && facts.profile.entityType !== 'individual';
  const industry = facts.industry && facts.industry.label !== kind ? ` · ${facts.industry.label}` : '';
  return `${kind}${showForm ? ` (${formInText(form)})` : ''}${industry}`;
}

const casesWord = (n: number) => (n === 1 ? 'case' : 'cases');

/** Spec §3 operatingHistory: what the weeks stored show, in one or two sentences. */
export function describeOperatingHistory(activity: PartyActivity): string {
  const p = activity.casesAsPlaintiff;
  const d = activity.casesAsDefendant;
  const total = p + d;
  if (total === 0) return 'No cases in the filings stored.';
  if (total === 1) {
    const date = activity.firstFiled ?? activity.lastFiled;
    return `First appearance in the filings stored: 1 case as ${p === 1 ? 'plaintiff' : 'defendant'}${date ? ` (${date})` : ''}.`;
  }
  let text =
    p > 0 && d > 0
      ? `Plaintiff in ${formatCount(p)} ${casesWord(p)} and defendant in ${formatCount(d)}`
      : p > 0
        ? `Plaintiff in ${formatCount(p)} ${casesWord(p)}`
        : `Defendant in ${formatCount(d)} ${casesWord(d)}`;
  if (activity.weeksSeen > 0) {
    text += `${activity.weeksSeen === 1 ? ' in' : ' across'} ${weekCount(activity.weeksSeen)} stored`;
  }
  text += dateRange(activity);
  const mix = readCaseMix(activity);
  if (mix && mix.share >= MOSTLY_SHARE) text += `; ${percent(mix.share)} ${mix.shortLabel.toLowerCase()}`;
  return `${text}.`;
}

function dateRange({ firstFiled, lastFiled }: PartyActivity): string {
  if (firstFiled && lastFiled && firstFiled !== lastFiled)
    return ` (first filing ${firstFiled}, last ${lastFiled})`;
  if (firstFiled && lastFiled) return ` (all filed ${firstFiled})`;
  if (firstFiled) return ` (first filing ${firstFiled})`;
  if (lastFiled) return ` (last filing ${lastFiled})`;
  return '';
}

/** Spec §3 backgroundColor: one colour per kind of party (docs/party-research.md lists them). */
export function chooseBackgroundColor(facts: PartyFacts): PartyBackground['backgroundColor'] {
  const { entityType, isPlaceholder } = facts.profile;
  const sector = facts.industry ? sectorOf(facts.industry.code) : null;
  if (isPlaceholder || entityType === 'individual') return 'slate';
  if (entityType === 'government') return 'violet';
  if (entityType === 'trust' || entityType === 'estate') return 'emerald';
  if (entityType === 'hospital' || sector === '62') return 'rose';
  if (
    entityType === 'bank' ||
    entityType === 'insurer' ||
    sector === '52' ||
    facts.industry?.code === '561440'
  )
    return 'amber';
  if (entityType === 'unknown' && !facts.industry) return 'slate';
  return 'blue';
}

/** 'an LLC', 'a corporation', 'an insurer'. */
function article(word: string): string {
  const acronym = /^[A-Z]{2,}\b/.test(word);
  const vowelSound = acronym ? /^[AEFHILMNORSX]/.test(word) : /^[aeiou]/i.test(word);
  return `${vowelSound ? 'an' : 'a'} ${word}`;
}

/** 'a debt buyer or collection agency organised as an LLC', 'a government body (industry: Public Administration)'. */
function describeKindPhrase(facts: PartyFacts): string {
  const kind = describeKind(facts);
  const form = facts.profile.legalForm;
  let phrase = article(kind.toLowerCase());
  if (form && !['Trust', 'Estate'].includes(form)) phrase += ` organised as ${article(formInText(form))}`;
  const kindFromIndustry = facts.industry && KIND_BY_INDUSTRY[facts.industry.code] === kind;
  if (facts.industry && !kindFromIndustry) phrase += ` (industry: ${facts.industry.label})`;
  return phrase;
}

/** A paragraph for a consultant: who the party seems to be, how it litigates, what that means for experts. */
export function describeBackground(facts: PartyFacts): string {
  const { name, profile, activity } = facts;
  if (profile.isPlaceholder) {
    return `${name} stands for parties the plaintiff has not named yet; there is no one to research until the pleadings name them.`;
  }
  const sentences: string[] = [];
  if (profile.known) {
    sentences.push(
      `${name} matches ${profile.known.name} in the built-in list of known organisations: ${profile.known.description}`,
    );
  } else if (profile.entityType === 'individual') {
    sentences.push(`${name} appears to be an individual; the filings say nothing more about who they are.`);
    // Other cases under a person's name may be other people's (see the operating history): nothing is read from them.
    if (totalCases(activity) > 1) return [...sentences, expertMeaning(facts)].filter(Boolean).join(' ');
  } else if (profile.entityType === 'unknown' && !facts.industry) {
    sentences.push(`The name ${name} does not show what kind of party it is.`);
  } else {
    const source = facts.industryFromCases ? 'its name and its cases' : 'its name';
    sentences.push(`Judging by ${source}, ${name} is ${describeKindPhrase(facts)}.`);
  }
  // The operating history is shown beside this paragraph: say what it means, not the figures again.
  if (facts.isRepeatFiler) {
    sentences.push(
      usualRole(activity) === 'plaintiff'
        ? 'It is a repeat filer: it sues often in the weeks stored.'
        : 'It is a repeat party: it is sued often in the weeks stored.',
    );
  } else if (totalCases(activity) <= 1) {
    sentences.push('This is its only case in the weeks stored.');
  }
  const meaning = expertMeaning(facts);
  if (meaning) sentences.push(meaning);
  if (totalCases(activity) >= 10 && usualRole(activity) === 'defendant') {
    sentences.push('Sued this often, it probably has defense counsel and experts it already works with.');
  }
  return sentences.join(' ');
}

/** What the party's kind and role usually mean for an expert-witness firm (general practice, not a fact of the case). */
function expertMeaning(facts: PartyFacts): string | null {
  const { entityType } = facts.profile;
  const role = totalCases(facts.activity) > 0 ? usualRole(facts.activity) : facts.role;
  const code = facts.industry?.code ?? null;
  const sector = code ? sectorOf(code) : null;
  const plaintiff = role === 'plaintiff';
  if (code === '561440')
    return plaintiff
      ? 'For an expert-witness firm: volume debt-collection plaintiffs rarely retain experts; most of their suits end by default or on account records.'
      : 'For an expert-witness firm: a collector sued is usually defending a consumer-protection claim, which rarely needs experts beyond a records or damages review.';
  if (code === '5311' || code === '53')
    return plaintiff
      ? 'For an expert-witness firm: evictions and rent claims rarely need experts; habitability, injury or construction-defect disputes can.'
      : 'For an expert-witness firm: property owners sued over injuries or defects often need premises-safety, engineering or construction experts.';
  if (entityType === 'insurer' || code === '524')
    return plaintiff
      ? 'For an expert-witness firm: an insurer suing is usually recovering a claim it paid (subrogation), where causation and damages experts are common.'
      : 'For an expert-witness firm: insurers defending claims usually retain experts (accident reconstruction, medical, damages), and bad-faith claims add claims-handling experts.';
  if (entityType === 'hospital' || sector === '62')
    return plaintiff
      ? 'For an expert-witness firm: a health care provider suing is usually collecting patient bills, which rarely needs experts.'
      : 'For an expert-witness firm: health care defendants usually retain standard-of-care and causation experts, and the plaintiff needs its own.';
  if (entityType === 'bank' || sector === '52')
    return plaintiff
      ? 'For an expert-witness firm: collection suits by banks and lenders rarely need experts; lending-practice, fraud or large commercial-loan disputes can need forensic accountants or banking experts.'
      : 'For an expert-witness firm: banks and lenders sued over fraud, lending practices or account losses often defend with forensic accountants and banking-practice experts.';
  if (entityType === 'government')
    return plaintiff
      ? 'For an expert-witness firm: of government suits, condemnations usually need appraisers; collection and enforcement cases rarely need experts.'
      : 'For an expert-witness firm: government bodies defend civil-rights, injury and condemnation claims, which often use police-practice, engineering or appraisal experts.';
  if (code === '5411' && !plaintiff)
    return "For an expert-witness firm: a lawyer's standard of care is usually proven by another lawyer's expert testimony.";
  if (entityType === 'estate')
    return plaintiff
      ? 'For an expert-witness firm: an estate suing often brings a wrongful-death or injury claim for the deceased, which turns on medical and economic experts.'
      : 'For an expert-witness firm: claims against an estate can need valuation or forensic accounting experts.';
  if (entityType === 'trust')
    return 'For an expert-witness firm: trust disputes can need valuation or forensic accounting experts.';
  if (entityType === 'individual')
    return plaintiff
      ? "For an expert-witness firm: an individual plaintiff's counsel hires experts when the claim turns on an injury, medical care or lost earnings."
      : "For an expert-witness firm: an individual defendant usually has experts only through an insurer's defense.";
  if (entityType === 'company' || entityType === 'nonprofit')
    return 'For an expert-witness firm: a business in a contract, fraud or commercial dispute with another business may need forensic accountants or damages experts.';
  return null;
}
