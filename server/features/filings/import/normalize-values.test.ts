import { DISPOSITION_KINDS } from '@common/cases';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanText,
  dispositionKind,
  formatPartyName,
  parseAmount,
  parseCaption,
  parseFilingDate,
  parsePartyRole,
  readDisposition,
  readPartyRole,
  splitPartyList,
} from './normalize-values';

describe('cleanText', () => {
  it.each([
    ['  SALT LAKE DISTRICT  ', 'SALT LAKE DISTRICT'],
    ['WASATCH SURGICAL\r\nASSOCIATES', 'WASATCH SURGICAL ASSOCIATES'],
    ['a \t  b\u00a0c', 'a b c'],
    ['NA', null],
    ['n/a', null],
    ['NULL', null],
    ['None', null],
    ['-', null],
    ['   ', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['NAB', 'NAB'],
    ['Nancy', 'Nancy'],
  ])('cleans %j to %j', (input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });
});

describe('parseFilingDate', () => {
  it.each([
    ['01/21/2020', '2020-01-21'],
    ['1/7/25', '2025-01-07'],
    ['12/31/99', '1999-12-31'],
    ['2025-01-09', '2025-01-09'],
    ['2024-09-21T10:30:00', '2024-09-21'],
    ['2024-09-21 10:30:00.000', '2024-09-21'],
    ['2024-09-21T10:30:00Z', '2024-09-21'],
    ['Sep 19, 2018', '2018-09-19'],
    ['September 19 2018', '2018-09-19'],
    ['Sept. 19, 2018', '2018-09-19'],
    ['19-Sep-2018', '2018-09-19'],
    ['19 Sep 2018', '2018-09-19'],
    ['01/21/2020 10:00 AM', '2020-01-21'],
    ['  01/21/2020  ', '2020-01-21'],
    ['Thursday, September 19th, 2019', '2019-09-19'],
    ['02/29/2024', '2024-02-29'],
  ])('parses %j as %s', (input, expected) => {
    expect(parseFilingDate(input)).toBe(expected);
  });

  it.each([
    ['02/30/2020', 'an impossible day'],
    ['02/29/2023', 'February 29th of a common year'],
    ['13/01/2020', 'month 13'],
    ['00/10/2020', 'month 0'],
    ['2020-04-31', 'April 31st'],
    ['Sep 19', 'no year'],
    ['Foo 19, 2018', 'no such month'],
    ['NA', 'a placeholder'],
    ['', 'blank'],
    ['yesterday', 'a relative date'],
    ['J5-CV-20-256849', 'a case number'],
    ['01/21/1850', 'a year out of range'],
  ])('returns null for %j (%s)', (input) => {
    expect(parseFilingDate(input)).toBeNull();
  });

  it('never throws and returns ISO dates or null on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseFilingDate(text);
        expect(result === null || /^\d{4}-\d{2}-\d{2}$/.test(result)).toBe(true);
      }),
    );
  });
});

describe('dispositionKind', () => {
  it.each([
    // Utah justice courts (disp_descr) and the brief's examples
    ['Dismissed', 'dismissed'],
    ['Dismissed w/o Prejudice', 'dismissed'],
    ['DISMISSED W/ PREJUDICE', 'dismissed'],
    ['Judgment', 'decided'],
    ['Default Judgment', 'decided'],
    ['Settled', 'settled'],
    ['Closed', 'closed'],
    ['Transferred', 'transferred'],
    ['Active', 'open'],
    ['Open', 'open'],
    ['Pending', 'open'],
    ['Disposed', 'closed'],
    // Travis County (disposition_type, status)
    ['Final Judgment', 'decided'],
    ['Agreed Judgment', 'decided'],
    ['Nonsuited/Dismissed by Plaintiff', 'dismissed'],
    ['Dismissed For Want of Prosecution', 'dismissed'],
    ['Final Status', 'closed'],
    ['Pending Court Action', 'open'],
    ['To Be Set', 'open'],
    ['Hearing Set', 'open'],
    ["Pending Judge's Review", 'open'],
    ['Pending Writ Return', 'open'],
    // the order of the words' kinds decides
    ['Dismissal Pending', 'open'],
    ['Default Set Aside', 'open'],
    ['Reopened', 'open'],
    ['Dismissed - Settled', 'settled'],
    ['Stipulated Judgment', 'settled'],
    ['Judgment of Dismissal', 'dismissed'],
    ['Closed - Judgment Entered', 'decided'],
    ['Removed to Federal Court', 'transferred'],
    ['Change of Venue', 'transferred'],
    ['Jury Verdict', 'decided'],
    ['Default', 'decided'],
    ['Judgement for Plaintiff', 'decided'],
    // words that say neither open nor over
    ['Inactive', 'other'],
    ['Appealed', 'other'],
    ['Stayed - Bankruptcy', 'other'],
    ['XJ-17', 'other'],
  ])('reads %j as %s', (label, kind) => {
    expect(dispositionKind(label)).toBe(kind);
  });
});

