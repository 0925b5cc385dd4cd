import { type Kysely, sql } from 'kysely';

/**
 * An import's progress lives in its filing row (issue 21), so that any app instance sharing the database can
 * answer the progress call of an upload another one is importing.
 * - `upload_id`: the client's X-Upload-Id, unique per workspace. Its own column first in the index, since the
 *   progress call looks an id up before it knows whether it is the caller's.
 * - The progress: the step running, the percent, the bytes read and the cases loaded, written with the
 *   heartbeat the import already makes (`heartbeat_at` is when it was written, `rows_read` the rows read).
 *
 * A failed import deletes its filing row (a week is stored whole or not at all), so its 'failed' answer has
 * a small table of its own, `upload_failures`, whose rows are worth keeping for 10 minutes only: the client
 * stops polling once its upload has been answered.
 *
 * The new columns of `filings` have constant defaults: adding them rewrites no row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE filings
      ADD COLUMN upload_id text,
      ADD COLUMN progress_step text,
      ADD COLUMN progress_percent smallint NOT NULL DEFAULT 0 CHECK (progress_percent BETWEEN 0 AND 100),
      ADD COLUMN bytes_read bigint NOT NULL DEFAULT 0,
      ADD COLUMN cases_loaded integer NOT NULL DEFAULT 0`.execute(db);
  await sql`
    CREATE UNIQUE INDEX filings_upload_key ON filings (upload_id, workspace_id)
    WHERE upload_id IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE upload_failures (
      upload_id text NOT NULL,
      workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      failed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (upload_id, workspace_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE upload_failures`.execute(db);
  await sql`DROP INDEX filings_upload_key`.execute(db);
  await sql`
    ALTER TABLE filings
      DROP COLUMN upload_id,
      DROP COLUMN progress_step,
      DROP COLUMN progress_percent,
      DROP COLUMN bytes_read,
      DROP COLUMN cases_loaded`.execute(db);
}
