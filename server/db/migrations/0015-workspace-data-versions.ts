import { type Kysely, sql } from 'kysely';

/**
 * A counter per workspace, raised in the same transaction as every write that changes what its case lists,
 * counters, weeks or case pages show (an import published, a week deleted, research, a complaint applied or
 * held). Read caches key their pages by it: several app instances may share one PostgreSQL database, so the
 * version lives here and not in any one process. No row means version 0; the row goes with its workspace.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE workspace_data_versions (
      workspace_id uuid PRIMARY KEY REFERENCES workspaces (id) ON DELETE CASCADE,
      version bigint NOT NULL CHECK (version > 0)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE workspace_data_versions`.execute(db);
}