describe('readDisposition', () => {
  it('keeps the words as printed (trimmed), their kind and the date as ISO', () => {
    expect(readDisposition('  Dismissed w/o  Prejudice ', '03/14/2025')).toEqual({
      label: 'Dismissed w/o Prejudice',
      kind: 'dismissed',
      date: '2025-03-14',
    });
  });

  it.each([
    ['NA', '03/14/2025'],
    ['', '03/14/2025'],
    ['   ', 'NA'],
    [null, null],
    [undefined, '2025-03-14'],
  ])('has no disposition for %j (date %j)', (text, date) => {
    expect(readDisposition(text, date)).toBeNull();
  });

  it('keeps the disposition without a date when the date is blank, NA or not a date', () => {
    for (const date of ['', 'NA', 'soon', null, undefined]) {
      expect(readDisposition('Judgment', date)).toEqual({ label: 'Judgment', kind: 'decided', date: null });
    }
  });

  it('never throws, and returns a kind of the closed set', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, date) => {
        const result = readDisposition(text, date);
        if (result !== null) {
          expect(DISPOSITION_KINDS).toContain(result.kind);
          expect(result.label).toBe(result.label.trim());
        }
      }),
    );
  });
});

describe('parseAmount', () => {
  it.each([
    ['$1,234.56', 1234.56],
    ['1234.5', 1234.5],
    ['19508.06', 19508.06],
    ['8254.0', 8254],
    ['$ 500', 500],
    ['USD 500', 500],
    ['.5', 0.5],
    ['1.239', 1.24],
    ['-20', -20],
    ['(1,234.00)', -1234],
    ['Plaintiff seeks $75,000 plus costs', 75000],
    ['$1.2 million', 1200000],
    ['damages of $2.5M', 2500000],
    ['$250k', 250000],
    ['In excess of $50,000 but not less than $300,000.00', 300000],
    ['$5,000 principal at 18% interest', 5000],
    ['fifty thousand (50,000) dollars', 50000],
    ['3 million dollars', 3000000],
  ])('parses %j as %d', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  it.each([
    ['NA'],
    ['N/A'],
    [''],
    ['   '],
    ['to be proven at trial'],
    ['interest at 12%'],
    ['J5-CV-20-256849'],
    ['$'],
    ['1,2,3'],
    [null],
  ])('returns null for %j', (input) => {
    expect(parseAmount(input)).toBeNull();
  });

  it('never throws and returns finite numbers or null on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseAmount(text);
        expect(result === null || Number.isFinite(result)).toBe(true);
      }),
    );
  });

  it('reads back any amount written as $#,###.##', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const dollars = cents / 100;
        const text = `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
        expect(parseAmount(text)).toBe(dollars);
      }),
    );
  });
});

describe('cleanText never throws', () => {
  it('on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = cleanText(text);
        expect(result === null || (result === result.trim() && !/\s{2}/.test(result))).toBe(true);
      }),
    );
  });
});

describe('parsePartyRole', () => {
  it.each([
    ['P', 'plaintiff'],
    ['PLA', 'plaintiff'],
    ['pla ', 'plaintiff'],
    ['PLT', 'plaintiff'],
    ['PET', 'plaintiff'],
    ['Petitioner', 'plaintiff'],
    ['Plaintiff', 'plaintiff'],
    ['D', 'defendant'],
    ['DEF', 'defendant'],
    ['def.', 'defendant'],
    ['RES', 'defendant'],
    ['RESPONDENT', 'defendant'],
    ['Claimant', 'plaintiff'],
    ['Appellant', 'plaintiff'],
    ['Judgment Creditor', 'plaintiff'],
    ['Landlord', 'plaintiff'],
    ['Plaintiff/Petitioner', 'plaintiff'],
    ['PLAINTIFFS', 'plaintiff'],
    ['Appellee', 'defendant'],
    ['Judgment Debtor', 'defendant'],
    ['Tenant', 'defendant'],
    ['Third-Party Plaintiff', 'other'],
    ['ATP', 'other'],
    ['GAR', 'other'],
    ['', 'other'],
    [null, 'other'],
  ] as const)('reads %j as %s', (code, role) => {
    expect(parsePartyRole(code)).toBe(role);
  });
});

describe('readPartyRole', () => {
  it('knows the roles that are neither side, and says which codes it does not know', () => {
    for (const code of ['Garnishee', 'Intervenor', 'Third-Party Defendant', 'Counter-Claimant', 'ATTY', ''])
      expect(readPartyRole(code), code).toEqual({ role: 'other', known: true });
    expect(readPartyRole('Zorb')).toEqual({ role: 'other', known: false });
  });
});

describe('formatPartyName', () => {
  it.each([
    ['LVNV FUNDING, LLC', '', 'LVNV FUNDING, LLC'],
    ['  SMITH  ', '  JANE   ', 'JANE SMITH'],
    ['Van  Der Berg', 'Anna', 'Anna Van Der Berg'],
    ['NA', 'NA', null],
    ['', 'Cher', 'Cher'],
    [null, null, null],
  ])('formats last %j first %j as %j', (last, first, expected) => {
    expect(formatPartyName(last, first)).toBe(expected);
  });
});

describe('splitPartyList', () => {
  it.each([
    ['Daniels, Gail; Haley, Allison', ['Daniels, Gail', 'Haley, Allison']],
    ['ACME, INC.', ['ACME, INC.']],
    ['LVNV FUNDING, LLC', ['LVNV FUNDING, LLC']],
    ['Mello, Marian Gale', ['Mello, Marian Gale']],
    ['Ward, Johnny, Sr.', ['Ward, Johnny, Sr.']],
    [
      'GONZALES UGARTE, JESSE, Jr.; GUADARRAMA, ASHLEY',
      ['GONZALES UGARTE, JESSE, Jr.', 'GUADARRAMA, ASHLEY'],
    ],
    ['ROMAN XAVIER RODRIGUEZ & ALL OCCUPANTS', ['ROMAN XAVIER RODRIGUEZ']],
    ['JONATHAN SHIELDS AND ALL OTHER OCCUPANTS; Sumler, Valarie', ['JONATHAN SHIELDS', 'Sumler, Valarie']],
    ['CLEVELAND & ALL, SYLVIA', ['CLEVELAND, SYLVIA']],
    ['Castillo & All Occupants of Site #442 , Marsha', ['Castillo, Marsha']],
    ['and all other occupants, Elvia Puerto', ['Elvia Puerto']],
    ['CRESTWAY DRIVE LAND, LLC, AND ALL OTHER OCCUPANTS', ['CRESTWAY DRIVE LAND, LLC']],
    [
      'NINA LINDEN, JERROD LINDEN, CHRISTINA LINDEN, and/ or All Occupants',
      ['NINA LINDEN', 'JERROD LINDEN', 'CHRISTINA LINDEN'],
    ],
    ['Allison Haley,Gail Daniels', ['Allison Haley', 'Gail Daniels']],
    ['Van Dyke, John Paul', ['Van Dyke, John Paul']],
    ['Johnson & Allison Builders', ['Johnson & Allison Builders']],
    ['ACME CORP et al.', ['ACME CORP']],
    ['', []],
    ['NA; ; ', []],
  ])('splits %j into %j', (text, names) => {
    expect(splitPartyList(text)).toEqual(names);
  });
});

describe('parseCaption', () => {
  it.each([
    ['Summit Ridge LLC v. Blackstone Corp.', 'Summit Ridge LLC', 'Blackstone Corp.'],
    ['University Realty vs. ALEXANDRIA ACEVEDO', 'University Realty', 'ALEXANDRIA ACEVEDO'],
    ['John Doe vs Jane Roe', 'John Doe', 'Jane Roe'],
    ['Sam Smith v Utah Transit Authority', 'Sam Smith', 'Utah Transit Authority'],
    ['Neal Maufrais Family LP  vs', 'Neal Maufrais Family LP', null],
    ['MARK V ENTERPRISES vs. JOHN V. SMITH', 'MARK V ENTERPRISES', 'JOHN V. SMITH'],
    ['In re the Estate of Jones', null, null],
    ['', null, null],
  ])('splits %j', (caption, plaintiff, defendant) => {
    expect(parseCaption(caption)).toEqual({ plaintiff, defendant });
  });
});
