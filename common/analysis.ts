import { z } from 'zod';
import { LIKELIHOODS } from './likelihood';

/**
 * The complaint analysis of spec §3 (`aiAnalysis`): what the built-in engine (`server/analysis/`) finds in a
 * complaint, and what an optional AI provider may add to. The server validates it with these schemas before
 * storing it, and the web app reads the same types.
 */

export const PARTY_ROLES = ['plaintiff', 'defendant', 'other'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

export const ENTITY_TYPES = [
  'individual',
  'company',
  'bank',
  'insurer',
  'hospital',
  'government',
  'trust',
  'estate',
  'nonprofit',
  'unknown',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const ATTORNEY_SIDES = ['plaintiff', 'defendant', 'other'] as const;
export type AttorneySide = (typeof ATTORNEY_SIDES)[number];

/** Spec §3 Attorney, with fax kept apart from phone and the side it appears for. */
export const attorneySchema = z.object({
  name: z.string(),
  firm: z.string().nullable(),
  barNumber: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  address: z.string().nullable(),
  /** 'Attorneys for Plaintiff', 'Counsel for Defendant ACME', as the document says it (or null). */
  role: z.string().nullable(),
  side: z.enum(ATTORNEY_SIDES),
});
export type Attorney = z.infer<typeof attorneySchema>;

export const partySchema = z.object({
  name: z.string(),
  role: z.enum(PARTY_ROLES),
  entityType: z.enum(ENTITY_TYPES),
  /** 'as assignee of X', 'd/b/a Y', 'individually and as trustee': what the caption adds to the name. */
  capacity: z.string().nullable(),
  /** Names of the attorneys appearing for this party. */
  attorneys: z.array(z.string()),
});
export type Party = z.infer<typeof partySchema>;

export const DAMAGE_TYPES = [
  'compensatory',
  'principal',
  'statutory',
  'punitive',
  'treble',
  'interest',
  'attorney-fees',
  'costs',
  'injunctive',
  'declaratory',
  'restitution',
  'other',
] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

/** One sum (or unquantified head of relief) the complaint asks for. A sum asked for on several counts is one claim. */
export const damageClaimSchema = z.object({
  type: z.enum(DAMAGE_TYPES),
  /** Whole dollars (cents kept) when the document states a figure; null when it does not. */
  amount: z.number().nullable(),
  /** The words of the document: 'in an amount to be proven at trial', '$48,213.77'. */
  amountText: z.string().nullable(),
  /** Causes of action the claim rests on ('Breach of Contract', 'Count II'), joined. */
  basis: z.string().nullable(),
  statute: z.string().nullable(),
  /** True for the amount the complaint demands as a whole (prayer or ad damnum), not one head of it. */
  isTotalDemand: z.boolean(),
  /**
   * Where the complaint states it: its prayer, ad damnum or caption ('prayer'), or its allegations ('body').
   * Absent from analyses stored before it was kept, and from an AI provider's claims.
   */
  source: z.enum(['prayer', 'body']).optional(),
});
export type DamageClaim = z.infer<typeof damageClaimSchema>;

export const EXPERT_KINDS = [
  'medical',
  'engineering',
  'financial',
  'accounting',
  'industry-practice',
  'employment',
  'real-estate',
  'insurance',
  'construction',
  'digital-forensics',
  'vocational',
  'human-factors',
  'other',
] as const;
export type ExpertKind = (typeof EXPERT_KINDS)[number];

export const expertNeedSchema = z.object({
  kind: z.enum(EXPERT_KINDS),
  /** Why the document calls for this expert, in a sentence a consultant can read. */
  reason: z.string(),
  /** Words of the document that support it. */
  evidence: z.array(z.string()),
});
export type ExpertNeed = z.infer<typeof expertNeedSchema>;

export const expertWitnessViabilitySchema = z.object({
  viabilityScore: z.number().min(0).max(100),
  isViable: z.boolean(),
  likelihood: z.enum(LIKELIHOODS),
  experts: z.array(expertNeedSchema),
  reasons: z.array(z.string()),
});
export type ExpertWitnessViability = z.infer<typeof expertWitnessViabilitySchema>;

/** Spec §3 expertWitnessFeeAssessment.fees.breakdown[] */
export const feeBreakdownSchema = z.object({
  expertType: z.string(),
  hourlyRate: z.number(),
  estimatedHours: z.number(),
  totalCost: z.number(),
  reasoning: z.string(),
});

export const feeRangeSchema = z.object({ min: z.number(), max: z.number() });
export type FeeRange = z.infer<typeof feeRangeSchema>;

export const feeMethodologySchema = z.object({
  stepByStepProcess: z.array(z.string()),
  /** Base hourly rates per category (spec: industry, technical, financial), with the source of each. */
  baseRateSelection: z.object({
    industry: z.number(),
    technical: z.number(),
    financial: z.number(),
    medical: z.number(),
    source: z.string(),
  }),
  complexityMultiplier: z.object({ value: z.number(), factors: z.array(z.string()) }),
  hourEstimation: z.array(z.object({ expertType: z.string(), hours: z.number(), basis: z.string() })),
  fallbackLogicIndicators: z.array(z.string()),
  impactAnalysis: z.object({
    withDamages: z.object({ range: feeRangeSchema, confidence: z.number() }),
    withoutDamages: z.object({ range: feeRangeSchema, confidence: z.number() }),
    difference: z.string(),
  }),
});

export const feeAssessmentSchema = z.object({
  status: z.enum(['calculated', 'deferred']),
  note: z.string().nullable(),
  fees: z
    .object({
      totalRange: feeRangeSchema,
      /** 0 to 1. */
      confidence: z.number().min(0).max(1),
      breakdown: z.array(feeBreakdownSchema),
      methodologyBreakdown: feeMethodologySchema,
      calculatedAt: z.string(),
    })
    .nullable(),
});
export type FeeAssessment = z.infer<typeof feeAssessmentSchema>;

export const documentReadingSchema = z.object({
  format: z.string(),
  pageCount: z.number().nullable(),
  ocr: z.object({ pages: z.number(), confidence: z.number().min(0).max(1) }).nullable(),
  warnings: z.array(z.string()),
});
export type DocumentReading = z.infer<typeof documentReadingSchema>;

/** What the engine reads off a complaint (no scoring): the facts, each as the document states it. */
export const complaintFactsSchema = z.object({
  court: z.string().nullable(),
  caseNumber: z.string().nullable(),
  /** ISO date. */
  filingDate: z.string().nullable(),
  parties: z.array(partySchema),
  attorneyInformation: z.object({
    plaintiffAttorneys: z.array(attorneySchema),
    defendantAttorneys: z.array(attorneySchema),
    otherAttorneys: z.array(attorneySchema),
  }),
  damageClaims: z.array(damageClaimSchema),
  /** Thresholds pleaded for jurisdiction ('exceeds $75,000'): not claims. */
  jurisdictionalAmounts: z.array(z.number()),
  /** Statutes and rules the relief is sought under. */
  statutes: z.array(z.string()),
  causesOfAction: z.array(z.string()),
  summary: z.string(),
  factualSummary: z.array(z.string()),
  keyFindings: z.array(z.string()),
});
export type ComplaintFacts = z.infer<typeof complaintFactsSchema>;

/** Spec §3 aiAnalysis as stored on a case after a complaint is analysed. */
export const complaintAnalysisSchema = complaintFactsSchema.extend({
  expertWitnessViability: expertWitnessViabilitySchema,
  expertWitnessFeeAssessment: feeAssessmentSchema,
  /** Spec §3 expertWitnessFees {totalRange}: the fee range in words, or null when deferred. */
  expertWitnessFees: z.object({ totalRange: z.string() }).nullable(),
  expertWitnessOpportunities: z.array(z.string()),
  /** Where each part came from: the built-in engine, or a named AI model that added to it. */
  engine: z.object({ builtIn: z.string(), aiModel: z.string().nullable(), aiNotes: z.array(z.string()) }),
  /**
   * How the document was read: its format and pages, the pages read by OCR with their mean word confidence
   * (0-1), and what the reading warns of. Absent on analyses stored before it was recorded.
   */
  reading: documentReadingSchema.optional(),
  // Internal fields (spec §2 hides them from the generic view).
  complaintText: z.string(),
  documentSize: z.number(),
  analyzedAt: z.string(),
  analysisType: z.enum(['standard', 'comprehensive']),
});
export type ComplaintAnalysis = z.infer<typeof complaintAnalysisSchema>;

/** What a complaint's caption is compared with on its case before the analysis may re-rank it. */
export const COMPLAINT_DIFFERENCE_FIELDS = ['caseNumber', 'court', 'parties'] as const;
export type ComplaintDifferenceField = (typeof COMPLAINT_DIFFERENCE_FIELDS)[number];

/** One way a complaint does not fit the case it was uploaded for, each side as it is written. */
export const complaintDifferenceSchema = z.object({
  field: z.enum(COMPLAINT_DIFFERENCE_FIELDS),
  /** What the complaint says: '2:19-cv-01234', 'United States District Court, Central District of California'. */
  complaint: z.string(),
  /** What the case says: '250901234', 'Salt Lake District, Utah'. */
  case: z.string(),
});
export type ComplaintDifference = z.infer<typeof complaintDifferenceSchema>;

/** An analysed complaint that does not fit its case: held until the user applies or discards it. */
export const complaintMismatchSchema = z.object({
  differences: z.array(complaintDifferenceSchema).min(1),
});
export type ComplaintMismatch = z.infer<typeof complaintMismatchSchema>;

/** The complaint waiting on a case for the user's word, as the case read shows it. */
export const pendingComplaintSchema = z.object({
  id: z.number().int().positive(),
  fileName: z.string(),
  analysisType: z.enum(['standard', 'comprehensive']),
  /** ISO time of the upload. */
  uploadedAt: z.string(),
  /** The analysis' own summary of the complaint, to help tell whose it is. */
  summary: z.string(),
  differences: z.array(complaintDifferenceSchema).min(1),
});
export type PendingComplaint = z.infer<typeof pendingComplaintSchema>;

/**
 * Body of POST /api/legal-cases/:id/complaint/confirm and /discard (optional). With `pendingComplaintId`, the
 * call acts only on the complaint the user was shown: a newer upload since then answers 409.
 */
export const complaintReviewBodySchema = z.object({
  pendingComplaintId: z.number().int().positive().optional(),
});
export type ComplaintReviewBody = z.infer<typeof complaintReviewBodySchema>;
