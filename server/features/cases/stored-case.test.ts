import type { CaseResearch } from '@common/parties';
import { describe, expect, it } from 'vitest';
import type { CaseRow } from '../../db/schema';
import {
  contextOf,
  filingYearOf,
  reasonsOf,
  toCaseDraft,
  toLegalCaseDto,
  toLegalCaseListItem,
} from './stored-case';

/** A stored case as the database returns it: numeric as text, dates as text, timestamps as Date. */
function storedCase(overrides: Partial<CaseRow> = {}): CaseRow {
  return {
    id: 41,
    workspace_id: 'w1',
    filing_id: 7,
    state: 'utah',
    week_key: 'utah-2023-w52',
    court: 'PROVO DISTRICT',
    case_number: '230400011',
    case_type_code: 'CN',
    case_type_raw: 'Contract',
    classification: 'Commercial Contract Dispute',
    category: 'commercial',
    filing_date: '2023-12-28',
    monetary_amount: '450000.00',
    plaintiffs: ['BRIGHTLINE ORCHARDS, INC.'],
    defendants: ['KESTREL AGRI EQUIPMENT CORP', 'MARSH, ROBIN'],
    plaintiff_keys: ['BRIGHTLINE ORCHARDS'],
    defendant_keys: ['KESTREL AGRI EQUIPMENT', 'MARSH ROBIN'],
    other_parties: [],
    judge: null,
    plaintiff_attorneys: ['ADA PRICE'],
    defendant_attorneys: [],
    is_high_value: true,
    is_omitted: false,
    omit_reason: null,
    needs_expert_witness: true,
    discovery_tier: 3,
    priority: 8,
    expert_witness_match: 80,
    reasons: ['Tier 3 contract claim of $450,000'],
    source_line: 12,
    disposition: null,
    disposition_kind: null,
    disposition_date: null,
    search_text: '',
    hv_search_text: null,
    has_complaint: false,
    enriched_at: null,
    ai_analysis: null,
    research: null,
    created_at: new Date('2024-01-02T03:04:05Z'),
    ...overrides,
  };
}

describe('stored case mapping', () => {
  it('reads the amount stored as numeric text as a number, and null as null', () => {
    expect(contextOf(storedCase())).toEqual({ caseTypeCode: 'CN', monetaryAmount: 450_000 });
    expect(contextOf(storedCase({ monetary_amount: null })).monetaryAmount).toBeNull();
  });

  it("takes the filing year from the week key, not from the case's own date", () => {
    expect(filingYearOf(storedCase({ week_key: 'utah-2023-w52', filing_date: '2024-01-01' }))).toBe(2023);
    expect(filingYearOf(storedCase({ week_key: 'new-mexico-2019-w01' }))).toBe(2019);
  });

  it("puts back a filtered-out case's only reason from its omit reason", () => {
    expect(reasonsOf(storedCase({ is_omitted: true, reasons: [], omit_reason: 'Debt collection' }))).toEqual([
      'Filtered out: Debt collection',
    ]);
    expect(reasonsOf(storedCase())).toEqual(['Tier 3 contract claim of $450,000']);
  });

  it('rebuilds the draft the classifier reads, with its disposition', () => {
    const draft = toCaseDraft(
      storedCase({ disposition: 'Dismissed', disposition_kind: 'dismissed', disposition_date: '2024-02-01' }),
    );
    expect(draft).toMatchObject({
      caseNumber: '230400011',
      amount: 450_000,
      defendants: ['KESTREL AGRI EQUIPMENT CORP', 'MARSH, ROBIN'],
      plaintiffAttorneys: ['ADA PRICE'],
      disposition: { label: 'Dismissed', kind: 'dismissed', date: '2024-02-01' },
      firstLine: 12,
    });
  });

  it("returns the spec's legal case, and lists leave out each party's background", () => {
    const research = { priority: 9, parties: [{ name: 'X' }] } as unknown as CaseResearch;
    const dto = toLegalCaseDto(storedCase({ research, enriched_at: new Date('2024-01-03T00:00:00Z') }));
    expect(dto.parties.plaintiff).toBe('BRIGHTLINE ORCHARDS, INC.');
    expect(dto.parties.defendant).toBe('KESTREL AGRI EQUIPMENT CORP; MARSH, ROBIN');
    expect(dto.analysis.caseTypeDescription).toBe('Contract');
    expect(dto.analysis.enrichedAt).toBe('2024-01-03T00:00:00.000Z');
    expect(dto.research?.parties).toHaveLength(1);
    expect(toLegalCaseListItem(storedCase({ research })).research).toEqual({ priority: 9 });
    expect(toLegalCaseDto(storedCase({ case_type_raw: null })).analysis.caseTypeDescription).toBeTruthy();
  });
});
