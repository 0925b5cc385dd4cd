import type { Attorney } from '@common/analysis';
import type { CaseExportQuery } from '@common/cases';
import { LEAD_STATUS_LABELS, type LeadDto, NEW_LEAD } from '@common/leads';
import type { Kysely } from 'kysely';
import type { CaseRow, Database } from '../../db/schema';
import type { TableCell, TableWriter } from '../../lib/table-export/table-writer';
import type { AuthContext } from '../auth/auth.service';
import { decodeCaseCursor } from '../cases/case-cursor';
import { findCasesPage } from '../cases/cases.repository';
import { toCaseListFilter } from '../cases/cases.service';
import { amountOf, dispositionOf } from '../cases/stored-case';
import { listReadyFilings } from '../filings/filings.repository';
import { findLeads } from '../leads/leads.repository';

/** Cases read per statement: one page in memory at a time, whatever the list's length. */
export const EXPORT_PAGE_CASES = 1_000;

export const CASE_EXPORT_COLUMNS = [
  'Case number',
  'Court',
  'Week',
  'Filing date',
  'Case type',
  'Classification',
  'Amount',
  'Plaintiffs',
  'Defendants',
  'High value',
  'Needs expert witness',
  'Priority',
  'Expert match %',
  'Disposition',
  'Lead status',
  'Lead owner',
  'Follow-up',
  'Plaintiff counsel',
  'Defendant counsel',
  'Counsel e-mails',
  'Counsel phones',
] as const;

/** 'Dana Reyes (Reyes Law PLLC, Bar 12345)': a lawyer as a cell can hold it. */
function describeCounsel(attorney: Attorney): string {
  const about = [attorney.firm, attorney.barNumber ? `Bar ${attorney.barNumber}` : null].filter(Boolean);
  return about.length ? `${attorney.name} (${about.join(', ')})` : attorney.name;
}

function counselOf(row: CaseRow) {
  const lawyers = row.ai_analysis?.attorneyInformation;
  if (!lawyers) return { plaintiff: [], defendant: [], all: [] };
  const all = [...lawyers.plaintiffAttorneys, ...lawyers.defendantAttorneys, ...lawyers.otherAttorneys];
  return { plaintiff: lawyers.plaintiffAttorneys, defendant: lawyers.defendantAttorneys, all };
}

const joined = (values: (string | null)[]) => [...new Set(values.filter(Boolean))].join('; ') || null;

/** One case as a row of the export, with its lead and the counsel its complaint names. */
export function toExportRow(row: CaseRow, lead: LeadDto): TableCell[] {
  const counsel = counselOf(row);
  return [
    row.case_number,
    row.court,
    row.week_key,
    row.filing_date ? { date: row.filing_date } : null,
    row.case_type_raw ?? row.case_type_code,
    row.classification,
    amountOf(row),
    row.plaintiffs.join('; ') || null,
    row.defendants.join('; ') || null,
    row.is_high_value ? 'Yes' : 'No',
    row.needs_expert_witness ? 'Yes' : 'No',
    row.priority,
    row.expert_witness_match,
    dispositionOf(row)?.label ?? null,
    LEAD_STATUS_LABELS[lead.status],
    lead.ownerName,
    lead.followUpAt ? { date: lead.followUpAt } : null,
    joined(counsel.plaintiff.map(describeCounsel)),
    joined(counsel.defendant.map(describeCounsel)),
    joined(counsel.all.map((a) => a.email)),
    joined(counsel.all.map((a) => a.phone)),
  ];
}

/**
 * Writes every case of a list, as filtered and sorted, a page at a time through the list's own query (keyset
 * paging: each page starts where the last ended), waiting on the writer while the client reads slower. Stops
 * when `isStopped` says the client left. The number of cases written.
 */
export async function exportCases(
  db: Kysely<Database>,
  auth: AuthContext,
  query: CaseExportQuery,
  writer: TableWriter,
  isStopped: () => boolean = () => false,
): Promise<number> {
  const ready = await listReadyFilings(db, auth.user.workspace_id, query.state);
  const weeks = query.weekId === undefined ? ready : ready.filter((f) => f.id === query.weekId);
  if (weeks.length === 0) return 0;
  const filter = toCaseListFilter(auth, query, weeks, query.highValueOnly);
  let written = 0;
  let cursor: string | null = null;
  do {
    const after = cursor ? decodeCaseCursor(cursor, query.sort) : undefined;
    const page = await findCasesPage(db, filter, { sort: query.sort, limit: EXPORT_PAGE_CASES, after });
    const leads = await findLeads(
      db,
      auth.user.workspace_id,
      page.rows.map((row) => row.id),
    );
    await writer.write(page.rows.map((row) => toExportRow(row, leads.get(row.id) ?? NEW_LEAD)));
    written += page.rows.length;
    cursor = page.nextCursor;
  } while (cursor && !isStopped());
  return written;
}
