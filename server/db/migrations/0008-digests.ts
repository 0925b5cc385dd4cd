import { type Kysely, sql } from 'kysely';

/**
 * The weekly digest's record of what went to whom. A row is written (claimed) before the e-mail leaves and
 * completed (`sent_at`) after, so a second run or a second app instance sees the claim and does not send
 * again: one digest per user per UTC day, whatever the clocks say.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE digest_deliveries (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      period_start timestamptz NOT NULL,
      period_end timestamptz NOT NULL CHECK (period_end > period_start),
      claimed_at timestamptz NOT NULL,
      -- Null while the e-mail is on its way; a claim never completed is retried after a while.
      sent_at timestamptz,
      transport text NOT NULL CHECK (transport IN ('smtp', 'outbox')),
      message_id text,
      file_path text,
      case_count integer NOT NULL DEFAULT 0
    )`.execute(db);
  // A timestamptz cast to date depends on the session's time zone, which an index may not: the day is UTC's.
  await sql`
    CREATE UNIQUE INDEX digest_deliveries_user_day_key
    ON digest_deliveries (user_id, ((period_end AT TIME ZONE 'UTC')::date))`.execute(db);
  await sql`CREATE INDEX digest_deliveries_user_idx ON digest_deliveries (user_id, period_end DESC)`.execute(
    db,
  );
  // The digest lists a workspace's analyses of the week; complaints were indexed by case only.
  await sql`CREATE INDEX complaints_created_idx ON complaints (workspace_id, created_at DESC, id DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX complaints_created_idx`.execute(db);
  await sql`DROP TABLE digest_deliveries`.execute(db);
}
