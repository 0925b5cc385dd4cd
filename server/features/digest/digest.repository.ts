import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { amountOf } from '../cases/stored-case';

/** [start, end): what a digest covers. */
export interface DigestPeriod {
  start: Date;
  end: Date;
}

/** A registered account the digest job looks at, with when its last digest ended. */
export interface DigestRecipient {
  id: string;
  workspaceId: string;
  email: string;
  firstName: string;
  defaultState: string;
  emailNotifications: boolean;
  /** End of the last digest sent (or being sent); null when none ever was. */
  lastPeriodEnd: Date | null;
}

/** A week that became ready in the period, with the importer's counts (no scan of its cases). */
export interface DigestWeek {
  id: number;
  state: string;
  year: number;
  weekNumber: number;
  totalCases: number;
  highValueCases: number;
  needExpertWitness: number;
  completedAt: Date;
}

export interface DigestCase {
  id: number;
  state: string;
  weekKey: string;
  caseNumber: string;
  caseTypeCode: string | null;
  caseTypeRaw: string | null;
  court: string | null;
  filingDate: string | null;
  monetaryAmount: number | null;
  plaintiffs: string[];
  defendants: string[];
  priority: number;
  expertWitnessMatch: number;
  needsExpertWitness: boolean;
}

export interface DigestAnalysis {
  complaintId: number;
  caseId: number;
  caseNumber: string;
  state: string;
  plaintiffs: string[];
  defendants: string[];
  analysisType: 'standard' | 'comprehensive';
  /** The fee range in words ('$12,000 - $30,000'), null when the estimate was deferred. */
  feeRange: string | null;
  analyzedAt: Date;
}

/** Weeks in one digest: more than a year of weekly uploads for every state is not a digest any more. */
export const MAX_DIGEST_WEEKS = 60;
export const MAX_DIGEST_ANALYSES = 20;
/** Counting analyses stops here ('100+'): a digest does not need the exact figure. */
export const ANALYSIS_COUNT_CAP = 100;

/** Unsent claims older than this were cut off (a stopped process) and may be claimed again. */
export const STALE_CLAIM_MS = 60 * 60 * 1000;

/** An arbitrary constant: the first key of the advisory locks this feature takes, the user's hash the second. */
const DIGEST_LOCK_CLASS = 0x44494745; // 'DIGE'

/** Registered (non-demo) accounts, a page at a time in id order. */
export async function listDigestRecipients(
  db: Kysely<Database>,
  page: { afterId: string | null; limit: number; staleClaimBefore: Date },
): Promise<DigestRecipient[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('workspaces', 'workspaces.id', 'users.workspace_id')
    .select([
      'users.id',
      'users.workspace_id',
      'users.email',
      'users.first_name',
      'users.default_state',
      'users.email_notifications',
    ])
    .select((eb) =>
      eb
        .selectFrom('digest_deliveries as d')
        .select('d.period_end')
        .whereRef('d.user_id', '=', 'users.id')
        .where((w) => w.or([w('d.sent_at', 'is not', null), w('d.claimed_at', '>=', page.staleClaimBefore)]))
        .orderBy('d.period_end', 'desc')
        .limit(1)
        .as('last_period_end'),
    )
    .where('users.is_demo', '=', false)
    .where('workspaces.is_demo', '=', false)
    .$if(page.afterId !== null, (qb) => qb.where('users.id', '>', page.afterId!))
    .orderBy('users.id')
    .limit(page.limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    workspaceId: row.workspace_id,
    email: row.email,
    firstName: row.first_name,
    defaultState: row.default_state,
    emailNotifications: row.email_notifications,
    lastPeriodEnd: row.last_period_end ? new Date(row.last_period_end) : null,
  }));
}

