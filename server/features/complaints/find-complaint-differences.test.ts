import type { Party } from '@common/analysis';
import { describe, expect, it } from 'vitest';
import {
  type CaseOnRecord,
  findComplaintDifferences,
  isCourtOfState,
  isSameCaseNumber,
  isSameParty,
} from './find-complaint-differences';

describe('isSameCaseNumber', () => {
  it.each([
    ['250901234', '250901234', true],
    ['Case No. 250901234', '250901234', true],
    ['CV 250901234', '250901234', true],
    ['25-0901234', '250901234', true],
    ['2:19-cv-01234', '2:19-CV-1234', true],
    ['2:19-cv-01234-DBB', '19-cv-1234', true],
    ['DC-25-03316', 'dc 25 3316', true],
    ['2025 L 004412', '2025-L-4412', true],
    ['0250901234', '250901234', true],
    ['2:19-cv-01234', '250901234', false],
    ['250901235', '250901234', false],
    ['25STCV04417', '250901234', false],
    // Nothing readable on one side is not a difference.
    ['—', '250901234', true],
  ])('%s and %s: %s', (a, b, same) => {
    expect(isSameCaseNumber(a, b)).toBe(same);
    expect(isSameCaseNumber(b, a)).toBe(same);
  });
});

describe('isCourtOfState', () => {
  it.each([
    ['Third Judicial District Court in and for Salt Lake County, State of Utah', 'utah', true],
    ['Fourth Judicial District Court of Utah County, State of Utah', 'utah', true],
    ['Fifth Judicial District Court in and for Washington County, State of Utah', 'utah', true],
    ['United States District Court, District of Utah, Central Division', 'utah', true],
    ['United States District Court, Central District of California', 'utah', false],
    ['Superior Court of the State of California for the County of Los Angeles', 'utah', false],
    ['Circuit Court of Jackson County, Missouri at Kansas City', 'utah', false],
    ['District Court, Dallas County, Texas, 298th Judicial District', 'texas', true],
    ['United States District Court, Northern District of West Virginia', 'utah', false],
    ['Supreme Court of the State of New York, County of New York', 'new-york', true],
    // A court that names no state cannot be read: not a difference.
    ['Third Judicial District Court, Salt Lake County', 'utah', true],
    ['Utah County Justice Court', 'utah', true],
  ])('%s in %s: %s', (court, state, same) => {
    expect(isCourtOfState(court, state)).toBe(same);
  });
});

describe('isSameParty', () => {
  it.each([
    ['Tamsin R. Oyelaran', 'TAMSIN OYELARAN', true],
    ['OYELARAN, TAMSIN', 'Tamsin Oyelaran', true],
    ['Prairie Haul Freight, LLC', 'PRAIRIE HAUL FREIGHT LLC', true],
    ['Kestrel Agri Equipment Corporation', 'KESTREL AGRI EQUIPMENT CORP', true],
    ['The Estate of Lorna Pettigrew', 'ESTATE OF LORNA PETTIGREW', true],
    ['Leandro F. Quesada, M.D.', 'LEANDRO QUESADA', true],
    ['Lvnv Funding, L.L.C., as assignee of Credit One Bank, N.A.', 'LVNV FUNDING LLC', true],
    ['Tamsin Oyelaran', 'GRACE OYELARAN', false],
    ['Ironshore Specialty Insurance Company', 'TIMPANOGOS VALLEY HOSPITAL INC', false],
    ['Oyelaran', 'TAMSIN OYELARAN', false],
    ['NA', 'NA', false],
  ])('%s and %s: %s', (a, b, same) => {
    expect(isSameParty(a, b)).toBe(same);
  });
});

const party = (name: string, role: Party['role']): Party => ({
  name,
  role,
  entityType: 'unknown',
  capacity: null,
  attorneys: [],
});

const UTAH_CASE: CaseOnRecord = {
  caseNumber: '250901201',
  court: 'SALT LAKE DISTRICT  ',
  state: 'utah',
  plaintiffs: ['BRYNN HALVORSEN'],
  defendants: ["ST. MARK'S PEAK SURGICAL CENTER, LLC", 'EMEKA OKONKWO'],
};

describe('findComplaintDifferences', () => {
  it('finds nothing when caption and case agree', () => {
    expect(
      findComplaintDifferences(
        {
          caseNumber: 'Case No. 250901201',
          court: 'Third Judicial District Court in and for Salt Lake County, State of Utah',
          parties: [party('Brynn K. Halvorsen', 'plaintiff'), party('Emeka Okonkwo, M.D.', 'defendant')],
        },
        UTAH_CASE,
      ),
    ).toEqual([]);
  });

  it("lists a California federal complaint's case number, court and parties against a Utah case", () => {
    expect(
      findComplaintDifferences(
        {
          caseNumber: '2:19-cv-01234',
          court: 'United States District Court, Central District of California',
          parties: [
            party('Pacific Crest Medical Group, Inc.', 'plaintiff'),
            party('Harborline Specialty Insurance Company', 'defendant'),
            party('Counsel', 'other'),
          ],
        },
        UTAH_CASE,
      ),
    ).toEqual([
      { field: 'caseNumber', complaint: '2:19-cv-01234', case: '250901201' },
      {
        field: 'court',
        complaint: 'United States District Court, Central District of California',
        case: 'Salt Lake District, Utah',
      },
      {
        field: 'parties',
        complaint: 'Pacific Crest Medical Group, Inc. v. Harborline Specialty Insurance Company',
        case: "BRYNN HALVORSEN v. ST. MARK'S PEAK SURGICAL CENTER, LLC; EMEKA OKONKWO",
      },
    ]);
  });

  it('holds nothing unreadable against the case', () => {
    expect(findComplaintDifferences({ caseNumber: null, court: null, parties: [] }, UTAH_CASE)).toEqual([]);
    // One party in common is enough; a case whose export names no one is not compared.
    expect(
      findComplaintDifferences(
        {
          caseNumber: null,
          court: 'In the District Court',
          parties: [party('Someone Else', 'plaintiff'), party('Emeka Okonkwo', 'defendant')],
        },
        UTAH_CASE,
      ),
    ).toEqual([]);
    expect(
      findComplaintDifferences(
        { caseNumber: null, court: null, parties: [party('Someone Else', 'plaintiff')] },
        { ...UTAH_CASE, plaintiffs: ['NA'], defendants: [] },
      ),
    ).toEqual([]);
  });

  it('names at most two parties a side', () => {
    const [difference] = findComplaintDifferences(
      {
        caseNumber: null,
        court: null,
        parties: ['Ann Alpha', 'Ben Beta', 'Cy Gamma'].map((name) => party(name, 'plaintiff')),
      },
      UTAH_CASE,
    );
    expect(difference?.complaint).toBe('Ann Alpha; Ben Beta and 1 more v. (none listed)');
  });
});
