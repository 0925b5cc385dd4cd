import { type Kysely, sql } from 'kysely';
import type { Database, SessionRow, UserRow, UsersTable } from '../../db/schema';

export interface NewSession {
  userId: string;
  workspaceId: string;
  tokenHash: Buffer;
  ipAddress: string | null;
  userAgent: string | null;
  expiresAt: Date;
}

export async function insertSession(db: Kysely<Database>, session: NewSession): Promise<SessionRow> {
  return db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      workspace_id: session.workspaceId,
      token_hash: session.tokenHash,
      ip_address: session.ipAddress,
      user_agent: session.userAgent,
      expires_at: session.expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface LiveSession {
  session: SessionRow;
  user: UserRow;
}

/** Every column of `users`, read beside the session under a `u__` prefix (the two tables share names). */
const USER_COLUMNS = [
  'id',
  'workspace_id',
  'email',
  'password_hash',
  'first_name',
  'last_name',
  'organization',
  'default_state',
  'email_notifications',
  'is_admin',
  'is_demo',
  'last_active_at',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof UsersTable)[];
/** Fails to compile when `users` gains a column the list above lacks. */
const everyUserColumn: [Exclude<keyof UsersTable, (typeof USER_COLUMNS)[number]>] extends [never]
  ? true
  : never = true;
const USER_SELECT = sql.raw(USER_COLUMNS.map((c) => `u.${c} AS u__${c}`).join(', '));

/**
 * A session that has not ended nor expired, with its user: one statement, as every authenticated request
 * asks it (a cached read is this, the data version and the answer).
 */
export async function findLiveSessionByTokenHash(
  db: Kysely<Database>,
  tokenHash: Buffer,
): Promise<LiveSession | undefined> {
  void everyUserColumn;
  const { rows } = await sql<Record<string, unknown>>`
    SELECT s.*, ${USER_SELECT}
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = ${tokenHash} AND s.ended_at IS NULL AND s.expires_at > now()`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const session: Record<string, unknown> = {};
  const user: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith('u__')) user[key.slice(3)] = value;
    else session[key] = value;
  }
  return { session: session as unknown as SessionRow, user: user as unknown as UserRow };
}

/** Slides the expiry forward and records activity on the session and its user. */
export async function extendSession(
  db: Kysely<Database>,
  session: SessionRow,
  expiresAt: Date,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_active_at: sql`now()`, expires_at: expiresAt })
    .where('id', '=', session.id)
    .execute();
  await db
    .updateTable('users')
    .set({ last_active_at: sql`now()` })
    .where('id', '=', session.user_id)
    .execute();
}

export async function endSession(db: Kysely<Database>, sessionId: string, reason: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_at: sql`now()`, end_reason: reason })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
}

/** A session still in use: not ended and not past its expiry. */
const isLive = sql<boolean>`sessions.ended_at IS NULL AND sessions.expires_at > now()`;

/** Ends every live session of a user, except one (the caller's own, after a password change); returns how many. */
export async function endLiveSessionsOfUser(
  db: Kysely<Database>,
  userId: string,
  reason: string,
  options: { exceptSessionId?: string } = {},
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: sql`now()`, end_reason: reason })
    .where('user_id', '=', userId)
    .where(isLive);
  if (options.exceptSessionId) query = query.where('id', '!=', options.exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface LiveSessionWithUser {
  id: string;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Date;
  last_active_at: Date;
  expires_at: Date;
}

/** The live sessions of a workspace with their users, most recently active first, at most `limit`. */
export async function listLiveSessionsOfWorkspace(
  db: Kysely<Database>,
  workspaceId: string,
  limit: number,
): Promise<LiveSessionWithUser[]> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'sessions.ip_address',
      'sessions.user_agent',
      'sessions.created_at',
      'sessions.last_active_at',
      'sessions.expires_at',
    ])
    .where('sessions.workspace_id', '=', workspaceId)
    .where(isLive)
    .orderBy('sessions.last_active_at', 'desc')
    .orderBy('sessions.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Marks sessions that expired without a logout as ended (at their expiry, when they stopped working), in
 * the given workspaces; returns how many.
 */
export async function endExpiredSessions(db: Kysely<Database>, workspaceIds: string[]): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ ended_at: sql`expires_at`, end_reason: 'expired' })
    .where('workspace_id', 'in', workspaceIds)
    .where('ended_at', 'is', null)
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes sessions of the given workspaces that ended before a moment; returns how many. */
export async function deleteSessionsEndedBefore(
  db: Kysely<Database>,
  workspaceIds: string[],
  before: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('workspace_id', 'in', workspaceIds)
    .where('ended_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
