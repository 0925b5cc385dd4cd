import { type ComplaintFacts, EXPERT_KINDS, type ExpertKind } from '@common/analysis';
import { getCaseType } from '@common/case-types';
import { type CaseContext, claimTexts, findClaimedAmount, narrativeTexts } from './expert-signals';

/**
 * Which experts a complaint's claims call for. Each rule names one kind of expert, what in a complaint calls for
 * it, and the sentence a consultant reads. The rules look at three kinds of evidence, strongest first: the
 * claims (causes of action, statutes, the basis of each damages claim), the narrative (summary, findings, the
 * words of each damages claim), and the case type code alone.
 */
export interface ExpertRule {
  id: string;
  kind: ExpertKind;
  /** Who the firm would put forward: 'Forensic accountant'. */
  title: string;
  /** Words of the claims side that call for this expert. Also searched in the narrative. */
  claims: RegExp;
  /** Words that count only in the narrative (facts, not claims): 'collision', 'fractured'. */
  narrative?: RegExp;
  /** Case types whose cases call for this expert even when the document's words do not name the issue. */
  caseTypes?: readonly string[];
  /** The rule applies only when the sum at stake reaches this (a contract dispute needs a damages expert when big). */
  minAmount?: number;
  /** The rule applies only when the claims or narrative also say this (online words for a defamation suit). */
  requires?: RegExp;
  /** The law requires expert testimony for the claim (malpractice standard of care, product defect, taking). */
  isEssential?: boolean;
  /** Why the expert is needed, for the consultant. */
  reason: string;
  /** What the expert would do, for the opportunity line: 'quantify lost profits'. */
  task: string;
}

export type EvidenceStrength = 'claims' | 'narrative' | 'case-type';

export interface DetectedNeed {
  rule: ExpertRule;
  strength: EvidenceStrength;
  /** Words of the document (or the case type) that triggered the rule, at most a few. */
  evidence: string[];
  /** A sum the document ties to this claim, if any. */
  amount: number | null;
}

/** Utah R. Civ. P. 26(c)(3) Tier 3: the court's own line for a case big enough to need experts. */
export const TIER_3_MIN = 300_000;

const USC = (section: string) => new RegExp(`\\b(\\d+ )?u\\.? ?s\\.? ?c\\.? ?(§+ ?)?${section}`, 'i');

