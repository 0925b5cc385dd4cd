import { leadUpdateBodySchema, noteBodySchema } from '@common/leads';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { getRequestContext } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import { requireAuth } from '../auth/auth.plugin';
import { addNote, editNote, listMembers, listNotes, updateLead } from './leads.service';

const caseParamsSchema = z.object({ id: z.coerce.number().int().positive({ error: 'Invalid case id' }) });
const noteParamsSchema = caseParamsSchema.extend({
  noteId: z.coerce.number().int().positive({ error: 'Invalid note id' }),
});

/** A case worked as a lead: its status, owner and follow-up date, and the team's notes (issue 23). */
export async function leadsRoutes(app: FastifyInstance) {
  app.patch('/api/legal-cases/:id/lead', { config: { access: 'user' } }, async (request) => {
    const { id } = parseInput(caseParamsSchema, request.params);
    const body = parseInput(leadUpdateBodySchema, request.body);
    return updateLead(app.db, requireAuth(request), getRequestContext(request), id, body);
  });

  app.get('/api/workspace/members', { config: { access: 'user' } }, async (request) =>
    listMembers(app.db, requireAuth(request)),
  );

  app.get('/api/legal-cases/:id/notes', { config: { access: 'user' } }, async (request) => {
    const { id } = parseInput(caseParamsSchema, request.params);
    return listNotes(app.db, requireAuth(request), id);
  });

  app.post('/api/legal-cases/:id/notes', { config: { access: 'user' } }, async (request, reply) => {
    const { id } = parseInput(caseParamsSchema, request.params);
    const body = parseInput(noteBodySchema, request.body);
    const note = await addNote(app.db, requireAuth(request), getRequestContext(request), id, body);
    return reply.code(201).send(note);
  });

  app.patch('/api/legal-cases/:id/notes/:noteId', { config: { access: 'user' } }, async (request) => {
    const { id, noteId } = parseInput(noteParamsSchema, request.params);
    const body = parseInput(noteBodySchema, request.body);
    return editNote(app.db, requireAuth(request), getRequestContext(request), { caseId: id, noteId }, body);
  });
}
