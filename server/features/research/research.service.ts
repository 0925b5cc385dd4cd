import { complaintAnalysisSchema } from '@common/analysis';
import { getCaseType } from '@common/case-types';
import type { LegalCaseDto } from '@common/cases';
import type { CaseResearch, EnrichBackgroundsResponse, PartyBackground, PartyHistory } from '@common/parties';
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
import { tryInsertActivity } from '../activity/activity.repository';
import type { AuthContext } from '../auth/auth.service';
import { toLegalCaseDto } from '../cases/cases.repository';
import { dispositionOfStoredCase } from '../filings/import/case-assembler';
import { bumpDataVersion } from '../workspaces/data-version.repository';
import {
  findCasesByIds,
  findPartyWeeks,
  type PartyWeekRow,
  updateCasesResearch,
  upsertParties,
} from './research.repository';

/** Bumped when the research or the ranking changes, so a stored result says which rules made it. */
export const RESEARCH_ENGINE_VERSION = 'party-research/1';

const describeCaseType = (code: string | null) => getCaseType(code)?.label ?? null;

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
  const filingYear = Number(row.week_key.split('-').at(-2)) || new Date().getUTCFullYear();
  return classifyCase(
    {
      court: row.court,
      caseNumber: row.case_number,
      caseTypeCode: row.case_type_code,
      caseTypeRaw: row.case_type_raw,
      filingDate: row.filing_date,
      amount: row.monetary_amount === null ? null : Number(row.monetary_amount),
      plaintiffs: row.plaintiffs,
      defendants: row.defendants,
      otherParties: row.other_parties,
      judge: row.judge,
      plaintiffAttorneys: row.plaintiff_attorneys,
      defendantAttorneys: row.defendant_attorneys,
      disposition: dispositionOfStoredCase(row),
      firstLine: row.source_line ?? 0,
      rowCount: 1,
      warnings: [],
    },
    { plaintiffCaseCounts: counts, filingYear },
  );
}

/** The complaint's own assessment of a case that has one (its analysis is stored with the case). */
function complaintAssessment(row: CaseRow) {
  if (!row.ai_analysis) return null;
  const parsed = complaintAnalysisSchema.safeParse(row.ai_analysis);
  if (!parsed.success) return null;
  return assessExpertNeed(parsed.data, {
    caseTypeCode: row.case_type_code,
    monetaryAmount: row.monetary_amount === null ? null : Number(row.monetary_amount),
  });
}

export interface ResearchDeps {
  ai: AiProvider | null;
  now?: () => Date;
}

/**
 * Researches the parties of the given cases and ranks the cases again (issue 6). Deterministic and
 * idempotent: the same stored weeks give the same result; each call stamps `enrichedAt`.
 */
export async function researchCases(
  db: Kysely<Database>,
  scope: { workspaceId: string; state: string },
  caseIds: number[],
  deps: ResearchDeps,
): Promise<LegalCaseDto[]> {
  const ids = [...new Set(caseIds)];
  const rows = await findCasesByIds(db, scope, ids);
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

  const ai = await addAiBackgrounds(deps.ai, [...researched.values()]);
  const withAi = new Map(ai.parties.map((p) => [`${p.role}\u0000${p.normalizedName}\u0000${p.name}`, p]));
  const final = (p: PartyBackground) => withAi.get(`${p.role}\u0000${p.normalizedName}\u0000${p.name}`) ?? p;

  const now = deps.now?.() ?? new Date();
  const updates = perCase.map(({ row, keys, plaintiffs, defendants }) => {
    const base = classifyStoredCase(row, keys.plaintiffs, parties);
    const rank = rankCase({
      caseTypeCode: row.case_type_code,
      base,
      plaintiffs,
      defendants,
      complaint: complaintAssessment(row),
    });
    const sides = [...plaintiffs, ...defendants].map(final);
    const caseResearch: CaseResearch = {
      plaintiffBackground: plaintiffs[0] ? final(plaintiffs[0]) : null,
      defendantBackground: defendants[0] ? final(defendants[0]) : null,
      parties: sides,
      reasons: rank.reasons,
      priority: rank.priority,
      expertWitnessMatch: rank.expertWitnessMatch,
      researchedAt: now.toISOString(),
      engine: { builtIn: RESEARCH_ENGINE_VERSION, aiModel: ai.aiModel, aiNotes: ai.aiNotes },
    };
    return { id: row.id, filingId: row.filing_id, research: caseResearch };
  });

  const updated = await db.transaction().execute(async (trx) => {
    const done = await updateCasesResearch(trx, scope.workspaceId, updates, now);
    await upsertParties(trx, scope.workspaceId, [...researched.values()], now);
    await bumpDataVersion(trx, scope.workspaceId);
    return done;
  });
  const updatedIds = new Set(updated);
  const byId = new Map(rows.map((row) => [row.id, row]));
  // The order asked for; a case whose week was deleted meanwhile is left out.
  return updates
    .filter((u) => updatedIds.has(u.id))
    .map((u) => {
      const row = byId.get(u.id)!;
      return toLegalCaseDto(
        {
          ...row,
          research: u.research,
          priority: u.research.priority,
          expert_witness_match: u.research.expertWitnessMatch,
          enriched_at: now,
        },
        describeCaseType,
      );
    });
}

/** POST /api/legal-cases/enrich-backgrounds: research the listed cases, log it, return them re-ranked. */
export async function enrichBackgrounds(
  db: Kysely<Database>,
  auth: AuthContext,
  context: RequestContext,
  body: { state: string; caseIds: number[] },
  deps: ResearchDeps,
): Promise<EnrichBackgroundsResponse> {
  const started = performance.now();
  const audit = (action: 'cases_enriched' | 'cases_enrichment_failed', details: Record<string, unknown>) =>
    tryInsertActivity(db, context, {
      action,
      userId: auth.user.id,
      workspaceId: auth.user.workspace_id,
      details: { state: body.state, requested: body.caseIds.length, ...details },
    });
  try {
    const cases = await researchCases(
      db,
      { workspaceId: auth.user.workspace_id, state: body.state },
      body.caseIds,
      deps,
    );
    const order = new Map(body.caseIds.map((id, i) => [id, i]));
    cases.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    await audit('cases_enriched', {
      enriched: cases.length,
      aiModel: cases[0]?.research?.engine.aiModel ?? null,
      ms: Math.round(performance.now() - started),
    });
    return { enrichedCount: cases.length, enrichedCases: cases };
  } catch (error) {
    await audit('cases_enrichment_failed', { error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}
