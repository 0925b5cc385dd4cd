import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapHeaders } from './map-headers';
import { normalizeRecord } from './normalize-row';

const utah = mapHeaders([
  'case_type',
  'case_num',
  'locn_descr',
  'filing_date',
  'party_code',
  'last_name',
  'first_name',
]);
const caption = mapHeaders([
  'Case No.',
  'Type',
  'Filed',
  'Case Name',
  'Plaintiff',
  'Defendants',
  'Demand',
  'Judge',
]);

describe('normalizeRecord, one row per party', () => {
  it('normalises a padded business plaintiff row', () => {
    const result = normalizeRecord(
      [
        'debt collection ',
        ' 250900101',
        'SALT LAKE  DISTRICT ',
        '01/06/2025',
        'PLA',
        'LVNV FUNDING, LLC',
        '',
      ],
      utah,
      2,
    );
    expect(result).toEqual({
      ok: true,
      row: {
        line: 2,
        court: 'SALT LAKE DISTRICT',
        caseNumber: '250900101',
        caseTypeCode: 'DC',
        caseTypeRaw: 'debt collection',
        filingDate: '2025-01-06',
        amount: null,
        parties: [{ role: 'plaintiff', name: 'LVNV FUNDING, LLC' }],
        judge: null,
        plaintiffAttorney: null,
        defendantAttorney: null,
        disposition: null,
      },
    });
  });

  it("reads a justice court's disposition and its date, and none from 'NA'", () => {
    const court = mapHeaders(
      'case_num,filing_date,locn_descr,disp_descr,disp_date,party_type_description,last_name,first_name'.split(
        ',',
      ),
    );
    const row = (disposition: string, date: string) => {
      const result = normalizeRecord(
        ['259100101', '02/10/2025', 'WEST VALLEY JUSTICE', disposition, date, 'Respondent', 'SMITH', 'JANE'],
        court,
        2,
      );
      return result.ok ? result.row : null;
    };
    expect(row('Dismissed w/o Prejudice ', '03/14/2025')).toMatchObject({
      parties: [{ role: 'defendant', name: 'JANE SMITH' }],
      disposition: { label: 'Dismissed w/o Prejudice', kind: 'dismissed', date: '2025-03-14' },
    });
    expect(row('NA', 'NA')?.disposition).toBeNull();
    expect(row('', '')?.disposition).toBeNull();
  });

  it("writes a person's name as 'First Last'", () => {
    const result = normalizeRecord(['MM', '1', 'X', 'NA', 'D', '  SMITH ', ' JANE'], utah, 3);
    expect(result.ok && result.row.parties).toEqual([{ role: 'defendant', name: 'JANE SMITH' }]);
    expect(result.ok && result.row.filingDate).toBeNull();
  });

  it.each([
    [['MM', '', 'X', '01/06/2025', 'P', 'A', 'B'], 'Case number is blank.'],
    [['MM', 'NA', 'X', '01/06/2025', 'P', 'A', 'B'], 'Case number is blank.'],
    [['MM', '7', 'X', '01/06/2025', 'ATP', 'NA', 'NA'], 'Party name is blank (case 7).'],
    [['MM', '7', 'X', '01/06/2025', 'DEF'], 'Row has 5 cells but the header has 7.'],
    [['MM', '7', 'X', '01/06/2025', 'DEF', 'A', 'B', 'extra'], 'Row has 8 cells but the header has 7.'],
    [['x'], 'Row has 1 cell but the header has 7.'],
    [['', '', '', '', '', '', ''], 'Row is blank.'],
  ])('skips %j: %s', (record, reason) => {
    expect(normalizeRecord(record, utah, 9)).toEqual({ ok: false, reason });
  });

  it('skips a row with blank cells past the header, as a shifted row looks the same', () => {
    expect(normalizeRecord(['MM', '7', 'X', '01/06/2025', 'DEF', 'A', 'B', ''], utah, 9)).toEqual({
      ok: false,
      reason: 'Row has 8 cells but the header has 7.',
    });
  });
});

describe('normalizeRecord, one row per case', () => {
  it('takes parties from their columns and splits lists', () => {
    const result = normalizeRecord(
      [
        'CV-1',
        'Contract: Fraud',
        'Sep 19, 2024',
        'X v. Y',
        'Summit LLC',
        'A, Inc.; Doe, John',
        '$1.2 million',
        'Lee',
      ],
      caption,
      2,
    );
    expect(result.ok && result.row).toMatchObject({
      caseTypeCode: 'CF',
      filingDate: '2024-09-19',
      amount: 1200000,
      judge: 'Lee',
      parties: [
        { role: 'plaintiff', name: 'Summit LLC' },
        { role: 'defendant', name: 'A, Inc.' },
        { role: 'defendant', name: 'Doe, John' },
      ],
    });
  });

  it('fills the sides the party columns leave empty from the caption', () => {
    const result = normalizeRecord(
      ['CV-2', 'Auto Tort', '09/20/2024', 'Maria Lopez vs. Freight Lines Inc', '', 'NA', 'seeks $75,000', ''],
      caption,
      3,
    );
    expect(result.ok && result.row.parties).toEqual([
      { role: 'plaintiff', name: 'Maria Lopez' },
      { role: 'defendant', name: 'Freight Lines Inc' },
    ]);
    expect(result.ok && result.row.amount).toBe(75000);
  });

  it('keeps an unknown case type as raw text with no code', () => {
    const result = normalizeRecord(['CV-3', 'Quo Warranto', '', '', '', '', '', ''], caption, 4);
    expect(result.ok && [result.row.caseTypeCode, result.row.caseTypeRaw]).toEqual([null, 'Quo Warranto']);
  });

  it('never throws on arbitrary records', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 10 }), fc.boolean(), (record, partyPerRow) => {
        const result = normalizeRecord(record, partyPerRow ? utah : caption, 1);
        if (result.ok) expect(result.row.caseNumber).not.toBe('');
        else expect(result.reason).not.toBe('');
      }),
    );
  });
});
