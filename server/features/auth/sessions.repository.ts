import { type Kysely, sql } from 'kysely';
import type { Database, SessionRow, UserRow } from '../../db/schema';

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

/** A session that has not ended nor expired, with its user. */
export async function findLiveSessionByTokenHash(
  db: Kysely<Database>,
  tokenHash: Buffer,
): Promise<LiveSession | undefined> {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!session) return undefined;
  const user = await db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst();
  return user ? { session, user } : undefined;
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
