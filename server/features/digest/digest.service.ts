import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Env } from '../../env';
import { insertActivity } from '../activity/activity.repository';
import {
  ANALYSIS_COUNT_CAP,
  claimDelivery,
  completeDelivery,
  countAnalysesInPeriod,
  type DigestPeriod,
  type DigestRecipient,
  findAnalysesInPeriod,
  findTopCasesOfWeeks,
  findWeeksReadyInPeriod,
  listDigestRecipients,
  MAX_DIGEST_ANALYSES,
  releaseDelivery,
  STALE_CLAIM_MS,
} from './digest.repository';
import { createMailer, type Mailer } from './mailer';
import { type DigestStateSection, type RenderedDigest, renderDigest } from './render-digest';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
export const DIGEST_INTERVAL_MS = 7 * DAY_MS;
/**
 * The schedule looks once an hour, so a digest leaves up to an hour after it fell due; without this slack
 * each week's digest would start that hour later than the last one's.
 */
const SCHEDULE_SLACK_MS = HOUR_MS;
/** A user back after months gets the last four weeks, not a digest of everything since. */
const MAX_PERIOD_MS = 28 * DAY_MS;
/** Cases listed for the user's default state, and for each other state. */
export const TOP_CASES_DEFAULT_STATE = 10;
export const TOP_CASES_OTHER_STATE = 5;
const RECIPIENT_PAGE = 100;

/** What the digest needs to know about its reader. */
export type DigestReader = Pick<
  DigestRecipient,
  'workspaceId' | 'firstName' | 'defaultState' | 'lastPeriodEnd'
>;

export interface BuiltDigest extends RenderedDigest {
  period: DigestPeriod;
  /** Cases named in the e-mail. */
  caseCount: number;
}

/** The period a digest built now covers: since the last one, or the last 7 days for a first digest. */
export function digestPeriodFor(lastPeriodEnd: Date | null, now: Date): DigestPeriod {
  const first = new Date(now.getTime() - DIGEST_INTERVAL_MS);
  const earliest = new Date(now.getTime() - MAX_PERIOD_MS);
  const start = lastPeriodEnd ?? first;
  return { start: start < earliest ? earliest : start, end: now };
}

/**
 * A user's weekly digest: the weeks published in their workspace since their last digest, the best
 * high-value cases of those weeks (their default state first) and the complaint analyses made meanwhile.
 * Null when nothing is new, and then no e-mail goes out.
 */
export async function buildDigest(
  db: Kysely<Database>,
  user: DigestReader,
  now: Date,
  appUrl = 'http://localhost:3000',
): Promise<BuiltDigest | null> {
  const period = digestPeriodFor(user.lastPeriodEnd, now);
  if (period.start >= period.end) return null;
  const [weeks, analysisCount] = await Promise.all([
    findWeeksReadyInPeriod(db, user.workspaceId, period),
    countAnalysesInPeriod(db, user.workspaceId, period, ANALYSIS_COUNT_CAP),
  ]);
  if (weeks.length === 0 && analysisCount.count === 0) return null;

  const states = [...new Set(weeks.map((w) => w.state))].sort((a, b) =>
    a === user.defaultState ? -1 : b === user.defaultState ? 1 : a.localeCompare(b),
  );
  const sections: DigestStateSection[] = [];
  for (const state of states) {
    const stateWeeks = weeks
      .filter((w) => w.state === state)
      .sort((a, b) => a.year - b.year || a.weekNumber - b.weekNumber);
    const limit = state === user.defaultState ? TOP_CASES_DEFAULT_STATE : TOP_CASES_OTHER_STATE;
    const topCases = await findTopCasesOfWeeks(
      db,
      user.workspaceId,
      stateWeeks.map((w) => w.id),
      limit,
    );
    sections.push({ state, weeks: stateWeeks, topCases });
  }
  const analyses =
    analysisCount.count > 0
      ? await findAnalysesInPeriod(db, user.workspaceId, period, MAX_DIGEST_ANALYSES)
      : [];

  const rendered = renderDigest(
    { firstName: user.firstName, period, sections, analyses, analysisCount },
    appUrl,
  );
  const caseCount = sections.reduce((n, s) => n + s.topCases.length, 0);
  return { ...rendered, period, caseCount };
}

export type DigestOutcome = 'sent' | 'would_send' | 'skipped' | 'failed';

/** What happened for one user, for the CLI's report and the server's log. */
export interface DigestRunResult {
  userId: string;
  email: string;
  outcome: DigestOutcome;
  reason: string;
  transport?: 'smtp' | 'outbox';
  messageId?: string;
  filePath?: string | null;
}

export interface SendDigestsOptions {
  /** Build and report, send nothing, record nothing. */
  dryRun?: boolean;
  /** Ignore the 7-day rule (one digest per user per UTC day still holds). */
  force?: boolean;
  /** Defaults to the one `SMTP_URL` asks for; closed at the end only when made here. */
  mailer?: Mailer;
  /** Stops between users (the server is shutting down). */
  signal?: AbortSignal;
}

