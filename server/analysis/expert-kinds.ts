import {
  type ComplaintFacts,
  type EntityType,
  EXPERT_KINDS,
  type ExpertKind,
  type PartyRole,
} from '@common/analysis';
import { getCaseType } from '@common/case-types';
import { UTAH_COURT_RULES } from '../domain/courts/utah-court-rules';
import {
  type CaseContext,
  claimTexts,
  findClaimedAmount,
  hasClassAllegations,
  isRateClaim,
  narrativeTexts,
} from './expert-signals';

/**
 * Which experts a complaint's claims call for. The rules are by SUBJECT: what the claims are about (a property
 * insurance loss, unpaid overtime, a disability discrimination, a medical negligence…), each with the experts that
 * kind of case retains. A subject is found from three kinds of evidence, strongest first: the claims (causes of
 * action, statutes, the basis of each damages claim), the narrative (summary, facts, findings, the words of each
 * damages claim), and the case type code alone. Each expert found carries the sentences of the complaint that
 * show it.
 */

/** Something else the document must show for a subject (or one of its experts) to apply. */
export interface Condition {
  /** Words anywhere in the claims or the narrative. */
  words?: RegExp;
  /** Or a party of one of these types (on the given side, else on any side). */
  partyTypes?: readonly EntityType[];
  partyRole?: PartyRole;
  /** Or class or representative allegations (`hasClassAllegations`). */
  isClass?: boolean;
  /** Or a case of one of these types. */
  caseTypes?: readonly string[];
  /** The sentence that meets the condition shows the need best ('a microburst tore the roof'): list it first. */
  isEvidence?: boolean;
}

/** One expert a subject calls for. */
export interface SubjectExpert {
  kind: ExpertKind;
  /** Who the firm would put forward: 'Forensic accountant'. Short, no colon or full stop (the fee engine reads it). */
  title: string;
  /** Why the expert is needed, for the consultant. */
  reason: string;
  /** What the expert would do, for the opportunity line: 'quantify lost profits'. */
  task: string;
  /** The law requires expert testimony for the claim (malpractice standard of care, product defect, taking). */
  isEssential?: boolean;
  /** This expert only when the document also shows this: a psychologist where emotional distress is alleged. */
  onlyIf?: Condition;
  /** Names the medical specialty the complaint's facts point to in the reason and the task. */
  hasSpecialty?: boolean;
}

export interface ClaimSubject {
  id: string;
  /** Words of the claims side that show the subject. Also searched in the narrative unless `isClaimsOnly`. */
  claims: RegExp;
  /** The claims words count on the claims side only ('rest breaks' told of in a whistleblower's facts is no claim). */
  isClaimsOnly?: boolean;
  /** Words that count only in the narrative (facts, not claims): 'collision', 'fractured'. */
  narrative?: RegExp;
  /** Words masked before matching: 'slander of title' is no defamation, 'injured his reputation' no bodily injury. */
  exclude?: RegExp;
  /** Case types whose cases show the subject even when the document's words do not name it. */
  caseTypes?: readonly string[];
  /** The subject counts only when the sum at stake reaches this (a contract dispute needs a damages expert when big). */
  minAmount?: number;
  /** Every one of these must also hold (an insurance dispute AND a hail, wind, fire or water loss). */
  requires?: readonly Condition[];
  /**
   * Subjects that, when the complaint has them, say what this one is really about: a contract claim against an
   * insurer that fired the plaintiff is an employment case, a fraud count in a hail claim is about the policy.
   */
  supersededBy?: readonly string[];
  experts: readonly SubjectExpert[];
}

/** What a need's expert is, once the subject and the document have been read. */
export interface NeedExpert {
  kind: ExpertKind;
  title: string;
  reason: string;
  task: string;
  isEssential: boolean;
}

export type EvidenceStrength = 'claims' | 'narrative' | 'case-type';

export interface DetectedNeed {
  subject: ClaimSubject;
  expert: NeedExpert;
  strength: EvidenceStrength;
  /** Words of the document (or the case type) that triggered the subject, at most a few: for the reason lines. */
  words: string[];
  /** The sentences of the complaint that show the need, strongest first (or 'case type …'). */
  evidence: string[];
  /** A sum the document ties to this subject, if any. */
  amount: number | null;
  /** Position of the subject and expert in `CLAIM_SUBJECTS`: the same facts always list the same way. */
  order: number;
}

const USC = (section: string) => new RegExp(`\\b(\\d+ )?u\\.? ?s\\.? ?c\\.? ?(§+ ?)?${section}`, 'i');
/** A section of a title of the US Code: `titleUsc('29', '20[1-9]')` for 29 U.S.C. § 201-209. */
const titleUsc = (title: string, section: string) =>
  `\\b${title} u\\.? ?s\\.? ?c\\.? ?(§+ ?)?(${section})\\b`;
/** 'Cal. Lab. Code § 226.7', 'Labor Code sections 201', 'Gov't Code § 12940(a)'. */
const code = (name: string, sections: string) =>
  `\\b${name}\\.? code[^;]{0,25}?(§+|sections?|secs?\\.)\\s*(${sections})(?![\\d.]*\\d)`;

const EMOTIONAL_DISTRESS =
  /\b(emotional distress|mental (anguish|suffering)|anxiety|depression|humiliation|psychological (harm|injury|injuries|damage|treatment)|ptsd|post-traumatic stress)\b/i;

const EMPLOYMENT_CONTEXT =
  /\b(employ(ee|er|ees|ers|ment|ed)|terminat(ed|ion)|fired|discharged|supervisors?|workplace|hired|salary|wages|job|position|manager)\b/i;

/** Words of an insurance dispute, or an insurer defending: the context of a property loss claim. */
const INSURANCE_CONTEXT: Condition = {
  words:
    /\b(insurance (policy|policies|company|claim|carrier|coverage)|insurers?|homeowners?['’]?s? policy|(property|commercial property|dwelling|landlord|renters?['’]?s?) (insurance )?policy|policyholders?|the policy|adjusters?|proof of loss|appraisal (clause|provision)|claim number)\b/i,
  partyTypes: ['insurer'],
  partyRole: 'defendant',
};

