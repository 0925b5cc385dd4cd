import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { RequestContext } from '../../lib/request-context';

/** Actions written to the audit log. Past tense, snake_case; the admin console shows them as badges. */
export type ActivityAction =
  | 'user_registered'
  | 'login_succeeded'
  | 'login_failed'
  | 'logout'
  | 'demo_started'
  | 'user_made_admin'
  | 'filing_uploaded'
  | 'filing_upload_failed'
  | 'filing_deleted'
  | 'digest_sent'
  | 'complaint_analyzed'
  | 'complaint_analysis_failed'
  | 'complaint_held_for_confirmation'
  | 'complaint_confirmed'
  | 'complaint_discarded'
  | 'ai_test'
  | 'profile_updated'
  | 'password_changed'
  | 'password_change_failed'
  | 'admin_force_logout'
  | 'admin_cleanup_sessions'
  | 'cases_enriched'
  | 'cases_enrichment_failed'
  | 'lead_updated'
  | 'note_added'
  | 'note_edited'
  | 'cases_exported';

export interface ActivityEntry {
  action: ActivityAction;
  userId?: string | null;
  workspaceId?: string | null;
  details?: Record<string, unknown>;
}

export async function insertActivity(
  db: Kysely<Database>,
  context: RequestContext,
  entry: ActivityEntry,
): Promise<void> {
  await db
    .insertInto('activity_logs')
    .values({
      action: entry.action,
      user_id: entry.userId ?? null,
      workspace_id: entry.workspaceId ?? null,
      details: JSON.stringify(entry.details ?? {}),
      ip_address: context.ip,
      user_agent: context.userAgent,
    })
    .execute();
}

/**
 * An audit entry written beside an answer it must not change (a failure's entry beside the error the request
 * answers with; an entry after writes already committed): if it cannot be written, that is logged on the
 * request's logger, never thrown, and never dropped silently.
 */
export async function tryInsertActivity(
  db: Kysely<Database>,
  context: RequestContext,
  entry: ActivityEntry,
): Promise<void> {
  try {
    await insertActivity(db, context, entry);
  } catch (error) {
    context.log?.error({ err: error, action: entry.action }, 'An activity log entry was not written');
  }
}

/** Failed sign-ins from one address since a moment: the throttle reads the audit log, so it holds across instances. */
export async function countLoginFailuresSince(
  db: Kysely<Database>,
  ip: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('activity_logs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('ip_address', '=', ip)
    .where('action', '=', 'login_failed')
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Failed sign-ins naming one email since a moment, from any address, counted alike whether or not the
 * account exists (so a 429 says nothing about it). Served by activity_logs_login_failed_email_idx (0013);
 * the action is a literal so the planner can match that partial index.
 */
export async function countLoginFailuresForEmailSince(
  db: Kysely<Database>,
  email: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('activity_logs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(sql<string>`details->>'email'`, '=', email)
    .where('action', '=', sql.lit('login_failed'))
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether the account with this email was signed in to from this address since a moment. */
export async function hasSignedInFromSince(
  db: Kysely<Database>,
  email: string,
  ip: string,
  since: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('activity_logs')
    .innerJoin('users', 'users.id', 'activity_logs.user_id')
    .select('activity_logs.id')
    .where(sql<string>`lower(users.email)`, '=', email)
    .where('activity_logs.ip_address', '=', ip)
    .where('activity_logs.action', '=', 'login_succeeded')
    .where('activity_logs.created_at', '>', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
