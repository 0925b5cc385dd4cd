import { type Kysely, sql } from 'kysely';

/**
 * Weekly filings and their cases. A filing is written as 'importing' first (which claims its week and its
 * file hash, so a concurrent duplicate fails on the unique keys), its cases are loaded in batches, and it
 * becomes 'ready' at the end; readers only ever see ready filings, so a week is visible whole or not at all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await sql`
    CREATE TABLE filings (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      workspace_id uuid NOT NULL REFERENCES workspaces (id),
      state text NOT NULL,
      week_number integer NOT NULL CHECK (week_number BETWEEN 1 AND 53),
      year integer NOT NULL CHECK (year BETWEEN 2020 AND 2030),
      file_name text NOT NULL,
      file_sha256 bytea NOT NULL,
      file_bytes bigint NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'importing' CHECK (status IN ('importing', 'ready')),
      heartbeat_at timestamptz NOT NULL DEFAULT now(),
      rows_read integer NOT NULL DEFAULT 0,
      rows_skipped integer NOT NULL DEFAULT 0,
      total_cases integer NOT NULL DEFAULT 0,
      high_value_cases integer NOT NULL DEFAULT 0,
      omitted_cases integer NOT NULL DEFAULT 0,
      need_expert_witness integer NOT NULL DEFAULT 0,
      skipped_rows jsonb NOT NULL DEFAULT '[]'::jsonb,
      warnings jsonb NOT NULL DEFAULT '[]'::jsonb,
      column_mapping jsonb NOT NULL DEFAULT '{}'::jsonb,
      uploaded_by uuid REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX filings_week_key ON filings (workspace_id, state, year, week_number)`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX filings_file_key ON filings (workspace_id, file_sha256)`.execute(db);

  await sql`
    CREATE TABLE cases (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      workspace_id uuid NOT NULL REFERENCES workspaces (id),
      filing_id bigint NOT NULL REFERENCES filings (id) ON DELETE CASCADE,
      state text NOT NULL,
      week_key text NOT NULL,
      court text,
      case_number text NOT NULL,
      case_type_code text,
      case_type_raw text,
      classification text NOT NULL,
      category text NOT NULL,
      filing_date date,
      monetary_amount numeric(16, 2),
      plaintiffs text[] NOT NULL DEFAULT '{}',
      defendants text[] NOT NULL DEFAULT '{}',
      other_parties text[] NOT NULL DEFAULT '{}',
      judge text,
      plaintiff_attorneys text[] NOT NULL DEFAULT '{}',
      defendant_attorneys text[] NOT NULL DEFAULT '{}',
      is_high_value boolean NOT NULL,
      is_omitted boolean NOT NULL,
      omit_reason text,
      needs_expert_witness boolean NOT NULL,
      discovery_tier smallint,
      priority smallint NOT NULL CHECK (priority BETWEEN 0 AND 5),
      expert_witness_match smallint NOT NULL CHECK (expert_witness_match BETWEEN 0 AND 100),
      reasons jsonb NOT NULL DEFAULT '[]'::jsonb,
      source_line integer,
      search_text text NOT NULL,
      has_complaint boolean NOT NULL DEFAULT false,
      enriched_at timestamptz,
      ai_analysis jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // The dashboard's default list: one workspace and state, high-value first by priority then match.
  await sql`
    CREATE INDEX cases_rank_idx ON cases
    (workspace_id, state, is_high_value, priority DESC, expert_witness_match DESC, id DESC)`.execute(db);
  // Also serves the cascade from filings and every per-week list (filing_id is its prefix).
  await sql`CREATE INDEX cases_filing_rank_idx ON cases (filing_id, priority DESC, expert_witness_match DESC, id DESC)`.execute(
    db,
  );
  // Substring search over number, type, classification and party names ('%smith%' uses the trigram index).
  // A large pending list lets bulk loads append trigrams and merge them in bulk instead of row by row.
  await sql`
    CREATE INDEX cases_search_idx ON cases USING gin (search_text gin_trgm_ops)
    WITH (fastupdate = on, gin_pending_list_limit = 16384)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE cases, filings`.execute(db);
}
