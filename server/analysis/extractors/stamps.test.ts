import { describe, expect, it } from 'vitest';
import { extractAttorneys } from './attorneys';
import { extractCaseHeader } from './case-header';
import { findStampLines } from './stamps';

const CONFORMED = [
  'CONFORMED COPY',
  'ORIGINAL FILED',
  'Superior Court of California',
  'County of Los Angeles',
  'MAR 14 2025',
  'David W. Slayton, Executive Officer/Clerk of Court',
  'By: J. Ramos, Deputy',
];

describe('clerk’s stamps and fax headers', () => {
  it('finds a conformed-copy stamp block, an e-filing stamp and fax headers, and nothing in the pleading', () => {
    const lines = [
      '03/14/2025 14:22 FAX 2135550199 HALBERT LAW 002/014',
      'MAR-14-2025 14:22 FROM:LAW OFFICE 2135550199 TO:CLERK P.2/14',
      ...CONFORMED,
      'Electronically FILED by Superior Court of California, County of Riverside on 03/14/2025 10:21 AM',
      'Envelope No. 91234567',
      'Reviewed By: Maria Lopez',
      'Rafael Q. Montoya (SBN 245118)',
      'Filed concurrently herewith is a declaration of counsel.',
      'Plaintiff filed a claim with its insurer on March 2, 2025.',
    ];
    const stamps = findStampLines(lines);
    expect(lines.filter((_, i) => stamps.has(i))).toEqual(lines.slice(0, 12));
  });

  it('reads no stamp as counsel, and takes the filing date from the stamp', () => {
    const text = [
      ...CONFORMED,
      'Rafael Q. Montoya (SBN 245118)',
      'rmontoya@montoyalaw.example.com',
      'MONTOYA PARK LLP',
      'Telephone: (213) 555-0181',
      'Attorneys for Plaintiff',
      'SUPERIOR COURT OF THE STATE OF CALIFORNIA',
      'FOR THE COUNTY OF LOS ANGELES',
      'SUNRISE DENTAL GROUP, INC., ) Case No.: 25STCV08812',
      'Plaintiff, )',
      'vs. )',
      'BRIGHTPATH PRACTICE MANAGEMENT, LLC, )',
      'Defendant. )',
      'Plaintiff alleges:',
      '1. Plaintiff operates eleven dental offices in Los Angeles County and sues its billing agent.',
    ].join('\n');
    const counsel = extractAttorneys(text, []);
    expect(counsel.plaintiffAttorneys.map((a) => a.name)).toEqual(['Rafael Q. Montoya']);
    expect(extractCaseHeader(text)).toEqual({
      court: 'Superior Court of the State of California for the County of Los Angeles',
      caseNumber: '25STCV08812',
      filingDate: '2025-03-14',
    });
  });
});

describe('stamps in the forms blind batch 15 brought', () => {
  it("reads Massachusetts' 'Date Filed 7/22/2024 3:05 PM' box and Maryland's 'E-FILED; … / Docket: …' as stamps", () => {
    const lines = [
      'Date Filed 7/22/2024 3:05 PM',
      'Superior - Civil',
      'E-FILED; Baltimore City Circuit Court',
      'Docket: 10/3/2024 2:17 PM; Submission: 10/3/2024 2:17 PM',
      'Envelope: 18273645',
    ];
    expect([...findStampLines(lines)]).toEqual([0, 2, 3, 4]);
  });

  it("takes no caption's 'by and through her parents' for a stamp's 'By: …, Deputy' under a clerk's stamp", () => {
    const lines = [
      'E-FILED; Montgomery Circuit Court',
      'Docket: 5/2/2025 11:03 AM; Submission: 5/2/2025 11:03 AM',
      'Envelope: 20874512',
      'IN THE CIRCUIT COURT FOR MONTGOMERY COUNTY, MARYLAND',
      'M.O.-B., a minor,                                 *',
      'by and through her parents and next friends,      *',
    ];
    expect([...findStampLines(lines)]).toEqual([0, 1, 2]);
  });
});

