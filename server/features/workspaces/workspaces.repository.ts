import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database, WorkspaceRow } from '../../db/schema';

export type WorkspaceSlug = 'default';

/** The default workspace exists from the first migration, so a missing one is a broken database. */
export async function getWorkspaceBySlug(db: Kysely<Database>, slug: WorkspaceSlug): Promise<WorkspaceRow> {
  return db.selectFrom('workspaces').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
}

/**
 * A new demo workspace: 'visitor' for one demo visitor, 'sample' for the sample week that visitors' weeks
 * are copied from. The slug is random, so no one can guess another visitor's.
 */
export async function insertDemoWorkspace(
  db: Kysely<Database>,
  kind: 'visitor' | 'sample',
): Promise<WorkspaceRow> {
  const slug = `${kind === 'sample' ? 'demo-sample' : 'demo'}-${randomBytes(12).toString('hex')}`;
  return db
    .insertInto('workspaces')
    .values({ slug, name: kind === 'sample' ? 'Demo sample' : 'Demo', is_demo: true })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Marks a demo workspace used now and locks its row until the transaction ends, so the sweep cannot remove it
 * meanwhile; false when it is gone (removed already).
 */
export async function touchDemoWorkspace(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db
    .updateTable('workspaces')
    .set({ last_active_at: sql`now()` })
    .where('id', '=', id)
    .where('is_demo', '=', true)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countDemoWorkspaces(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('workspaces')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('is_demo', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Up to `limit` demo workspaces last used before `before`, the longest idle first. */
export async function findIdleDemoWorkspaces(
  db: Kysely<Database>,
  before: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('workspaces')
    .select('id')
    .where('is_demo', '=', true)
    .where('last_active_at', '<', before)
    .orderBy('last_active_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Locks an idle demo workspace for its removal; false when it was used since, is gone, or another instance's
 * sweep holds it (SKIP LOCKED: two sweeps never wait on each other).
 */
export async function lockIdleDemoWorkspace(
  db: Kysely<Database>,
  id: string,
  before: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('workspaces')
    .select('id')
    .where('id', '=', id)
    .where('is_demo', '=', true)
    .where('last_active_at', '<', before)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row !== undefined;
}

export async function listWorkspaceFilingIds(db: Kysely<Database>, workspaceId: string): Promise<number[]> {
  const rows = await db.selectFrom('filings').select('id').where('workspace_id', '=', workspaceId).execute();
  return rows.map((r) => Number(r.id));
}

/**
 * Deletes a demo workspace's rows once its weeks' tables are dropped: filings (complaints go with them),
 * parties, its activity, sessions and users (digest deliveries go with them), then the workspace. The
 * activity log lets a demo workspace's rows go (migration 0012) and refuses anyone else's.
 */
export async function deleteDemoWorkspaceRows(db: Kysely<Database>, workspaceId: string): Promise<void> {
  const users = db.selectFrom('users').select('id').where('workspace_id', '=', workspaceId);
  await db.deleteFrom('filings').where('workspace_id', '=', workspaceId).execute();
  await db.deleteFrom('parties').where('workspace_id', '=', workspaceId).execute();
  await db
    .deleteFrom('activity_logs')
    .where((eb) => eb.or([eb('workspace_id', '=', workspaceId), eb('user_id', 'in', users)]))
    .execute();
  await db.deleteFrom('sessions').where('workspace_id', '=', workspaceId).execute();
  await db.deleteFrom('users').where('workspace_id', '=', workspaceId).execute();
  await db.deleteFrom('workspaces').where('id', '=', workspaceId).where('is_demo', '=', true).execute();
}

/** The workspace's weeks, importing ones included; with `upToId`, those claimed no later than that one. */
export async function countWorkspaceFilings(
  db: Kysely<Database>,
  workspaceId: string,
  options: { upToId?: number } = {},
): Promise<number> {
  let query = db
    .selectFrom('filings')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('workspace_id', '=', workspaceId);
  if (options.upToId !== undefined) query = query.where('id', '<=', options.upToId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}
