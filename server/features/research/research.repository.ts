import type { CaseResearch, PartyBackground } from '@common/parties';
import { type Kysely, sql } from 'kysely';
import type { CaseRow, Database } from '../../db/schema';

/** The cases asked for that belong to the workspace and state (attached weeks only, so ready ones). */
export async function findCasesByIds(
  db: Kysely<Database>,
  scope: { workspaceId: string; state: string },
  ids: number[],
): Promise<CaseRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('cases')
    .selectAll()
    .where('workspace_id', '=', scope.workspaceId)
    .where('state', '=', scope.state)
    .where('id', '=', sql<number>`ANY(${ids}::bigint[])`)
    .execute();
}

/** One party's cases in one week, for one role and case type (a row of `party_filings`). */
export interface PartyWeekRow {
  party_key: string;
  filing_id: number;
  role: 'plaintiff' | 'defendant';
  case_type_code: string;
  case_count: number;
  first_filed: string | null;
  last_filed: string | null;
  spelling: string;
}

/**
 * Every week's summary rows of the given parties in the workspace: an index lookup per party per week.
 * Only published weeks are attached to `party_filings`, so a week still importing is not counted.
 */
export async function findPartyWeeks(
  db: Kysely<Database>,
  workspaceId: string,
  keys: string[],
): Promise<PartyWeekRow[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<PartyWeekRow>`
    SELECT party_key, filing_id::int AS filing_id, role, case_type_code, case_count,
           first_filed::text AS first_filed, last_filed::text AS last_filed, spelling
    FROM party_filings
    WHERE workspace_id = ${workspaceId} AND party_key = ANY(${keys}::text[])`.execute(db);
  return rows;
}

export interface CaseResearchUpdate {
  id: number;
  filingId: number;
  research: CaseResearch;
}

/**
 * Writes each case's research and new rank in one statement, and stamps it enriched. Returns the ids
 * updated (a case whose week was deleted meanwhile is not).
 */
export async function updateCasesResearch(
  db: Kysely<Database>,
  workspaceId: string,
  updates: CaseResearchUpdate[],
  enrichedAt: Date,
): Promise<number[]> {
  if (updates.length === 0) return [];
  const { rows } = await sql<{ id: string }>`
    UPDATE cases AS c
    SET research = v.research, priority = v.priority, expert_witness_match = v.match,
        enriched_at = ${enrichedAt}
    FROM unnest(
      ${updates.map((u) => u.id)}::bigint[],
      ${updates.map((u) => u.filingId)}::bigint[],
      ${updates.map((u) => JSON.stringify(u.research))}::jsonb[],
      ${updates.map((u) => u.research.priority)}::smallint[],
      ${updates.map((u) => u.research.expertWitnessMatch)}::smallint[]
    ) AS v (id, filing_id, research, priority, match)
    WHERE c.workspace_id = ${workspaceId} AND c.filing_id = v.filing_id AND c.id = v.id
    RETURNING c.id`.execute(db);
  return rows.map((r) => Number(r.id));
}

/** Keeps what the research last found for each party (one row per normalised name). */
export async function upsertParties(
  db: Kysely<Database>,
  workspaceId: string,
  parties: PartyBackground[],
  researchedAt: Date,
): Promise<void> {
  const unique = new Map(parties.map((p) => [p.normalizedName, p]));
  if (unique.size === 0) return;
  await db
    .insertInto('parties')
    .values(
      [...unique.values()].map((p) => ({
        workspace_id: workspaceId,
        party_key: p.normalizedName,
        display_name: p.history.spellings[0] ?? p.name,
        entity_type: p.entityType,
        legal_form: p.legalForm,
        industry_code: p.industry?.code ?? null,
        size: p.size,
        cases_as_plaintiff: p.history.casesAsPlaintiff,
        cases_as_defendant: p.history.casesAsDefendant,
        is_repeat_filer: p.history.isRepeatFiler,
        researched_at: researchedAt,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['workspace_id', 'party_key']).doUpdateSet((eb) => ({
        display_name: eb.ref('excluded.display_name'),
        entity_type: eb.ref('excluded.entity_type'),
        legal_form: eb.ref('excluded.legal_form'),
        industry_code: eb.ref('excluded.industry_code'),
        size: eb.ref('excluded.size'),
        cases_as_plaintiff: eb.ref('excluded.cases_as_plaintiff'),
        cases_as_defendant: eb.ref('excluded.cases_as_defendant'),
        is_repeat_filer: eb.ref('excluded.is_repeat_filer'),
        researched_at: eb.ref('excluded.researched_at'),
      })),
    )
    .execute();
}
