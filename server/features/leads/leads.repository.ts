import { type LeadDto, type LeadStatus, NEW_LEAD, type NoteDto } from '@common/leads';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

interface LeadRow {
  case_id: string;
  status: LeadStatus;
  owner_id: string | null;
  owner_name: string | null;
  follow_up_at: string | null;
  version: number;
  updated_at: Date;
  updated_by_name: string | null;
}

function toLeadDto(row: LeadRow): LeadDto {
  return {
    status: row.status,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    followUpAt: row.follow_up_at,
    version: row.version,
    updatedAt: row.updated_at.toISOString(),
    updatedByName: row.updated_by_name,
  };
}

/** The leads of the given cases, with their owner's and last editor's names; a case without a row is left out. */
export async function findLeads(
  db: Kysely<Database>,
  workspaceId: string,
  caseIds: readonly number[],
): Promise<Map<number, LeadDto>> {
  if (caseIds.length === 0) return new Map();
  const { rows } = await sql<LeadRow>`
    SELECT l.case_id, l.status, l.owner_id, l.follow_up_at::text AS follow_up_at, l.version, l.updated_at,
           NULLIF(concat_ws(' ', o.first_name, o.last_name), '') AS owner_name,
           NULLIF(concat_ws(' ', u.first_name, u.last_name), '') AS updated_by_name
    FROM case_leads l
    LEFT JOIN users o ON o.id = l.owner_id
    LEFT JOIN users u ON u.id = l.updated_by
    WHERE l.workspace_id = ${workspaceId} AND l.case_id = ANY(${caseIds}::bigint[])`.execute(db);
  return new Map(rows.map((row) => [Number(row.case_id), toLeadDto(row)]));
}

export async function findLead(db: Kysely<Database>, workspaceId: string, caseId: number): Promise<LeadDto> {
  return (await findLeads(db, workspaceId, [caseId])).get(caseId) ?? NEW_LEAD;
}

export interface LeadChange {
  status: LeadStatus;
  ownerId: string | null;
  followUpAt: string | null;
}

/**
 * Writes the lead if it is still at `version` (0: no row yet); the new version, or null when another write
 * came first (the caller answers 409). One statement each way, so two writers cannot both win.
 */
export async function saveLead(
  db: Kysely<Database>,
  target: { workspaceId: string; caseId: number; filingId: number; userId: string },
  change: LeadChange,
  version: number,
): Promise<number | null> {
  if (version === 0) {
    const inserted = await db
      .insertInto('case_leads')
      .values({
        workspace_id: target.workspaceId,
        case_id: target.caseId,
        filing_id: target.filingId,
        status: change.status,
        owner_id: change.ownerId,
        follow_up_at: change.followUpAt,
        version: 1,
        updated_by: target.userId,
      })
      .onConflict((oc) => oc.columns(['workspace_id', 'case_id']).doNothing())
      .returning('version')
      .executeTakeFirst();
    return inserted?.version ?? null;
  }
  const updated = await db
    .updateTable('case_leads')
    .set((eb) => ({
      status: change.status,
      owner_id: change.ownerId,
      follow_up_at: change.followUpAt,
      version: eb('version', '+', 1),
      updated_at: sql<Date>`now()`,
      updated_by: target.userId,
    }))
    .where('workspace_id', '=', target.workspaceId)
    .where('case_id', '=', target.caseId)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
  return updated?.version ?? null;
}

/** Whether the user belongs to the workspace (a lead's owner must). */
export async function isWorkspaceMember(
  db: Kysely<Database>,
  workspaceId: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row !== undefined;
}

interface NoteRow {
  id: string;
  author_id: string | null;
  author_name: string | null;
  body: string;
  created_at: Date;
  edited_at: Date | null;
  history: { body: string; replacedAt: string }[];
}

/** A case's notes, oldest first, each with its earlier texts (newest first). */
export async function findNotes(
  db: Kysely<Database>,
  workspaceId: string,
  caseId: number,
  viewerId: string,
  noteId?: number,
): Promise<NoteDto[]> {
  const { rows } = await sql<NoteRow>`
    SELECT n.id, n.author_id, n.body, n.created_at, n.edited_at,
           NULLIF(concat_ws(' ', a.first_name, a.last_name), '') AS author_name,
           COALESCE((
             SELECT json_agg(json_build_object('body', r.body, 'replacedAt', r.replaced_at) ORDER BY r.id DESC)
             FROM case_note_revisions r WHERE r.note_id = n.id
           ), '[]'::json) AS history
    FROM case_notes n
    LEFT JOIN users a ON a.id = n.author_id
    WHERE n.workspace_id = ${workspaceId} AND n.case_id = ${caseId}
      ${noteId === undefined ? sql`` : sql`AND n.id = ${noteId}`}
    ORDER BY n.id`.execute(db);
  return rows.map((row) => ({
    id: Number(row.id),
    authorId: row.author_id,
    authorName: row.author_name,
    body: row.body,
    createdAt: row.created_at.toISOString(),
    editedAt: row.edited_at ? row.edited_at.toISOString() : null,
    history: row.history.map((h) => ({ body: h.body, replacedAt: new Date(h.replacedAt).toISOString() })),
    isOwn: row.author_id !== null && row.author_id === viewerId,
  }));
}

export async function insertNote(
  db: Kysely<Database>,
  note: { workspaceId: string; caseId: number; filingId: number; authorId: string; body: string },
): Promise<number> {
  const row = await db
    .insertInto('case_notes')
    .values({
      workspace_id: note.workspaceId,
      case_id: note.caseId,
      filing_id: note.filingId,
      author_id: note.authorId,
      body: note.body,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The note of a case, locked for the caller's transaction, or undefined. */
export async function lockNote(db: Kysely<Database>, workspaceId: string, caseId: number, noteId: number) {
  return db
    .selectFrom('case_notes')
    .select(['id', 'author_id', 'body'])
    .where('workspace_id', '=', workspaceId)
    .where('case_id', '=', caseId)
    .where('id', '=', noteId)
    .forUpdate()
    .executeTakeFirst();
}

/** Replaces a note's text, keeping the text it had in its history. */
export async function replaceNoteBody(
  db: Kysely<Database>,
  note: { id: number; previousBody: string },
  body: string,
): Promise<void> {
  await db.insertInto('case_note_revisions').values({ note_id: note.id, body: note.previousBody }).execute();
  await db
    .updateTable('case_notes')
    .set({ body, edited_at: sql<Date>`now()` })
    .where('id', '=', note.id)
    .execute();
}

/** The workspace's users by name: who may own a lead. */
export async function listWorkspaceMembers(db: Kysely<Database>, workspaceId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('workspace_id', '=', workspaceId)
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .execute();
}