/** Ready weeks of a workspace that were published (import finished) within the period. */
export async function findWeeksReadyInPeriod(
  db: Kysely<Database>,
  workspaceId: string,
  period: DigestPeriod,
): Promise<DigestWeek[]> {
  // A workspace holds a few filings a week (one per state), so its rows are read through the week-key
  // index's workspace prefix; the cases themselves are not touched.
  const rows = await db
    .selectFrom('filings')
    .select([
      'id',
      'state',
      'year',
      'week_number',
      'total_cases',
      'high_value_cases',
      'need_expert_witness',
      'completed_at',
    ])
    .where('workspace_id', '=', workspaceId)
    .where('status', '=', 'ready')
    .where('completed_at', '>=', period.start)
    .where('completed_at', '<', period.end)
    .orderBy('completed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_DIGEST_WEEKS)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    state: row.state,
    year: row.year,
    weekNumber: row.week_number,
    totalCases: row.total_cases,
    highValueCases: row.high_value_cases,
    needExpertWitness: row.need_expert_witness,
    completedAt: row.completed_at ?? period.end,
  }));
}

/**
 * The best high-value cases of some weeks, in the dashboard's ranking (priority, match, id). Each week's
 * partial ranking index (`cases_hv_rank_idx`) hands its cases over in order, so this reads about `limit`
 * rows per week however large the weeks are.
 */
export async function findTopCasesOfWeeks(
  db: Kysely<Database>,
  workspaceId: string,
  filingIds: number[],
  limit: number,
): Promise<DigestCase[]> {
  if (filingIds.length === 0) return [];
  const rows = await db
    .selectFrom('cases')
    .select([
      'id',
      'state',
      'week_key',
      'case_number',
      'case_type_code',
      'case_type_raw',
      'court',
      'filing_date',
      'monetary_amount',
      'plaintiffs',
      'defendants',
      'priority',
      'expert_witness_match',
      'needs_expert_witness',
    ])
    .where(sql<boolean>`filing_id = ANY(${filingIds}::bigint[])`)
    .where('workspace_id', '=', workspaceId)
    .where('is_high_value', '=', true)
    .orderBy('priority', 'desc')
    .orderBy('expert_witness_match', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    state: row.state,
    weekKey: row.week_key,
    caseNumber: row.case_number,
    caseTypeCode: row.case_type_code,
    caseTypeRaw: row.case_type_raw,
    court: row.court,
    filingDate: row.filing_date,
    monetaryAmount: amountOf(row),
    plaintiffs: row.plaintiffs,
    defendants: row.defendants,
    priority: row.priority,
    expertWitnessMatch: row.expert_witness_match,
    needsExpertWitness: row.needs_expert_witness,
  }));
}

/**
 * Complaint analyses made in the period, newest first, with their cases. Only the fee range is read out of
 * the stored analysis: the analysis of a complaint holds the document's whole text.
 */
export async function findAnalysesInPeriod(
  db: Kysely<Database>,
  workspaceId: string,
  period: DigestPeriod,
  limit: number,
): Promise<DigestAnalysis[]> {
  const rows = await db
    .selectFrom('complaints')
    // Cases are partitioned by week: the filing id prunes the join to one partition's primary key.
    .innerJoin('cases', (join) =>
      join
        .onRef('cases.id', '=', 'complaints.case_id')
        .onRef('cases.filing_id', '=', 'complaints.filing_id')
        .onRef('cases.workspace_id', '=', 'complaints.workspace_id'),
    )
    .select([
      'complaints.id as complaint_id',
      'complaints.case_id',
      'complaints.analysis_type',
      'complaints.created_at',
      'cases.case_number',
      'cases.state',
      'cases.plaintiffs',
      'cases.defendants',
    ])
    .select(sql<string | null>`complaints.analysis -> 'expertWitnessFees' ->> 'totalRange'`.as('fee_range'))
    .where('complaints.workspace_id', '=', workspaceId)
    .where('complaints.created_at', '>=', period.start)
    .where('complaints.created_at', '<', period.end)
    .orderBy('complaints.created_at', 'desc')
    .orderBy('complaints.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    complaintId: row.complaint_id,
    caseId: row.case_id,
    caseNumber: row.case_number,
    state: row.state,
    plaintiffs: row.plaintiffs,
    defendants: row.defendants,
    analysisType: row.analysis_type,
    feeRange: row.fee_range,
    analyzedAt: row.created_at,
  }));
}