export const EXPERT_RULES: readonly ExpertRule[] = [
  // Medical
  {
    id: 'medical-malpractice',
    kind: 'medical',
    title: 'Medical standard-of-care expert',
    claims:
      /\b(medical (malpractice|negligence)|health ?care (provider )?(malpractice|negligence)|informed consent|malpractice act|78B-3-4\d\d)\b/i,
    caseTypes: ['MM'],
    isEssential: true,
    reason:
      'A health-care malpractice claim needs expert testimony on the standard of care and causation (Utah Code 78B-3-423 also requires an affidavit of merit).',
    task: 'standard of care and causation',
  },
  {
    id: 'medical-asbestos',
    kind: 'medical',
    title: 'Pathologist or pulmonologist',
    claims: /\b(asbestos\w*|mesothelioma|silicosis|toxic exposure)\b/i,
    caseTypes: ['AS'],
    isEssential: true,
    reason: 'An exposure disease is diagnosed and tied to its source by pathologists and pulmonologists.',
    task: 'diagnosis and exposure causation',
  },
  {
    id: 'medical-injury',
    kind: 'medical',
    title: 'Medical causation expert',
    claims:
      /\b(personal injur(y|ies)|bodily injur(y|ies)|wrongful death|survival action|loss of consortium)\b/i,
    narrative:
      /\b(injur(y|ies|ed)|fractur\w+|concussion|traumatic brain|spinal|surgery|surgical|paralys\w+|medical (expenses|bills|treatment|care)|pain and suffering|disfigure\w*|amputat\w+)\b/i,
    caseTypes: ['PI', 'TA', 'PL', 'LP'],
    reason: 'The injuries must be tied to the event and their treatment and cost proven by a physician.',
    task: 'causation and cost of the injuries',
  },
  {
    id: 'medical-emotional',
    kind: 'medical',
    title: 'Psychologist or psychiatrist',
    claims: /\b(intentional infliction of emotional distress|negligent infliction of emotional distress)\b/i,
    narrative:
      /\b(post-traumatic stress|ptsd|severe emotional distress|psychiatric|psychological (harm|injury|treatment))\b/i,
    caseTypes: ['SH'],
    reason: 'Severe emotional harm is diagnosed and its prognosis given by a psychologist or psychiatrist.',
    task: 'diagnose the emotional harm',
  },
  // Engineering
  {
    id: 'engineering-product',
    kind: 'engineering',
    title: 'Product engineer',
    claims:
      /\b(products? liability|design defect|defective(ly)? design\w*|manufactur\w* defect|defective product|failure to warn|strict (products )?liability|implied warranty of (merchantability|fitness))\b/i,
    caseTypes: ['LP'],
    isEssential: true,
    reason:
      'A design or manufacturing defect, and that it caused the harm, are proven by engineering analysis and testing.',
    task: 'defect and causation analysis',
  },
  {
    id: 'engineering-reconstruction',
    kind: 'engineering',
    title: 'Accident reconstructionist',
    claims:
      /\b(motor vehicle|automobile (accident|collision|negligence)|car accident|negligent (driving|operation of)|collision)\b/i,
    narrative:
      /\b(collision|collided|crash(ed)?|rear-ended|t-boned|intersection|semi-truck|tractor-trailer|skid marks)\b/i,
    caseTypes: ['TA'],
    reason: 'How the collision happened (speed, sight lines, braking) is reconstructed by an engineer.',
    task: 'reconstruct the collision',
  },
  {
    id: 'engineering-premises',
    kind: 'engineering',
    title: 'Safety engineer',
    claims: /\b(premises liability|dangerous condition|slip and fall|trip and fall|negligent maintenance)\b/i,
    narrative:
      /\b(slipped|tripped|fell (down|from|on)|handrail|wet floor|uneven (surface|pavement|step)|building code|guardrail)\b/i,
    caseTypes: ['PL'],
    reason:
      'The hazard, and what building code or safety practice required, are proven by a safety engineer.',
    task: 'hazard and code compliance',
  },
  {
    id: 'engineering-hygiene',
    kind: 'engineering',
    title: 'Industrial hygienist',
    claims: /\b(asbestos\w*|silica|benzene|toxic exposure|exposure to (chemicals|toxic))\b/i,
    caseTypes: ['AS'],
    reason: 'Dose and source of the exposure are reconstructed by an industrial hygienist.',
    task: 'exposure dose and source',
  },
  {
    id: 'engineering-environment',
    kind: 'engineering',
    title: 'Environmental engineer',
    claims:
      /\b(contaminat\w+|pollut\w+|cercla|hazardous (substance|waste)s?|groundwater|environmental (damage|contamination))\b/i,
    reason: 'Source, spread and clean-up cost of contamination are shown by environmental engineers.',
    task: 'source and extent of the contamination',
  },
  {
    id: 'engineering-water',
    kind: 'engineering',
    title: 'Hydrologist',
    claims:
      /\b(water rights?|water appropriation|diversion of water|irrigation|aquifer|well interference|73-3-\d+)\b/i,
    caseTypes: ['WA'],
    reason: 'Use, priority and impairment of a water right are shown by hydrologists and water engineers.',
    task: 'use and impairment of the water right',
  },
  // Construction
  {
    id: 'construction-defect',
    kind: 'construction',
    title: 'Construction expert',
    claims:
      /\b(construction defects?|defective (work|workmanship|construction)|negligent construction|construction contract|breach of (the )?subcontract|delay damages|change orders?)\b/i,
    narrative:
      /\b(workmanship|subcontractor|general contractor|change orders?|punch list|water intrusion|foundation (cracks|failure))\b/i,
    reason: 'Defective work, delay and the cost to repair are proven by construction and cost experts.',
    task: 'scope and cost of the defective work',
  },
  // Financial
  {
    id: 'financial-valuation',
    kind: 'financial',
    title: 'Business valuation expert',
    claims:
      /\b(business valuation|fair value|shareholder oppression|dissociation|buy-?out|diminution (in|of) (the )?value of (the |its |their )?(business|company|shares))\b/i,
    reason: 'What a business or an interest in it is worth is shown by a valuation expert.',
    task: 'value the business interest',
  },
  {
    id: 'financial-antitrust',
    kind: 'financial',
    title: 'Economist',
    claims:
      /\b(antitrust|sherman act|restraint of trade|price[- ]fixing|monopoli\w+|securities fraud|rule 10b-5|securities act|market manipulation)\b/i,
    reason: 'Market definition, impact and damages in antitrust and securities claims are economists’ work.',
    task: 'market impact and damages',
  },
  {
    id: 'financial-earnings',
    kind: 'financial',
    title: 'Labor economist',
    claims:
      /\b(lost (wages|earnings)|back ?pay|front ?pay|loss of (future )?earning capacity|lost future earnings|loss of household services|unpaid (wages|overtime))\b/i,
    narrative:
      /\b(lost (wages|earnings|income)|back ?pay|front ?pay|loss of earning capacity|lost benefits)\b/i,
    caseTypes: ['CE', 'WT'],
    reason: 'Lost earnings and benefits, past and future, are computed and discounted by an economist.',
    task: 'compute lost earnings and benefits',
  },
  {
    id: 'financial-reputation',
    kind: 'financial',
    title: 'Reputation damages expert',
    claims:
      /\b(defamation|defamatory|libel|slander|false light|injurious falsehood|tortious interference)\b/i,
    caseTypes: ['LB'],
    reason:
      'Lost business and reputational harm from the statements or interference are quantified by a damages expert.',
    task: 'quantify the lost business',
  },
  {
    id: 'financial-trade-secrets',
    kind: 'financial',
    title: 'Damages economist',
    claims:
      /\b(trade secrets?|utah uniform trade secrets act|defend trade secrets act|13-24-\d+|patent infringement|copyright infringement|trademark infringement|lanham act)\b/i,
    reason:
      'Unjust enrichment, lost profits or a reasonable royalty for misappropriated or infringed property is an economist’s model.',
    task: 'model the royalty or unjust enrichment',
  },
  {
    id: 'financial-contract',
    kind: 'financial',
    title: 'Damages expert',
    claims:
      /\b(breach of (the )?(contract|agreement|lease|warranty|guaranty)|breach of (the )?(implied )?covenant|promissory estoppel|unjust enrichment|quantum meruit|account stated)\b/i,
    minAmount: TIER_3_MIN,
    reason:
      'A contract claim of this size is usually priced by a damages expert (expectation and consequential damages).',
    task: 'quantify the contract damages',
  },
  // Accounting
  {
    id: 'accounting-lost-profits',
    kind: 'accounting',
    title: 'Forensic accountant',
    claims:
      /\b(lost profits?|loss of profits|lost (business )?revenues?|lost business opportunit(y|ies)|consequential damages)\b/i,
    narrative: /\b(lost profits?|lost (business )?revenues?|lost sales|lost customers)\b/i,
    reason:
      'Lost profits are rebuilt from the books, with the but-for revenue and avoided costs, by a forensic accountant.',
    task: 'quantify lost profits',
  },
  {
    id: 'accounting-fraud',
    kind: 'accounting',
    title: 'Forensic accountant',
    claims:
      /\b(fraud\w*|(intentional|negligent) misrepresentation|embezzle\w*|misappropriat\w+ (of )?(funds|money|assets)|conversion|breach of fiduciary dut(y|ies)|an accounting|constructive trust|ponzi|(fraudulent|voidable) transfers?|25-6-\d+)\b/i,
    narrative:
      /\b(embezzle\w*|diverted (funds|money)|commingl\w+|siphon\w*|kickbacks?|falsified (books|records|invoices))\b/i,
    caseTypes: ['CF'],
    reason:
      'Tracing the money and quantifying the loss from fraud or a breach of trust is forensic accounting.',
    task: 'trace the funds and quantify the loss',
  },
  {
    id: 'accounting-rico',
    kind: 'accounting',
    title: 'Forensic accountant',
    claims: new RegExp(
      `\\b(rico|racketeer\\w*|pattern of (unlawful|racketeering) activity|76-10-160\\d)\\b|${USC('196[1-8]').source}`,
      'i',
    ),
    reason: 'A racketeering claim turns on the enterprise’s money flows, traced by a forensic accountant.',
    task: 'trace the enterprise’s money flows',
  },
  // Industry practice and standard of care
  {
    id: 'practice-legal',
    kind: 'industry-practice',
    title: 'Legal standard-of-care expert',
    claims:
      /\b(legal malpractice|attorney malpractice|professional negligence[^.]{0,60}(attorney|lawyer|counsel|law firm)|(attorney|lawyer|counsel|law firm)[^.]{0,60}(negligen\w+|malpractice))\b/i,
    caseTypes: ['ML'],
    isEssential: true,
    reason: 'A lawyer’s standard of care is proven by another lawyer’s expert testimony.',
    task: 'the lawyer’s standard of care',
  },
  {
    id: 'practice-police',
    kind: 'industry-practice',
    title: 'Police-practices expert',
    claims: new RegExp(
      `\\b(excessive force|section 1983|false arrest|unlawful (search|seizure|detention)|fourth amendment|deliberate indifference|monell)\\b|§ ?1983\\b|${USC('1983').source}`,
      'i',
    ),
    caseTypes: ['CR'],
    reason:
      'Use of force, training and policy in a civil rights claim are judged against police or corrections practice.',
    task: 'use of force and police practices',
  },
  {
    id: 'practice-professional',
    kind: 'industry-practice',
    title: 'Standard-of-care expert',
    claims:
      /\b(professional (negligence|malpractice)|accounting malpractice|negligent (audit|appraisal)|unsuitable investments?|suitability|finra|investment advis\w+|architect\w*|engineering malpractice)\b/i,
    reason:
      'A professional’s duty is measured against the practice of the profession, proven by a peer expert.',
    task: 'the professional standard of care',
  },
  {
    id: 'practice-safety',
    kind: 'industry-practice',
    title: 'Industry-practices expert',
    claims:
      /\b(negligent (hiring|supervision|retention|training|entrustment)|fmcsa|hours of service|commercial motor vehicle)\b/i,
    reason:
      'Hiring, training and safety practice of the defendant are judged against its industry’s standards.',
    task: 'hiring, training and safety practices',
  },
  // Insurance
  {
    id: 'insurance-bad-faith',
    kind: 'insurance',
    title: 'Insurance claims-handling expert',
    claims:
      /\b(bad faith|insurance (coverage|policy|contract)|coverage (under|for) the policy|policy limits|unfair claims?( settlement)? practices|duty to (defend|indemnify)|31A-26-303|31A-21-\d+)\b/i,
    reason:
      'Whether an insurer handled the claim and read its policy as the industry does is an insurance-practices question.',
    task: 'claims handling and coverage',
  },
  // Employment
  {
    id: 'employment-practices',
    kind: 'employment',
    title: 'HR-practices expert',
    claims: new RegExp(
      `\\b(wrongful (termination|discharge)|employment discrimination|(age|race|sex|gender|disability|pregnancy|religious) discrimination|retaliat\\w+|title vii|adea|americans with disabilities act|fmla|family and medical leave|hostile work environment|sexual harassment|antidiscrimination act|34A-5-\\d+|equal pay act|whistle-?blower)\\b|${USC('2000e').source}`,
      'i',
    ),
    caseTypes: ['CE', 'WT', 'SH'],
    reason:
      'The employer’s policies, investigation and decision are judged against human-resources practice.',
    task: 'the employer’s policies and process',
  },
  // Vocational
  {
    id: 'vocational-capacity',
    kind: 'vocational',
    title: 'Vocational expert',
    claims: /\b(loss of (future )?earning capacity|front ?pay|vocational)\b/i,
    narrative:
      /\b(unable to (return to )?work|permanent(ly)? (disab\w+|impair\w+)|loss of earning capacity|cannot (find|obtain) (comparable )?employment)\b/i,
    reason:
      'What work the plaintiff can still do, and for what pay, is a vocational expert’s opinion (mitigation and future loss).',
    task: 'employability and earning capacity',
  },
  // Real estate
  {
    id: 'real-estate-taking',
    kind: 'real-estate',
    title: 'Real-estate appraiser',
    claims:
      /\b(condemnation|eminent domain|just compensation|inverse condemnation|takings? clause|severance damages|78B-6-5\d\d)\b/i,
    caseTypes: ['CD'],
    isEssential: true,
    reason:
      'Just compensation for the property taken, and severance damage to the rest, are proven by appraisers.',
    task: 'just compensation for the taking',
  },
  {
    id: 'real-estate-property',
    kind: 'real-estate',
    title: 'Appraiser or surveyor',
    claims:
      /\b(quiet title|easements?|boundary|adverse possession|trespass to (land|real property)|private nuisance|partition|slander of title|diminution (in|of) (the )?(property|market) value)\b/i,
    caseTypes: ['PR'],
    reason:
      'Title, boundaries and the property’s loss of value are shown by surveyors, title experts and appraisers.',
    task: 'boundary, title and value of the property',
  },
  // Digital forensics
  {
    id: 'digital-data',
    kind: 'digital-forensics',
    title: 'Digital-forensics examiner',
    claims: new RegExp(
      `\\b(computer fraud|cfaa|unauthorized access|hack\\w*|data breach|stored communications act|wiretap\\w*|spoliation|trade secrets?)\\b|${USC('1030').source}`,
      'i',
    ),
    narrative:
      /\b(downloaded|copied (files|data)|deleted (files|data|emails)|usb drive|personal (cloud|email) account)\b/i,
    reason:
      'Who accessed, copied or deleted which data, and when, is recovered from devices and logs by a forensic examiner.',
    task: 'recover and trace the data',
  },
  {
    id: 'digital-online-speech',
    kind: 'digital-forensics',
    title: 'Digital-forensics examiner',
    claims: /\b(defamation|defamatory|libel|slander|false light|harassment)\b/i,
    requires:
      /\b(online|internet|website|social media|facebook|twitter|instagram|tiktok|youtube|reddit|yelp|google review|posted|blog|anonymous (account|user))\b/i,
    reason:
      'Statements published online must be preserved and attributed to their author from platform and device data.',
    task: 'attribute and preserve the online statements',
  },
];

