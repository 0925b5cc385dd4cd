import { type Kysely, sql } from 'kysely';
import { buildPartyFilings0006, partyKey0006 } from './0006-parties.frozen';

/**
 * Parties (issue 6): every case links its plaintiffs and defendants to a normalised name
 * (`plaintiff_keys`, `defendant_keys`, in the order of the names), and each week gets a summary of who
 * appears in it (`party_filings`, one partition per week like `cases`), so a party's history across every
 * week stored is an index lookup per week instead of a scan of a million cases. `parties` keeps what the
 * research last found for each normalised name. `research` on a case holds its backgrounds and ranking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Constant defaults: PostgreSQL adds these without rewriting a single row.
  await sql`
    ALTER TABLE cases
      ADD COLUMN plaintiff_keys text[] NOT NULL DEFAULT '{}',
      ADD COLUMN defendant_keys text[] NOT NULL DEFAULT '{}',
      ADD COLUMN research jsonb`.execute(db);

  await sql`
    CREATE TABLE party_filings (
      workspace_id uuid NOT NULL,
      filing_id bigint NOT NULL,
      party_key text NOT NULL,
      role text NOT NULL CHECK (role IN ('plaintiff', 'defendant')),
      case_type_code text NOT NULL,
      case_count integer NOT NULL,
      first_filed date,
      last_filed date,
      spelling text NOT NULL
    ) PARTITION BY LIST (filing_id)`.execute(db);
  await sql`CREATE INDEX party_filings_key_idx ON party_filings (workspace_id, party_key)`.execute(db);

  await sql`
    CREATE TABLE parties (
      workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      party_key text NOT NULL,
      display_name text NOT NULL,
      entity_type text NOT NULL,
      legal_form text,
      industry_code text,
      size text NOT NULL,
      cases_as_plaintiff integer NOT NULL,
      cases_as_defendant integer NOT NULL,
      is_repeat_filer boolean NOT NULL,
      researched_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (workspace_id, party_key)
    )`.execute(db);

  // Weeks stored before this migration: link their parties and summarise them (development data in
  // practice; a week of a million cases takes a minute or two here, once).
  const filings = await sql<{ id: string; workspace_id: string }>`
    SELECT id, workspace_id FROM filings WHERE status = 'ready' ORDER BY id`.execute(db);
  for (const filing of filings.rows) {
    const filingId = Number(filing.id);
    const week = sql.table(`cases_f${filingId}`);
    let after = 0;
    for (;;) {
      const { rows } = await sql<{ id: string; plaintiffs: string[]; defendants: string[] }>`
        SELECT id, plaintiffs, defendants FROM ${week} WHERE id > ${after} ORDER BY id LIMIT 5000`.execute(
        db,
      );
      if (rows.length === 0) break;
      after = Number(rows.at(-1)!.id);
      const ids = rows.map((r) => r.id);
      // Arrays of arrays cannot pass through unnest; each row's keys travel as one JSON array.
      const plaintiffKeys = rows.map((r) => JSON.stringify(r.plaintiffs.map(partyKey0006)));
      const defendantKeys = rows.map((r) => JSON.stringify(r.defendants.map(partyKey0006)));
      await sql`
        UPDATE ${week} AS c
        SET plaintiff_keys = ARRAY(SELECT jsonb_array_elements_text(v.p)),
            defendant_keys = ARRAY(SELECT jsonb_array_elements_text(v.d))
        FROM unnest(${ids}::bigint[], ${plaintiffKeys}::jsonb[], ${defendantKeys}::jsonb[]) AS v (id, p, d)
        WHERE c.id = v.id`.execute(db);
    }
    const table = `party_filings_f${filingId}`;
    await sql`CREATE TABLE ${sql.table(table)} (LIKE party_filings INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`.execute(
      db,
    );
    await buildPartyFilings0006(db, { filingId, workspaceId: filing.workspace_id });
    await sql`
      ALTER TABLE party_filings ATTACH PARTITION ${sql.table(table)} FOR VALUES IN (${sql.lit(filingId)})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE parties`.execute(db);
  await sql`DROP TABLE party_filings`.execute(db);
  await sql`
    ALTER TABLE cases DROP COLUMN plaintiff_keys, DROP COLUMN defendant_keys, DROP COLUMN research`.execute(
    db,
  );
}
