import { INDUSTRIES, type IndustryCode } from '@common/parties';

export interface Industry {
  code: IndustryCode;
  label: string;
}

const BY_CODE = new Map<string, Industry>(INDUSTRIES.map((i) => [i.code, { code: i.code, label: i.label }]));

/** The industry of a code from `INDUSTRIES` (the list in common/ is the one source of labels). */
export function industryOf(code: IndustryCode): Industry {
  return BY_CODE.get(code)!;
}

/** The sector a finer industry belongs to ('561440' → '56'), or the code itself for a sector. */
export function sectorOf(code: IndustryCode): IndustryCode {
  return (INDUSTRIES.find((i) => i.code === code)?.parent ?? code) as IndustryCode;
}

/**
 * Name words that tell an industry, most specific first: 'REGIONAL HOSPITAL' is a hospital before it is
 * health care, 'AUTO SALES' a dealer before it is retail. Words also used as surnames are left out.
 */
const NAME_RULES: readonly { code: IndustryCode; re: RegExp }[] = [
  { code: '622', re: /\b(?:hospitals?|medical center|regional medical|health system)\b/i },
  {
    code: '62',
    re: /\b(?:health\s?care|health services|clinic|medical|dental|dentistry|orthodontics|physicians|orthopaedic|orthopedics?|surgery|surgical|surgeons|pharmacy|rehabilitation|rehab|nursing|hospice|home health|chiropractic|pediatrics|radiology|ambulance|anesthesia)\b/i,
  },
  {
    code: '524',
    re: /\b(?:insurance|assurance|casualty|indemnity|underwriters|reinsurance|mutual automobile|mutual insurance)\b/i,
  },
  {
    code: '5221',
    re: /\b(?:bank|bancorp(?:oration)?|credit union|savings and loan|federal savings|national association)\b/i,
  },
  {
    code: '561440',
    re: /\b(?:funding|recovery|recoveries|collections?|collectors|receivables?|portfolio|asset acceptance|debt|billing)\b/i,
  },
  {
    code: '5222',
    re: /\b(?:loans?|lending|lender|mortgage|finance|financing|financial|credit acceptance|auto credit|title loans?|cash advance)\b/i,
  },
  {
    code: '5311',
    re: /\b(?:apartments?|apts|property management|rentals?|townhomes|townhouses|mobile home park|mhp|lofts|residences|landlord)\b/i,
  },
  { code: '53', re: /\b(?:properties|realty|real estate|leasing|land)\b/i },
  {
    code: '4411',
    re: /\b(?:auto sales|motors|dealership|chevrolet|ford|toyota|honda|nissan|dodge|chrysler|jeep|kia|hyundai|subaru|volkswagen|mazda)\b/i,
  },
  { code: '5411', re: /\b(?:law offices?|law firm|law group|attorneys(?: at law)?|legal services)\b/i },
  {
    code: '54',
    re: /\b(?:engineering|engineers|architects?|accounting|cpas?|consulting|consultants|surveying|marketing|advertising)\b/i,
  },
  {
    code: '23',
    re: /\b(?:construction|builders|contractors?|contracting|roofing|plumbing|excavation|excavating|concrete|paving|framing|drywall|masonry|homebuilders|remodeling|hvac|heating|electrical)\b/i,
  },
  { code: '22', re: /\b(?:power|energy|electric company|gas company|utilities|utility)\b/i },
  {
    code: '48-49',
    re: /\b(?:trucking|transport|transportation|logistics|freight|airlines?|moving|towing|express delivery|courier)\b/i,
  },
  {
    code: '51',
    re: /\b(?:communications|telecom|wireless|broadband|software|media|publishing|broadcasting|cable)\b/i,
  },
  { code: '61', re: /\b(?:university|college|academy|school|schools|education)\b/i },
  { code: '72', re: /\b(?:restaurants?|grill|cafe|pizza|hotels?|motel|inn|resort|lodge|catering|diner)\b/i },
  { code: '71', re: /\b(?:fitness|gym|golf|casino|entertainment|theaters?|theatres?|recreation|ski)\b/i },
  {
    code: '31-33',
    re: /\b(?:manufacturing|mfg|industries|fabrication|machine works|foods|brewing|products)\b/i,
  },
  { code: '42', re: /\b(?:wholesale|distributors?|distributing|distribution|supply|supplies)\b/i },
  {
    code: '44-45',
    re: /\b(?:stores?|market|supermarket|retail|furniture|jewelers|boutique|outlet|mart|grocery|pharmacies)\b/i,
  },
  {
    code: '56',
    re: /\b(?:staffing|janitorial|cleaning|landscaping|security services|waste|disposal|pest control)\b/i,
  },
  { code: '55', re: /\bholdings\b/i },
  {
    code: '81',
    re: /\b(?:church|ministries|auto repair|repair|salon|barber|car wash|(?:home\s?owners|owners|condominium|community) association)\b/i,
  },
  { code: '11', re: /\b(?:farms?|ranch|dairy|agricultur\w*|orchards?|nursery)\b/i },
  { code: '21', re: /\b(?:mining|minerals|oil|petroleum|drilling|quarry)\b/i },
];

/** The industry the name's words show, with the evidence line, or null. */
export function readIndustryFromName(name: string): { industry: Industry; evidence: string } | null {
  for (const rule of NAME_RULES) {
    const match = rule.re.exec(name);
    if (match) {
      const industry = industryOf(rule.code);
      return { industry, evidence: `Name contains "${match[0]}" (${industry.label})` };
    }
  }
  return null;
}
