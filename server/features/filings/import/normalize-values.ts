import type { CaseDisposition, DispositionKind } from '@common/cases';
import { cleanText } from '../../../domain/values/clean-text';
import { parseFilingDate } from '../../../domain/values/filing-date';

export { MONTH_NAMES } from '../../../domain/values/filing-date';

const WHITESPACE_RUN = /\s+/g;

export { cleanText, parseFilingDate };

// ---------------------------------------------------------------------------------------------------------
// Dispositions

/**
 * The words of each kind, tried in this order, the first match deciding. Unfinished business first, so that
 * 'Dismissal Pending', 'Trial Set' and 'Default Set Aside' are open; a settlement before the dismissal it
 * ends in ('Dismissed - Settled', 'Stipulated Judgment'); a dismissal before the judgment that orders it
 * ('Judgment of Dismissal'); a judgment before a bare 'final' or 'closed' ('Final Judgment'). Words that
 * say neither ('Inactive', 'Appealed', 'Stayed', 'Bankruptcy') are 'other': a case is only taken for over
 * when the export says so plainly.
 */
const DISPOSITION_PATTERNS: [DispositionKind, RegExp][] = [
  ['open', /\b(?:pending|awaiting|set|reopened|re-opened|under advisement)\b/i],
  ['settled', /\b(?:settled|settlement|compromised?|stipulated|stipulation)\b/i],
  [
    'dismissed',
    /\b(?:dism|dismiss|dismissed|dismissal|nonsuit|nonsuited|non-suit|non-suited|withdrawn|dwop|abandoned|discontinued)\b/i,
  ],
  ['transferred', /\b(?:transfer|transferred|change of venue|removed|remanded)\b/i],
  [
    'decided',
    /\b(?:judgment|judgement|verdict|decided|decree|decision|awarded|default|adjudicated|bench trial|jury trial)\b/i,
  ],
  ['closed', /\b(?:closed|disposed|final|terminated|completed|concluded|resolved)\b/i],
  ['open', /\b(?:active|open|new|filed)\b/i],
];

/** An export repeats a few distinct dispositions on every row of every case; each is classified once. */
const dispositionCache = new Map<string, DispositionKind>();
const DISPOSITION_CACHE_LIMIT = 10_000;

/** The kind of a disposition or status as printed: 'Dismissed w/o Prejudice' is dismissed, 'Active' open. */
export function dispositionKind(label: string): DispositionKind {
  const cached = dispositionCache.get(label);
  if (cached !== undefined) return cached;
  const kind = DISPOSITION_PATTERNS.find(([, pattern]) => pattern.test(label))?.[0] ?? 'other';
  if (dispositionCache.size < DISPOSITION_CACHE_LIMIT) dispositionCache.set(label, kind);
  return kind;
}

/**
 * A case's disposition from an export's disposition (or status) cell and its date cell: the words as
 * printed, trimmed, their kind, and the date as ISO. Null when the cell is blank or a placeholder (`NA`);
 * a date without words says nothing and is dropped.
 */
export function readDisposition(
  text: string | null | undefined,
  date: string | null | undefined,
): CaseDisposition | null {
  const label = cleanText(text);
  if (label === null) return null;
  return { label, kind: dispositionKind(label), date: parseFilingDate(date) };
}

// ---------------------------------------------------------------------------------------------------------
// Amounts

/** A cell that is only a number: `$1,234.56`, `1234.5`, `-20`, `USD 500`. */
const PLAIN_AMOUNT =
  /^(-)?(?:\s*(?:\$|USD))?(?:\s*(-))?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?(?:\s*USD)?\s*$/i;
/** Money inside free text needs a currency mark, so case numbers, years and percentages never count. */
const DOLLAR_AMOUNT =
  /\$\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s*(million|mil|mm|m|billion|bn|b|thousand|k)\b)?/gi;
// 'fifty thousand (50,000) dollars': pleadings often put the figure in parentheses after the words.
const WORD_AMOUNT =
  /\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\)?(?:\s*(million|billion|thousand))?\s*(?:dollars|usd)\b/gi;
const MAX_AMOUNT = 1e12;

function scale(word: string | undefined): number {
  if (!word) return 1;
  switch (word.toLowerCase()) {
    case 'k':
    case 'thousand':
      return 1e3;
    case 'm':
    case 'mm':
    case 'mil':
    case 'million':
      return 1e6;
    case 'b':
    case 'bn':
    case 'billion':
      return 1e9;
    default:
      return 1;
  }
}

function toCents(value: number): number | null {
  if (!Number.isFinite(value) || Math.abs(value) > MAX_AMOUNT) return null;
  return Math.round(value * 100) / 100;
}

