import { resolveCaseType } from '@common/case-types';
import type { CaseDisposition } from '@common/cases';
import type { HeaderMapping } from './map-headers';
import {
  cleanText,
  formatPartyName,
  type PartyRole,
  parseAmount,
  parseCaption,
  parseFilingDate,
  readDisposition,
  readPartyRole,
  splitPartyList,
} from './normalize-values';

export interface NormalizedParty {
  role: PartyRole;
  name: string;
}

/** One usable row of an export, its values normalised. Several rows make one case in party-per-row files. */
export interface NormalizedRow {
  /** Physical line (1-based) where the row starts in the file. */
  line: number;
  court: string | null;
  caseNumber: string;
  caseTypeCode: string | null;
  caseTypeRaw: string | null;
  /** ISO `YYYY-MM-DD`. */
  filingDate: string | null;
  /** Dollars, two decimals. */
  amount: number | null;
  parties: NormalizedParty[];
  judge: string | null;
  plaintiffAttorney: string | null;
  defendantAttorney: string | null;
  /** How the case ended (or that it goes on), when the export says. */
  disposition: CaseDisposition | null;
  /** A role code the import does not know (its party is listed as 'other'), reported in the upload's warnings. */
  unknownRole?: string;
}

export type NormalizeResult = { ok: true; row: NormalizedRow } | { ok: false; reason: string };

function cell(record: string[], index: number | undefined): string | undefined {
  return index === undefined ? undefined : record[index];
}

function isBlankRecord(record: string[]): boolean {
  for (const value of record) if (value.trim() !== '') return false;
  return true;
}

function casePerRowParties(record: string[], mapping: HeaderMapping): NormalizedParty[] {
  const { columns } = mapping;
  let plaintiffs = splitPartyList(cell(record, columns.plaintiff));
  let defendants = splitPartyList(cell(record, columns.defendant));
  if ((plaintiffs.length === 0 || defendants.length === 0) && columns.caption !== undefined) {
    // The caption ('A v. B') fills a side the party columns leave empty; the columns win when present
    // because captions abbreviate ('Smiley, Steve' vs 'Steve Smiley and Vera Smiley').
    const caption = parseCaption(cell(record, columns.caption));
    if (plaintiffs.length === 0) plaintiffs = splitPartyList(caption.plaintiff);
    if (defendants.length === 0) defendants = splitPartyList(caption.defendant);
  }
  const parties: NormalizedParty[] = [];
  for (const name of plaintiffs) parties.push({ role: 'plaintiff', name });
  for (const name of defendants) parties.push({ role: 'defendant', name });
  const other = formatPartyName(cell(record, columns.lastName), cell(record, columns.firstName));
  const named = other ?? cleanText(cell(record, columns.partyName));
  if (named !== null) parties.push({ role: 'other', name: named });
  return parties;
}

/**
 * Turns one CSV record into a normalised row, or says in a few words why the row cannot be used (shown to
 * the user with its line number): a different number of cells than the header, a blank case number, or a
 * party-per-row row without a party name.
 */
export function normalizeRecord(record: string[], mapping: HeaderMapping, line: number): NormalizeResult {
  const expected = mapping.headers.length;
  // Strict on purpose: an unquoted comma inside a cell ('(1,234.00)') shifts every later cell, and a row with
  // blank trailing cells looks exactly like that, so any other count is skipped rather than guessed at.
  if (record.length !== expected) {
    const cells = record.length === 1 ? '1 cell' : `${record.length} cells`;
    return { ok: false, reason: `Row has ${cells} but the header has ${expected}.` };
  }
  if (isBlankRecord(record)) return { ok: false, reason: 'Row is blank.' };
  const { columns } = mapping;
  const caseNumber = cleanText(cell(record, columns.caseNumber));
  if (caseNumber === null) return { ok: false, reason: 'Case number is blank.' };

  let parties: NormalizedParty[];
  let unknownRole: string | undefined;
  if (mapping.layout === 'party-per-row') {
    const name =
      formatPartyName(cell(record, columns.lastName), cell(record, columns.firstName)) ??
      cleanText(cell(record, columns.partyName));
    if (name === null) return { ok: false, reason: `Party name is blank (case ${caseNumber}).` };
    const code = cell(record, columns.partyRole);
    const { role, known } = readPartyRole(code);
    parties = [{ role, name }];
    if (!known) unknownRole = cleanText(code) ?? undefined;
  } else {
    parties = casePerRowParties(record, mapping);
  }

  const caseType = resolveCaseType(cleanText(cell(record, columns.caseType)));
  return {
    ok: true,
    row: {
      line,
      court: cleanText(cell(record, columns.court)),
      caseNumber,
      caseTypeCode: caseType.code,
      caseTypeRaw: caseType.raw,
      filingDate: parseFilingDate(cell(record, columns.filingDate)),
      amount: parseAmount(cell(record, columns.amount)),
      parties,
      judge: cleanText(cell(record, columns.judge)),
      plaintiffAttorney: cleanText(cell(record, columns.plaintiffAttorney)),
      defendantAttorney: cleanText(cell(record, columns.defendantAttorney)),
      disposition:
        columns.disposition === undefined
          ? null
          : readDisposition(cell(record, columns.disposition), cell(record, columns.dispositionDate)),
      ...(unknownRole === undefined ? {} : { unknownRole }),
    },
  };
}