function isDue(user: DigestRecipient, now: Date): boolean {
  return (
    !user.lastPeriodEnd ||
    now.getTime() - user.lastPeriodEnd.getTime() >= DIGEST_INTERVAL_MS - SCHEDULE_SLACK_MS
  );
}

/**
 * Sends every digest that is due: to each registered user who asked for them (the profile's 'Receive weekly
 * case analysis summaries') and whose last digest is a week old, or who never had one. Safe to run twice and
 * from several app instances at once: each digest is claimed in the database before it is sent.
 */
export async function sendDueDigests(
  db: Kysely<Database>,
  env: Pick<Env, 'SMTP_URL' | 'DATA_DIR' | 'DIGEST_FROM' | 'APP_URL'>,
  now: Date,
  options: SendDigestsOptions = {},
): Promise<DigestRunResult[]> {
  const ownMailer = options.mailer ? undefined : options.dryRun ? undefined : createMailer(env);
  const mailer = options.mailer ?? ownMailer;
  const staleClaimBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const results: DigestRunResult[] = [];
  try {
    let afterId: string | null = null;
    for (;;) {
      const page = await listDigestRecipients(db, { afterId, limit: RECIPIENT_PAGE, staleClaimBefore });
      for (const user of page) {
        if (options.signal?.aborted) return results;
        results.push(await sendDigestTo(db, env, user, now, { ...options, mailer, staleClaimBefore }));
      }
      if (page.length < RECIPIENT_PAGE) break;
      afterId = page.at(-1)?.id ?? null;
    }
    return results;
  } finally {
    ownMailer?.close();
  }
}

async function sendDigestTo(
  db: Kysely<Database>,
  env: Pick<Env, 'APP_URL'>,
  user: DigestRecipient,
  now: Date,
  options: SendDigestsOptions & { mailer: Mailer | undefined; staleClaimBefore: Date },
): Promise<DigestRunResult> {
  const result = (outcome: DigestOutcome, reason: string, extra: Partial<DigestRunResult> = {}) => ({
    userId: user.id,
    email: user.email,
    outcome,
    reason,
    ...extra,
  });
  if (!user.emailNotifications) return result('skipped', 'weekly summaries are turned off');
  if (!options.force && !isDue(user, now)) {
    const next = new Date((user.lastPeriodEnd?.getTime() ?? 0) + DIGEST_INTERVAL_MS - SCHEDULE_SLACK_MS);
    return result(
      'skipped',
      `not due: last digest ${user.lastPeriodEnd?.toISOString()}, next after ${next.toISOString()}`,
    );
  }

  let deliveryId: number | undefined;
  let hasLeft = false;
  try {
    const digest = await buildDigest(db, user, now, env.APP_URL);
    if (!digest) {
      const since = digestPeriodFor(user.lastPeriodEnd, now).start;
      return result('skipped', `nothing new since ${since.toISOString()}`);
    }
    if (options.dryRun || !options.mailer)
      return result('would_send', `${digest.subject} (${digest.caseCount} cases listed)`);
    const mailer = options.mailer;

    const claim = await claimDelivery(db, {
      userId: user.id,
      period: digest.period,
      transport: mailer.transport,
      caseCount: digest.caseCount,
      seenLastPeriodEnd: user.lastPeriodEnd,
      staleClaimBefore: options.staleClaimBefore,
    });
    if (!claim.claimed)
      return result(
        'skipped',
        claim.reason === 'busy' ? 'another run is sending it' : 'already sent (by another run)',
      );
    deliveryId = claim.deliveryId;

    const sent = await mailer.send({
      to: user.email,
      subject: digest.subject,
      text: digest.text,
      html: digest.html,
      date: now,
      fileLabel: user.email,
    });
    hasLeft = true;
    await db.transaction().execute(async (trx) => {
      await completeDelivery(trx, claim.deliveryId, {
        sentAt: new Date(),
        messageId: sent.messageId,
        filePath: sent.filePath,
      });
      await insertActivity(
        trx,
        { ip: null, userAgent: null },
        {
          action: 'digest_sent',
          userId: user.id,
          workspaceId: user.workspaceId,
          details: {
            periodStart: digest.period.start.toISOString(),
            periodEnd: digest.period.end.toISOString(),
            transport: sent.transport,
            messageId: sent.messageId,
            caseCount: digest.caseCount,
          },
        },
      );
    });
    return result(
      'sent',
      sent.filePath ? `written to ${sent.filePath}` : `sent by SMTP (${sent.messageId})`,
      {
        transport: sent.transport,
        messageId: sent.messageId,
        filePath: sent.filePath,
      },
    );
  } catch (error) {
    // A mail that left keeps its claim (a stale claim is retried only after STALE_CLAIM_MS); one that did not
    // is given up now, so the next run tries again.
    if (deliveryId !== undefined && !hasLeft) await releaseDelivery(db, deliveryId).catch(() => {});
    return result('failed', error instanceof Error ? error.message : String(error));
  }
}
