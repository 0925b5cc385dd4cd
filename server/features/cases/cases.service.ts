import { getCaseType } from '@common/case-types';
import type { CaseListQuery, DashboardStats, LegalCaseDto } from '@common/cases';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/auth.service';
import { listReadyFilings } from '../filings/filings.repository';
import { countCases, findCaseById, findCasesPage, toLegalCaseDto } from './cases.repository';

const describeCaseType = (code: string | null) => getCaseType(code)?.label ?? null;

export interface CasePage {
  cases: LegalCaseDto[];
  total: number;
  nextCursor: string | null;
}

/** One page of a workspace's cases, ranked by the chosen sort, with the total for the same filters. */
export async function findCases(
  db: Kysely<Database>,
  auth: AuthContext,
  query: CaseListQuery,
  options: { highValueOnly: boolean },
): Promise<CasePage> {
  const filter = {
    workspaceId: auth.user.workspace_id,
    state: query.state,
    weekId: query.weekId,
    q: query.q || undefined,
    caseType: query.caseType,
    hasComplaint: query.hasComplaint,
    highValueOnly: options.highValueOnly,
  };
  const [page, total] = await Promise.all([
    findCasesPage(db, filter, { sort: query.sort, limit: query.limit, cursor: query.cursor }),
    countCases(db, filter),
  ]);
  return {
    cases: page.rows.map((row) => toLegalCaseDto(row, describeCaseType)),
    total,
    nextCursor: page.nextCursor,
  };
}

export async function getCase(db: Kysely<Database>, auth: AuthContext, id: number): Promise<LegalCaseDto> {
  const row = await findCaseById(db, auth.user.workspace_id, id);
  if (!row) throw new AppError('NOT_FOUND', 'The requested case could not be found.');
  return toLegalCaseDto(row, describeCaseType);
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
