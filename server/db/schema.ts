import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | T, string | T>;

export interface WorkspacesTable {
  id: Generated<string>;
  /** 'default' for registered users, 'demo' for the demo. */
  slug: string;
  name: string;
  is_demo: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface UsersTable {
  id: Generated<string>;
  workspace_id: string;
  /** Stored trimmed and lower-cased; a unique index on lower(email) guards it too. */
  email: string;
  /** argon2id PHC string; null for the built-in demo user, who cannot sign in with a password. */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  organization: string | null;
  default_state: Generated<string>;
  email_notifications: Generated<boolean>;
  is_admin: Generated<boolean>;
  is_demo: Generated<boolean>;
  last_active_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  workspace_id: string;
  /** sha256 of the token; the token itself is never stored. */
  token_hash: Buffer;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
  last_active_at: Generated<Date>;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
  /** logout | force_logout | password_change | expired */
  end_reason: string | null;
}

export interface ActivityLogsTable {
  id: Generated<string>;
  workspace_id: string | null;
  user_id: string | null;
  action: string;
  details: Json<Record<string, unknown>>;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
}

export interface Database {
  workspaces: WorkspacesTable;
  users: UsersTable;
  sessions: SessionsTable;
  activity_logs: ActivityLogsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type WorkspaceRow = Selectable<WorkspacesTable>;
