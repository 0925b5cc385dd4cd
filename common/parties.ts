import { z } from 'zod';
import { ENTITY_TYPES } from './analysis';
import { STATE_IDS } from './states';

/**
 * Party research (spec §2 'AI Background Search & Prioritization', §3 plaintiffBackground /
 * defendantBackground): who each party is, what it does, and how often it litigates, as the built-in engine
 * (`server/analysis/party-research/`) finds it from the name and from every week stored.
 */

/**
 * Industries: the sectors of NAICS 2022 (two-digit codes; 31-33, 44-45 and 48-49 as NAICS ranges them),
 * plus the few finer industries that matter in civil dockets (debt buyers, landlords, hospitals, insurers…).
 * `parent` is the sector a finer industry belongs to.
 */
export const INDUSTRIES = [
  { code: '11', label: 'Agriculture, Forestry, Fishing and Hunting', parent: null },
  { code: '21', label: 'Mining, Quarrying, and Oil and Gas Extraction', parent: null },
  { code: '22', label: 'Utilities', parent: null },
  { code: '23', label: 'Construction', parent: null },
  { code: '31-33', label: 'Manufacturing', parent: null },
  { code: '42', label: 'Wholesale Trade', parent: null },
  { code: '44-45', label: 'Retail Trade', parent: null },
  { code: '4411', label: 'Automobile Dealers', parent: '44-45' },
  { code: '48-49', label: 'Transportation and Warehousing', parent: null },
  { code: '51', label: 'Information', parent: null },
  { code: '52', label: 'Finance and Insurance', parent: null },
  { code: '5221', label: 'Banks and Credit Unions', parent: '52' },
  { code: '5222', label: 'Consumer and Commercial Lending', parent: '52' },
  { code: '524', label: 'Insurance Carriers and Agencies', parent: '52' },
  { code: '53', label: 'Real Estate and Rental and Leasing', parent: null },
  { code: '5311', label: 'Landlords and Property Managers', parent: '53' },
  { code: '54', label: 'Professional, Scientific, and Technical Services', parent: null },
  { code: '5411', label: 'Legal Services', parent: '54' },
  { code: '55', label: 'Management of Companies and Enterprises', parent: null },
  { code: '56', label: 'Administrative and Support and Waste Management', parent: null },
  { code: '561440', label: 'Collection Agencies and Debt Buyers', parent: '56' },
  { code: '61', label: 'Educational Services', parent: null },
  { code: '62', label: 'Health Care and Social Assistance', parent: null },
  { code: '622', label: 'Hospitals', parent: '62' },
  { code: '71', label: 'Arts, Entertainment, and Recreation', parent: null },
  { code: '72', label: 'Accommodation and Food Services', parent: null },
  { code: '81', label: 'Other Services (except Public Administration)', parent: null },
  { code: '92', label: 'Public Administration', parent: null },
] as const;
export type IndustryCode = (typeof INDUSTRIES)[number]['code'];
export const INDUSTRY_CODES = INDUSTRIES.map((i) => i.code) as [IndustryCode, ...IndustryCode[]];

/** How big a party is, as far as the name and the dockets can tell (evidence in `evidence`). */
export const PARTY_SIZES = ['individual', 'small', 'mid-size', 'large', 'unknown'] as const;
export type PartySize = (typeof PARTY_SIZES)[number];

/** A party's litigation across every week stored in the workspace (the same party however it is spelled). */
export const partyHistorySchema = z.object({
  casesAsPlaintiff: z.number().int().min(0),
  casesAsDefendant: z.number().int().min(0),
  /** Weeks (filings) the party appears in. */
  weeksSeen: z.number().int().min(0),
  /** ISO dates of the first and last filing seen (null when no case carries a date). */
  firstFiled: z.string().nullable(),
  lastFiled: z.string().nullable(),
  /** Case type code ('DC', 'CN', '?' when unknown) to the number of cases. */
  caseTypes: z.record(z.string(), z.number().int()),
  /** Files (or is sued in) many cases: debt buyers, landlords, insurers. */
  isRepeatFiler: z.boolean(),
  /** Up to 5 spellings seen for this party, most frequent first. */
  spellings: z.array(z.string()),
  /**
   * The cases share only the name: true for a person in more than one case, whom a common name alone does not
   * show to be one person (organisations are joined by their normalised name). Absent (false) in older results.
   */
  isByNameOnly: z.boolean().optional(),
});
export type PartyHistory = z.infer<typeof partyHistorySchema>;

export const partyBackgroundSchema = z.object({
  /** As this case's export writes it. */
  name: z.string(),
  /** The normalised name that links every spelling of the party ('LVNV FUNDING'). */
  normalizedName: z.string(),
  role: z.enum(['plaintiff', 'defendant']),
  entityType: z.enum(ENTITY_TYPES),
  /** 'LLC', 'Corporation', 'Limited Partnership', 'National Association'…, from the name; null if none. */
  legalForm: z.string().nullable(),
  industry: z.object({ code: z.enum(INDUSTRY_CODES), label: z.string() }).nullable(),
  size: z.enum(PARTY_SIZES),
  history: partyHistorySchema,
  /** Spec §3: 'Debt buyer (LLC), Collection Agencies and Debt Buyers'. */
  businessType: z.string(),
  /** Spec §3: 'Filed 1,204 cases in 3 weeks stored (first 2025-02-10, last 2025-02-28), 98% debt collection.' */
  operatingHistory: z.string(),
  /** Spec §3: a colour for the block (Tailwind palette name) that tells the kind of party at a glance. */
  backgroundColor: z.enum(['slate', 'blue', 'amber', 'emerald', 'violet', 'rose']),
  /** A paragraph a consultant can read before the call. */
  background: z.string(),
  /** One line per fact the text above rests on ('Name ends in "LLC"', '212 cases as plaintiff in week 7'). */
  evidence: z.array(z.string()),
  /** A paragraph added by the optional AI provider, kept only where the evidence supports it. */
  aiBackground: z.string().nullable(),
});
export type PartyBackground = z.infer<typeof partyBackgroundSchema>;

/** What the research found for a case, stored with it and shown on the case page. */
export const caseResearchSchema = z.object({
  plaintiffBackground: partyBackgroundSchema.nullable(),
  defendantBackground: partyBackgroundSchema.nullable(),
  /** Every plaintiff and defendant (the backgrounds above are the first of each side). */
  parties: z.array(partyBackgroundSchema),
  /** Why the case ranks where it does, one reason a line, each with its points. */
  reasons: z.array(z.string()),
  priority: z.number().int().min(0).max(5),
  expertWitnessMatch: z.number().int().min(0).max(100),
  researchedAt: z.string(),
  engine: z.object({ builtIn: z.string(), aiModel: z.string().nullable(), aiNotes: z.array(z.string()) }),
});
export type CaseResearch = z.infer<typeof caseResearchSchema>;

/** A call enriches at most this many cases (400 over it); the web app sends larger lists in chunks. */
export const ENRICH_MAX_CASES = 500;

/** POST /api/legal-cases/enrich-backgrounds */
export const enrichBackgroundsBodySchema = z.object({
  state: z.enum(STATE_IDS, { error: 'Unknown state' }),
  caseIds: z
    .array(z.coerce.number().int().positive({ error: 'Case ids are positive whole numbers' }), {
      error: 'caseIds must be a list of case ids',
    })
    .min(1, 'No cases to enrich')
    .max(ENRICH_MAX_CASES, `At most ${ENRICH_MAX_CASES} cases can be enriched in one call`),
});
export type EnrichBackgroundsBody = z.input<typeof enrichBackgroundsBodySchema>;