/** Analyses made in the period, counted up to `cap`. */
export async function countAnalysesInPeriod(
  db: Kysely<Database>,
  workspaceId: string,
  period: DigestPeriod,
  cap: number,
): Promise<{ count: number; capped: boolean }> {
  const matches = db
    .selectFrom('complaints')
    .select(sql`1`.as('one'))
    .where('workspace_id', '=', workspaceId)
    .where('created_at', '>=', period.start)
    .where('created_at', '<', period.end)
    .limit(cap + 1);
  const row = await db
    .selectFrom(matches.as('m'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return count > cap ? { count: cap, capped: true } : { count, capped: false };
}

export type ClaimResult =
  | { claimed: true; deliveryId: number }
  | { claimed: false; reason: 'busy' | 'already_sent' };

/**
 * Claims a user's digest for a period before it is sent. Whoever claims sends; everyone else skips. A
 * transaction-scoped advisory lock on the user serialises claims across app instances sharing one
 * PostgreSQL (a second instance gives up instead of waiting), the last delivery is read again under it,
 * and the unique (user, UTC day) index refuses a duplicate even so.
 */
export async function claimDelivery(
  db: Kysely<Database>,
  claim: {
    userId: string;
    period: DigestPeriod;
    transport: 'smtp' | 'outbox';
    caseCount: number;
    /** The last period end the caller saw; a newer one means someone else has sent meanwhile. */
    seenLastPeriodEnd: Date | null;
    staleClaimBefore: Date;
  },
): Promise<ClaimResult> {
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{ locked: boolean }>`
      SELECT pg_try_advisory_xact_lock(${DIGEST_LOCK_CLASS}, hashtext(${claim.userId})) AS locked`.execute(
      trx,
    );
    if (!lock.rows[0]?.locked) return { claimed: false, reason: 'busy' } as const;

    // A claim whose sender stopped before finishing is given up, so that digest is tried again.
    await trx
      .deleteFrom('digest_deliveries')
      .where('user_id', '=', claim.userId)
      .where('sent_at', 'is', null)
      .where('claimed_at', '<', claim.staleClaimBefore)
      .execute();
    const latest = await trx
      .selectFrom('digest_deliveries')
      .select('period_end')
      .where('user_id', '=', claim.userId)
      .orderBy('period_end', 'desc')
      .limit(1)
      .executeTakeFirst();
    const seen = claim.seenLastPeriodEnd?.getTime() ?? null;
    if (latest && new Date(latest.period_end).getTime() !== seen)
      return { claimed: false, reason: 'already_sent' } as const;

    const inserted = await trx
      .insertInto('digest_deliveries')
      .values({
        user_id: claim.userId,
        period_start: claim.period.start,
        period_end: claim.period.end,
        claimed_at: claim.period.end,
        transport: claim.transport,
        case_count: claim.caseCount,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted
      ? ({ claimed: true, deliveryId: inserted.id } as const)
      : ({ claimed: false, reason: 'already_sent' } as const);
  });
}

/** Marks a claimed digest as sent. */
export async function completeDelivery(
  db: Kysely<Database>,
  deliveryId: number,
  sent: { sentAt: Date; messageId: string; filePath: string | null },
): Promise<void> {
  await db
    .updateTable('digest_deliveries')
    .set({ sent_at: sent.sentAt, message_id: sent.messageId, file_path: sent.filePath })
    .where('id', '=', deliveryId)
    .execute();
}

/** Gives a claim up after a failed send, so the next run tries again. */
export async function releaseDelivery(db: Kysely<Database>, deliveryId: number): Promise<void> {
  await db
    .deleteFrom('digest_deliveries')
    .where('id', '=', deliveryId)
    .where('sent_at', 'is', null)
    .execute();
}
