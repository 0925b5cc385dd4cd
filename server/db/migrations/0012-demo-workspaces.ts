import { type Kysely, sql } from 'kysely';

/**
 * A demo workspace per visitor (issue 18, point 5). Each records when it was last used, so that the ones
 * idle for a day can be found through an index and removed with everything in them; the activity log lets
 * the rows of a demo workspace go with it (and nothing else). The shared demo of 0001 is retired: its
 * sessions end, and it is removed like any idle demo workspace.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE workspaces ADD COLUMN last_active_at timestamptz NOT NULL DEFAULT now()`.execute(db);
  await sql`
    UPDATE workspaces w
    SET last_active_at = coalesce((SELECT max(s.last_active_at) FROM sessions s WHERE s.workspace_id = w.id),
                                  w.created_at)
    WHERE w.is_demo`.execute(db);
  await sql`CREATE INDEX workspaces_demo_activity_idx ON workspaces (last_active_at) WHERE is_demo`.execute(
    db,
  );

  await sql`
    UPDATE sessions SET ended_at = now(), end_reason = 'demo_retired'
    WHERE ended_at IS NULL AND workspace_id IN (SELECT id FROM workspaces WHERE slug = 'demo')`.execute(db);

  // Still append-only for every workspace but the demo ones, whose rows leave with their workspace.
  await sql`
    CREATE FUNCTION activity_logs_append_only_but_demo() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND (
        EXISTS (SELECT 1 FROM workspaces WHERE id = OLD.workspace_id AND is_demo)
        OR EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id AND is_demo)
      ) THEN
        RETURN OLD;
      END IF;
      RAISE EXCEPTION 'activity_logs is append-only';
    END
    $$`.execute(db);
  await sql`DROP TRIGGER activity_logs_no_change ON activity_logs`.execute(db);
  await sql`
    CREATE TRIGGER activity_logs_no_change BEFORE UPDATE OR DELETE ON activity_logs
    FOR EACH ROW EXECUTE FUNCTION activity_logs_append_only_but_demo()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER activity_logs_no_change ON activity_logs`.execute(db);
  await sql`
    CREATE TRIGGER activity_logs_no_change BEFORE UPDATE OR DELETE ON activity_logs
    FOR EACH ROW EXECUTE FUNCTION activity_logs_append_only()`.execute(db);
  await sql`DROP FUNCTION activity_logs_append_only_but_demo`.execute(db);
  await sql`DROP INDEX workspaces_demo_activity_idx`.execute(db);
  await sql`ALTER TABLE workspaces DROP COLUMN last_active_at`.execute(db);
}