const ORDER_OF_STRENGTH: Record<EvidenceStrength, number> = { claims: 0, narrative: 1, 'case-type': 2 };

function firstMatch(pattern: RegExp, texts: readonly string[]): { text: string; word: string } | null {
  for (const text of texts) {
    const match = pattern.exec(text);
    if (match) return { text, word: match[0] };
  }
  return null;
}

/**
 * Every rule the complaint satisfies, with its strongest evidence. `isRoutine` drops narrative-only and
 * case-type-only evidence: a long eviction complaint that tells of a broken step is still an eviction.
 */
export function detectExpertNeeds(
  facts: ComplaintFacts,
  context: CaseContext,
  options: { isRoutine: boolean },
): DetectedNeed[] {
  const claims = claimTexts(facts);
  const narrative = narrativeTexts(facts);
  const everything = [...claims, ...narrative];
  const claimed = findClaimedAmount(facts, context);
  const found: DetectedNeed[] = [];
  for (const rule of EXPERT_RULES) {
    if (rule.minAmount !== undefined && (claimed === null || claimed.amount < rule.minAmount)) continue;
    if (rule.requires && !everything.some((t) => rule.requires?.test(t))) continue;
    const need = matchRule(rule, facts, claims, narrative, context);
    if (!need) continue;
    if (options.isRoutine && need.strength !== 'claims') continue;
    found.push(need);
  }
  return found;
}

