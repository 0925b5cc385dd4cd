import { type Kysely, sql } from 'kysely';

/**
 * Cases worked as leads (issue 23): a lead's status, owner and follow-up date, and the team's notes on a case
 * with each note's earlier texts. They hang on the case's filing like complaints do (decision 004), so deleting
 * a week deletes them. A case with no lead row is a 'new' lead at version 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE case_leads (
      workspace_id uuid NOT NULL REFERENCES workspaces (id),
      case_id bigint NOT NULL,
      filing_id bigint NOT NULL REFERENCES filings (id) ON DELETE CASCADE,
      status text NOT NULL
        CHECK (status IN ('new', 'reviewing', 'contacted', 'engaged', 'declined', 'not_a_fit')),
      owner_id uuid REFERENCES users (id) ON DELETE SET NULL,
      follow_up_at date,
      version integer NOT NULL CHECK (version > 0),
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
      PRIMARY KEY (workspace_id, case_id)
    )`.execute(db);
  await sql`CREATE INDEX case_leads_status_idx ON case_leads (workspace_id, status)`.execute(db);
  await sql`CREATE INDEX case_leads_owner_idx ON case_leads (workspace_id, owner_id) WHERE owner_id IS NOT NULL`.execute(
    db,
  );
  await sql`
    CREATE INDEX case_leads_follow_up_idx ON case_leads (workspace_id, follow_up_at)
    WHERE follow_up_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX case_leads_filing_idx ON case_leads (filing_id)`.execute(db);

  await sql`
    CREATE TABLE case_notes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      workspace_id uuid NOT NULL REFERENCES workspaces (id),
      case_id bigint NOT NULL,
      filing_id bigint NOT NULL REFERENCES filings (id) ON DELETE CASCADE,
      author_id uuid REFERENCES users (id) ON DELETE SET NULL,
      body text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
      created_at timestamptz NOT NULL DEFAULT now(),
      edited_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX case_notes_case_idx ON case_notes (workspace_id, case_id, id)`.execute(db);
  await sql`CREATE INDEX case_notes_filing_idx ON case_notes (filing_id)`.execute(db);
  await sql`
    CREATE TABLE case_note_revisions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      note_id bigint NOT NULL REFERENCES case_notes (id) ON DELETE CASCADE,
      body text NOT NULL,
      replaced_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX case_note_revisions_note_idx ON case_note_revisions (note_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE case_note_revisions`.execute(db);
  await sql`DROP TABLE case_notes`.execute(db);
  await sql`DROP TABLE case_leads`.execute(db);
}
