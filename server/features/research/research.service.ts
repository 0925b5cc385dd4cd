import { complaintAnalysisSchema } from '@common/analysis';
import type { EnrichBackgroundsResponse } from '@common/cases';
import type { CaseResearch, PartyBackground, PartyHistory } from '@common/parties';
import type { Kysely } from 'kysely';
import type { AiProvider } from '../../analysis/ai/ai-provider';
import { assessExpertNeed } from '../../analysis/expert-assessment';
import { addAiBackgrounds } from '../../analysis/party-research/ai-background';
import { researchParty } from '../../analysis/party-research/research-party';
import { rankCase } from '../../analysis/rank-case';
import type { CaseRow, Database } from '../../db/schema';
import { classifyCase } from '../../domain/classification/classify-case';
import { partyKey, plaintiffKey } from '../../domain/parties/party-patterns';
import { AppError } from '../../errors';
import type { RequestContext } from '../../lib/request-context';
import { insertActivity, tryInsertActivity } from '../activity/activity.repository';
import type { AuthContext } from '../auth/auth.service';
import { contextOf, filingYearOf, toCaseDraft, toLegalCaseDto } from '../cases/stored-case';
import { findLeads } from '../leads/leads.repository';
import { bumpDataVersion } from '../workspaces/data-version.repository';
import {
  type CaseResearchUpdate,
  findCasesByIds,
  findPartyWeeks,
  type PartyWeekRow,
  updateCasesResearch,
  upsertParties,
} from './research.repository';

/** Bumped when the research or the ranking changes, so a stored result says which rules made it. */
export const RESEARCH_ENGINE_VERSION = 'party-research/1';

type PartyActivity = Omit<PartyHistory, 'isRepeatFiler' | 'isByNameOnly'>;

/** A party's weeks folded into its history across every week stored, and its cases per week as plaintiff. */
interface FoldedParty {
  activity: PartyActivity;
  plaintiffCasesByWeek: Map<number, number>;
}

function foldPartyWeeks(rows: PartyWeekRow[]): Map<string, FoldedParty> {
  const byKey = new Map<string, { rows: PartyWeekRow[] }>();
  for (const row of rows) {
    const entry = byKey.get(row.party_key) ?? { rows: [] };
    entry.rows.push(row);
    byKey.set(row.party_key, entry);
  }
  const folded = new Map<string, FoldedParty>();
  for (const [key, { rows: partyRows }] of byKey) {
    const caseTypes: Record<string, number> = {};
    const weeks = new Set<number>();
    const spellings = new Map<string, number>();
    const plaintiffCasesByWeek = new Map<number, number>();
    let asPlaintiff = 0;
    let asDefendant = 0;
    let first: string | null = null;
    let last: string | null = null;
    for (const row of partyRows) {
      weeks.add(row.filing_id);
      caseTypes[row.case_type_code] = (caseTypes[row.case_type_code] ?? 0) + row.case_count;
      spellings.set(row.spelling, (spellings.get(row.spelling) ?? 0) + row.case_count);
      if (row.role === 'plaintiff') {
        asPlaintiff += row.case_count;
        plaintiffCasesByWeek.set(
          row.filing_id,
          (plaintiffCasesByWeek.get(row.filing_id) ?? 0) + row.case_count,
        );
      } else {
        asDefendant += row.case_count;
      }
      if (row.first_filed && (first === null || row.first_filed < first)) first = row.first_filed;
      if (row.last_filed && (last === null || row.last_filed > last)) last = row.last_filed;
    }
    folded.set(key, {
      activity: {
        casesAsPlaintiff: asPlaintiff,
        casesAsDefendant: asDefendant,
        weeksSeen: weeks.size,
        firstFiled: first,
        lastFiled: last,
        caseTypes,
        spellings: [...spellings.entries()]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, 5)
          .map(([spelling]) => spelling),
      },
      plaintiffCasesByWeek,
    });
  }
  return folded;
}

/** The normalised names of a case's parties; weeks stored before the names were linked fold them here. */
function keysOf(row: CaseRow): { plaintiffs: string[]; defendants: string[] } {
  return {
    plaintiffs:
      row.plaintiff_keys.length === row.plaintiffs.length
        ? row.plaintiff_keys
        : row.plaintiffs.map(plaintiffKey),
    defendants:
      row.defendant_keys.length === row.defendants.length ? row.defendant_keys : row.defendants.map(partyKey),
  };
}

