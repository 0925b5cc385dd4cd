import type { EntityType } from '@common/analysis';

/**
 * What kind of party a name describes, shared by the complaint engine (caption names) and the party
 * research (docket names). Names are free text, so each rule is a short whole-word list; the first that
 * matches wins, and the words it matched are kept as evidence.
 */
export interface EntityTyping {
  entityType: EntityType;
  /** 'Name contains "COUNTY" (a government body)'. */
  evidence: string;
}

interface EntityRule {
  type: EntityType;
  re: RegExp;
  what: string;
  /** The rule does not apply to names carrying a corporate suffix ('State Street Holdings, Inc.'). */
  notCorporate?: boolean;
}

/** 'DOES 1-10', 'ROE CORPORATIONS I-X', 'ALL OCCUPANTS': placeholders for parties not yet named. */
const FICTITIOUS_RE =
  /^(?:(?:JOHN|JANE)\s+)?(?:DOES|ROES|DOE|ROE)(?:\s+(?:CORPORATIONS|ENTITIES|INDIVIDUALS|COMPANIES|BUSINESS\s+ENTITIES))?\s*(?:\d+|[IVXLC]+)\s*(?:THROUGH|THRU|TO|-|–)\s*(?:\d+|[IVXLC]+)\s*,?\s*(?:INCLUSIVE)?$|^(?:DOES|ROES)$|^(?:ALL\s+(?:OTHER\s+)?)?(?:UNKNOWN\s+)?(?:OCCUPANTS?|HEIRS|TENANTS?\s+IN\s+POSSESSION)\b/i;

const CORPORATE_RE = /\b(?:L\.?L\.?C|Inc|Corp|Corporation|Ltd|L\.?L?\.?P|Co)\b\.?/i;

const RULES: readonly EntityRule[] = [
  { type: 'estate', re: /^(?:the\s+)?estate\s+of\b|(?<!\breal\s)\bestate\b$/i, what: "a decedent's estate" },
  // A bank acting as trustee ('… Bank National Trust Company, as Trustee') is a bank, not a trust.
  { type: 'bank', re: /\bbank\b.*\btrust(?:ee)?\b|\btrust\b.*\bbank\b/i, what: 'a bank acting as trustee' },
  { type: 'trust', re: /\btrust\b|\btrustees?\b/i, what: 'a trust or its trustee' },
  {
    type: 'government',
    re: /\b(?:state|county|city|town|village|commonwealth|people)\s+of\b|\bunited states\b|\bdepartment\b|(?<!\b(?:insurance|travel|advertising|staffing|collection|title|employment)\s)\bagency\b|\bcommission\b|\bboard of\b|\bauthority\b|\b(?:school|water|sewer|fire|improvement|irrigation|conservancy|special service|transit)\s+district\b|\bsheriff\b|\bcounty$|\b(?:city|town)$|\bmunicipal(?:ity)?\b|\bdivision of\b|\binternal revenue service\b/i,
    what: 'a government body',
    notCorporate: true,
  },
  {
    type: 'bank',
    re: /\bbank\b|\bbancorp(?:oration)?\b|,\s*N\.?\s?A\.?$|\bN\.\s?A\.?$|(?<=^\S+(?:\s+\S+)+)\s+NA$|\bnational association$|\bcredit union\b|\bsavings\b|\bfederal savings\b/i,
    what: 'a bank or credit union',
  },
  {
    type: 'insurer',
    re: /\binsurance\b|\bassurance\b|\bcasualty\b|\bindemnity\b|\bunderwriters\b|\bmutual\b|\breinsurance\b/i,
    what: 'an insurer',
  },
  {
    type: 'hospital',
    re: /\bhospitals?\b|\bmedical center\b|\bhealth (?:system|care|services)\b|\bhealthcare\b|\bclinic\b|\bregional medical\b/i,
    what: 'a hospital or health care provider',
  },
  {
    type: 'nonprofit',
    re: /\bfoundation\b|\bchurch\b|\bministries\b|\bnon-?profit\b|\bcharit|\b(?:home\s?owners|owners|condominium|community)\s+association\b|\buniversity\b|\bcollege\b|\binstitute\b/i,
    what: 'a nonprofit, association or school',
  },
  {
    type: 'company',
    re: /\b(?:L\.?\s?L\.?\s?C|Inc|Incorporated|Corp|Corporation|Co|Company|Ltd|L\.?P|LLP|PLLC|P\.?C|Group|Holdings|Partners|Partnership|Enterprises|Services|Associates|Industries|Motors|Network|Communities|Housing|Logistics|Recovery|Recoveries|Trucking|Transport|Transportation|Apartments|Apts|Properties|Property Management|Realty|Rentals|Leasing|Funding|Financial|Finance|Capital|Credit|Lending|Loans|Acceptance|Collections?|Receivables|Portfolio|Management|Investments?|Ventures|Construction|Builders|Contractors|Plumbing|Roofing|Systems|Technologies|Solutions|Consulting|Products|Supply|Distributing|Stores?|Auto Sales|Restaurant|Hotel|Dental|Pharmacy|International|Law Offices?|Law Firm|Real Estate|Mortgage|Auto|Automotive|Toyota|Chevrolet|Honda|Nissan|Hyundai|Subaru|Volkswagen|Mazda|Electric|Landscaping|Cleaning|Staffing|Grill|Cafe|Pizza|Academy|Fitness)\b\.?/i,
    what: 'a business',
  },
  // Weaker words, read only when no business word came first ('Mountain Medical Supply LLC' is a business).
  { type: 'hospital', re: /\bmedical\b|\bhealth\b/i, what: 'a health care provider' },
  { type: 'nonprofit', re: /\bassociation\b|\bassn\b|\bschool\b/i, what: 'an association or school' },
  {
    type: 'government',
    re: /\bdistrict\b|\bcounty\b|\bdept\b/i,
    what: 'a government body',
    notCorporate: true,
  },
];