function numberOf(whole: string | undefined, fraction: string | undefined): number {
  const digits = whole ? whole.replaceAll(',', '') : '0';
  return Number(fraction ? `${digits}.${fraction}` : digits);
}

function largestInText(t: string): number | null {
  let best: number | null = null;
  for (const pattern of [DOLLAR_AMOUNT, WORD_AMOUNT]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(t); m !== null; m = pattern.exec(t)) {
      const value = numberOf(m[1], m[2]) * scale(m[3]);
      if (best === null || value > best) best = value;
    }
  }
  return best === null ? null : toCents(best);
}

/**
 * Parses a dollar amount, rounded to cents: `$1,234.56`, `1234.5`, accounting negatives `(1,234.00)`, and
 * money inside free text (`Plaintiff seeks $75,000 plus costs`, `$1.2 million`), taking the largest explicit
 * sum when there are several. Returns null for blanks, `NA`/`N/A` and text without a sum.
 */
export function parseAmount(text: string | null | undefined): number | null {
  let t = cleanText(text);
  if (t === null) return null;
  let negative = false;
  if (t.length > 2 && t.startsWith('(') && t.endsWith(')')) {
    negative = true;
    t = t.slice(1, -1).trim();
  }
  const plain = PLAIN_AMOUNT.exec(t);
  if (plain && (plain[3] !== undefined || plain[4] !== undefined)) {
    const sign = negative || plain[1] !== undefined || plain[2] !== undefined ? -1 : 1;
    return toCents(sign * numberOf(plain[3], plain[4]));
  }
  const found = largestInText(t);
  return found === null ? null : negative ? -found : found;
}

// ---------------------------------------------------------------------------------------------------------
// Parties

export type PartyRole = 'plaintiff' | 'defendant' | 'other';

// Utah's CORIS report and other courts abbreviate roles differently; cross- and counter-parties, attorneys,
// garnishees and the like are 'other' (a counterclaim plaintiff is a defendant of the original suit). Who
// brings the case is the plaintiff's side whatever the court calls it: claimant, appellant, creditor, landlord.
const PLAINTIFF_CODES = new Set([
  'P',
  'PL',
  'PLA',
  'PLT',
  'PLTF',
  'PLF',
  'PLAINTIFF',
  'PLAINTIFFS',
  'PET',
  'PETR',
  'PETITIONER',
  'PETITIONERS',
  'CLMT',
  'CLAIMANT',
  'APLT',
  'APPELLANT',
  'CRED',
  'CREDITOR',
  'JUDGMENTCREDITOR',
  'LL',
  'LANDLORD',
]);
const DEFENDANT_CODES = new Set([
  'D',
  'DEF',
  'DFT',
  'DEFT',
  'DEFENDANT',
  'DEFENDANTS',
  'RES',
  'RESP',
  'RSP',
  'RESPONDENT',
  'RESPONDENTS',
  'APLE',
  'APPELLEE',
  'DBTR',
  'DEBTOR',
  'JUDGMENTDEBTOR',
  'TEN',
  'TENANT',
]);
/** Roles that are neither side, known as such: never reported as unknown. */
const OTHER_ROLE =
  /^(?:THIRD|3RD|CROSS|COUNTER|GAR|INTERV|INTV|ATT|ATP|ATD|JUDGE|WITNESS|GUARD|GAL|MINOR|INTERESTED|OTHER|AGENT|TRUSTEE|RECEIVER|REALPARTY|AMICUS|GUARDIAN|CONSERV|PERSONALREP|EXEC|ADMIN|VICTIM|OCCUPANT)/;

const ROLE_NOISE = /[.\s_-]/g;

/** Maps a party role code (`P`, `PLA`, `PET`, `D`, `DEF`, `RES`… or the words) to a side; anything else is 'other'. */
export function parsePartyRole(code: string | null | undefined): PartyRole {
  return readPartyRole(code).role;
}

/**
 * A role code's side, and whether the code is one the import knows ('Garnishee' is known and 'other'; 'Zorb'
 * is not, and the upload says so). 'Plaintiff/Petitioner' reads its first known word.
 */
export function readPartyRole(code: string | null | undefined): { role: PartyRole; known: boolean } {
  if (!code) return { role: 'other', known: true };
  // Fast path: exports repeat the same few exact codes on every row.
  if (PLAINTIFF_CODES.has(code)) return { role: 'plaintiff', known: true };
  if (DEFENDANT_CODES.has(code)) return { role: 'defendant', known: true };
  const key = code.toUpperCase().replace(ROLE_NOISE, '');
  if (key === '') return { role: 'other', known: true };
  for (const part of key.split('/')) {
    if (PLAINTIFF_CODES.has(part)) return { role: 'plaintiff', known: true };
    if (DEFENDANT_CODES.has(part)) return { role: 'defendant', known: true };
  }
  return { role: 'other', known: OTHER_ROLE.test(key) };
}

