import { type Kysely, sql } from 'kysely';

/**
 * A complaint whose caption does not fit the case it was uploaded for (another case number, a court of another
 * state, none of the same parties) waits here until the user says it is the right one. It is kept apart from
 * `complaints`, which lists, digests and the case's own text read as applied: nothing here ranks a case. One
 * waits per case at most; a newer upload replaces it. It hangs on its filing like a complaint does (decision
 * 004), so deleting the week deletes it. Confirming moves it to `complaints`; discarding deletes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE pending_complaints (
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
      priority smallint NOT NULL CHECK (priority BETWEEN 0 AND 5),
      expert_witness_match smallint NOT NULL CHECK (expert_witness_match BETWEEN 0 AND 100),
      differences jsonb NOT NULL,
      uploaded_by uuid REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (workspace_id, case_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE pending_complaints`.execute(db);
}