/** True for 'DOES 1-10', 'ROE CORPORATIONS I-X', 'ALL OCCUPANTS': no one in particular. */
export function isPlaceholderName(name: string): boolean {
  return FICTITIOUS_RE.test(name.trim());
}

/** Entity type from words in the name that mark an organisation (or a placeholder), or null. */
export function typeOrganizationName(name: string): EntityTyping | null {
  if (isPlaceholderName(name)) {
    return { entityType: 'unknown', evidence: `"${name.trim()}" is a placeholder for parties not yet named` };
  }
  const corporate = CORPORATE_RE.test(name);
  for (const rule of RULES) {
    if (rule.notCorporate && corporate) continue;
    const match = rule.re.exec(name);
    if (match) {
      return { entityType: rule.type, evidence: `Name contains "${match[0].trim()}" (${rule.what})` };
    }
  }
  return null;
}

const PERSON_SUFFIX_RE = /(?:,\s*|\s+)(?:Jr|Sr|II|III|IV|M\.?D|D\.?O|D\.?D\.?S|Ph\.?D|Esq)\.?$/i;
const NAME_WORD_RE = /^\p{Lu}[\p{L}.'’-]*$/u;
/** Court exports write persons 'SMITH, JOHN A' or 'DE LA CRUZ, MARIA'. */
const LAST_FIRST_RE =
  /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}\s*,\s*\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,3}$/u;

/** Evidence that the name is a person's ('SMITH, JOHN A', 'John A Smith'), or null. */
export function readPersonName(name: string): string | null {
  const bare = name.trim().replace(PERSON_SUFFIX_RE, '');
  if (LAST_FIRST_RE.test(bare)) return 'Written "LAST, FIRST" as court exports write a person';
  const words = bare.split(/\s+/);
  if (words.length >= 2 && words.length <= 5 && words.every((w) => NAME_WORD_RE.test(w))) {
    return `${words.length} name words and no business word: a person's name`;
  }
  return null;
}

/** Entity type from the name alone: an organisation's words first, then a person's name, else unknown. */
export function typeEntityName(name: string): EntityTyping {
  const organization = typeOrganizationName(name);
  if (organization) return organization;
  const person = readPersonName(name);
  if (person) return { entityType: 'individual', evidence: person };
  return { entityType: 'unknown', evidence: 'The name shows neither a business word nor a person’s name' };
}
