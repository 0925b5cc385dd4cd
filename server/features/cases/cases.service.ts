import type { CaseListQuery, DashboardStats, LegalCaseDto, LegalCaseListItem } from '@common/cases';
import type { Kysely } from 'kysely';
import type { CaseRow, Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/auth.service';
import { findLatestComplaintText, findPendingComplaint } from '../complaints/complaints.repository';
import { listReadyFilings } from '../filings/filings.repository';
import { findLead, findLeads } from '../leads/leads.repository';
import { decodeCaseCursor } from './case-cursor';
import { type CaseListFilter, countCasesUpTo, findCaseById, findCasesPage } from './cases.repository';
import { toLegalCaseDto, toLegalCaseListItem } from './stored-case';

/**
 * Past this many matches a search or filter reports '1,000+' (X-Total-Count-Capped) instead of counting
 * them all: an exact count reads every match, a second or more for a common name over a million cases.
 */
export const COUNT_CAP = 1_000;

export interface CasePage {
  cases: LegalCaseListItem[];
  total: number;
  /** The total is a lower bound: at least `total` cases match. */
  totalCapped: boolean;
  nextCursor: string | null;
}

/** What a list (or its export) reads: the workspace's given weeks, with the query's filters. */
export function toCaseListFilter(
  auth: AuthContext,
  query: Omit<CaseListQuery, 'limit' | 'cursor'>,
  weeks: readonly { id: number }[],
  highValueOnly: boolean,
): CaseListFilter {
  return {
    workspaceId: auth.user.workspace_id,
    state: query.state,
    filingIds: weeks.map((f) => f.id),
    q: query.q || undefined,
    caseType: query.caseType,
    hasComplaint: query.hasComplaint,
    status: query.status,
    ownerId: query.ownerId,
    followUpDue: query.followUpDue,
    highValueOnly,
  };
}

/** One page of a workspace's cases, ranked by the chosen sort, with the total for the same filters. */
export async function findCases(
  db: Kysely<Database>,
  auth: AuthContext,
  query: CaseListQuery,
  options: { highValueOnly: boolean },
): Promise<CasePage> {
  // Checked first: a bad cursor is a 400 whether or not there is anything to list.
  const after = query.cursor ? decodeCaseCursor(query.cursor, query.sort) : undefined;
  const ready = await listReadyFilings(db, auth.user.workspace_id, query.state);
  const weeks = query.weekId === undefined ? ready : ready.filter((f) => f.id === query.weekId);
  if (weeks.length === 0) return { cases: [], total: 0, totalCapped: false, nextCursor: null };
  const filter = toCaseListFilter(auth, query, weeks, options.highValueOnly);
  const page = await findCasesPage(db, filter, {
    sort: query.sort,
    limit: query.limit,
    after,
  });
  // Without a search or filter the weeks' own counters are the total; a first page that holds every match
  // is its own count (a name found nowhere is not looked for twice); otherwise count, up to a cap.
  const unfiltered =
    !filter.q &&
    !filter.caseType &&
    !filter.hasComplaint &&
    !filter.status &&
    !filter.ownerId &&
    !filter.followUpDue;
  const total = unfiltered
    ? {
        count: weeks.reduce(
          (sum, f) => sum + (options.highValueOnly ? f.high_value_cases : f.total_cases),
          0,
        ),
        capped: false,
      }
    : !query.cursor && page.nextCursor === null
      ? { count: page.rows.length, capped: false }
      : await countCasesUpTo(db, filter, COUNT_CAP);
  const leads = await findLeads(
    db,
    auth.user.workspace_id,
    page.rows.map((row) => row.id),
  );
  return {
    cases: page.rows.map((row) => toLegalCaseListItem(row, leads.get(row.id))),
    total: total.count,
    totalCapped: total.capped,
    nextCursor: page.nextCursor,
  };
}

/**
 * One case. Its analysis is stored on the case without the complaint's text, which lives once, in the
 * complaint it came from (lists stay light); the case itself shows it again, and any complaint that waits
 * for the user to say whether it belongs to the case.
 */
export async function getCase(db: Kysely<Database>, auth: AuthContext, id: number): Promise<LegalCaseDto> {
  const row = await findCaseById(db, auth.user.workspace_id, id);
  if (!row) throw new AppError('NOT_FOUND', 'The requested case could not be found.');
  return toCaseDetail(db, row);
}

/** A case already read (by the caller, in its transaction) as `getCase` returns it. */
export async function toCaseDetail(db: Kysely<Database>, row: CaseRow): Promise<LegalCaseDto> {
  const dto = toLegalCaseDto(row, await findLead(db, row.workspace_id, row.id));
  const complaintText = dto.aiAnalysis ? await findLatestComplaintText(db, row.workspace_id, row.id) : null;
  const pendingComplaint = await findPendingComplaint(db, row.workspace_id, row.id);
  return {
    ...dto,
    aiAnalysis: dto.aiAnalysis ? { ...dto.aiAnalysis, complaintText: complaintText ?? '' } : null,
    pendingComplaint,
  };
}

/** Header counters: every ready week of the state, or one week when weekId is given. */
export async function getDashboardStats(
  db: Kysely<Database>,
  auth: AuthContext,
  query: { state: string; weekId?: number | undefined },
): Promise<DashboardStats> {
  const filings = await listReadyFilings(db, auth.user.workspace_id, query.state);
  const counted = query.weekId === undefined ? filings : filings.filter((f) => f.id === query.weekId);
  if (query.weekId !== undefined && counted.length === 0) throw new AppError('NOT_FOUND', 'Filing not found');
  const latest = filings[0];
  return {
    weeksProcessed: filings.length,
    totalProcessed: counted.reduce((sum, f) => sum + f.total_cases, 0),
    totalOmitted: counted.reduce((sum, f) => sum + f.omitted_cases, 0),
    totalHighValue: counted.reduce((sum, f) => sum + f.high_value_cases, 0),
    needExpertWitness: counted.reduce((sum, f) => sum + f.need_expert_witness, 0),
    latestWeek: latest ? `Week ${latest.week_number} (${latest.year})` : null,
  };
}
