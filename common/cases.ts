import { z } from 'zod';
import type { ComplaintAnalysis, ComplaintMismatch, PendingComplaint } from './analysis';
import { LEAD_STATUSES, type LeadDto } from './leads';
import { CASE_PAGE_DEFAULT, CASE_PAGE_MAX } from './limits';
import type { CaseResearch } from './parties';
import { STATE_IDS } from './states';

export const CASE_SORTS = ['priority', 'match', 'amount', 'filingDate'] as const;
export type CaseSort = (typeof CASE_SORTS)[number];

const optionalFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Query of GET /api/legal-cases/high-value and /all. */
export const caseListQuerySchema = z.object({
  state: z.enum(STATE_IDS, { error: 'Unknown state' }).default('utah'),
  /** A filing (week) id; lists every ready week of the state when absent. */
  weekId: z.coerce.number().int().positive().optional(),
  /** Case-insensitive substring of case number, type, classification or a party name. */
  q: z.string().trim().max(200, 'Search text is too long').optional(),
  /** Two-letter case type code (spec §3). */
  caseType: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Case type must be a two-letter code')
    .transform((v) => v.toUpperCase())
    .optional()
    .or(z.literal('').transform(() => undefined)),
  sort: z.enum(CASE_SORTS, { error: `Sort must be one of ${CASE_SORTS.join(', ')}` }).default('priority'),
  hasComplaint: optionalFlag,
  /** Lead filters (issue 23): the lead's status, its owner, and leads whose follow-up date has come. */
  status: z.enum(LEAD_STATUSES, { error: `Status must be one of ${LEAD_STATUSES.join(', ')}` }).optional(),
  ownerId: z.uuid({ error: 'Owner must be a user id' }).optional(),
  followUpDue: optionalFlag,
  limit: z.coerce.number().int().min(1).max(CASE_PAGE_MAX).default(CASE_PAGE_DEFAULT),
  cursor: z.string().max(500).optional(),
});
export type CaseListQuery = z.output<typeof caseListQuerySchema>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Query of GET /api/legal-cases/export: a list's own filters and sort, every page of it, as CSV or XLSX; the
 * high-value list with `highValueOnly=true`.
 */
export const caseExportQuerySchema = caseListQuerySchema.omit({ limit: true, cursor: true }).extend({
  format: z.enum(EXPORT_FORMATS, { error: 'Format must be csv or xlsx' }).default('csv'),
  highValueOnly: optionalFlag,
});
export type CaseExportQuery = z.output<typeof caseExportQuerySchema>;

export const dashboardStatsQuerySchema = z.object({
  state: z.enum(STATE_IDS, { error: 'Unknown state' }).default('utah'),
  weekId: z.coerce.number().int().positive().optional(),
});

/** Spec §3 Dashboard stats. */
export interface DashboardStats {
  weeksProcessed: number;
  totalProcessed: number;
  totalOmitted: number;
  totalHighValue: number;
  needExpertWitness: number;
  latestWeek: string | null;
}

/** How a case ended (or that it goes on), read from an export's disposition or status column. */
export const DISPOSITION_KINDS = [
  'open',
  'dismissed',
  'decided',
  'settled',
  'closed',
  'transferred',
  'other',
] as const;
export type DispositionKind = (typeof DISPOSITION_KINDS)[number];

/**
 * Dispositions after which an expert has nothing left to work on in this court: the case was dismissed, decided,
 * settled, closed, or moved to another court (where it gets another number). Open, other ('Appealed',
 * 'Inactive') and no disposition at all leave a case as its type and amount rank it.
 */
const OVER_KINDS: ReadonlySet<DispositionKind> = new Set([
  'dismissed',
  'decided',
  'settled',
  'closed',
  'transferred',
]);

/** Whether a disposition of this kind means the case is over: not a lead (docs/classification.md). */
export function isOverKind(kind: DispositionKind): boolean {
  return OVER_KINDS.has(kind);
}

