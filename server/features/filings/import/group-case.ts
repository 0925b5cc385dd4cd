import type { CaseDisposition } from '@common/cases';
import type { CaseDraft } from '../../../domain/classification/case-draft';
import type { NormalizedRow } from './normalize-row';

const WHITESPACE_RUN = /\s+/g;

function keyPart(text: string | null): string {
  return text === null ? '' : text.trim().replace(WHITESPACE_RUN, ' ').toUpperCase();
}

/**
 * The identity of a case: its court and its number, case-insensitive and whitespace-trimmed. The same number
 * at two courts is two cases (Utah numbers cases per court location).
 */
export function caseKey(court: string | null, caseNumber: string): string {
  // U+001F (unit separator) cannot occur in a cleaned cell, so no court/number pair collides with another.
  return `${keyPart(court)}\u001f${keyPart(caseNumber)}`;
}

/** Adds a name unless the list already has it, ignoring case and spacing; keeps first-seen order. */
function addUnique(list: string[], seen: Set<string>, name: string | null): void {
  if (name === null) return;
  const key = keyPart(name);
  if (key === '' || seen.has(key)) return;
  seen.add(key);
  list.push(name);
}

/**
 * Whether a row's disposition replaces the one kept so far, when the rows of a case disagree (an export of
 * one row per party may give each party's own outcome: one defendant dismissed, judgment against another):
 * the latest date wins, since it says where the case stands now; a dated disposition wins over an undated
 * one, which cannot be placed in time; and between two on the same day, or two undated, the later row in the
 * file. Not reported as a disagreement: per-party outcomes are normal, not a broken export.
 */
export function isLaterDisposition(next: CaseDisposition, kept: CaseDisposition | null): boolean {
  if (kept === null) return true;
  if (next.date === null) return kept.date === null;
  return kept.date === null || next.date >= kept.date;
}

/**
 * Merges the rows of one case (same `caseKey`) into a case: parties grouped by side and de-duplicated, the
 * largest amount, the first case type and filing date (with a warning when rows disagree), the latest
 * disposition (`isLaterDisposition`), sorted by line.
 */
export function mergeCaseRows(rows: NormalizedRow[]): CaseDraft {
  if (rows.length === 0) throw new Error('mergeCaseRows needs at least one row');
  const ordered = rows.length > 1 ? [...rows].sort((a, b) => a.line - b.line) : rows;
  const first = ordered[0]!;
  const draft: CaseDraft = {
    court: first.court,
    caseNumber: first.caseNumber,
    caseTypeCode: null,
    caseTypeRaw: null,
    filingDate: null,
    amount: null,
    plaintiffs: [],
    defendants: [],
    otherParties: [],
    judge: null,
    plaintiffAttorneys: [],
    defendantAttorneys: [],
    disposition: null,
    firstLine: first.line,
    rowCount: ordered.length,
    warnings: [],
  };
  const seen = {
    plaintiff: new Set<string>(),
    defendant: new Set<string>(),
    other: new Set<string>(),
    plaintiffAttorney: new Set<string>(),
    defendantAttorney: new Set<string>(),
  };
  let typeLine = 0;
  let dateLine = 0;
  const typeConflicts: string[] = [];
  const dateConflicts: string[] = [];
  for (const row of ordered) {
    if (row.caseTypeRaw !== null) {
      if (draft.caseTypeRaw === null) {
        draft.caseTypeCode = row.caseTypeCode;
        draft.caseTypeRaw = row.caseTypeRaw;
        typeLine = row.line;
      } else if (
        row.caseTypeCode !== draft.caseTypeCode ||
        (row.caseTypeCode === null && keyPart(row.caseTypeRaw) !== keyPart(draft.caseTypeRaw))
      ) {
        typeConflicts.push(`'${row.caseTypeRaw}' (line ${row.line})`);
      }
    }
    if (row.filingDate !== null) {
      if (draft.filingDate === null) {
        draft.filingDate = row.filingDate;
        dateLine = row.line;
      } else if (row.filingDate !== draft.filingDate) {
        dateConflicts.push(`${row.filingDate} (line ${row.line})`);
      }
    }
    if (row.amount !== null && (draft.amount === null || row.amount > draft.amount))
      draft.amount = row.amount;
    if (draft.judge === null) draft.judge = row.judge;
    if (row.disposition && isLaterDisposition(row.disposition, draft.disposition))
      draft.disposition = row.disposition;
    for (const party of row.parties) {
      if (party.role === 'plaintiff') addUnique(draft.plaintiffs, seen.plaintiff, party.name);
      else if (party.role === 'defendant') addUnique(draft.defendants, seen.defendant, party.name);
      else addUnique(draft.otherParties, seen.other, party.name);
    }
    addUnique(draft.plaintiffAttorneys, seen.plaintiffAttorney, row.plaintiffAttorney);
    addUnique(draft.defendantAttorneys, seen.defendantAttorney, row.defendantAttorney);
  }
  if (typeConflicts.length > 0) {
    draft.warnings.push(
      `Case ${draft.caseNumber}: rows disagree on the case type: kept '${draft.caseTypeRaw}' (line ${typeLine}), ` +
        `also ${typeConflicts.join(', ')}.`,
    );
  }
  if (dateConflicts.length > 0) {
    draft.warnings.push(
      `Case ${draft.caseNumber}: rows disagree on the filing date: kept ${draft.filingDate} (line ${dateLine}), ` +
        `also ${dateConflicts.join(', ')}.`,
    );
  }
  return draft;
}

/**
 * Groups rows into cases by `caseKey`, in order of each case's first row. Holds every row in memory: fine
 * for tests and small files; the database importer groups as it streams.
 */
export function groupRowsByCase(rows: Iterable<NormalizedRow>): CaseDraft[] {
  const groups = new Map<string, NormalizedRow[]>();
  for (const row of rows) {
    const key = caseKey(row.court, row.caseNumber);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].map(mergeCaseRows);
}
