import { type Kysely, sql } from 'kysely';
import type { Database, UserRow } from '../../db/schema';

export interface UserWithSessions extends UserRow {
  live_sessions: number;
  /** The latest activity of any live session; null without one. */
  session_active_at: Date | null;
}

/** The registered users of a workspace with their live sessions counted, oldest account first. */
export async function listWorkspaceUsersWithSessions(
  db: Kysely<Database>,
  workspaceId: string,
): Promise<UserWithSessions[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('sessions', (join) =>
      join
        .onRef('sessions.user_id', '=', 'users.id')
        .on('sessions.ended_at', 'is', null)
        .on('sessions.expires_at', '>', sql<Date>`now()`),
    )
    .selectAll('users')
    .select((eb) => [
      eb.fn.count<string>('sessions.id').as('live_sessions'),
      eb.fn.max('sessions.last_active_at').as('session_active_at'),
    ])
    .where('users.workspace_id', '=', workspaceId)
    .where('users.is_demo', '=', false)
    .groupBy('users.id')
    .orderBy('users.created_at')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    live_sessions: Number(row.live_sessions),
    session_active_at: row.session_active_at ? new Date(row.session_active_at) : null,
  }));
}

/** A registered user of the workspace; undefined for an unknown id, the demo user or another workspace's user. */
export async function findWorkspaceUser(
  db: Kysely<Database>,
  workspaceId: string,
  id: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .where('is_demo', '=', false)
    .executeTakeFirst();
}

/** The workspace itself and the demo workspaces, whose dead sessions no admin of their own would clear. */
export async function listCleanupWorkspaceIds(db: Kysely<Database>, workspaceId: string): Promise<string[]> {
  const demo = await db.selectFrom('workspaces').select('id').where('is_demo', '=', true).execute();
  return [...new Set([workspaceId, ...demo.map((w) => w.id)])];
}

export interface ActivityRow {
  id: string;
  action: string;
  user_id: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  details: Record<string, unknown>;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Date;
  /** created_at in UTC to the microsecond: a Date would round it to the millisecond and skip rows. */
  created_at_exact: string;
}

export interface ActivityPageQuery {
  workspaceId: string;
  userId?: string | undefined;
  limit: number;
  /** Only entries older than this (created_at, id) pair: the last entry of the previous page. */
  before?: { createdAt: string; id: string } | undefined;
}

/**
 * Activity of a workspace, newest first, by keyset on (created_at, id). Sign-in failures for an email
 * nobody has carry no workspace; they belong to the install and are shown to its admins.
 */
export async function findActivityPage(
  db: Kysely<Database>,
  query: ActivityPageQuery,
): Promise<ActivityRow[]> {
  let select = db
    .selectFrom('activity_logs')
    .leftJoin('users', 'users.id', 'activity_logs.user_id')
    .select([
      'activity_logs.id',
      'activity_logs.action',
      'activity_logs.user_id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'activity_logs.details',
      'activity_logs.ip_address',
      'activity_logs.user_agent',
      'activity_logs.created_at',
      sql<string>`to_char(activity_logs.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
        'created_at_exact',
      ),
    ]);
  if (query.userId) {
    select = select
      .where('activity_logs.user_id', '=', query.userId)
      .where('activity_logs.workspace_id', '=', query.workspaceId);
  } else {
    select = select.where((eb) =>
      eb.or([
        eb('activity_logs.workspace_id', '=', query.workspaceId),
        eb('activity_logs.workspace_id', 'is', null),
      ]),
    );
  }
  if (query.before) {
    const { createdAt, id } = query.before;
    select = select.where(
      sql<boolean>`(activity_logs.created_at, activity_logs.id) < (${createdAt}::timestamptz, ${id}::bigint)`,
    );
  }
  return select
    .orderBy('activity_logs.created_at', 'desc')
    .orderBy('activity_logs.id', 'desc')
    .limit(query.limit)
    .execute();
}
