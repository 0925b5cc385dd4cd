import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CanonicalField, findMissingRequired, mapHeaders, normalizeHeader } from './map-headers';

const SYNONYMS: [string, CanonicalField][] = [
  ['case number', 'caseNumber'],
  ['case_num', 'caseNumber'],
  ['Case No.', 'caseNumber'],
  ['Case #', 'caseNumber'],
  ['CASE ID', 'caseNumber'],
  ['Docket Number', 'caseNumber'],
  ['case_number', 'caseNumber'],
  ['Case Type', 'caseType'],
  ['type', 'caseType'],
  ['Classification', 'caseType'],
  ['Case Type Description', 'caseType'],
  ['Filing Date', 'filingDate'],
  ['filed', 'filingDate'],
  ['Date Filed', 'filingDate'],
  ['date_filed', 'filingDate'],
  ['Plaintiff', 'plaintiff'],
  ['Plaintiff(s)', 'plaintiff'],
  ['plaintiffs', 'plaintiff'],
  ['Petitioner', 'plaintiff'],
  ['Petitioner(s)', 'plaintiff'],
  ['Defendant', 'defendant'],
  ['defendants', 'defendant'],
  ['Defendant(s)', 'defendant'],
  ['Respondent', 'defendant'],
  ['Respondent(s)', 'defendant'],
  ['Amount', 'amount'],
  ['Claim Amount', 'amount'],
  ['Amount in Controversy', 'amount'],
  ['Demand', 'amount'],
  ['Judgment Amount', 'amount'],
  ['disposition_amount', 'amount'],
  ['Court', 'court'],
  ['District', 'court'],
  ['Location', 'court'],
  ['locn_descr', 'court'],
  ['County', 'court'],
  ['precinct_number', 'court'],
  ['Judge', 'judge'],
  ['Plaintiff Attorney', 'plaintiffAttorney'],
  ['Plaintiff Attorney(s)', 'plaintiffAttorney'],
  ['attorneys_for_plaintiffs', 'plaintiffAttorney'],
  ['Defendant Attorney', 'defendantAttorney'],
  ['Defendant Attorney(s)', 'defendantAttorney'],
  ['attorneys_for_defendants', 'defendantAttorney'],
  ['Case Name', 'caption'],
  ['Caption', 'caption'],
  ['style', 'caption'],
  ['party_code', 'partyRole'],
  ['Party Type', 'partyRole'],
  ['role', 'partyRole'],
  ['last_name', 'lastName'],
  ['first_name', 'firstName'],
  ['Party Name', 'partyName'],
  ['disp_descr', 'disposition'],
  ['Disposition', 'disposition'],
  ['disposition_type', 'disposition'],
  ['Disposition Description', 'disposition'],
  ['Case Status', 'disposition'],
  ['status', 'disposition'],
  ['disp_date', 'dispositionDate'],
  ['disposition_date', 'dispositionDate'],
  ['Disposition Date', 'dispositionDate'],
  ['Status Date', 'dispositionDate'],
];