const EMPTY_ACTIVITY: PartyActivity = {
  casesAsPlaintiff: 0,
  casesAsDefendant: 0,
  weeksSeen: 0,
  firstFiled: null,
  lastFiled: null,
  caseTypes: {},
  spellings: [],
};

/** The import's classification of a stored case, recomputed with its week's plaintiff counts. */
function classifyStoredCase(row: CaseRow, keys: string[], parties: Map<string, FoldedParty>) {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, parties.get(key)?.plaintiffCasesByWeek.get(row.filing_id) ?? 0);
  return classifyCase(toCaseDraft(row), { plaintiffCaseCounts: counts, filingYear: filingYearOf(row) });
}

/** The complaint's own assessment of a case that has one (its analysis is stored with the case). */
function complaintAssessment(row: CaseRow) {
  if (!row.ai_analysis) return null;
  const parsed = complaintAnalysisSchema.safeParse(row.ai_analysis);
  if (!parsed.success) return null;
  return assessExpertNeed(parsed.data, contextOf(row));
}

export interface ResearchDeps {
  ai: AiProvider | null;
  now?: () => Date;
}

type CaseScope = { workspaceId: string; state: string };

/** What a research found, ready to be written: each case's research and rank, and each party's background. */
interface ResearchResult {
  rows: CaseRow[];
  updates: CaseResearchUpdate[];
  parties: PartyBackground[];
}

/** Reads the cases (in the order asked) and their parties' weeks, researches the parties and ranks the cases; writes nothing. */
async function researchStoredCases(
  db: Kysely<Database>,
  scope: CaseScope,
  caseIds: number[],
  ai: AiProvider | null,
  now: Date,
): Promise<ResearchResult> {
  const ids = [...new Set(caseIds)];
  const order = new Map(ids.map((id, i) => [id, i]));
  const rows = (await findCasesByIds(db, scope, ids)).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  if (rows.length !== ids.length) {
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    throw new AppError(
      'NOT_FOUND',
      `${missing.length === 1 ? 'A case was' : `${missing.length} cases were`} not found in this workspace and state.`,
      { extra: { missingCaseIds: missing.slice(0, 20) } },
    );
  }
  const keysByCase = new Map(rows.map((row) => [row.id, keysOf(row)]));
  const allKeys = new Set<string>();
  for (const { plaintiffs, defendants } of keysByCase.values()) {
    for (const key of [...plaintiffs, ...defendants]) if (key) allKeys.add(key);
  }
  const parties = foldPartyWeeks(await findPartyWeeks(db, scope.workspaceId, [...allKeys]));

  // One background per party, side and spelling: a party in many of the cases is researched once.
  const researched = new Map<string, PartyBackground>();
  const research = (name: string, key: string, role: 'plaintiff' | 'defendant') => {
    const id = `${role}\u0000${key}\u0000${name}`;
    let background = researched.get(id);
    if (!background) {
      const party = parties.get(key);
      background = researchParty({
        name,
        normalizedName: key,
        role,
        activity: party?.activity ?? EMPTY_ACTIVITY,
        plaintiffCasesInBusiestWeek: party ? Math.max(0, ...party.plaintiffCasesByWeek.values()) : 0,
      });
      researched.set(id, background);
    }
    return background;
  };
  const perCase = rows.map((row) => {
    const keys = keysByCase.get(row.id)!;
    return {
      row,
      keys,
      plaintiffs: row.plaintiffs.map((name, i) => research(name, keys.plaintiffs[i] ?? '', 'plaintiff')),
      defendants: row.defendants.map((name, i) => research(name, keys.defendants[i] ?? '', 'defendant')),
    };
  });

  const withAi = await addAiBackgrounds(ai, [...researched.values()]);
  const byId = new Map(withAi.parties.map((p) => [`${p.role}\u0000${p.normalizedName}\u0000${p.name}`, p]));
  const final = (p: PartyBackground) => byId.get(`${p.role}\u0000${p.normalizedName}\u0000${p.name}`) ?? p;

  const updates = perCase.map(({ row, keys, plaintiffs, defendants }) => {
    const base = classifyStoredCase(row, keys.plaintiffs, parties);
    const rank = rankCase({
      caseTypeCode: row.case_type_code,
      base,
      plaintiffs,
      defendants,
      complaint: complaintAssessment(row),
    });
    const caseResearch: CaseResearch = {
      plaintiffBackground: plaintiffs[0] ? final(plaintiffs[0]) : null,
      defendantBackground: defendants[0] ? final(defendants[0]) : null,
      parties: [...plaintiffs, ...defendants].map(final),
      reasons: rank.reasons,
      priority: rank.priority,
      expertWitnessMatch: rank.expertWitnessMatch,
      researchedAt: now.toISOString(),
      engine: { builtIn: RESEARCH_ENGINE_VERSION, aiModel: withAi.aiModel, aiNotes: withAi.aiNotes },
    };
    return { id: row.id, filingId: row.filing_id, research: caseResearch };
  });
  return { rows, updates, parties: [...researched.values()] };
}

