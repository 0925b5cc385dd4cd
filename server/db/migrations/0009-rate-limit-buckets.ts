import { type Kysely, sql } from 'kysely';

/**
 * Rate limits kept in the database, so that several app instances on one PostgreSQL share each caller's
 * bucket (the limit was per instance). One row per limit and caller: the tokens left when it was last used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE rate_limit_buckets (
      scope text NOT NULL,
      key text NOT NULL,
      tokens double precision NOT NULL,
      updated_at timestamptz NOT NULL,
      -- Whether the last call was let through: written with the tokens, read back by the same statement.
      allowed boolean NOT NULL,
      PRIMARY KEY (scope, key)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE rate_limit_buckets`.execute(db);
}
