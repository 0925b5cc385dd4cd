import type { ComplaintDifference, ComplaintFacts } from '@common/analysis';
import { getStateName, US_STATE_NAMES_PATTERN } from '@common/states';
import { ENTITY_SUFFIXES, partyKey } from '../../domain/parties/party-patterns';

/** The case as stored: what its complaint's caption should agree with. */
export interface CaseOnRecord {
  caseNumber: string;
  /** The export's location ('SALT LAKE DISTRICT'), or null. */
  court: string | null;
  /** The state id the week was uploaded for ('utah'). */
  state: string;
  plaintiffs: readonly string[];
  defendants: readonly string[];
}

/**
 * How a complaint's caption disagrees with the case it was uploaded for: another case number, a court of
 * another state, or not one party in common. Only what can be read counts: a complaint without a readable
 * case number, court or parties is not held against the case on that point.
 */
export function findComplaintDifferences(
  complaint: Pick<ComplaintFacts, 'caseNumber' | 'court' | 'parties'>,
  legalCase: CaseOnRecord,
): ComplaintDifference[] {
  const differences: ComplaintDifference[] = [];
  if (complaint.caseNumber && !isSameCaseNumber(complaint.caseNumber, legalCase.caseNumber)) {
    differences.push({ field: 'caseNumber', complaint: complaint.caseNumber, case: legalCase.caseNumber });
  }
  if (complaint.court && !isCourtOfState(complaint.court, legalCase.state)) {
    const stateName = getStateName(legalCase.state);
    differences.push({
      field: 'court',
      complaint: complaint.court,
      case: legalCase.court ? `${toTitleCase(legalCase.court)}, ${stateName}` : stateName,
    });
  }
  const named = (names: readonly string[]) => names.filter((name) => nameTokens(name).size > 0);
  const complaintPlaintiffs = named(
    complaint.parties.filter((p) => p.role === 'plaintiff').map((p) => p.name),
  );
  const complaintDefendants = named(
    complaint.parties.filter((p) => p.role === 'defendant').map((p) => p.name),
  );
  const complaintNames = [...complaintPlaintiffs, ...complaintDefendants];
  const caseNames = named([...legalCase.plaintiffs, ...legalCase.defendants]);
  // Either side naming no one ('NA' in the export, a caption not read) is not held against the case.
  if (
    complaintNames.length > 0 &&
    caseNames.length > 0 &&
    !complaintNames.some((name) => caseNames.some((other) => isSameParty(name, other)))
  ) {
    differences.push({
      field: 'parties',
      complaint: describeParties(complaintPlaintiffs, complaintDefendants),
      case: describeParties(legalCase.plaintiffs, legalCase.defendants),
    });
  }
  return differences;
}

// Case numbers -------------------------------------------------------------------------------------------

