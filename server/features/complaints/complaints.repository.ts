import type { ComplaintAnalysis, ComplaintDifference, PendingComplaint } from '@common/analysis';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { ComplaintsTable, Database, PendingComplaintsTable } from '../../db/schema';

export type PendingComplaintRow = Selectable<PendingComplaintsTable>;

export type NewComplaint = Omit<ComplaintsTable, 'id' | 'created_at' | 'analysis' | 'running_headers'> & {
  analysis: ComplaintAnalysis;
  running_headers: string[];
};

export async function insertComplaint(db: Kysely<Database>, complaint: NewComplaint): Promise<number> {
  const row = await db
    .insertInto('complaints')
    .values({
      ...complaint,
      analysis: JSON.stringify(complaint.analysis),
      running_headers: JSON.stringify(complaint.running_headers),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Writes a case's latest analysis (without the complaint's text) and its new scores onto the case, so lists re-rank it. `filing_id` names
 * the week's partition; the workspace guards against writing another workspace's case.
 */
export async function updateCaseAnalysis(
  db: Kysely<Database>,
  target: { workspaceId: string; filingId: number; caseId: number },
  values: { analysis: ComplaintAnalysis; priority: number; expertWitnessMatch: number },
): Promise<boolean> {
  const result = await db
    .updateTable('cases')
    .set({
      // The text stays in the complaint row; lists read this column for every case they show.
      ai_analysis: JSON.stringify({ ...values.analysis, complaintText: '' }),
      has_complaint: true,
      priority: values.priority,
      expert_witness_match: values.expertWitnessMatch,
    })
    .where('workspace_id', '=', target.workspaceId)
    .where('filing_id', '=', target.filingId)
    .where('id', '=', target.caseId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The text of the newest complaint analysed for a case (the one whose analysis the case carries). */
export async function findLatestComplaintText(
  db: Kysely<Database>,
  workspaceId: string,
  caseId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('complaints')
    .select('extracted_text')
    .where('workspace_id', '=', workspaceId)
    .where('case_id', '=', caseId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.extracted_text ?? null;
}

/** The file of the case's latest complaint, as uploaded, or undefined when it has none. */
export async function findLatestComplaintFile(db: Kysely<Database>, workspaceId: string, caseId: number) {
  return db
    .selectFrom('complaints')
    .select(['file_name', 'format', 'content', 'file_sha256'])
    .where('workspace_id', '=', workspaceId)
    .where('case_id', '=', caseId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type NewPendingComplaint = NewComplaint & {
  priority: number;
  expert_witness_match: number;
  differences: ComplaintDifference[];
};

/** Holds a complaint for the user's word, in place of any complaint already waiting on the case. */
export async function replacePendingComplaint(
  db: Kysely<Database>,
  complaint: NewPendingComplaint,
): Promise<{ id: number; replacedId: number | null }> {
  const replaced = await db
    .deleteFrom('pending_complaints')
    .where('workspace_id', '=', complaint.workspace_id)
    .where('case_id', '=', complaint.case_id)
    .returning('id')
    .executeTakeFirst();
  const row = await db
    .insertInto('pending_complaints')
    .values({
      ...complaint,
      analysis: JSON.stringify(complaint.analysis),
      running_headers: JSON.stringify(complaint.running_headers),
      differences: JSON.stringify(complaint.differences),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, replacedId: replaced?.id ?? null };
}

/**
 * Removes the complaint waiting on a case and returns it, or undefined when none waits (or, with `id`, when the
 * one waiting is another). Deleting is the claim: of two confirmations at once, one gets the row.
 */
export async function takePendingComplaint(
  db: Kysely<Database>,
  target: { workspaceId: string; caseId: number; id?: number | undefined },
): Promise<PendingComplaintRow | undefined> {
  let query = db
    .deleteFrom('pending_complaints')
    .where('workspace_id', '=', target.workspaceId)
    .where('case_id', '=', target.caseId);
  if (target.id !== undefined) query = query.where('id', '=', target.id);
  return query.returningAll().executeTakeFirst();
}

/** The complaint waiting on a case, as the case read shows it, or null. */
export async function findPendingComplaint(
  db: Kysely<Database>,
  workspaceId: string,
  caseId: number,
): Promise<PendingComplaint | null> {
  const row = await db
    .selectFrom('pending_complaints')
    .select(['id', 'file_name', 'analysis_type', 'created_at', 'differences'])
    .select(sql<string>`analysis ->> 'summary'`.as('summary'))
    .where('workspace_id', '=', workspaceId)
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    fileName: row.file_name,
    analysisType: row.analysis_type,
    uploadedAt: row.created_at.toISOString(),
    summary: row.summary ?? '',
    differences: row.differences,
  };
}

/** A waiting complaint as it becomes a complaint of the case once the user applies it. */
export function toNewComplaint(row: PendingComplaintRow): NewComplaint {
  return {
    workspace_id: row.workspace_id,
    filing_id: row.filing_id,
    case_id: row.case_id,
    file_name: row.file_name,
    format: row.format,
    byte_size: row.byte_size,
    file_sha256: row.file_sha256,
    content: row.content,
    extracted_text: row.extracted_text,
    running_headers: row.running_headers,
    page_count: row.page_count,
    analysis_type: row.analysis_type,
    analysis: row.analysis,
    engine_version: row.engine_version,
    ai_model: row.ai_model,
    uploaded_by: row.uploaded_by,
  };
}
