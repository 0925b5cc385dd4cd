import { describe, expect, it } from 'vitest';
import { caseKey, groupRowsByCase, mergeCaseRows } from './group-case';
import type { NormalizedRow } from './normalize-row';

function row(overrides: Partial<NormalizedRow>): NormalizedRow {
  return {
    line: 2,
    court: 'SALT LAKE DISTRICT',
    caseNumber: '250900101',
    caseTypeCode: 'DC',
    caseTypeRaw: 'Debt Collection',
    filingDate: '2025-01-06',
    amount: null,
    parties: [],
    judge: null,
    plaintiffAttorney: null,
    defendantAttorney: null,
    disposition: null,
    ...overrides,
  };
}

describe('caseKey', () => {
  it('ignores case and surrounding or repeated spaces', () => {
    expect(caseKey(' Salt Lake  District ', ' 250900101 ')).toBe(caseKey('SALT LAKE DISTRICT', '250900101'));
  });

  it('tells the same number at two courts apart', () => {
    expect(caseKey('PROVO DISTRICT', '1')).not.toBe(caseKey('OGDEN DISTRICT', '1'));
  });

  it('does not let a court swallow part of a number', () => {
    expect(caseKey('A', 'B C')).not.toBe(caseKey('A B', 'C'));
    expect(caseKey(null, '1')).toBe(caseKey('', '1'));
  });
});

describe('mergeCaseRows', () => {
  it('groups the parties of a one-row-per-party case by side, without duplicates, in order', () => {
    const draft = mergeCaseRows([
      row({ line: 3, parties: [{ role: 'defendant', name: 'JANE SMITH' }] }),
      row({ line: 2, parties: [{ role: 'plaintiff', name: 'LVNV FUNDING, LLC' }] }),
      row({ line: 4, parties: [{ role: 'defendant', name: 'Jane  Smith' }] }),
      row({ line: 5, parties: [{ role: 'defendant', name: 'JOHN SMITH' }] }),
      row({ line: 6, parties: [{ role: 'other', name: 'GARNISHEE BANK' }] }),
    ]);
    expect(draft).toMatchObject({
      court: 'SALT LAKE DISTRICT',
      caseNumber: '250900101',
      caseTypeCode: 'DC',
      plaintiffs: ['LVNV FUNDING, LLC'],
      defendants: ['JANE SMITH', 'JOHN SMITH'],
      otherParties: ['GARNISHEE BANK'],
      firstLine: 2,
      rowCount: 5,
      warnings: [],
    });
  });

  it('keeps the largest amount, the first judge and every attorney once', () => {
    const draft = mergeCaseRows([
      row({ amount: 5000, judge: null, plaintiffAttorney: 'A. Lawyer' }),
      row({
        line: 3,
        amount: 75000,
        judge: 'Hon. Lee',
        plaintiffAttorney: 'a. lawyer',
        defendantAttorney: 'B',
      }),
      row({ line: 4, amount: null, judge: 'Hon. Other' }),
    ]);
    expect(draft).toMatchObject({
      amount: 75000,
      judge: 'Hon. Lee',
      plaintiffAttorneys: ['A. Lawyer'],
      defendantAttorneys: ['B'],
    });
  });

  it('warns when rows of one case disagree on the case type or the filing date', () => {
    const draft = mergeCaseRows([
      row({ line: 2 }),
      row({ line: 3, caseTypeCode: 'CN', caseTypeRaw: 'Contracts', filingDate: '2025-01-07' }),
      row({ line: 4, caseTypeRaw: 'DC' }),
    ]);
    expect(draft.caseTypeCode).toBe('DC');
    expect(draft.filingDate).toBe('2025-01-06');
    expect(draft.warnings).toEqual([
      "Case 250900101: rows disagree on the case type: kept 'Debt Collection' (line 2), also 'Contracts' (line 3).",
      'Case 250900101: rows disagree on the filing date: kept 2025-01-06 (line 2), also 2025-01-07 (line 3).',
    ]);
  });

  it('takes the type and date from the first row that has them', () => {
    const draft = mergeCaseRows([
      row({ caseTypeCode: null, caseTypeRaw: null, filingDate: null }),
      row({ line: 3 }),
    ]);
    expect([draft.caseTypeCode, draft.filingDate, draft.warnings]).toEqual(['DC', '2025-01-06', []]);
  });

  it('keeps the disposition of the latest date when the rows of a case disagree, whatever the row order', () => {
    const dismissed = { label: 'Dismissed', kind: 'dismissed', date: '2025-03-14' } as const;
    const judgment = { label: 'Default Judgment', kind: 'decided', date: '2025-02-01' } as const;
    const draft = mergeCaseRows([
      row({ line: 2, disposition: dismissed }),
      row({ line: 3, disposition: judgment }),
      row({ line: 4, disposition: null }),
    ]);
    expect(draft.disposition).toEqual(dismissed);
    expect(draft.warnings).toEqual([]);
  });

  it('prefers a dated disposition to an undated one, and otherwise the later row', () => {
    const dated = { label: 'Judgment', kind: 'decided', date: '2025-02-01' } as const;
    const undated = { label: 'Closed', kind: 'closed', date: null } as const;
    expect(
      mergeCaseRows([row({ disposition: dated }), row({ line: 3, disposition: undated })]).disposition,
    ).toEqual(dated);
    const open = { label: 'Active', kind: 'open', date: null } as const;
    expect(
      mergeCaseRows([row({ disposition: open }), row({ line: 3, disposition: undated })]).disposition,
    ).toEqual(undated);
    const sameDay = { ...dated, label: 'Settled', kind: 'settled' } as const;
    expect(
      mergeCaseRows([row({ line: 5, disposition: sameDay }), row({ line: 4, disposition: dated })])
        .disposition,
    ).toEqual(sameDay);
  });

  it('has no disposition when no row gives one', () => {
    expect(mergeCaseRows([row({}), row({ line: 3 })]).disposition).toBeNull();
  });

  it('refuses an empty group', () => {
    expect(() => mergeCaseRows([])).toThrow();
  });
});

describe('groupRowsByCase', () => {
  it('makes two cases of one number at two courts, and one case of rows at one court', () => {
    const drafts = groupRowsByCase([
      row({ court: 'PROVO DISTRICT', caseNumber: '103', parties: [{ role: 'plaintiff', name: 'A' }] }),
      row({
        court: 'OGDEN DISTRICT',
        caseNumber: '103',
        line: 3,
        parties: [{ role: 'plaintiff', name: 'B' }],
      }),
      row({
        court: 'provo district ',
        caseNumber: '103',
        line: 4,
        parties: [{ role: 'defendant', name: 'C' }],
      }),
    ]);
    expect(drafts.map((d) => [d.court, d.plaintiffs, d.defendants, d.rowCount])).toEqual([
      ['PROVO DISTRICT', ['A'], ['C'], 2],
      ['OGDEN DISTRICT', ['B'], [], 1],
    ]);
  });
});