function matchRule(
  rule: ExpertRule,
  facts: ComplaintFacts,
  claims: readonly string[],
  narrative: readonly string[],
  context: CaseContext,
): DetectedNeed | null {
  const inClaims = firstMatch(rule.claims, claims);
  if (inClaims) {
    return {
      rule,
      strength: 'claims',
      evidence: evidenceWords(rule, claims),
      amount: claimAmount(rule, facts),
    };
  }
  const inNarrative =
    firstMatch(rule.claims, narrative) ?? (rule.narrative ? firstMatch(rule.narrative, narrative) : null);
  if (inNarrative) {
    return {
      rule,
      strength: 'narrative',
      evidence: evidenceWords(rule, narrative),
      amount: claimAmount(rule, facts),
    };
  }
  if (context.caseTypeCode && rule.caseTypes?.includes(context.caseTypeCode)) {
    const label = getCaseType(context.caseTypeCode)?.label ?? context.caseTypeCode;
    return { rule, strength: 'case-type', evidence: [`case type ${label}`], amount: null };
  }
  return null;
}

/** Distinct matched words, in document order, at most four. */
function evidenceWords(rule: ExpertRule, texts: readonly string[]): string[] {
  const words: string[] = [];
  const patterns = rule.narrative ? [rule.claims, rule.narrative] : [rule.claims];
  for (const text of texts) {
    for (const pattern of patterns) {
      for (const match of text.matchAll(globalOf(pattern))) {
        const word = match[0].trim();
        if (!words.some((w) => w.toLowerCase() === word.toLowerCase())) words.push(word);
      }
    }
  }
  return words.slice(0, 4);
}

