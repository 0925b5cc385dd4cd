import { type Kysely, sql } from 'kysely';

/**
 * The activity log already refuses UPDATE and DELETE row by row (0001), but a row trigger never fires on
 * TRUNCATE, which empties the table in one statement. This closes that gap with the same function.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TRIGGER activity_logs_no_truncate BEFORE TRUNCATE ON activity_logs
    FOR EACH STATEMENT EXECUTE FUNCTION activity_logs_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER activity_logs_no_truncate ON activity_logs`.execute(db);
}
