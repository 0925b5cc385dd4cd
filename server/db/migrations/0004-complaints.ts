import { type Kysely, sql } from 'kysely';

/**
 * Complaints uploaded for a case: the file as it came, the text extracted from it and the analysis made
 * from that text, so an analysis can be reproduced (or redone by a better engine) from what is stored.
 * A case's latest analysis is also copied onto the case (`cases.ai_analysis`), which lists and ranking read.
 * Cases live in week partitions without foreign keys (decision 004), so a complaint hangs on its filing:
 * deleting a week deletes its complaints.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE complaints (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      workspace_id uuid NOT NULL REFERENCES workspaces (id),
      filing_id bigint NOT NULL REFERENCES filings (id) ON DELETE CASCADE,
      case_id bigint NOT NULL,
      file_name text NOT NULL,
      format text NOT NULL CHECK (format IN ('pdf', 'docx', 'doc', 'rtf', 'txt')),
      byte_size integer NOT NULL,
      file_sha256 bytea NOT NULL,
      content bytea NOT NULL,
      extracted_text text NOT NULL,
      running_headers jsonb NOT NULL DEFAULT '[]'::jsonb,
      page_count integer,
      analysis_type text NOT NULL CHECK (analysis_type IN ('standard', 'comprehensive')),
      analysis jsonb NOT NULL,
      engine_version text NOT NULL,
      ai_model text,
      uploaded_by uuid REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX complaints_case_idx ON complaints (workspace_id, case_id, created_at DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE complaints`.execute(db);
}