const globals = new Map<RegExp, RegExp>();

function globalOf(pattern: RegExp): RegExp {
  let global = globals.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, `${pattern.flags}g`);
    globals.set(pattern, global);
  }
  return global;
}

/** The largest sum of a damages claim whose basis or words name this rule's issue. */
function claimAmount(rule: ExpertRule, facts: ComplaintFacts): number | null {
  let best: number | null = null;
  for (const claim of facts.damageClaims) {
    if (claim.amount === null || claim.amount <= 0) continue;
    const texts = [claim.basis ?? '', claim.amountText ?? '', claim.statute ?? ''];
    const hit = texts.some((t) => rule.claims.test(t) || (rule.narrative?.test(t) ?? false));
    if (hit && (best === null || claim.amount > best)) best = claim.amount;
  }
  return best;
}

/** Strongest evidence first, then the order of `EXPERT_KINDS`: the same facts always list the same way. */
export function compareNeeds(a: DetectedNeed, b: DetectedNeed): number {
  return (
    ORDER_OF_STRENGTH[a.strength] - ORDER_OF_STRENGTH[b.strength] ||
    Number(b.rule.isEssential ?? false) - Number(a.rule.isEssential ?? false) ||
    EXPERT_KINDS.indexOf(a.rule.kind) - EXPERT_KINDS.indexOf(b.rule.kind) ||
    EXPERT_RULES.indexOf(a.rule) - EXPERT_RULES.indexOf(b.rule)
  );
}