describe('stamps in the forms blind batch 18 brought', () => {
  it("reads Utah's 'FILED DISTRICT COURT / Third Judicial District / MAR 11 2024 / … / By: L. Okonjo / Deputy Clerk' whole", () => {
    const lines = [
      'FILED DISTRICT COURT',
      'Third Judicial District',
      'MAR 11 2024',
      'SALT LAKE COUNTY',
      'By: L. Okonjo',
      'Deputy Clerk',
      'Kendra L. Whitcomb (Utah Bar No. 14382)',
    ];
    expect([...findStampLines(lines)]).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('stamps in the forms blind batch 19 brought', () => {
  it("ends a Florida e-filing stamp at the caption's 'IN THE CIRCUIT COURT OF …' under it", () => {
    const lines = [
      'FILED: PALM BEACH COUNTY, FL, MARGARET E. DELACROIX, CLERK, 03/04/2025 02:17:45 PM',
      'IN THE CIRCUIT COURT OF THE FIFTEENTH JUDICIAL CIRCUIT',
      'IN AND FOR PALM BEACH COUNTY, FLORIDA',
      'CASE NO.: 50-2025-CA-004217-XXXA-MB',
    ];
    expect([...findStampLines(lines)]).toEqual([0]);
  });
});

describe('stamps in the forms blind batch 20 brought', () => {
  it("reads an Orange County e-filing stamp's place-and-date line as the stamp's, to the deputy clerk", () => {
    const lines = [
      'Electronically Filed by Superior Court of',
      'California, County of Orange, 05/14/2024',
      '03:12:45 PM.',
      'Clerk of the Court,',
      'By Ana Cole, Deputy Clerk.',
      'Attorneys for Plaintiff BO PARK',
    ];
    expect([...findStampLines(lines)]).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('stamps in the forms blind batch 28 brought', () => {
  it("ends Oakland County's 'RECEIVED for filing' stamp at its time, leaving 'STATE OF MICHIGAN' to the caption", () => {
    const lines = [
      'RECEIVED for filing',
      'Oakland County Clerk',
      '2025 APR 02  9:14 AM',
      'STATE OF MICHIGAN',
      'IN THE CIRCUIT COURT FOR THE COUNTY OF OAKLAND',
      'BUSINESS COURT',
    ];
    expect([...findStampLines(lines)]).toEqual([0, 1, 2]);
  });
});

describe('stamps in the forms blind batch 29 brought', () => {
  it("reads East Baton Rouge's stamp whole: its parish and number over 'Filed …', and 'E-File Received …'", () => {
    const lines = [
      'EAST BATON ROUGE PARISH',
      'C-741268',
      'Filed Apr 08, 2024 10:47 AM',
      'Deputy Clerk of Court',
      'E-File Received Apr 08, 2024 09:58 AM',
      '',
      'DESMOND J. THIBODEAUX AND          *     NUMBER C-741268        SECTION 27',
      '                                   *     19TH JUDICIAL DISTRICT COURT',
    ];
    expect([...findStampLines(lines)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
  });

  it("reads a clerk's place ('FAIRFAX, VA', 'JEFFERSON PARISH, LA') and 'DY. CLERK …' as the stamp's", () => {
    const fairfax = ['FILED', 'CIVIL INTAKE', '2025 JUN 16 AM 9:48', 'CLERK, CIRCUIT COURT', 'FAIRFAX, VA'];
    const jefferson = [
      'FILED',
      '2025 FEB 18  A 10:52',
      '24TH JUDICIAL DISTRICT COURT',
      'JEFFERSON PARISH, LA',
      'DY. CLERK  Renee M. Boudreaux',
    ];
    expect([fairfax, jefferson].map((lines) => [...findStampLines(lines)].length)).toEqual([5, 5]);
  });
});

describe("Montana's e-filing stamp (blind batch 36)", () => {
  it('takes the stamp from its date to its fee, and no party in capitals under it', () => {
    const lines = [
      '09/09/2024',
      'Arlene Voss',
      'CLERK',
      'Yellowstone County District Court',
      'STATE OF MONTANA',
      'By: Marcy Dunlop',
      'DV-56-2024-0001472-CT',
      'Fehr, Annalise',
      '1.00',
      'Wade H. Trask',
    ];
    expect([...findStampLines(lines)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const party = [
      '09/09/2024',
      'Arlene Voss',
      'CLERK',
      'By: Marcy Dunlop',
      'DV-56-2024-0001472-CT',
      'DOE, JANE',
    ];
    expect(findStampLines(party).has(5)).toBe(false);
  });
});
