import { z } from 'zod';

/**
 * A case worked as a lead (issue 23): where the team stands with it, who owns it, when to follow up. A case
 * nobody has touched is 'new' and has no row; the first change creates one at version 1.
 */
export const LEAD_STATUSES = ['new', 'reviewing', 'contacted', 'engaged', 'declined', 'not_a_fit'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  contacted: 'Contacted',
  engaged: 'Engaged',
  declined: 'Declined',
  not_a_fit: 'Not a fit',
};

/** The lead's state as every case carries it (`LegalCaseDto.lead`). */
export interface LeadDto {
  status: LeadStatus;
  ownerId: string | null;
  ownerName: string | null;
  /** A calendar date (YYYY-MM-DD), or null. */
  followUpAt: string | null;
  /** 0 while the case has never been changed as a lead; each change adds one. */
  version: number;
  updatedAt: string | null;
  updatedByName: string | null;
}

export const NEW_LEAD: LeadDto = {
  status: 'new',
  ownerId: null,
  ownerName: null,
  followUpAt: null,
  version: 0,
  updatedAt: null,
  updatedByName: null,
};

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Follow-up date must be a date (YYYY-MM-DD)')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Follow-up date is not a real date');

/**
 * PATCH /api/legal-cases/:id/lead. Only the fields sent change; `version` is the one the client saw, and a
 * lead changed since answers 409 with the lead as it now is.
 */
export const leadUpdateBodySchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: `Status must be one of ${LEAD_STATUSES.join(', ')}` }).optional(),
    ownerId: z.uuid({ error: 'Owner must be a user id' }).nullable().optional(),
    followUpAt: calendarDate.nullable().optional(),
    version: z.number({ error: 'version is required' }).int().min(0),
  })
  .refine(
    (body) => body.status !== undefined || body.ownerId !== undefined || body.followUpAt !== undefined,
    {
      error: 'Nothing to change: send status, ownerId or followUpAt',
    },
  );
export type LeadUpdateBody = z.infer<typeof leadUpdateBodySchema>;

export const NOTE_MAX_LENGTH = 5_000;

/** POST /api/legal-cases/:id/notes and PATCH …/notes/:noteId. */
export const noteBodySchema = z.object({
  body: z
    .string({ error: 'A note needs text' })
    .trim()
    .min(1, 'A note needs text')
    .max(NOTE_MAX_LENGTH, `A note has at most ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`),
});
export type NoteBody = z.infer<typeof noteBodySchema>;

export interface NoteRevisionDto {
  body: string;
  /** When this text was replaced. */
  replacedAt: string;
}

export interface NoteDto {
  id: number;
  authorId: string | null;
  authorName: string | null;
  body: string;
  createdAt: string;
  /** Null until edited. */
  editedAt: string | null;
  /** The earlier texts, newest first. */
  history: NoteRevisionDto[];
  /** Whether the caller wrote it (only its author edits a note). */
  isOwn: boolean;
}

/** GET /api/workspace/members: who a lead can be given to (the caller's workspace, by name). */
export interface WorkspaceMemberDto {
  id: string;
  name: string;
  isCaller: boolean;
}
