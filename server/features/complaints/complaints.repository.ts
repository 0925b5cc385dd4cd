import type { ComplaintAnalysis } from '@common/analysis';
import type { Kysely } from 'kysely';
import type { ComplaintsTable, Database } from '../../db/schema';

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
