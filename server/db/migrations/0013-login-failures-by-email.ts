import { type Kysely, sql } from 'kysely';

/**
 * The sign-in throttle also counts recent failures per account, by the email the attempt named (stored in the
 * failure's details whether or not the account exists). Partial: only failed sign-ins carry the key it serves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX activity_logs_login_failed_email_idx ON activity_logs ((details->>'email'), created_at)
    WHERE action = 'login_failed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX activity_logs_login_failed_email_idx`.execute(db);
}