/** A case's disposition when the export has one. */
export interface CaseDisposition {
  /** As the export printed it: 'Dismissed w/o Prejudice', 'Default Judgment', 'Active'. */
  label: string;
  kind: DispositionKind;
  /** The disposition's date, ISO `YYYY-MM-DD`; null when the export gives none. */
  date: string | null;
}

/** Spec §3 Legal case, as the list and the detail return it. */
export interface LegalCaseDto {
  id: number;
  filingId: number;
  caseNumber: string;
  caseType: string | null;
  monetaryAmount: number | null;
  needsExpertWitness: boolean;
  isHighValue: boolean;
  /** A complaint has been uploaded and analysed for this case (lists leave its text out). */
  hasComplaint: boolean;
  createdAt: string;
  filingDate: string | null;
  weekKey: string;
  court: string | null;
  /** How the case ended (or that it goes on) when the export says; a case that is over is not a lead. */
  disposition: CaseDisposition | null;
  parties: {
    plaintiff: string | null;
    defendant: string | null;
    plaintiffs: string[];
    defendants: string[];
    others: string[];
  };
  analysis: {
    classification: string;
    caseTypeRaw: string | null;
    caseTypeDescription: string | null;
    priority: number;
    expertWitnessMatch: number;
    district: string | null;
    category: string;
    enrichedAt: string | null;
    filingDate: string | null;
    discoveryTier: number | null;
    isOmitted: boolean;
    omitReason: string | null;
    /** Why the case was classified and scored as it was, one reason a line. */
    reasons: string[];
  };
  /** The analysis of the complaint uploaded for this case (spec §3 aiAnalysis), or null. */
  aiAnalysis: ComplaintAnalysis | null;
  /** Party research and the ranking it gave (spec §3 plaintiffBackground / defendantBackground), or null. */
  research: CaseResearch | null;
  /**
   * The case read only (lists leave it out): a complaint uploaded for this case that does not fit it, waiting
   * for the user to apply or discard it; null when none waits.
   */
  pendingComplaint?: PendingComplaint | null;
  /** The case worked as a lead in this workspace (issue 23): 'new' at version 0 until someone changes it. */
  lead: LeadDto;
}

/**
 * A case as the lists return it: the case without what only the case page shows (the research's full
 * background of each party, a few KB a researched case). Every field the spec names is kept, and the party
 * name lists too (API clients read them; they cost about a tenth of an unresearched row).
 */
export type LegalCaseListItem = Omit<LegalCaseDto, 'research' | 'pendingComplaint'> & {
  research: Omit<CaseResearch, 'parties'> | null;
};

/** POST /api/legal-cases/enrich-backgrounds (the body: `enrichBackgroundsBodySchema` in parties.ts). */
export interface EnrichBackgroundsResponse {
  enrichedCount: number;
  /** The cases as they now stand (re-ranked, with `research`), in the order asked. */
  enrichedCases: LegalCaseDto[];
}

/**
 * POST /api/legal-cases/:id/analyze and /analyze-complaint-comprehensive, and .../complaint/confirm: the case
 * with the complaint's analysis. When the complaint fits the case (`mismatch` null) the case is re-ranked with
 * it; when it does not, the case is left as it was, the analysis waits as `legalCase.pendingComplaint`, and
 * `mismatch` lists what differs.
 */
export interface AnalyzeComplaintResponse {
  legalCase: LegalCaseDto;
  analysis: ComplaintAnalysis;
  mismatch: ComplaintMismatch | null;
}

/** POST /api/legal-cases/:id/complaint/discard: the case, as it was before the complaint was uploaded. */
export interface DiscardComplaintResponse {
  legalCase: LegalCaseDto;
}

/** POST /api/ai/test and /api/ai/test-file (admin): spec §7. */
export interface AiTestResponse {
  summary: string;
  factualSummary: string[];
  keyFindings: string[];
  expertWitnessOpportunities: string[];
  attorneyInformation: ComplaintAnalysis['attorneyInformation'];
}
