import { getCaseType } from '@common/case-types';
import type { CaseDisposition, LegalCaseDto, LegalCaseListItem } from '@common/cases';
import { yearOfWeekKey } from '@common/filings';
import { type LeadDto, NEW_LEAD } from '@common/leads';
import type { CaseRow } from '../../db/schema';
import type { CaseDraft } from '../../domain/classification/case-draft';

// A case as stored (a row of `cases`) mapped to the shapes the rest of the server works with: the DTO the
// API returns, the draft the classifier reads, and the context the ranking and the complaint engine read.
// One home, so a new column is mapped once.

/** The amount the export gave, as a number (`numeric` arrives as a string), or null. */
export function amountOf(row: Pick<CaseRow, 'monetary_amount'>): number | null {
  return row.monetary_amount === null ? null : Number(row.monetary_amount);
}

/** A stored case's disposition, or null when its export gave none. */
export function dispositionOf(
  row: Pick<CaseRow, 'disposition' | 'disposition_kind' | 'disposition_date'>,
): CaseDisposition | null {
  if (row.disposition === null) return null;
  return { label: row.disposition, kind: row.disposition_kind ?? 'other', date: row.disposition_date };
}

/**
 * A stored case's reasons. A filtered-out case's only reason, 'Filtered out: ' + its omit reason, is not
 * stored (its omit reason has a column, and most of a week is filtered out): it is put back here.
 */
export function reasonsOf(row: Pick<CaseRow, 'is_omitted' | 'omit_reason' | 'reasons'>): string[] {
  if (row.is_omitted && row.reasons.length === 0 && row.omit_reason)
    return [`Filtered out: ${row.omit_reason}`];
  return row.reasons;
}

/** The year of the week the case was filed in, which the classification reads for the court's limits. */
export function filingYearOf(row: Pick<CaseRow, 'week_key'>): number {
  return yearOfWeekKey(row.week_key) ?? new Date().getUTCFullYear();
}

/** What the ranking and the complaint engine know of a case before they read its complaint. */
export interface CaseContext {
  caseTypeCode: string | null;
  monetaryAmount: number | null;
}

export function contextOf(row: Pick<CaseRow, 'case_type_code' | 'monetary_amount'>): CaseContext {
  return { caseTypeCode: row.case_type_code, monetaryAmount: amountOf(row) };
}

/** The case as the classifier reads it: one grouped case, as the import built it from its rows. */
export function toCaseDraft(row: CaseRow): CaseDraft {
  return {
    court: row.court,
    caseNumber: row.case_number,
    caseTypeCode: row.case_type_code,
    caseTypeRaw: row.case_type_raw,
    filingDate: row.filing_date,
    amount: amountOf(row),
    plaintiffs: row.plaintiffs,
    defendants: row.defendants,
    otherParties: row.other_parties,
    judge: row.judge,
    plaintiffAttorneys: row.plaintiff_attorneys,
    defendantAttorneys: row.defendant_attorneys,
    disposition: dispositionOf(row),
    firstLine: row.source_line ?? 0,
    rowCount: 1,
    warnings: [],
  };
}

const describeCaseType = (code: string | null) => getCaseType(code)?.label ?? null;

/** The case as the API returns it (spec §6's legal case), with its research as stored and its lead. */
export function toLegalCaseDto(row: CaseRow, lead: LeadDto = NEW_LEAD): LegalCaseDto {
  return {
    id: row.id,
    filingId: row.filing_id,
    caseNumber: row.case_number,
    caseType: row.case_type_code,
    monetaryAmount: amountOf(row),
    needsExpertWitness: row.needs_expert_witness,
    isHighValue: row.is_high_value,
    hasComplaint: row.has_complaint,
    createdAt: row.created_at.toISOString(),
    filingDate: row.filing_date,
    weekKey: row.week_key,
    court: row.court,
    disposition: dispositionOf(row),
    parties: {
      plaintiff: row.plaintiffs.length ? row.plaintiffs.join('; ') : null,
      defendant: row.defendants.length ? row.defendants.join('; ') : null,
      plaintiffs: row.plaintiffs,
      defendants: row.defendants,
      others: row.other_parties,
    },
    analysis: {
      classification: row.classification,
      caseTypeRaw: row.case_type_code,
      caseTypeDescription: row.case_type_raw ?? describeCaseType(row.case_type_code),
      priority: row.priority,
      expertWitnessMatch: row.expert_witness_match,
      district: row.court,
      category: row.category,
      enrichedAt: row.enriched_at ? row.enriched_at.toISOString() : null,
      filingDate: row.filing_date,
      discoveryTier: row.discovery_tier,
      isOmitted: row.is_omitted,
      omitReason: row.omit_reason,
      reasons: reasonsOf(row),
    },
    aiAnalysis: row.ai_analysis,
    research: row.research,
    lead,
  };
}

/** A case as lists return it (see `LegalCaseListItem`): a researched case without each party's background. */
export function toLegalCaseListItem(row: CaseRow, lead: LeadDto = NEW_LEAD): LegalCaseListItem {
  const { research, ...rest } = toLegalCaseDto(row, lead);
  if (!research) return { ...rest, research: null };
  const { parties: _backgrounds, ...summary } = research;
  return { ...rest, research: summary };
}