/**
 * Builds a display name from a party-per-row export's name columns: a business sits in `last_name` with a
 * blank first name and is kept as written; a person becomes 'First Last'. Casing is kept, spaces collapsed.
 */
export function formatPartyName(
  last: string | null | undefined,
  first: string | null | undefined,
): string | null {
  const lastName = cleanText(last);
  const firstName = cleanText(first);
  if (lastName === null) return firstName;
  if (firstName === null) return lastName;
  return `${firstName} ${lastName}`;
}

/**
 * 'and all occupants' riders of eviction captions name no one: `& ALL OCCUPANTS`, `AND ALL OTHER OCCUPANTS`,
 * `and/ or All Occupants`, `& All Occupants of Site #442`, a bare `& ALL` before a comma.
 */
const OCCUPANTS_RIDER =
  /(?:\s*,)?\s*(?:&|\band\b)(?:\s*\/\s*or)?\s+all\b(?:(?:\s+other)?\s+occupants\b(?:\s+of\s+[^,;]*)?|(?=\s*(?:,|;|$)))/gi;
const ET_AL = /,?\s+et\.?\s+al\.?$/i;
const LIST_SEPARATOR = /\s*[;\n]\s*/;
/** Words that, after a comma, continue the same name: 'ACME, INC.', 'LVNV FUNDING, LLC', 'Ward, Johnny, Sr.'. */
const NAME_CONTINUATION =
  /^(?:inc|llc|l\.l\.c|llp|l\.l\.p|lp|l\.p|ltd|co|corp|corporation|company|pc|p\.c|pllc|na|n\.a|dba|d\/b\/a|fka|aka|jr|sr|ii|iii|iv|esq|md|m\.d|et al)\b/i;

function tidyName(name: string): string | null {
  let t = name.replace(OCCUPANTS_RIDER, '').replace(ET_AL, '');
  t = t.replace(WHITESPACE_RUN, ' ').replace(/\s+,/g, ',');
  t = t.replace(/^[\s,;]+|[\s,;]+$/g, '');
  return cleanText(t);
}

function wordCount(text: string): number {
  return text.split(' ').filter((w) => w !== '').length;
}

/**
 * Splits a comma list of full names ('NINA LINDEN, JERROD LINDEN, CHRISTINA LINDEN', 'Allison Haley,Gail
 * Daniels'), but never 'Last, First' ('Mello, Marian Gale') or a name with a suffix ('ACME, INC.'): every part
 * must have two words or more and, with a single comma, the comma must have no space after it.
 */
function splitCommaNames(name: string): string[] {
  if (!name.includes(',')) return [name];
  const parts = name.split(',');
  const trimmed = parts.map((p) => p.trim());
  if (trimmed.some((p) => wordCount(p) < 2 || NAME_CONTINUATION.test(p))) return [name];
  if (parts.length === 2 && parts[1]!.startsWith(' ')) return [name];
  return trimmed;
}

/**
 * Splits a cell that lists several parties ('Daniels, Gail; Haley, Allison') into names, keeping 'Last, First'
 * and 'LVNV FUNDING, LLC' whole and dropping 'and all occupants' riders and 'et al.'.
 */
export function splitPartyList(text: string | null | undefined): string[] {
  if (!text) return [];
  const names: string[] = [];
  for (const piece of text.split(LIST_SEPARATOR)) {
    const name = tidyName(piece);
    if (name === null) continue;
    for (const part of splitCommaNames(name)) {
      const clean = tidyName(part);
      if (clean !== null) names.push(clean);
    }
  }
  return names;
}

// Tried in this order so that 'MARK V ENTERPRISES vs. JOHN V. SMITH' splits at 'vs.', not at a middle initial.
const CAPTION_SEPARATORS = [
  /\s+vs\.(?:\s+|$)/i,
  /\s+(?:vs|versus)(?:\s+|$)/i,
  /\s+v\.(?:\s+|$)/i,
  /\s+v(?:\s+|$)/i,
];

/**
 * Splits a caption ('A v. B', 'A vs. B', 'A vs B', 'A v B') into its two sides. A side that is missing
 * ('Neal Maufrais Family LP  vs') is null; text without a separator gives two nulls.
 */
export function parseCaption(text: string | null | undefined): {
  plaintiff: string | null;
  defendant: string | null;
} {
  const t = cleanText(text);
  if (t === null) return { plaintiff: null, defendant: null };
  for (const separator of CAPTION_SEPARATORS) {
    const m = separator.exec(t);
    if (m) {
      return {
        plaintiff: cleanText(t.slice(0, m.index)),
        defendant: cleanText(t.slice(m.index + m[0].length)),
      };
    }
  }
  return { plaintiff: null, defendant: null };
}
