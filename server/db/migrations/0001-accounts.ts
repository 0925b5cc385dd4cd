import { type Kysely, sql } from 'kysely';

/** Workspaces, users, sessions and the append-only activity log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE workspaces (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      slug text NOT NULL UNIQUE,
      name text NOT NULL,
      is_demo boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    INSERT INTO workspaces (slug, name, is_demo) VALUES ('default', 'Default', false), ('demo', 'Demo', true)
  `.execute(db);

  await sql`
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      workspace_id uuid NOT NULL REFERENCES workspaces (id),
      email text NOT NULL CHECK (email = lower(btrim(email))),
      password_hash text,
      first_name text NOT NULL,
      last_name text NOT NULL,
      organization text,
      default_state text NOT NULL DEFAULT 'utah',
      email_notifications boolean NOT NULL DEFAULT true,
      is_admin boolean NOT NULL DEFAULT false,
      is_demo boolean NOT NULL DEFAULT false,
      last_active_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`.execute(db);
  await sql`CREATE INDEX users_workspace_idx ON users (workspace_id)`.execute(db);

  // The built-in demo user: no password, signs in only through POST /api/auth/demo.
  await sql`
    INSERT INTO users (workspace_id, email, first_name, last_name, organization, default_state, is_demo)
    SELECT id, 'demo@demo.docket-radar.invalid', 'Demo', 'User', 'Demo', 'utah', true
    FROM workspaces WHERE slug = 'demo'
  `.execute(db);

  await sql`
    CREATE TABLE sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      workspace_id uuid NOT NULL REFERENCES workspaces (id),
      token_hash bytea NOT NULL UNIQUE,
      ip_address text,
      user_agent text,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_active_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      ended_at timestamptz,
      end_reason text
    )`.execute(db);
  await sql`CREATE INDEX sessions_user_idx ON sessions (user_id)`.execute(db);
  await sql`CREATE INDEX sessions_live_idx ON sessions (expires_at) WHERE ended_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE activity_logs (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      workspace_id uuid REFERENCES workspaces (id),
      user_id uuid REFERENCES users (id),
      action text NOT NULL,
      details jsonb NOT NULL DEFAULT '{}'::jsonb,
      ip_address text,
      user_agent text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX activity_logs_created_idx ON activity_logs (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX activity_logs_user_idx ON activity_logs (user_id, created_at DESC, id DESC)`.execute(
    db,
  );
  // Serves the failed-sign-in throttle: recent failures from one address.
  await sql`CREATE INDEX activity_logs_ip_action_idx ON activity_logs (ip_address, action, created_at)`.execute(
    db,
  );

  // An audit trail that can be edited is no audit trail: refuse UPDATE and DELETE on the log.
  await sql`
    CREATE FUNCTION activity_logs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'activity_logs is append-only';
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER activity_logs_no_change BEFORE UPDATE OR DELETE ON activity_logs
    FOR EACH ROW EXECUTE FUNCTION activity_logs_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE activity_logs, sessions, users, workspaces`.execute(db);
  await sql`DROP FUNCTION activity_logs_append_only`.execute(db);
}
