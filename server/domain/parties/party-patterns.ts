import { typeOrganizationName } from './entity-type';

// Name patterns used as evidence by the classifier. They are heuristics over free-text party names, so each
// list stays short, whole-word, and documented in docs/classification.md.

/**
 * Debt buyers, collection agencies and card issuers: the volume filers of debt-collection dockets (the CT
 * export's top plaintiffs are LVNV Funding, Cavalry SPV, Portfolio Recovery Associates, Midland, Unifund).
 */
const DEBT_COLLECTOR =
  /\b(?:funding|recovery|recoveries|collections?|collectors|portfolio|receivables?|acceptance|cavalry|midland|lvnv|unifund|asset|credit|capital one|discover bank|synchrony|citibank|barclays|billing|assignee)\b/i;

/** Landlords and property managers: the plaintiffs of eviction dockets (Travis County's export). */
const LANDLORD =
  /\b(?:apartments?|apts|property management|properties|realty|housing|mobile home|mhp|rentals?|leasing|townhomes|townhouses|manor|villas?|lofts|flats|residences|landlord)\b/i;

/**
 * True when the name looks like a business, agency or institution rather than a person: the entity typing's
 * organisation words (one recogniser for the classifier, the complaint engine and the research), not a placeholder.
 */
export function isOrganizationName(name: string): boolean {
  const typing = typeOrganizationName(name);
  return typing !== null && typing.entityType !== 'unknown';
}

/** True when the name looks like a debt buyer, collection agency or card issuer. */
export function isDebtCollectorName(name: string): boolean {
  return DEBT_COLLECTOR.test(name);
}

/** True when the name looks like a landlord or property manager. */
export function isLandlordName(name: string): boolean {
  return LANDLORD.test(name);
}

const ASSIGNEE_TAIL = /\b(?:AS\s+)?(?:ASSIGNEE|SUCCESSOR(?:\s+IN\s+INTEREST)?)\s+(?:OF|TO)\b.*$/;
const DBA_TAIL = /\s(?:D\/B\/A|DBA|C\/O|F\/K\/A|FKA|A\/K\/A|AKA)\b.*$/;
const DROPPED_PUNCTUATION = /[.'’]/g;
const SEPARATORS = /[^A-Z0-9]+/g;
/** The legal-form words a name's key leaves off its end ('LVNV FUNDING LLC' → 'LVNV FUNDING'). */
export const ENTITY_SUFFIXES: ReadonlySet<string> = new Set([
  'LLC',
  'INC',
  'INCORPORATED',
  'CORP',
  'CORPORATION',
  'CO',
  'COMPANY',
  'LTD',
  'LP',
  'LLP',
  'PLLC',
  'PC',
  'NA',
]);

/**
 * Folds a plaintiff's name to the key used to count its cases: case, punctuation, entity suffixes and
 * 'assignee of …' / 'dba …' tails are ignored, so 'LVNV FUNDING LLC', 'Lvnv Funding, L.L.C.',
 * 'LVNV FUNDING,LLC' and 'LVNV FUNDING LLC ASSIGNEE OF CREDIT ONE BANK, N.A.' share one key.
 */
export function plaintiffKey(name: string): string {
  // Volume filers' names recur thousands of times in a week: fold each spelling once.
  let key = plaintiffKeyCache.get(name);
  if (key === undefined) {
    key = foldPlaintiffName(name);
    if (plaintiffKeyCache.size >= PLAINTIFF_KEY_CACHE_SIZE) plaintiffKeyCache.clear();
    plaintiffKeyCache.set(name, key);
  }
  return key;
}

/**
 * The same folding for any party, uncached: defendants are mostly people named once, who would only push
 * the volume filers out of the plaintiffs' cache.
 */
export function partyKey(name: string): string {
  return plaintiffKeyCache.get(name) ?? foldPlaintiffName(name);
}

const PLAINTIFF_KEY_CACHE_SIZE = 50_000;
const plaintiffKeyCache = new Map<string, string>();

function foldPlaintiffName(name: string): string {
  const upper = name.toUpperCase().replace(ASSIGNEE_TAIL, '').replace(DBA_TAIL, '');
  const words = upper
    .replace(DROPPED_PUNCTUATION, '')
    .replace(/&/g, ' AND ')
    .replace(SEPARATORS, ' ')
    // Again without punctuation: 'D.B.A.' and 'A.K.A.' only read as tails once their periods are gone.
    .replace(ASSIGNEE_TAIL, '')
    .replace(DBA_TAIL, '')
    .trim()
    .split(' ');
  while (words[0] === 'THE' && words.length > 1) words.shift();
  while (words.length > 1 && ENTITY_SUFFIXES.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}
