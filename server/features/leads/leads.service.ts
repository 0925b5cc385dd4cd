import {
  LEAD_STATUS_LABELS,
  type LeadDto,
  type LeadUpdateBody,
  type NoteBody,
  type NoteDto,
  type WorkspaceMemberDto,
} from '@common/leads';
import type { Kysely } from 'kysely';
import type { CaseRow, Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { RequestContext } from '../../lib/request-context';
import { insertActivity } from '../activity/activity.repository';
import type { AuthContext } from '../auth/auth.service';
import { findCaseById } from '../cases/cases.repository';
import { bumpDataVersion } from '../workspaces/data-version.repository';
import {
  findLead,
  findNotes,
  insertNote,
  isWorkspaceMember,
  listWorkspaceMembers,
  lockNote,
  replaceNoteBody,
  saveLead,
} from './leads.repository';

const CASE_NOT_FOUND = 'The requested case could not be found.';

async function requireCase(db: Kysely<Database>, auth: AuthContext, caseId: number): Promise<CaseRow> {
  const row = await findCaseById(db, auth.user.workspace_id, caseId);
  if (!row) throw new AppError('NOT_FOUND', CASE_NOT_FOUND);
  return row;
}

/**
 * PATCH /api/legal-cases/:id/lead: changes the fields sent, if the lead is still at the version the caller saw.
 * A write since answers 409 with the lead as it now is, so the later write never silently undoes the earlier.
 * The change and its audit entry are one transaction; the lists' read cache is told the data changed.
 */
export async function updateLead(
  db: Kysely<Database>,
  auth: AuthContext,
  context: RequestContext,
  caseId: number,
  body: LeadUpdateBody,
): Promise<LeadDto> {
  const workspaceId = auth.user.workspace_id;
  const legalCase = await requireCase(db, auth, caseId);
  if (body.ownerId && !(await isWorkspaceMember(db, workspaceId, body.ownerId))) {
    throw new AppError('BAD_REQUEST', 'The owner must be a user of this workspace.', {
      extra: { field: 'ownerId' },
    });
  }
  return db.transaction().execute(async (trx) => {
    const before = await findLead(trx, workspaceId, caseId);
    const change = {
      status: body.status ?? before.status,
      ownerId: body.ownerId === undefined ? before.ownerId : body.ownerId,
      followUpAt: body.followUpAt === undefined ? before.followUpAt : body.followUpAt,
    };
    const version =
      before.version === body.version
        ? await saveLead(
            trx,
            { workspaceId, caseId, filingId: legalCase.filing_id, userId: auth.user.id },
            change,
            body.version,
          )
        : null;
    if (version === null) {
      const current = await findLead(trx, workspaceId, caseId);
      const by = current.updatedByName ? ` by ${current.updatedByName}` : '';
      throw new AppError(
        'CONFLICT',
        `This lead was changed${by} since you opened it: it is now ${LEAD_STATUS_LABELS[current.status]}. Review it and try again.`,
        { extra: { lead: current } },
      );
    }
    await insertActivity(trx, context, {
      action: 'lead_updated',
      userId: auth.user.id,
      workspaceId,
      details: {
        caseId,
        caseNumber: legalCase.case_number,
        version,
        from: { status: before.status, ownerId: before.ownerId, followUpAt: before.followUpAt },
        to: change,
      },
    });
    await bumpDataVersion(trx, workspaceId);
    return findLead(trx, workspaceId, caseId);
  });
}

/** GET /api/workspace/members: the users a lead can be given to. */
export async function listMembers(db: Kysely<Database>, auth: AuthContext): Promise<WorkspaceMemberDto[]> {
  const rows = await listWorkspaceMembers(db, auth.user.workspace_id);
  return rows.map((row) => ({
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    isCaller: row.id === auth.user.id,
  }));
}

/** GET /api/legal-cases/:id/notes: the case's notes, oldest first, with their history. */
export async function listNotes(db: Kysely<Database>, auth: AuthContext, caseId: number): Promise<NoteDto[]> {
  await requireCase(db, auth, caseId);
  return findNotes(db, auth.user.workspace_id, caseId, auth.user.id);
}

/** POST /api/legal-cases/:id/notes: a note by the caller, audited in the same transaction. */
export async function addNote(
  db: Kysely<Database>,
  auth: AuthContext,
  context: RequestContext,
  caseId: number,
  body: NoteBody,
): Promise<NoteDto> {
  const workspaceId = auth.user.workspace_id;
  const legalCase = await requireCase(db, auth, caseId);
  return db.transaction().execute(async (trx) => {
    const noteId = await insertNote(trx, {
      workspaceId,
      caseId,
      filingId: legalCase.filing_id,
      authorId: auth.user.id,
      body: body.body,
    });
    await insertActivity(trx, context, {
      action: 'note_added',
      userId: auth.user.id,
      workspaceId,
      details: { caseId, caseNumber: legalCase.case_number, noteId, characters: body.body.length },
    });
    const [note] = await findNotes(trx, workspaceId, caseId, auth.user.id, noteId);
    return note!;
  });
}

/** PATCH /api/legal-cases/:id/notes/:noteId: only its author edits a note; the text it had stays in its history. */
export async function editNote(
  db: Kysely<Database>,
  auth: AuthContext,
  context: RequestContext,
  target: { caseId: number; noteId: number },
  body: NoteBody,
): Promise<NoteDto> {
  const workspaceId = auth.user.workspace_id;
  const legalCase = await requireCase(db, auth, target.caseId);
  return db.transaction().execute(async (trx) => {
    const note = await lockNote(trx, workspaceId, target.caseId, target.noteId);
    if (!note) throw new AppError('NOT_FOUND', 'The note could not be found.');
    if (note.author_id !== auth.user.id) throw new AppError('FORBIDDEN', 'Only its author can edit a note.');
    if (note.body !== body.body) {
      await replaceNoteBody(trx, { id: target.noteId, previousBody: note.body }, body.body);
      await insertActivity(trx, context, {
        action: 'note_edited',
        userId: auth.user.id,
        workspaceId,
        details: { caseId: target.caseId, caseNumber: legalCase.case_number, noteId: target.noteId },
      });
    }
    const [edited] = await findNotes(trx, workspaceId, target.caseId, auth.user.id, target.noteId);
    return edited!;
  });
}