/**
 * A loss to property: its peril (hail, wind, fire, water), the roof it struck, or how a property policy values it
 * (replacement cost, actual cash value). 'fire' counts only as a loss ('the fire', 'fire damage', 'a house fire'):
 * 'fired' and 'to fire' are employment words, and 'a fire hazard' or 'the fire department' no loss.
 */
const PROPERTY_LOSS: Condition = {
  isEvidence: true,
  words:
    /\b(hail(storms?|stones?)?|wind(storms?| damage|[- ]driven)|tornado(es)?|hurricanes?|tropical storm|microburst|derecho|storm damage|lightning|wildfires?|(house|home|kitchen|structure|building|apartment|warehouse|electrical|grease) fires?|fire (damage|loss|destroyed|damaged|spread|broke out|started)|(destroyed|damaged|burned) (by|in) (a |the )?fire|(a|the) fire(?!\s+(hazards?|alarms?|department|marshal|extinguishers?|code|exits?|drills?|inspectors?|station|trucks?|fighters?|safety|sale)\b)|fire and smoke|smoke damage|water damage|water (leaks?|leakage|seepage)|(seepage|leakage)( or (seepage|leakage))? of water|burst (pipe|water line)s?|frozen pipes?|plumbing leak|flood(ing|waters?)?|roof(s|ing)?|shingles?|replacement cost( value)?|actual cash value|dwelling (limit|coverage)|(commercial|homeowners?['’]?s?|dwelling) property (insurance )?policy)\b/i,
};

const CLASS_OR_REPRESENTATIVE: Condition = {
  isClass: true,
  words:
    /\b(representative action|aggrieved employees|paga|private attorneys general|collective action|similarly situated)\b/i,
};

const PSYCHOLOGIST: SubjectExpert = {
  kind: 'medical',
  title: 'Psychologist or psychiatrist',
  reason:
    'The emotional distress alleged is diagnosed, and its cause and prognosis given, by a psychologist or psychiatrist.',
  task: 'diagnose the emotional distress',
};

const LABOR_ECONOMIST: SubjectExpert = {
  kind: 'financial',
  title: 'Labor economist',
  reason: 'Lost earnings and benefits, past and future, are computed and discounted by an economist.',
  task: 'compute lost earnings and benefits',
};

const HR_PRACTICES: SubjectExpert = {
  kind: 'employment',
  title: 'HR-practices expert',
  reason: 'The employer’s policies, investigation and decision are judged against human-resources practice.',
  task: 'the employer’s policies and process',
};

const FORENSIC_ACCOUNTANT_FRAUD: SubjectExpert = {
  kind: 'accounting',
  title: 'Forensic accountant',
  reason:
    'Tracing the money and quantifying the loss from fraud or a breach of trust is forensic accounting.',
  task: 'trace the funds and quantify the loss',
};

const DIGITAL_EXAMINER: SubjectExpert = {
  kind: 'digital-forensics',
  title: 'Digital-forensics examiner',
  reason:
    'Who accessed, copied or deleted which data, and when, is recovered from devices and logs by a forensic examiner.',
  task: 'recover and trace the data',
};

const MEDICAL_CAUSATION: SubjectExpert = {
  kind: 'medical',
  title: 'Medical causation expert',
  reason: 'The injuries must be tied to the event and their treatment and cost proven by a physician.',
  task: 'causation and cost of the injuries',
  hasSpecialty: true,
};

export const CLAIM_SUBJECTS: readonly ClaimSubject[] = [
  // Health care
  {
    id: 'medical-negligence',
    claims:
      /\b(medical (malpractice|negligence|professional liability)|health ?care (provider )?(malpractice|negligence)|hospital negligence|negligent (medical|nursing|surgical|obstetric\w*) (care|treatment)|informed consent|malpractice act|failure to (timely )?diagnose|misdiagnos\w+|delayed diagnosis|wrongful birth|78B-3-4\d\d|766\.1\d\d)\b/i,
    caseTypes: ['MM'],
    experts: [
      {
        kind: 'medical',
        title: 'Medical standard-of-care expert',
        reason:
          'A health-care malpractice claim needs expert testimony on the standard of care and causation (Utah Code 78B-3-423 also requires an affidavit of merit).',
        task: 'standard of care and causation',
        isEssential: true,
        hasSpecialty: true,
      },
    ],
  },
  {
    id: 'toxic-exposure',
    claims:
      /\b(asbestos\w*|mesothelioma|silicosis|(crystalline|respirable) silica|silica (dust|exposure)|benzene|toxic exposure|exposure to (chemicals|toxic\w*))\b/i,
    caseTypes: ['AS'],
    experts: [
      {
        kind: 'medical',
        title: 'Pathologist or pulmonologist',
        reason: 'An exposure disease is diagnosed and tied to its source by pathologists and pulmonologists.',
        task: 'diagnosis and exposure causation',
        isEssential: true,
      },
      {
        kind: 'engineering',
        title: 'Industrial hygienist',
        reason: 'Dose and source of the exposure are reconstructed by an industrial hygienist.',
        task: 'exposure dose and source',
      },
    ],
  },
  {
    id: 'bodily-injury',
    claims:
      /\b(personal injur(y|ies)|bodily injur(y|ies)|wrongful death|survival action|loss of consortium|per quod)\b/i,
    narrative:
      /\b(injur(y|ies|ed)|fractur\w+|concussion|traumatic brain|spinal|surgery|surgical|paralys\w+|medical (expenses|bills|treatment|care)|pain and suffering|disfigure\w*|amputat\w+)\b/i,
    exclude:
      /\binjur\w*\s+(?:\S+\s+){0,3}?(?:reputation|business|goodwill|credit|name|standing|career)\b|\breputational (?:injury|harm)\b/gi,
    caseTypes: ['PI', 'TA', 'PL', 'LP'],
    // The surgery that led to a disability claim is the employer's case, not an injury to prove.
    supersededBy: ['employment-discrimination', 'wage-and-hour'],
    experts: [MEDICAL_CAUSATION],
  },
  {
    id: 'emotional-distress',
    claims: /\b(intentional infliction of emotional distress|negligent infliction of emotional distress)\b/i,
    narrative:
      /\b(post-traumatic stress|ptsd|severe emotional distress|psychiatric|psychological (harm|injury|treatment))\b/i,
    caseTypes: ['SH'],
    experts: [PSYCHOLOGIST],
  },
  // Products, vehicles, premises, the environment
  {
    id: 'product-defect',
    claims:
      /\b(products? liability|design defect|defective(ly)? design\w*|manufactur\w* defect|defective product|failure to warn|inadequate warnings?|strict liability[^.;]{0,40}\b(products?|defect\w*|design\w*|manufactur\w*)|implied warranty of (merchantability|fitness))\b/i,
    caseTypes: ['LP'],
    // California holds a mass builder strictly liable for its homes: a defect in a building is a construction case.
    supersededBy: ['construction-defect'],
    experts: [
      {
        kind: 'engineering',
        title: 'Product engineer',
        reason:
          'A design or manufacturing defect, and that it caused the harm, are proven by engineering analysis and testing.',
        task: 'defect and causation analysis',
        isEssential: true,
      },
      {
        kind: 'human-factors',
        title: 'Human-factors expert',
        reason:
          'How people use the product and read its warnings and instructions, and whether a better warning or design would have prevented the harm, is a human-factors opinion.',
        task: 'warnings, instructions and foreseeable use',
      },
    ],
  },
  {
    id: 'vehicle-collision',
    claims:
      /\b(motor vehicle|automobile (accident|collision|negligence)|car accident|negligent (driving|operation of)|collision)\b/i,
    narrative:
      /\b(collision|collided|crash(ed)?|rear-ended|t-boned|intersection|semi-?trucks?|tractor-?trailers?|tractor[^.]{0,40}\btrailer|18-wheeler|skid marks|struck the rear|rear of (her|his|their|plaintiff['’]?s?) (vehicle|car|truck))\b/i,
    caseTypes: ['TA'],
    experts: [
      {
        kind: 'engineering',
        title: 'Accident reconstructionist',
        reason: 'How the collision happened (speed, sight lines, braking) is reconstructed by an engineer.',
        task: 'reconstruct the collision',
      },
      MEDICAL_CAUSATION,
    ],
  },
  {
    id: 'motor-carrier-safety',
    claims:
      /\b(negligent (hiring|supervision|retention|training|entrustment)|fmcsa|federal motor carrier|hours[- ]of[- ]service|commercial motor vehicle)\b/i,
    experts: [
      {
        kind: 'industry-practice',
        title: 'Industry-practices expert',
        reason:
          'Hiring, training and safety practice of the defendant are judged against its industry’s standards.',
        task: 'hiring, training and safety practices',
      },
    ],
  },
  {
    id: 'premises-hazard',
    claims: /\b(premises liability|dangerous condition|slip and fall|trip and fall|negligent maintenance)\b/i,
    narrative:
      /\b(slipped|tripped|fell (down|on) (the |a )?(stairs?|steps?|floor|ice|sidewalk|walkway|curb)|handrail|wet floor|uneven (surface|pavement|step)|building code|guardrail)\b/i,
    caseTypes: ['PL'],
    experts: [
      {
        kind: 'engineering',
        title: 'Safety engineer',
        reason:
          'The hazard, and what building code or safety practice required, are proven by a safety engineer.',
        task: 'hazard and code compliance',
      },
    ],
  },
  {
    id: 'environmental',
    claims:
      /\b(contaminat\w+|pollut\w+|cercla|merla|superfund|response costs|environmental response|hazardous (substance|waste)s?|groundwater|environmental (damage|contamination)|clean water act|clean air act|toxic (spill|release|discharge))\b/i,
    experts: [
      {
        kind: 'engineering',
        title: 'Environmental engineer',
        reason: 'Source, spread and clean-up cost of contamination are shown by environmental engineers.',
        task: 'source and extent of the contamination',
      },
    ],
  },
  {
    id: 'water-rights',
    claims:
      /\b(water rights?|water appropriation|diversion of water|irrigation|aquifer|well interference|73-3-\d+)\b/i,
    caseTypes: ['WA'],
    experts: [
      {
        kind: 'engineering',
        title: 'Hydrologist',
        reason:
          'Use, priority and impairment of a water right are shown by hydrologists and water engineers.',
        task: 'use and impairment of the water right',
      },
    ],
  },
  // Construction
  {
    id: 'construction-defect',
    claims:
      /\b(construction defects?|defective (work|workmanship|construction)|negligent construction|breach of (the )?implied warranty of (habitability|workmanlike)|right to repair act)\b|\bciv(il|\.)? code[^;]{0,25}?(§+|sections?)\s*(89[5-9]|9[0-3]\d|94[0-5])(?![\d.]*\d)/i,
    narrative:
      /\b(defective workmanship|poor workmanship|water intrusion|foundation (cracks|failure)|structural (defects?|failure)|code violations?)\b/i,
    experts: [
      {
        kind: 'construction',
        title: 'Construction expert',
        reason: 'Defective work and the cost to repair it are proven by construction and cost experts.',
        task: 'scope and cost of the defective work',
      },
      {
        kind: 'engineering',
        title: 'Structural or geotechnical engineer',
        reason:
          'Why the work failed (structure, soils, the building envelope, the code) is shown by a structural, geotechnical or building-envelope engineer.',
        task: 'cause of the failures and code compliance',
      },
    ],
  },
  {
    id: 'construction-contract',
    claims:
      /\b(construction contract|breach of (the )?subcontract|delay damages|change orders?|mechanic['’]?s lien|construction lien)\b/i,
    narrative: /\b(workmanship|subcontractor|general contractor|change orders?|punch list)\b/i,
    experts: [
      {
        kind: 'construction',
        title: 'Construction expert',
        reason:
          'Delay, changed work and the cost of a construction project are priced by construction experts.',
        task: 'delay, changes and cost of the work',
      },
    ],
  },
  // Insurance
  {
    // Before the general insurance subjects: a hail claim against an insurer needs the roofer and the engineer too.
    id: 'property-insurance-loss',
    claims:
      /\b(bad faith|breach of (the )?(insurance )?(contract|policy)|breach of (the )?(implied )?(duty|covenant) of good faith( and fair dealing)?|unfair (claims?|settlement) (settlement )?practices|prompt payment|insurance code|ins\. code|declaratory (judgment|relief)|31A-26-303|31A-21-\d+)\b|\b54[12]\.\d{3}\b/i,
    requires: [PROPERTY_LOSS, INSURANCE_CONTEXT],
    supersededBy: ['wage-and-hour', 'employment-discrimination'],
    experts: [
      {
        kind: 'construction',
        title: 'Roofing or general-contractor estimator',
        reason:
          'The scope and cost of repairing the damaged property, against the adjuster’s estimate, are priced by a roofing or general-contractor estimator.',
        task: 'scope and cost of the repairs',
      },
      {
        kind: 'engineering',
        title: 'Cause-and-origin or structural engineer',
        reason:
          'Whether hail, wind, fire or water caused the damage, and when (insurers answer with wear and tear or an earlier storm), is a cause-and-origin or structural engineer’s opinion.',
        task: 'cause, origin and extent of the damage',
      },
      {
        kind: 'insurance',
        title: 'Insurance claims-handling expert',
        reason:
          'Whether the insurer investigated, adjusted and paid the claim as the industry’s claims-handling standards and the bad-faith rules require is an insurance-practices question.',
        task: 'claims handling and bad-faith standards',
      },
    ],
  },
  {
    id: 'insurance-coverage',
    claims:
      /\b(bad faith|insurance (coverage|policy|policies|contract)|coverage (under|for) the polic(y|ies)|policy limits|unfair claims?( settlement)? practices|duty to (defend|indemnify)|rescission of (the )?(insurance )?polic(y|ies)|insurance code|ins\. code|31A-26-303|31A-21-\d+)\b/i,
    experts: [
      {
        kind: 'insurance',
        title: 'Insurance claims-handling expert',
        reason:
          'Whether an insurer handled the claim and read its policy as the industry does is an insurance-practices question.',
        task: 'claims handling and coverage',
      },
    ],
  },
  {
    // A contract claim against an insurer is a claim on its policy, whatever the count is called.
    id: 'insurer-contract',
    claims:
      /\b(breach of (the )?(contract|policy|insurance contract)|breach of (the )?(implied )?(duty|covenant) of good faith|declaratory (judgment|relief))\b/i,
    isClaimsOnly: true,
    requires: [{ partyTypes: ['insurer'], partyRole: 'defendant' }],
    supersededBy: ['wage-and-hour', 'employment-discrimination'],
    experts: [
      {
        kind: 'insurance',
        title: 'Insurance claims-handling expert',
        reason:
          'A claim on an insurer’s policy turns on whether it handled the claim and read the policy as the industry does.',
        task: 'claims handling and coverage',
      },
    ],
  },
  // Employment
  {
    id: 'wage-and-hour',
    claims: new RegExp(
      [
        '\\b(overtime|unpaid (wages|overtime|minimum wages?|compensation)|minimum wages?|meal (and|or|&) rest (periods?|breaks?)|meal (periods?|breaks?)|rest (periods?|breaks?)|wage statements?|waiting[- ]time penalt\\w+|final wages|misclassifi\\w+|classified as (an )?(independent contractors?|exempt)|unreimbursed (business )?expenses|expense reimbursement|paga|private attorneys general act|fair labor standards act|flsa|wage and hour|wage[- ]and[- ]hour|wage theft|failure to pay (all )?wages)\\b',
        code(
          'lab(or|\\.)?',
          '201|202|203|204|210|218\\.5|221|223|226\\.[2378]|226|510|512|515|558\\.1|558|1174\\.5|1174|1182\\.12|1194\\.2|1194|1197\\.1|1197|1198|1199|2698|2699\\.3|2699\\.5|2699|2802|2810\\.5',
        ),
        titleUsc('29', '20[1-9]|21[0-9]'),
      ].join('|'),
      'i',
    ),
    isClaimsOnly: true,
    narrative:
      /\b(paga|private attorneys general act|fair labor standards act|unpaid overtime|off[- ]the[- ]clock|misclassified as (an )?(independent contractors?|exempt))\b/i,
    experts: [
      {
        kind: 'accounting',
        title: 'Forensic accountant',
        reason:
          'Unpaid wages, overtime, premiums and penalties are rebuilt from the time and payroll records, pay period by pay period, by a forensic accountant.',
        task: 'compute the unpaid wages and penalties',
      },
      {
        kind: 'employment',
        title: 'Wage-and-hour practices expert',
        reason:
          'Whether the employer’s timekeeping, pay, meal and rest break and classification practices met the wage-and-hour rules is judged against payroll and HR practice.',
        task: 'pay, timekeeping and classification practices',
      },
      {
        kind: 'financial',
        title: 'Statistician',
        reason:
          'A class or representative (PAGA) claim is proven by sampling time and pay records across the employees and extrapolating, a statistician’s work.',
        task: 'sample and extrapolate across the employees',
        onlyIf: CLASS_OR_REPRESENTATIVE,
      },
    ],
  },
  {
    id: 'employment-discrimination',
    claims: new RegExp(
      [
        '\\b(wrongful(ly)? (termination|terminated|discharge|discharged)|constructive discharge|employment discrimination|(age|race|racial|sex|gender|disability|pregnancy|religious|national origin) discrimination|discriminat\\w+ (on the basis|because) of|retaliat\\w+|title vii|adea|americans with disabilities act|fmla|family and medical leave|cfra|california family rights act|feha|fair employment and housing act|hostile work environment|sexual harassment|failure to (provide )?(a )?reasonable accommodation|failure to accommodate|interactive process|failure to prevent (discrimination|harassment|retaliation)|antidiscrimination act|34A-5-\\d+|equal pay act|whistle-?blow\\w*)\\b',
        code("gov(ernment|['’]t|\\.)?", '12940|12945\\.2|12945|12965|12900|12926'),
        code('lab(or|\\.)?', '1102\\.5|98\\.6|6310|232\\.5|233|246\\.5'),
        USC('2000e').source,
        titleUsc('42', '121[0-9][0-9]|1981'),
        titleUsc('29', '62[1-9]|63[0-4]|26[0-5][0-9]'),
      ].join('|'),
      'i',
    ),
    narrative:
      /\b(reasonable accommodation|interactive process|terminated (her|his|their|plaintiff['’]?s?) employment|wrongfully (terminated|discharged)|fired (her|him|plaintiff)|because of (her|his|their) (disability|race|age|sex|gender|pregnancy|religion|national origin))\b/i,
    caseTypes: ['CE', 'WT', 'SH'],
    // 'Retaliation' is also a civil rights and a landlord-tenant word: the case must be about a job.
    requires: [{ words: EMPLOYMENT_CONTEXT, caseTypes: ['CE', 'WT', 'SH'] }],
    experts: [
      HR_PRACTICES,
      LABOR_ECONOMIST,
      {
        kind: 'vocational',
        title: 'Vocational expert',
        reason:
          'Whether and when the plaintiff could find comparable work (mitigation, and the future loss of earnings) is a vocational expert’s opinion.',
        task: 'mitigation and employability',
      },
      { ...PSYCHOLOGIST, onlyIf: { words: EMOTIONAL_DISTRESS } },
    ],
  },
  {
    id: 'lost-earnings',
    claims:
      /\b(lost (wages|earnings)|back ?pay|front ?pay|loss of (future )?earning capacity|lost future earnings|loss of household services|loss of (financial )?support)\b/i,
    narrative:
      /\b(lost (wages|earnings|income)|back ?pay|front ?pay|loss of earning capacity|lost benefits|lost (his|her|their) support)\b/i,
    experts: [LABOR_ECONOMIST],
  },
  {
    id: 'earning-capacity',
    claims: /\b(loss of (future )?earning capacity|front ?pay|vocational)\b/i,
    narrative:
      /\b(unable to (return to )?work|permanent(ly)? (disab\w+|impair\w+)|loss of earning capacity|cannot (find|obtain) (comparable )?employment)\b/i,
    experts: [
      {
        kind: 'vocational',
        title: 'Vocational expert',
        reason:
          'What work the plaintiff can still do, and for what pay, is a vocational expert’s opinion (mitigation and future loss).',
        task: 'employability and earning capacity',
      },
    ],
  },
  // Business, money and markets
  {
    id: 'business-valuation',
    claims:
      /\b(business valuation|fair value|shareholder oppression|dissociation|buy-?out|diminution (in|of) (the )?value of (the |its |their )?(business|company|shares))\b/i,
    experts: [
      {
        kind: 'financial',
        title: 'Business valuation expert',
        reason: 'What a business or an interest in it is worth is shown by a valuation expert.',
        task: 'value the business interest',
      },
    ],
  },
  {
    id: 'securities-antitrust',
    claims: new RegExp(
      [
        '\\b(antitrust|sherman act|clayton act|restraint of trade|price[- ]fixing|monopoli\\w+|securities fraud|rule 10b-5|10b-5|securities act|securities exchange act|uniform securities act|market manipulation|insider trading)\\b',
        titleUsc('15', '77[a-z]+|78[a-z]+|1|2'),
      ].join('|'),
      'i',
    ),
    experts: [
      {
        kind: 'financial',
        title: 'Economist',
        reason:
          'Market definition, loss causation and damages in securities and antitrust claims are economists’ work.',
        task: 'market impact and damages',
      },
    ],
  },
  {
    id: 'reputation',
    claims:
      /\b(defamation|defamatory|libel|slander|false light|injurious falsehood|tortious interference)\b/i,
    exclude: /\bslander of title\b/gi,
    caseTypes: ['LB'],
    experts: [
      {
        kind: 'financial',
        title: 'Reputation damages expert',
        reason:
          'Lost business and reputational harm from the statements or interference are quantified by a damages expert.',
        task: 'quantify the lost business',
      },
    ],
  },
  {
    id: 'trade-secrets',
    claims:
      /\b(trade secrets?|utah uniform trade secrets act|defend trade secrets act|dtsa|cuts?a|13-24-\d+|misappropriation of (confidential|proprietary) information)\b/i,
    experts: [
      DIGITAL_EXAMINER,
      {
        kind: 'financial',
        title: 'Damages economist',
        reason:
          'Unjust enrichment, lost profits or a reasonable royalty for misappropriated trade secrets is an economist’s model.',
        task: 'model the royalty or unjust enrichment',
      },
    ],
  },
  {
    id: 'intellectual-property',
    claims: /\b(patent infringement|copyright infringement|trademark infringement|lanham act|trade dress)\b/i,
    experts: [
      {
        kind: 'financial',
        title: 'Damages economist',
        reason: 'Lost profits or a reasonable royalty for infringed property is an economist’s model.',
        task: 'model the royalty or lost profits',
      },
    ],
  },
  {
    id: 'large-contract',
    claims:
      /\b(breach of (the )?(contract|agreement|lease|warranty|guaranty)|breach of (the )?(implied )?covenant|promissory estoppel|unjust enrichment|quantum meruit|account stated)\b/i,
    // Utah's Tier 3 (URCP 26): the court's own line for a case big enough to need experts.
    minAmount: UTAH_COURT_RULES.tier3From,
    // The sum owed on an insurance policy is priced by the estimator and the adjuster, not a damages expert.
    supersededBy: ['property-insurance-loss', 'insurance-coverage', 'insurer-contract'],
    experts: [
      {
        kind: 'financial',
        title: 'Damages expert',
        reason:
          'A contract claim of this size is usually priced by a damages expert (expectation and consequential damages).',
        task: 'quantify the contract damages',
      },
    ],
  },
  {
    id: 'lost-profits',
    claims:
      /\b(lost profits?|loss of profits|lost (business )?revenues?|lost business opportunit(y|ies)|consequential damages|business (income|interruption))\b/i,
    narrative:
      /\b(lost profits?|lost (business )?revenues?|lost sales|lost customers|lost business income)\b/i,
    experts: [
      {
        kind: 'accounting',
        title: 'Forensic accountant',
        reason:
          'Lost profits are rebuilt from the books, with the but-for revenue and avoided costs, by a forensic accountant.',
        task: 'quantify lost profits',
      },
    ],
  },
  {
    id: 'fraud-and-trust',
    claims:
      /\b(fraud\w*|(intentional|negligent) misrepresentation|embezzle\w*|misappropriat\w+ (of )?(funds|money|assets)|conversion|breach of fiduciary dut(y|ies)|an accounting|constructive trust|ponzi|(fraudulent|voidable) transfers?|25-6-\d+)\b/i,
    narrative:
      /\b(embezzle\w*|diverted (funds|money)|commingl\w+|siphon\w*|kickbacks?|falsified (books|records|invoices))\b/i,
    caseTypes: ['CF'],
    supersededBy: ['property-insurance-loss'],
    experts: [FORENSIC_ACCOUNTANT_FRAUD],
  },
  {
    id: 'racketeering',
    claims: new RegExp(
      `\\b(rico|racketeer\\w*|pattern of (unlawful|racketeering) activity|76-10-160\\d)\\b|${USC('196[1-8]').source}`,
      'i',
    ),
    experts: [
      {
        kind: 'accounting',
        title: 'Forensic accountant',
        reason:
          'A racketeering claim turns on the enterprise’s money flows, traced by a forensic accountant.',
        task: 'trace the enterprise’s money flows',
      },
    ],
  },
  // Professional standards of care
  {
    id: 'legal-malpractice',
    claims:
      /\b(legal malpractice|attorney malpractice|professional negligence[^.]{0,60}(attorney|lawyer|counsel|law firm)|(attorney|lawyer|counsel|law firm)[^.]{0,60}(negligen\w+|malpractice))\b/i,
    caseTypes: ['ML'],
    experts: [
      {
        kind: 'industry-practice',
        title: 'Legal standard-of-care expert',
        reason: 'A lawyer’s standard of care is proven by another lawyer’s expert testimony.',
        task: 'the lawyer’s standard of care',
        isEssential: true,
      },
    ],
  },
  {
    id: 'police-practices',
    claims: new RegExp(
      `\\b(excessive force|section 1983|false arrest|unlawful (search|seizure|detention)|fourth amendment|deliberate indifference|monell)\\b|§ ?1983\\b|${USC('1983').source}`,
      'i',
    ),
    caseTypes: ['CR'],
    experts: [
      {
        kind: 'industry-practice',
        title: 'Police-practices expert',
        reason:
          'Use of force, training and policy in a civil rights claim are judged against police or corrections practice.',
        task: 'use of force and police practices',
      },
    ],
  },
  {
    id: 'professional-negligence',
    claims:
      /\b(professional (negligence|malpractice)|accounting malpractice|negligent (audit|appraisal)|unsuitable investments?|suitability|finra|investment advis\w+|architect\w*|engineering malpractice)\b/i,
    experts: [
      {
        kind: 'industry-practice',
        title: 'Standard-of-care expert',
        reason:
          'A professional’s duty is measured against the practice of the profession, proven by a peer expert.',
        task: 'the professional standard of care',
      },
    ],
  },
  // Real property
  {
    id: 'taking',
    claims:
      /\b(condemnation|eminent domain|just compensation|inverse condemnation|takings? clause|severance damages|78B-6-5\d\d)\b/i,
    caseTypes: ['CD'],
    experts: [
      {
        kind: 'real-estate',
        title: 'Real-estate appraiser',
        reason:
          'Just compensation for the property taken, and severance damage to the rest, are proven by appraisers.',
        task: 'just compensation for the taking',
        isEssential: true,
      },
    ],
  },
  {
    id: 'real-property',
    claims:
      /\b(quiet title|easements?|boundary|adverse possession|trespass to (land|real property)|private nuisance|partition|slander of title|diminution (in|of) (the )?(property|market) value)\b/i,
    caseTypes: ['PR'],
    experts: [
      {
        kind: 'real-estate',
        title: 'Appraiser or surveyor',
        reason:
          'Title, boundaries and the property’s loss of value are shown by surveyors, title experts and appraisers.',
        task: 'boundary, title and value of the property',
      },
    ],
  },
  // Data
  {
    id: 'computer-data',
    claims: new RegExp(
      `\\b(computer fraud|cfaa|unauthorized access|hack\\w*|data breach|data security incident|cyber ?attack|ransomware|personally identifiable information|stored communications act|wiretap\\w*|spoliation|california consumer privacy act|ccpa|1798\\.150)\\b|${USC('1030').source}`,
      'i',
    ),
    narrative:
      /\b(downloaded|copied (files|data)|deleted (files|data|emails)|usb drive|personal (cloud|email) account|exfiltrat\w+)\b/i,
    experts: [DIGITAL_EXAMINER],
  },
  {
    id: 'online-speech',
    claims: /\b(defamation|defamatory|libel|slander|false light|harassment)\b/i,
    exclude: /\bslander of title\b/gi,
    requires: [
      {
        words:
          /\b(online|internet|website|social media|facebook|twitter|instagram|tiktok|youtube|reddit|yelp|google review|posted|blog|anonymous (account|user))\b/i,
      },
    ],
    experts: [
      {
        kind: 'digital-forensics',
        title: 'Digital-forensics examiner',
        reason:
          'Statements published online must be preserved and attributed to their author from platform and device data.',
        task: 'attribute and preserve the online statements',
      },
    ],
  },
];

/** Specialties a medical expert is chosen by, and the words of a complaint that point to each. */
const MEDICAL_SPECIALTIES: readonly [string, RegExp][] = [
  ['emergency medicine', /\b(emergency (department|room|physician|medicine)|triage)\b/i],
  [
    'obstetrics',
    /\b(obstetric\w*|labor and delivery|gynecolog\w*|prenatal|c-section|cesarean|childbirth|shoulder dystocia|fetal (distress|monitoring|heart))\b/i,
  ],
  [
    'orthopedic surgery',
    /\b(orthopa?edic\w*|fractur\w+|joint replacement|knee replacement|hip replacement|spinal fusion|rotator cuff|torn (ligament|meniscus|acl))\b/i,
  ],
  ['cardiology', /\b(cardiac|cardiolog\w*|heart attack|myocardial|chest pain|arrhythmia|stents?)\b/i],
  ['anesthesiology', /\b(anesthe\w+|anaesthe\w+|intubat\w+)\b/i],
  ['radiology', /\b(radiolog\w*|x-rays?|mri|ct scan|mammogra\w+)\b/i],
  ['neurology', /\b(neurosurg\w+|neurolog\w*|stroke|traumatic brain|concussion)\b/i],
  ['oncology', /\b(oncolog\w*|cancer|tumou?rs?|malignan\w+|carcinoma|lymphoma)\b/i],
  ['pediatrics', /\b(pa?ediatric\w*|newborn|infant|neonatal)\b/i],
  [
    'nursing',
    /\b(nursing (care|staff|home|facility)|skilled nursing|bedsores?|pressure (ulcers?|sores?)|the nurses?)\b/i,
  ],
  ['pharmacology', /\b(pharmac\w+|medication errors?|wrong medication|overdose)\b/i],
  ['psychiatry', /\b(psychiatr\w+|suicid\w+)\b/i],
  ['dentistry', /\b(dentist\w*|dental|oral surgeon)\b/i],
  ['general surgery', /\b(surgeon|surgical|surgery|laparoscop\w+|perforat\w+|bowel)\b/i],
];

/** The specialties a complaint's words point to, in order of appearance, at most two, each with its words. */
function findSpecialties(texts: readonly string[]): { specialty: string; word: string; text: string }[] {
  const found: { specialty: string; word: string; text: string; at: number }[] = [];
  texts.forEach((text, index) => {
    for (const [specialty, pattern] of MEDICAL_SPECIALTIES) {
      if (found.some((f) => f.specialty === specialty)) continue;
      const match = pattern.exec(text);
      if (match) found.push({ specialty, word: match[0], text, at: index * 100_000 + match.index });
    }
  });
  return found.sort((a, b) => a.at - b.at).slice(0, 2);
}

const ORDER_OF_STRENGTH: Record<EvidenceStrength, number> = { claims: 0, narrative: 1, 'case-type': 2 };
/** Evidence sentences longer than this are cut to a window around the words that matched. */
const MAX_EVIDENCE_CHARS = 240;
const MAX_EVIDENCE_SENTENCES = 3;

/** The document's texts, as a subject reads them: claims whole, the narrative a sentence at a time. */
interface DocumentTexts {
  claims: string[];
  narrative: string[];
  isClass: boolean;
}

function readTexts(facts: ComplaintFacts): DocumentTexts {
  // The summary is the engine's own sentence, not the complaint's: read last, so it is quoted only when no
  // sentence of the complaint shows the need.
  const narrative = narrativeTexts(facts);
  const summary = narrative[0] === facts.summary ? narrative.splice(0, 1) : [];
  return {
    claims: claimTexts(facts),
    narrative: [...narrative, ...summary].flatMap(splitSentences),
    isClass: hasClassAllegations(facts),
  };
}

/** 'A. B. Smith sued. He won.' → two sentences; abbreviations of one letter or 'No.' and 'Inc.' do not end one. */
function splitSentences(text: string): string[] {
  return text
    .split(
      /(?<=(?<!\b(?:[A-Z]|No|Inc|Co|Corp|Ltd|Dr|Mr|Mrs|Ms|St|Ann|Stat|Cal|Gov|Lab|Civ|Proc|U\.S\.C|[Vv]s?))[.!?])\s+(?=[A-Z“"(])/,
    )
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function masked(subject: ClaimSubject, text: string): string {
  return subject.exclude ? text.replace(subject.exclude, (m) => ' '.repeat(m.length)) : text;
}

interface Hit {
  text: string;
  word: string;
  index: number;
}

function findHits(pattern: RegExp, texts: readonly string[], subject: ClaimSubject): Hit[] {
  const hits: Hit[] = [];
  for (const text of texts) {
    const match = pattern.exec(masked(subject, text));
    if (match) hits.push({ text, word: match[0].trim(), index: match.index });
  }
  return hits;
}

/** The first text that satisfies the condition (or the party or class allegations that do), else null. */
function findCondition(
  condition: Condition,
  facts: ComplaintFacts,
  texts: DocumentTexts,
  context: CaseContext,
): Hit | null {
  if (condition.words) {
    const pattern = condition.words;
    const hit = [...texts.claims, ...texts.narrative].find((t) => pattern.test(t));
    if (hit) {
      const match = pattern.exec(hit);
      return { text: hit, word: match?.[0] ?? '', index: match?.index ?? 0 };
    }
  }
  if (condition.partyTypes) {
    const types = condition.partyTypes;
    const party = facts.parties.find(
      (p) => types.includes(p.entityType) && (!condition.partyRole || p.role === condition.partyRole),
    );
    if (party) return { text: '', word: `${party.role} ${party.name} (${party.entityType})`, index: 0 };
  }
  if (condition.isClass && texts.isClass) return { text: '', word: 'class allegations', index: 0 };
  if (context.caseTypeCode && condition.caseTypes?.includes(context.caseTypeCode)) {
    return { text: '', word: `case type ${context.caseTypeCode}`, index: 0 };
  }
  return null;
}

/**
 * Every expert the complaint's subjects call for, with its strongest evidence. `isRoutine` drops narrative-only and
 * case-type-only evidence: a long eviction complaint that tells of a broken step is still an eviction.
 */
export function detectExpertNeeds(
  facts: ComplaintFacts,
  context: CaseContext,
  options: { isRoutine: boolean },
): DetectedNeed[] {
  const texts = readTexts(facts);
  const claimed = findClaimedAmount(facts, context);
  const matched = new Map<
    string,
    { subject: ClaimSubject; index: number; match: SubjectMatch; required: Hit[] }
  >();
  CLAIM_SUBJECTS.forEach((subject, index) => {
    if (subject.minAmount !== undefined && (claimed === null || claimed.amount < subject.minAmount)) return;
    const required: Hit[] = [];
    for (const condition of subject.requires ?? []) {
      const hit = findCondition(condition, facts, texts, context);
      if (!hit) return;
      required.push(hit);
    }
    const match = matchSubject(subject, texts, context);
    if (!match) return;
    if (options.isRoutine && match.strength !== 'claims') return;
    matched.set(subject.id, { subject, index, match, required });
  });
  const found: DetectedNeed[] = [];
  for (const { subject, index, match, required } of matched.values()) {
    if (subject.supersededBy?.some((id) => matched.has(id))) continue;
    subject.experts.forEach((expert, expertIndex) => {
      let condition: Hit | null = null;
      if (expert.onlyIf) {
        // An expert's own condition needs words of the document: the case type alone says nothing of it.
        if (match.strength === 'case-type') return;
        condition = findCondition(expert.onlyIf, facts, texts, context);
        if (!condition) return;
      }
      const specialties = expert.hasSpecialty ? findSpecialties([...texts.claims, ...texts.narrative]) : [];
      const shown = required.filter((_, i) => subject.requires?.[i]?.isEvidence);
      const evidence =
        match.strength === 'case-type'
          ? match.words
          : evidenceSentences([condition, ...shown, ...specialties.map(toHit), ...match.hits]);
      found.push({
        subject,
        expert: resolveExpert(expert, specialties),
        strength: match.strength,
        words: match.words,
        evidence,
        amount: match.strength === 'case-type' ? null : claimAmount(subject, facts),
        order: index * 10 + expertIndex,
      });
    });
  }
  return found;
}

function toHit(s: { word: string; text: string }): Hit {
  return { text: s.text, word: s.word, index: s.text.indexOf(s.word) };
}

function resolveExpert(expert: SubjectExpert, specialties: readonly { specialty: string; word: string }[]) {
  const base: NeedExpert = {
    kind: expert.kind,
    title: expert.title,
    reason: expert.reason,
    task: expert.task,
    isEssential: expert.isEssential ?? false,
  };
  if (specialties.length === 0) return base;
  const names = specialties.map((s) => s.specialty).join(' and ');
  const words = specialties.map((s) => `'${s.word}'`).join(', ');
  return {
    ...base,
    reason: `${expert.reason} Specialty: ${names} (the complaint says ${words}).`,
    task: `${expert.task} (${names})`,
  };
}

interface SubjectMatch {
  strength: EvidenceStrength;
  words: string[];
  hits: Hit[];
}

function matchSubject(
  subject: ClaimSubject,
  texts: DocumentTexts,
  context: CaseContext,
): SubjectMatch | null {
  const inClaims = findHits(subject.claims, texts.claims, subject);
  if (inClaims.length > 0) {
    const narrative = subject.isClaimsOnly ? [] : findHits(subject.claims, texts.narrative, subject);
    return { strength: 'claims', words: distinctWords(inClaims), hits: [...inClaims, ...narrative] };
  }
  const inNarrative = [
    ...(subject.isClaimsOnly ? [] : findHits(subject.claims, texts.narrative, subject)),
    ...(subject.narrative ? findHits(subject.narrative, texts.narrative, subject) : []),
  ];
  if (inNarrative.length > 0) {
    return { strength: 'narrative', words: distinctWords(inNarrative), hits: inNarrative };
  }
  if (context.caseTypeCode && subject.caseTypes?.includes(context.caseTypeCode)) {
    const label = getCaseType(context.caseTypeCode)?.label ?? context.caseTypeCode;
    return { strength: 'case-type', words: [`case type ${label}`], hits: [] };
  }
  return null;
}

/** Distinct matched words, in document order, at most four. */
function distinctWords(hits: readonly Hit[]): string[] {
  const words: string[] = [];
  for (const { word } of hits) {
    if (!words.some((w) => w.toLowerCase() === word.toLowerCase())) words.push(word);
  }
  return words.slice(0, 4);
}

/** The sentences that show a need, in the order given, without repeats; long ones cut around the match. */
function evidenceSentences(hits: readonly (Hit | null)[]): string[] {
  const sentences: string[] = [];
  for (const hit of hits) {
    if (!hit || hit.text.trim() === '') continue;
    const sentence = clip(hit);
    if (!sentences.includes(sentence)) sentences.push(sentence);
    if (sentences.length === MAX_EVIDENCE_SENTENCES) break;
  }
  return sentences;
}

function clip({ text, index, word }: Hit): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed.length <= MAX_EVIDENCE_CHARS) return trimmed;
  const at = Math.max(0, trimmed.toLowerCase().indexOf(word.toLowerCase(), Math.max(0, index - 10)));
  const start = Math.max(0, at - Math.floor((MAX_EVIDENCE_CHARS - word.length) / 2));
  const end = Math.min(trimmed.length, start + MAX_EVIDENCE_CHARS);
  return `${start > 0 ? '…' : ''}${trimmed.slice(start, end).trim()}${end < trimmed.length ? '…' : ''}`;
}

/** The largest sum of a damages claim whose basis or words name this subject (rates are not sums). */
function claimAmount(subject: ClaimSubject, facts: ComplaintFacts): number | null {
  let best: number | null = null;
  for (const claim of facts.damageClaims) {
    if (claim.amount === null || claim.amount <= 0 || isRateClaim(claim)) continue;
    const texts = [claim.basis ?? '', claim.amountText ?? '', claim.statute ?? ''].map((t) =>
      masked(subject, t),
    );
    const hit = texts.some((t) => subject.claims.test(t) || (subject.narrative?.test(t) ?? false));
    if (hit && (best === null || claim.amount > best)) best = claim.amount;
  }
  return best;
}

/**
 * Strongest evidence first, then essential, then the order of `CLAIM_SUBJECTS` and of each subject's experts (its
 * lead expert first: the HR expert of a discrimination case before its psychologist), then `EXPERT_KINDS`.
 */
export function compareNeeds(a: DetectedNeed, b: DetectedNeed): number {
  return (
    ORDER_OF_STRENGTH[a.strength] - ORDER_OF_STRENGTH[b.strength] ||
    Number(b.expert.isEssential) - Number(a.expert.isEssential) ||
    a.order - b.order ||
    EXPERT_KINDS.indexOf(a.expert.kind) - EXPERT_KINDS.indexOf(b.expert.kind)
  );
}
