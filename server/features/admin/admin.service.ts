import type {
  ActivityLogDto,
  ActivityLogPage,
  AdminSessionDto,
  AdminSystemStats,
  AdminUserDto,
  CleanupSessionsResponse,
  ForceLogoutResponse,
  OnlineStatus,
} from '@common/account';
import { INACTIVE_MS, RECENTLY_ACTIVE_MS } from '@common/limits';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { RequestContext } from '../../lib/request-context';
import { insertActivity } from '../activity/activity.repository';
import type { AuthContext } from '../auth/auth.service';
import {
  deleteSessionsEndedBefore,
  endExpiredSessions,
  endLiveSessionsOfUser,
  listLiveSessionsOfWorkspace,
} from '../auth/sessions.repository';
import { toUserDto } from '../users/users.repository';
import {
  type ActivityRow,
  findActivityPage,
  findWorkspaceUser,
  listCleanupWorkspaceIds,
  listWorkspaceUsersWithSessions,
} from './admin.repository';

/** Ended sessions are kept this long for the record, then deleted by the cleanup. */
export const ENDED_SESSION_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** More live sessions than a firm has people; the list is a console view, not an export. */
const SESSION_LIST_MAX = 500;

/**
 * Spec §4: online when a live session was active in the last 5 minutes; otherwise by the user's last
 * activity: recently active under 5 minutes (a session just ended), inactive under 60, else offline.
 */
export function onlineStatus(
  user: { sessionActiveAt: Date | null; lastActiveAt: Date | null },
  now = Date.now(),
): OnlineStatus {
  if (user.sessionActiveAt && now - user.sessionActiveAt.getTime() < RECENTLY_ACTIVE_MS) return 'online';
  if (!user.lastActiveAt) return 'offline';
  const idle = now - user.lastActiveAt.getTime();
  if (idle < RECENTLY_ACTIVE_MS) return 'recently-active';
  if (idle < INACTIVE_MS) return 'inactive';
  return 'offline';
}

export async function listAdminUsers(db: Kysely<Database>, workspaceId: string): Promise<AdminUserDto[]> {
  const rows = await listWorkspaceUsersWithSessions(db, workspaceId);
  const now = Date.now();
  return rows.map((row) => {
    const status = onlineStatus(
      { sessionActiveAt: row.session_active_at, lastActiveAt: row.last_active_at },
      now,
    );
    return { ...toUserDto(row), isOnline: status === 'online', status, activeSessions: row.live_sessions };
  });
}

export async function listAdminSessions(db: Kysely<Database>, auth: AuthContext): Promise<AdminSessionDto[]> {
  const rows = await listLiveSessionsOfWorkspace(db, auth.user.workspace_id, SESSION_LIST_MAX);
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    userEmail: row.email,
    userName: `${row.first_name} ${row.last_name}`.trim(),
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    createdAt: row.created_at.toISOString(),
    lastActiveAt: row.last_active_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    isCurrent: row.id === auth.session.id,
  }));
}

export async function getSystemStats(db: Kysely<Database>, workspaceId: string): Promise<AdminSystemStats> {
  const users = await listAdminUsers(db, workspaceId);
  return {
    totalUsers: users.length,
    onlineUsers: users.filter((u) => u.isOnline).length,
    adminUsers: users.filter((u) => u.isAdmin).length,
    activeSessions: users.reduce((sum, u) => sum + u.activeSessions, 0),
  };
}

/** A timestamp to the microsecond and an id below 10^18 (bigint's range, with room). */
const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|(\d{1,18})$/;

function encodeCursor(row: ActivityRow): string {
  return Buffer.from(`${row.created_at_exact}|${row.id}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const match = CURSOR_PATTERN.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const createdAt = match?.[1];
  // A date the calendar has (not 2026-02-31, which Date rolls over): the database would refuse it with a 500.
  const isRealTime =
    createdAt !== undefined &&
    !Number.isNaN(Date.parse(createdAt)) &&
    new Date(createdAt).toISOString().slice(0, 19) === createdAt.slice(0, 19);
  if (!match || !isRealTime) throw new AppError('BAD_REQUEST', 'Invalid cursor');
  return { createdAt, id: match[2]! };
}

function toActivityLogDto(row: ActivityRow): ActivityLogDto {
  const name = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  return {
    id: String(row.id),
    action: row.action,
    userId: row.user_id,
    userEmail: row.email,
    userName: name || null,
    details: row.details,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    createdAt: row.created_at.toISOString(),
  };
}

/** One page of the workspace's activity, newest first; `nextCursor` continues with older entries. */
export async function findActivityLogs(
  db: Kysely<Database>,
  workspaceId: string,
  query: { userId?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<ActivityLogPage> {
  const before = query.cursor ? decodeCursor(query.cursor) : undefined;
  // One row more than asked tells whether an older page exists.
  const rows = await findActivityPage(db, {
    workspaceId,
    userId: query.userId,
    limit: query.limit + 1,
    before,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map(toActivityLogDto),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

/**
 * Ends every live session of a user of the admin's workspace; their next call gets 401. An admin cannot
 * do this to themselves (Sign Out is for that), which also means the last admin is never locked out.
 */
export async function forceLogoutUser(
  db: Kysely<Database>,
  auth: AuthContext,
  targetUserId: string,
  context: RequestContext,
): Promise<ForceLogoutResponse> {
  return db.transaction().execute(async (trx) => {
    const target = await findWorkspaceUser(trx, auth.user.workspace_id, targetUserId);
    if (!target) throw new AppError('NOT_FOUND', 'User not found');
    if (target.id === auth.user.id) {
      throw new AppError('BAD_REQUEST', 'Use Sign Out to end your own session');
    }
    const endedSessions = await endLiveSessionsOfUser(trx, target.id, 'force_logout');
    await insertActivity(trx, context, {
      action: 'admin_force_logout',
      userId: auth.user.id,
      workspaceId: auth.user.workspace_id,
      details: { targetUserId: target.id, targetEmail: target.email, endedSessions },
    });
    return { endedSessions };
  });
}

/**
 * Marks sessions that expired without a logout as ended, and deletes sessions ended more than 30 days
 * ago, in the admin's workspace and the demo workspace (every demo start leaves a session behind).
 */
export async function cleanupSessions(
  db: Kysely<Database>,
  auth: AuthContext,
  context: RequestContext,
): Promise<CleanupSessionsResponse> {
  return db.transaction().execute(async (trx) => {
    const workspaceIds = await listCleanupWorkspaceIds(trx, auth.user.workspace_id);
    const expiredEnded = await endExpiredSessions(trx, workspaceIds);
    const deleted = await deleteSessionsEndedBefore(
      trx,
      workspaceIds,
      new Date(Date.now() - ENDED_SESSION_RETENTION_MS),
    );
    await insertActivity(trx, context, {
      action: 'admin_cleanup_sessions',
      userId: auth.user.id,
      workspaceId: auth.user.workspace_id,
      details: { expiredEnded, deleted },
    });
    return { expiredEnded, deleted };
  });
}
