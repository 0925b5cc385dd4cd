import type { Kysely } from 'kysely';
import type { Database, WorkspaceRow } from '../../db/schema';

export type WorkspaceSlug = 'default' | 'demo';

/** The two built-in workspaces exist from the first migration, so a missing one is a broken database. */
export async function getWorkspaceBySlug(db: Kysely<Database>, slug: WorkspaceSlug): Promise<WorkspaceRow> {
  return db.selectFrom('workspaces').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
}
