import { type Kysely, sql } from 'kysely';

/**
 * Cases become a table partitioned by week (`filing_id`): each import loads its week into a bare table,
 * builds that table's indexes in bulk (a trigram GIN built in one pass costs a fraction of a million inserts),
 * and attaches it as a partition when it is whole. Publishing a week is the attach; deleting one is a DROP.
 *
 * Indexes are declared on the parent only; the importer copies their definitions onto each new week (see
 * `week-partition.ts`), so a later migration that adds an index here reaches every future week, and
 * PostgreSQL adds it to the weeks already attached.
 *
 * No foreign keys on the partitions: attaching would re-check a million rows against `filings` and
 * `workspaces`. The filing row and its partition are created and dropped together by the import code, and
 * the startup sweep drops any partition or stage table left without its filing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE cases RENAME TO cases_unpartitioned`.execute(db);
  await sql`ALTER INDEX cases_rank_idx RENAME TO cases_unpartitioned_rank_idx`.execute(db);
  await sql`ALTER INDEX cases_filing_rank_idx RENAME TO cases_unpartitioned_filing_rank_idx`.execute(db);
  await sql`ALTER INDEX cases_search_idx RENAME TO cases_unpartitioned_search_idx`.execute(db);
  await sql`ALTER INDEX cases_pkey RENAME TO cases_unpartitioned_pkey`.execute(db);
  await sql`ALTER SEQUENCE cases_id_seq RENAME TO cases_unpartitioned_id_seq`.execute(db);

  // A file's hash is known only once the whole file has streamed through the import.
  await sql`ALTER TABLE filings ALTER COLUMN file_sha256 DROP NOT NULL`.execute(db);

  // Ids come from one sequence shared by every week (identity columns on partitioned tables need PG 17).
  await sql`CREATE SEQUENCE cases_id_seq AS bigint`.execute(db);
  await sql`SELECT setval('cases_id_seq', coalesce((SELECT max(id) FROM cases_unpartitioned), 0) + 1, false)`.execute(
    db,
  );
  await sql`
    CREATE TABLE cases (
      id bigint NOT NULL DEFAULT nextval('cases_id_seq'),
      workspace_id uuid NOT NULL,
      filing_id bigint NOT NULL,
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
      created_at timestamptz NOT NULL DEFAULT now(),
      -- id first: a lookup by id alone walks this index in each week.
      PRIMARY KEY (id, filing_id)
    ) PARTITION BY LIST (filing_id)`.execute(db);

  // Every list of a week in each sort, all cases ('Show All Cases': the default priority order only) and the
  // high-value ones (every sort; about 6 % of a week, so these partial indexes are cheap to build).
  await sql`CREATE INDEX cases_rank_idx ON cases (priority DESC, expert_witness_match DESC, id DESC)`.execute(
    db,
  );
  await sql`
    CREATE INDEX cases_hv_rank_idx ON cases (priority DESC, expert_witness_match DESC, id DESC)
    WHERE is_high_value`.execute(db);
  await sql`
    CREATE INDEX cases_hv_match_idx ON cases (expert_witness_match DESC, priority DESC, id DESC)
    WHERE is_high_value`.execute(db);
  await sql`
    CREATE INDEX cases_hv_amount_idx ON cases (coalesce(monetary_amount, -1) DESC, priority DESC, id DESC)
    WHERE is_high_value`.execute(db);
  await sql`
    CREATE INDEX cases_hv_filing_date_idx
    ON cases (coalesce(filing_date, '0001-01-01'::date) DESC, priority DESC, id DESC)
    WHERE is_high_value`.execute(db);
  await sql`CREATE INDEX cases_complaint_idx ON cases (id) WHERE has_complaint`.execute(db);
  // Substring search over the cases a user reviews (everything not filtered out as routine volume work).
  // Routine cases are searched by walking the rank index; see docs/PERFORMANCE.md.
  await sql`
    CREATE INDEX cases_search_idx ON cases USING gin (search_text gin_trgm_ops)
    WHERE NOT is_omitted`.execute(db);

  // Existing weeks move into partitions of their own (small in practice: this runs on development data).
  const filings = await sql<{ id: number }>`SELECT id FROM filings ORDER BY id`.execute(db);
  for (const { id } of filings.rows) {
    const partition = sql.table(`cases_f${Number(id)}`);
    await sql`CREATE TABLE ${partition} PARTITION OF cases FOR VALUES IN (${sql.lit(Number(id))})`.execute(
      db,
    );
    await sql`INSERT INTO ${partition} SELECT * FROM cases_unpartitioned WHERE filing_id = ${id}`.execute(db);
  }
  await sql`DROP TABLE cases_unpartitioned`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('0003 cannot be undone: weeks would have to be copied back out of their partitions.');
}