/** 'Case No.', 'Civil Action No.', 'Cause No.': labels a number is written after, not part of it. */
const CASE_NO_LABEL_RE =
  /^(?:(?:CASE|CIVIL|CIV|CAUSE|DOCKET|INDEX|ACTION|FILE)\b\.?\s*)*(?:NO\b\.?|NUMBER\b|#)?\s*:?\s*/;
/** A federal number's office prefix ('2:' of '2:19-cv-01234'): the same case is cited with or without it. */
const FEDERAL_OFFICE_RE = /^\d{1,2}\s*:\s*(?=\d)/;
/** A federal number's judge initials ('-DLR' of '2:25-cv-01187-DLR'): added and dropped as judges change. */
const JUDGE_INITIALS_RE = /(?<=\d)(?:-[A-Z]{2,5})+$/;

/**
 * The same docket number however it is written: case, spaces and punctuation, leading zeros
 * ('2:19-cv-1234' = '2:19-CV-01234'), labels, a federal office prefix and judge initials, and a court's
 * letters in front ('CV 250901234', 'DC-25-03316' = '25-3316').
 */
export function isSameCaseNumber(a: string, b: string): boolean {
  const x = readCaseNumber(a);
  const y = readCaseNumber(b);
  if (x.groups.length === 0 || y.groups.length === 0) return true;
  // Grouped, zeros dropped ('19-CV-1234'); or run together, when a number is split differently ('25-0901234').
  return x.groups.join('-') === y.groups.join('-') || x.compact === y.compact;
}

function readCaseNumber(text: string): { groups: string[]; compact: string } {
  const upper = text
    .toUpperCase()
    .trim()
    .replace(CASE_NO_LABEL_RE, '')
    .replace(FEDERAL_OFFICE_RE, '')
    .replace(JUDGE_INITIALS_RE, '');
  const groups = upper.match(/\d+|[A-Z]+/g) ?? [];
  // A court's own letters in front ('CV', 'DC', 'CIV'): prefixes of its numbers, not part of them.
  while (groups.length > 1 && /^[A-Z]+$/.test(groups[0]!)) groups.shift();
  const normalised = groups.map((g) => (/^\d+$/.test(g) ? g.replace(/^0+(?=\d)/, '') : g));
  return { groups: normalised, compact: groups.join('').replace(/^0+(?=\d)/, '') };
}

// Courts -------------------------------------------------------------------------------------------------

/**
 * A state's name in a court's name, unless it names a county or city ('Utah County', 'Kansas City',
 * 'Washington County, State of Utah'): those say nothing about the state the court sits in.
 */
const STATE_IN_COURT_RE = new RegExp(
  `\\b(${US_STATE_NAMES_PATTERN})\\b(?!\\s+(?:County|City|Parish|Borough)\\b)`,
  'gi',
);

/** The states a court's name places it in ('United States District Court, District of Nevada' → Nevada). */
export function readCourtStates(court: string): string[] {
  const found = new Set<string>();
  for (const match of court.matchAll(STATE_IN_COURT_RE)) found.add(fold(match[1]!));
  return [...found];
}

/**
 * Whether a complaint's court can sit in the case's state. A federal court or a state court names its state
 * ('District of Utah', 'State of Utah', 'Dallas County, Texas'); one naming no state cannot be read, and is
 * not held against the case. A federal court in the case's own state passes here: its case number differs.
 */
export function isCourtOfState(court: string, stateId: string): boolean {
  const states = readCourtStates(court);
  return states.length === 0 || states.includes(fold(getStateName(stateId)));
}

// Parties ------------------------------------------------------------------------------------------------

/** Words that do not tell one party from another: legal forms anywhere in the name, titles, generations. */
const NOISE_WORDS = new Set([
  ...ENTITY_SUFFIXES,
  'LIMITED',
  'PA',
  'THE',
  'MR',
  'MRS',
  'MS',
  'DR',
  'MD',
  'JR',
  'SR',
  'II',
  'III',
  'IV',
  'ESQ',
]);

/** A name's words: folded as the import keys parties (suffixes and 'dba …' tails cut), noise and initials out. */
function nameTokens(name: string): Set<string> {
  return new Set(
    partyKey(name)
      .split(' ')
      .filter((word) => word.length > 1 && !NOISE_WORDS.has(word)),
  );
}

/**
 * The same party in the caption and in the export: every word of the shorter name (at least two: a first and
 * a last name, or an organisation's) is in the longer one, in any order, so 'OYELARAN, TAMSIN' is 'Tamsin R.
 * Oyelaran' and 'PRAIRIE HAUL FREIGHT LLC' is 'Prairie Haul Freight, L.L.C.'. A one-word name must be equal.
 */
export function isSameParty(a: string, b: string): boolean {
  const x = nameTokens(a);
  const y = nameTokens(b);
  if (x.size === 0 || y.size === 0) return false;
  const [shorter, longer] = x.size <= y.size ? [x, y] : [y, x];
  if (shorter.size === 1) return longer.size === 1 && [...shorter][0] === [...longer][0];
  return [...shorter].every((word) => longer.has(word));
}

/** 'Tamsin R. Oyelaran v. Prairie Haul Freight, LLC and 1 more', at most two names a side. */
function describeParties(plaintiffs: readonly string[], defendants: readonly string[]): string {
  const side = (names: readonly string[]) => {
    if (names.length === 0) return '(none listed)';
    const shown = names.slice(0, 2).join('; ');
    return names.length > 2 ? `${shown} and ${names.length - 2} more` : shown;
  };
  return `${side(plaintiffs)} v. ${side(defendants)}`;
}

function fold(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ');
}

/** 'SALT LAKE DISTRICT' → 'Salt Lake District': the export shouts. */
function toTitleCase(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\b[a-z]/g, (c) => c.toUpperCase());
}