describe('mapHeaders', () => {
  it.each(SYNONYMS)('maps the header %j to %s', (header, field) => {
    const mapping = mapHeaders(['something else', header]);
    expect(mapping.columns[field]).toBe(1);
    expect(mapping.unmapped).toEqual(['something else']);
  });

  it.each([
    ['\uFEFFcase_num', 'casenum'],
    ['  CASE-NUM  ', 'casenum'],
    ['Case.No', 'caseno'],
    ['Plaintiff(s)', 'plaintiff'],
    ['Case #', 'case'],
  ])('normalises %j to %j ignoring BOM, case, spaces and punctuation', (header, key) => {
    expect(normalizeHeader(header)).toBe(key);
  });

  it("reads Utah's weekly filing report as one row per party", () => {
    const mapping = mapHeaders([
      '\uFEFFcase_type',
      'case_num',
      'locn_descr',
      'filing_date',
      'party_code',
      'last_name',
      'first_name',
    ]);
    expect(mapping.layout).toBe('party-per-row');
    expect(mapping.columns).toEqual({
      caseType: 0,
      caseNumber: 1,
      court: 2,
      filingDate: 3,
      partyRole: 4,
      lastName: 5,
      firstName: 6,
    });
    expect(mapping.headers[0]).toBe('case_type');
    expect(mapping.unmapped).toEqual([]);
  });

  it("reads a Utah justice court's export, with its disposition and the disposition's date", () => {
    const mapping = mapHeaders(
      'case_num,filing_date,locn_descr,disp_descr,disp_date,party_type_description,last_name,first_name'.split(
        ',',
      ),
    );
    expect(mapping.layout).toBe('party-per-row');
    expect(mapping.columns).toEqual({
      caseNumber: 0,
      filingDate: 1,
      court: 2,
      disposition: 3,
      dispositionDate: 4,
      partyRole: 5,
      lastName: 6,
      firstName: 7,
    });
    expect(mapping.unmapped).toEqual([]);
  });

  it("takes the disposition column over a bare 'status', whatever their order", () => {
    for (const headers of [
      ['case number', 'status', 'status date', 'disposition_type', 'disposition_date'],
      ['case number', 'disposition_type', 'disposition_date', 'status', 'status date'],
    ]) {
      const mapping = mapHeaders(headers);
      expect(headers[mapping.columns.disposition!]).toBe('disposition_type');
      expect(headers[mapping.columns.dispositionDate!]).toBe('disposition_date');
      expect(mapping.unmapped.sort()).toEqual(['status', 'status date']);
    }
  });

  it("reads a bare 'status' as the disposition when the export has nothing better", () => {
    expect(mapHeaders(['case number', 'Status']).columns.disposition).toBe(1);
  });

  it('reads a file with a role column but no name column as one row per case', () => {
    expect(mapHeaders(['case number', 'role', 'plaintiff']).layout).toBe('case-per-row');
  });

  it("prefers the more specific synonym whatever the column order ('case type' over 'type')", () => {
    const mapping = mapHeaders(['type', 'Case Type', 'disposition_amount', 'Amount']);
    expect(mapping.columns.caseType).toBe(1);
    expect(mapping.columns.amount).toBe(3);
    expect(mapping.unmapped).toEqual(['type', 'disposition_amount']);
  });

  it('keeps the first of two identical headers', () => {
    expect(mapHeaders(['Case Number', 'case number']).columns.caseNumber).toBe(0);
  });

  it('maps the Travis County eviction export', () => {
    const headers =
      ',precinct_number,style,plaintiff,active_or_inactive,judgment_after_moratorium,defendants,attorneys_for_plaintiffs,attorneys_for_defendants,case_number,defendant_zip,plaintiff_zip,hearings,status,type,register_url,disposition_type,disposition_amount,disposition_date,disposition_awarded_to,disposition_awarded_against,comments,writ,writ_of_possession_service,writ_of_possession_requested,writ_of_possession_sent_to_constable_office,writ_returned_to_court,judgement_for,match_score,date_filed'.split(
        ',',
      );
    const mapping = mapHeaders(headers);
    expect(mapping.layout).toBe('case-per-row');
    expect(mapping.columns).toMatchObject({
      court: 1,
      caption: 2,
      plaintiff: 3,
      defendant: 6,
      plaintiffAttorney: 7,
      defendantAttorney: 8,
      caseNumber: 9,
      caseType: 14,
      amount: 17,
      filingDate: 29,
      disposition: 16,
      dispositionDate: 18,
    });
    expect(mapping.unmapped).toContain('status');
  });

  it('never throws on arbitrary headers', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (headers) => {
        const mapping = mapHeaders(headers);
        expect(mapping.headers).toHaveLength(headers.length);
        findMissingRequired(mapping);
      }),
    );
  });
});

describe('findMissingRequired', () => {
  it('names the missing case-number column, its synonyms and the headers found', () => {
    const missing = findMissingRequired(
      mapHeaders(['id', 'name', 'plaintiff', 'amount', 'date', 'attorney']),
    );
    expect(missing?.fields).toEqual(['caseNumber']);
    expect(missing?.message).toBe(
      "Missing required column 'case number' (also accepted: case_num, case no, case #, case nbr, case id, " +
        'docket number, docket no, docket #, docket). Found columns: id, name, plaintiff, amount, date, attorney',
    );
  });

  it('shows blank header cells so the user can see them', () => {
    expect(findMissingRequired(mapHeaders(['', 'plaintiff']))?.message).toMatch(
      /Found columns: \(blank\), plaintiff$/,
    );
  });

  it('returns null when the case number is there', () => {
    expect(findMissingRequired(mapHeaders(['Docket #']))).toBeNull();
  });
});