/**
 * Writes a research in the caller's transaction: each case's research and rank, the parties' backgrounds, and
 * the workspace's data version. The cases as they now are, in the order asked for; a case whose week was
 * deleted meanwhile is left out.
 */
async function writeResearch(
  trx: Kysely<Database>,
  scope: CaseScope,
  result: ResearchResult,
  now: Date,
): Promise<CaseRow[]> {
  const updated = new Set(await updateCasesResearch(trx, scope.workspaceId, result.updates, now));
  await upsertParties(trx, scope.workspaceId, result.parties, now);
  await bumpDataVersion(trx, scope.workspaceId);
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return result.updates
    .filter((u) => updated.has(u.id))
    .map((u) => ({
      ...byId.get(u.id)!,
      research: u.research,
      priority: u.research.priority,
      expert_witness_match: u.research.expertWitnessMatch,
      enriched_at: now,
    }));
}

/**
 * Ranks the cases again with everything known of them (the filing, their parties' weeks, a complaint written
 * in this transaction), with the built-in research only, in the caller's transaction (issue 22): a complaint's
 * analysis and the rank it gives are one operation. 404 when a case is not in the workspace and state.
 */
export async function rerankCases(
  trx: Kysely<Database>,
  scope: CaseScope,
  caseIds: number[],
  now = new Date(),
): Promise<CaseRow[]> {
  return writeResearch(trx, scope, await researchStoredCases(trx, scope, caseIds, null, now), now);
}

/**
 * POST /api/legal-cases/enrich-backgrounds: researches the parties of the listed cases (and asks the AI
 * provider, when one is configured, outside any transaction), then writes the research, the new ranks and the
 * audit entry in one transaction. A failure is audited too, beside the error. The cases in the order asked.
 */
export async function researchCaseParties(
  db: Kysely<Database>,
  auth: AuthContext,
  context: RequestContext,
  body: { state: string; caseIds: number[] },
  deps: ResearchDeps,
): Promise<EnrichBackgroundsResponse> {
  const started = performance.now();
  const scope = { workspaceId: auth.user.workspace_id, state: body.state };
  const about = { state: body.state, requested: body.caseIds.length };
  try {
    const now = deps.now?.() ?? new Date();
    const result = await researchStoredCases(db, scope, body.caseIds, deps.ai, now);
    const rows = await db.transaction().execute(async (trx) => {
      const written = await writeResearch(trx, scope, result, now);
      await insertActivity(trx, context, {
        action: 'cases_enriched',
        userId: auth.user.id,
        workspaceId: scope.workspaceId,
        details: {
          ...about,
          enriched: written.length,
          aiModel: written[0]?.research?.engine.aiModel ?? null,
          ms: Math.round(performance.now() - started),
        },
      });
      return written;
    });
    const leads = await findLeads(
      db,
      scope.workspaceId,
      rows.map((row) => row.id),
    );
    const cases = rows.map((row) => toLegalCaseDto(row, leads.get(row.id)));
    return { enrichedCount: cases.length, enrichedCases: cases };
  } catch (error) {
    await tryInsertActivity(db, context, {
      action: 'cases_enrichment_failed',
      userId: auth.user.id,
      workspaceId: scope.workspaceId,
      details: { ...about, error: error instanceof Error ? error.message : String(error) },
    });
    throw error;
  }
}
