import { describe, expect, it } from 'vitest';
import { cleanDocumentText } from '../extract/clean-text';
import { extractComplaintFacts } from '../extract-complaint-facts';
import { extractCaseHeader, parseDate } from './case-header';
import { courtKey, matchKey } from './eval-scoring';
import { loadFixtureComplaints } from './fixture-complaints';
import { findStampLines } from './stamps';

describe('extractCaseHeader on the synthetic complaints', () => {
  it.each(loadFixtureComplaints())('$name: court, case number and filing date', ({ text, truth }) => {
    const header = extractCaseHeader(text);
    expect(matchKey(header.court)).toBe(matchKey(truth.court));
    expect(header.caseNumber).toBe(truth.caseNumber);
    expect(header.filingDate).toBe(truth.filingDate);
  });
});

const FEDERAL = `UNITED STATES DISTRICT COURT
DISTRICT OF OREGON
PORTLAND DIVISION
KAI MORROW,
Plaintiff,
v.
TIMBERLINE FREIGHT CO.,
Defendant.
Case No. ____________
COMPLAINT
Plaintiff alleges as follows:
1. This action follows the dismissal of Morrow v. Timberline, Case No. 24CV19911 (Multnomah County), which was filed on 03/02/2024.`;

describe('extractCaseHeader on snippets', () => {
  it('takes the number and date of the ECF header when the caption box is blank', () => {
    const header = extractCaseHeader(FEDERAL, [
      'Case 3:25-cv-00418-SB Document 1 Filed 03/14/25 Page 1 of 9',
    ]);
    expect(header).toEqual({
      court: 'United States District Court, District of Oregon, Portland Division',
      caseNumber: '3:25-cv-00418-SB',
      filingDate: '2025-03-14',
    });
  });

  it('does not take an underlying case number from the body', () => {
    expect(extractCaseHeader(FEDERAL)).toMatchObject({ caseNumber: null, filingDate: null });
  });

  it('prefers the ECF header to a caption number with a mistyped judge suffix', () => {
    const text = FEDERAL.replace('Case No. ____________', 'Case No. 3:25-cv-00418-XX');
    expect(extractCaseHeader(text, ['Case 3:25-cv-00418-SB Document 12 Filed 04/01/25']).caseNumber).toBe(
      '3:25-cv-00418-SB',
    );
    expect(extractCaseHeader(text).caseNumber).toBe('3:25-cv-00418-XX');
  });

  it("reads a clerk's FILED stamp in the caption", () => {
    const text = `FILED\nJanuary 6, 2025\nCLERK OF THE COURT\n${FEDERAL}`;
    expect(extractCaseHeader(text).filingDate).toBe('2025-01-06');
  });

  it('does not take the date a complaint was signed as the filing date', () => {
    const text = `${FEDERAL}\nDATED: February 28, 2025\n/s/ Ann Lee`;
    expect(extractCaseHeader(text).filingDate).toBeNull();
  });
});

describe('parseDate', () => {
  it.each([
    ['04/07/25', '2025-04-07'],
    ['April 7, 2025', '2025-04-07'],
    ['2025-04-07', '2025-04-07'],
    ['02/30/2021', null],
  ])('%s → %s', (text, iso) => expect(parseDate(text)).toBe(iso));
});

describe('case numbers outside the caption and in state forms', () => {
  it('reads the case number from a running header when the caption leaves it blank', () => {
    const text = [
      'IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS',
      'COUNTY DEPARTMENT, LAW DIVISION',
      'BRENDA OKAFOR, )',
      'Plaintiff, )',
      'v. ) No.',
      'NORTHSHORE ELEVATOR CO., )',
      'Defendant. )',
      'COMPLAINT AT LAW',
      '1. Plaintiff Brenda Okafor was injured when an elevator at 200 West Lake Street dropped four floors.',
    ].join('\n');
    expect(extractCaseHeader(text, ['Case No. 2025 L 004412']).caseNumber).toBe('2025 L 004412');
  });

  it.each([
    ['Case No.: 25-2-01234-1 SEA', '25-2-01234-1 SEA'],
    ['Case No. 23CHLC10001', '23CHLC10001'],
    ['CAUSE NO. 153-312345-24', '153-312345-24'],
    ['Case No. BC612345', 'BC612345'],
  ])('reads %j as %j', (line, number) => {
    const text = `SUPERIOR COURT OF WASHINGTON FOR KING COUNTY\nJANE ROE, )\nPlaintiff, ) ${line}\nv. )\nACME LLC, )\nDefendant. )\n1. Plaintiff sues Defendant for unpaid wages earned over two years of work in Seattle.`;
    expect(extractCaseHeader(text).caseNumber).toBe(number);
  });

  it('reads the Michigan and Northern District of Illinois ECF headers', () => {
    expect(
      extractCaseHeader('x', ['Case 2:25-cv-11873-LJM-EAS ECF No. 1, PageID.1 Filed 06/20/25 Page 1 of 14']),
    ).toMatchObject({ caseNumber: '2:25-cv-11873-LJM-EAS', filingDate: '2025-06-20' });
    expect(
      extractCaseHeader('x', ['Case: 1:25-cv-04512 Document #: 1 Filed: 05/02/25 Page 2 of 30 PageID #:2']),
    ).toMatchObject({ caseNumber: '1:25-cv-04512', filingDate: '2025-05-02' });
  });
});

describe('the court as the whole caption heading names it', () => {
  const court = (text: string) => extractCaseHeader(text).court;

  it("takes a mixed-case division line under a federal court's name", () => {
    expect(
      court(
        'IN THE UNITED STATES DISTRICT COURT\nFOR THE EASTERN DISTRICT OF VIRGINIA\nAlexandria Division\nANA COLE,\nPlaintiff,\nv.\nBO PARK,\nDefendant.\nCOMPLAINT\n1. Plaintiff brings this action for breach of a written employment agreement.',
      ),
    ).toBe('United States District Court for the Eastern District of Virginia, Alexandria Division');
  });

  it('adds the state and county of the other column of a ")" caption to a court that names no place', () => {
    expect(
      court(
        'STATE OF SOUTH CAROLINA     )     IN THE COURT OF COMMON PLEAS\n                            )     FIFTH JUDICIAL CIRCUIT\nCOUNTY OF RICHLAND          )\nANA COLE,                   )     Civil Action No. 2025-CP-40-01952\n     Plaintiff,             )\nv.                          )     SUMMONS\nBO PARK,                    )\n     Defendant.             )\n1. Plaintiff brings this action for professional negligence against the defendant lawyer.',
      ),
    ).toBe('State of South Carolina, County of Richland, Court of Common Pleas, Fifth Judicial Circuit');
  });

  it('takes the venue box beside a court named for its county into the name, the state and county first', () => {
    expect(
      court(
        'STATE OF INDIANA     )     IN THE MARION SUPERIOR COURT\n                     )     CIVIL DIVISION, ROOM 1\nCOUNTY OF MARION     )     CAUSE NO. 49D01-2504-PL-012345\nANA COLE,            )\n     Plaintiff,      )\nv.                   )\nBO PARK,             )\n     Defendant.      )\n1. Plaintiff brings this action to collect the balance of an open account for goods sold.',
      ),
    ).toBe('State of Indiana, County of Marion, Marion Superior Court, Civil Division, Room 1');
  });

  it("skips the court printed in the clerk's filing stamp above the caption", () => {
    expect(
      court(
        'ELECTRONICALLY FILED\n6/9/2025 2:41 PM\nCIRCUIT COURT OF\nJEFFERSON COUNTY, ALABAMA\nODETTE R. PENNINGTON, CLERK\nIN THE CIRCUIT COURT OF JEFFERSON COUNTY, ALABAMA\nBIRMINGHAM DIVISION\nANA COLE,\nPlaintiff,\nv.\nBO PARK,\nDefendant.\nCOMPLAINT\n1. Plaintiff brings this action for injuries suffered at the birth of her child at the hospital.',
      ),
    ).toBe('Circuit Court of Jefferson County, Alabama, Birmingham Division');
  });
});

describe("a court 'IN CIRCUIT COURT' beside a ')' venue box with ':SS' between its rows", () => {
  it('takes the state and county of the box into its name, without the leading In', () => {
    const text = [
      'STATE OF SOUTH DAKOTA        )                      IN CIRCUIT COURT',
      '                             :SS',
      'COUNTY OF MINNEHAHA          )                 SECOND JUDICIAL CIRCUIT',
      '',
      'DARREN L. HALVORSEN,                     )            49CIV25-000876',
      '               Plaintiff,                )',
      '     vs.                                 )           COMPLAINT',
      'PRAIRIE WIND FREIGHT, INC.,              )',
      '               Defendant.                )',
      '',
      '     1.   Plaintiff is a resident of Sioux Falls.',
    ].join('\n');
    expect(extractCaseHeader(text).court).toBe(
      'State of South Dakota, County of Minnehaha, Circuit Court, Second Judicial Circuit',
    );
  });
});

describe("New Hampshire's centred state heading over a county and a court in two columns", () => {
  it('opens the court with the state and the county, across the blank row between them', () => {
    const text = [
      '                            THE STATE OF NEW HAMPSHIRE',
      '',
      'HILLSBOROUGH COUNTY                                  SUPERIOR COURT NORTHERN DISTRICT',
      '',
      '                                                     Docket No. 216-2025-CV-00388',
      '',
      '                 Brendan S. Achterberg',
      '                                        v.',
      '                         Northwind Comfort Products, Inc.',
      '',
      '                                    COMPLAINT',
      '',
      '     1.   Plaintiff lives in Nashua.',
    ].join('\n');
    expect(courtKey(extractCaseHeader(text).court)).toBe(
      courtKey('The State of New Hampshire, Hillsborough County, Superior Court Northern District'),
    );
  });
});

describe('case headers in the forms blind batch 12 brought', () => {
  it("reads Texas's 'COUNTY COURT / AT LAW NO. 2' in a '§' caption's column as one court", () => {
    const text = [
      'CAUSE NO. C-1-CV-24-004518',
      '',
      'LAKESHORE TECH PLAZA, LTD.,             §          IN THE COUNTY COURT',
      '     Plaintiff,                         §',
      'v.                                      §          AT LAW NO. 2',
      'BLUEBONNET ROBOTICS, INC.,              §',
      '     Defendant.                         §          TRAVIS COUNTY, TEXAS',
      '',
      "                          PLAINTIFF'S ORIGINAL PETITION",
      '',
      '     1.   Plaintiff leases the building.',
    ].join('\n');
    expect(courtKey(extractCaseHeader(text).court)).toBe(
      courtKey('County Court at Law No. 2, Travis County, Texas'),
    );
  });

  it("ends the court before a first party whose name holds 'COUNTY'", () => {
    const text = [
      'STATE OF MICHIGAN',
      'THIRD JUDICIAL CIRCUIT COURT',
      'COUNTY OF WAYNE',
      'TRI-COUNTY PRECISION STAMPING, INC.,',
      '     Plaintiff,',
      'v.                                               Case No. 25-004187-CB',
      'MERIDIAN AXLE SYSTEMS, INC.,',
      '     Defendant.',
      '',
      'COMPLAINT',
      '1. Plaintiff makes stampings.',
    ].join('\n');
    expect(extractCaseHeader(text).court).toBe(
      'State of Michigan, Third Judicial Circuit Court, County of Wayne',
    );
  });

  it("takes no street number ('No. 88 Hexiang Road') for the case's, and reads Cuyahoga's stamp footer", () => {
    const text = [
      'IN THE COURT OF COMMON PLEAS',
      'CUYAHOGA COUNTY, OHIO',
      'KEVIN R. SZYMANSKI,                        )  CASE NO.',
      '     Plaintiff,                            )',
      'vs.                                        )  JUDGE',
      'VOLTREKK MOBILITY CO., LTD.                )',
      'No. 88 Hexiang Road, Shenzhen, China,      )  COMPLAINT',
      '     Defendant.                            )',
      '',
      '     1.   Plaintiff bought an e-bike.',
    ].join('\n');
    const footer =
      'Electronically Filed 06/11/2024 15:42 / COMPLAINT / CV 24 998765 / Confirmation Nbr. 3187654 / CLJSP';
    expect(extractCaseHeader(text, [footer]).caseNumber).toBe('CV 24 998765');
  });

  it("keeps a Minnesota federal number's judges '(JWB/DJF)' with it", () => {
    const text = [
      'UNITED STATES DISTRICT COURT',
      'DISTRICT OF MINNESOTA',
      'ANNIKA S. THORVALDSEN,                       Case No. 24-cv-2931 (JWB/DJF)',
      '     Plaintiff,',
      'v.',
      'NORTHSTAR HEALTH PARTNERS, INC.,',
      '     Defendant.',
      '',
      'CLASS ACTION COMPLAINT',
      '1. Plaintiff is a patient.',
    ].join('\n');
    expect(extractCaseHeader(text).caseNumber).toBe('24-cv-2931 (JWB/DJF)');
  });
});

describe('case headers in the forms blind batch 13 brought', () => {
  it("reads Orleans Parish's 'NUMBER 2024-03117 DIVISION \"K\"' as the case number, not a line of the court", () => {
    const text = [
      'CIVIL DISTRICT COURT FOR THE PARISH OF ORLEANS',
      'STATE OF LOUISIANA',
      '',
      'NUMBER 2024-03117                                   DIVISION "K"',
      '',
      'MARIGNY COURTYARD HOTEL, L.L.C.',
      'VERSUS',
      'GULF CRESCENT SPECIALTY INSURANCE COMPANY',
      '',
      'PETITION FOR DAMAGES',
      'NOW INTO COURT come petitioners.',
    ].join('\n');
    const header = extractCaseHeader(text);
    expect([header.court, header.caseNumber]).toEqual([
      'Civil District Court for the Parish of Orleans, State of Louisiana',
      '2024-03117',
    ]);
  });

  it("reads South Carolina's ECF header ('… Date Filed 10/28/24 Entry Number 1 …') when the caption leaves the number blank", () => {
    const header = '     2:24-cv-05117-RSW      Date Filed 10/28/24      Entry Number 1      Page 1 of 10';
    const text = `${header}\nUNITED STATES DISTRICT COURT\nFOR THE DISTRICT OF SOUTH CAROLINA\nANA COLE, Plaintiff,\nv.                         C.A. No.: ______________\nBO PARK, Defendant.\nCOMPLAINT\n1. Hello.\n`;
    const found = extractCaseHeader(text, [header]);
    expect([found.caseNumber, found.filingDate]).toEqual(['2:24-cv-05117-RSW', '2024-10-28']);
  });
});

describe('case headers in the forms blind batch 14 brought', () => {
  const fulton = [
    '                                                            E-FILED IN OFFICE - MT',
    '                                                            CLERK OF SUPERIOR COURT',
    '                                                            FULTON COUNTY, GEORGIA',
    '                                                            2025CV412337',
    '                                                            Jun 12, 2025 03:14 PM',
    '                                                            /s/ Marisol T. Pennington',
    '                                                            Marisol T. Pennington, Clerk',
    '',
    '                      IN THE SUPERIOR COURT OF FULTON COUNTY',
    '                                STATE OF GEORGIA',
    '                             BUSINESS CASE DIVISION',
    '',
    'ANA COLE,                                    )',
    '          Plaintiff,                         )     CIVIL ACTION',
    'v.                                           )     FILE NO. 2025CV412337',
    'BO PARK,                                     )',
    '          Defendant.                         )',
    '                               VERIFIED COMPLAINT',
    '     1.   This is an action to recover an earnout that the buyer promised and never paid.',
  ].join('\n');

  it("keeps Fulton County's 'BUSINESS CASE DIVISION' line in the court's name", () => {
    expect(courtKey(extractCaseHeader(fulton).court)).toBe(
      courtKey('Superior Court of Fulton County, State of Georgia, Business Case Division'),
    );
  });

  it("reads the filing date from an 'E-FILED IN OFFICE' stamp's 'Jun 12, 2025 03:14 PM'", () => {
    expect(extractCaseHeader(fulton).filingDate).toBe('2025-06-12');
  });

  it("takes the case number from a Minnesota stamp's '27-CV-25-14592' when the caption leaves 'Court File No.' blank", () => {
    const text =
      'STATE OF MINNESOTA\nDISTRICT COURT\nANA COLE,\nPlaintiff,\nv.                  Court File No.: _________\nBO PARK,\nDefendant.\n1. Hello there.';
    const stamp = ['27-CV-25-14592', 'Filed in District Court', 'State of Minnesota', '10/20/2025 11:08 AM'];
    expect(extractCaseHeader(text, stamp).caseNumber).toBe('27-CV-25-14592');
  });

  it("reads the number and date of Franklin County's clerk line on every page ('… Common Pleas- 2025 Dec 01 2:41 PM-25CV009318')", () => {
    const header = 'Franklin County Ohio Clerk of Courts of the Common Pleas- 2025 Dec 01 2:41 PM-25CV009318';
    const text = `IN THE COURT OF COMMON PLEAS\nFRANKLIN COUNTY, OHIO\nANA COLE,          :    CASE NO. __________\nPlaintiff,\nv.\nBO PARK,\nDefendant.\n1. Hello there.`;
    const found = extractCaseHeader(text, [header]);
    expect([found.caseNumber, found.filingDate]).toEqual(['25CV009318', '2025-12-01']);
  });

  it("reads Maryland's 'CIRCUIT COURT FOR' / 'BALTIMORE CITY, MARYLAND' in a '*' column, and its 'E-FILED;' stamp's date", () => {
    const text = [
      'OCT-04-2024 09:12     PATAPSCO WHARF MGMT     410 555 0173     P.02/15',
      '                                                     E-FILED; Baltimore City Circuit Court',
      '                                                     Docket: 10/3/2024 2:17 PM; Submission: 10/3/2024 2:17 PM',
      '                                                     Envelope: 18273645',
      '',
      'ANA COLE                               *      IN THE',
      '2100 Boston Street, Suite 200          *',
      'Baltimore, Maryland 21231              *      CIRCUIT COURT FOR',
      '                                       *',
      '          Plaintiff,                   *      BALTIMORE CITY, MARYLAND',
      '  v.                                   *',
      'BO PARK                                *      Case No.: C-24-CV-24-001873',
      '          Defendant.                   *',
      '                      COMPLAINT FOR BREACH OF LEASE',
      '     1.   Plaintiff leased the premises at 2140 Boston Street to the Defendant in 2019.',
    ].join('\n');
    const found = extractCaseHeader(text);
    expect([found.court, found.filingDate]).toEqual([
      'Circuit Court for Baltimore City, Maryland',
      '2024-10-03',
    ]);
  });

  it("reads Indiana's venue box: the state and county, the court, its division, no 'SS:'", () => {
    const text = [
      'STATE OF INDIANA          )        IN THE MARION SUPERIOR COURT',
      '                          ) SS:    CIVIL DIVISION, ROOM 11',
      'COUNTY OF MARION          )',
      '                                   CAUSE NO. 49D11-2405-PL-021874',
      'ANA COLE,                          )',
      '                 Plaintiff,        )',
      '          v.                       )',
      'BO PARK,                           )',
      '                 Defendant.        )',
      '                  COMPLAINT FOR DAMAGES',
      '     1.   Plaintiff sold insurance for the Defendant under an agency agreement of 2019.',
    ].join('\n');
    expect(extractCaseHeader(text).court).toBe(
      'State of Indiana, County of Marion, Marion Superior Court, Civil Division, Room 11',
    );
  });

  it("keeps New Jersey's 'NEWARK VICINAGE' under the federal court's district", () => {
    const text =
      'UNITED STATES DISTRICT COURT\nDISTRICT OF NEW JERSEY\nNEWARK VICINAGE\n-------------------x\nANA COLE,          :\nPlaintiff,         :   Civil Action No. ______\nv.                 :\nBO PARK,           :\nDefendant.         :\nCOMPLAINT\n1. Plaintiff took the drug for three years before her diagnosis.';
    expect(courtKey(extractCaseHeader(text).court)).toBe(
      courtKey('United States District Court for the District of New Jersey, Newark Vicinage'),
    );
  });
});

describe('case headers in the forms blind batch 17 brought', () => {
  it("adds Allegheny's 'CIVIL DIVISION', read after the parties from the caption's right block, to the court", () => {
    const text = [
      'IN THE COURT OF COMMON PLEAS OF ALLEGHENY COUNTY, PENNSYLVANIA',
      '',
      'THREE RIVERS MECHANICAL CONTRACTORS, INC.,',
      'Plaintiff,',
      'v.',
      'KESTREL BUILDERS GROUP, INC.,',
      'Defendant.',
      '',
      'CIVIL DIVISION',
      'No. GD-24-008813',
      'COMPLAINT IN CIVIL ACTION',
      '     1.   Plaintiff is a mechanical contractor with offices in Pittsburgh, Pennsylvania.',
    ].join('\n');
    expect(extractCaseHeader(text).court).toBe(
      'Court of Common Pleas of Allegheny County, Pennsylvania, Civil Division',
    );
  });
});

describe('case headers in the forms blind batch 20 brought', () => {
  it("keeps the District of Utah's 'SOUTHERN REGION' under the court's district", () => {
    const text =
      'IN THE UNITED STATES DISTRICT COURT\nFOR THE DISTRICT OF UTAH\nSOUTHERN REGION\n\nANA COLE,\nPlaintiff,\nv.\nBO PARK,\nDefendant.\nCOMPLAINT\n1. Plaintiff rode the vehicle for three years before it overturned.';
    expect(courtKey(extractCaseHeader(text).court)).toBe(
      courtKey('United States District Court for the District of Utah, Southern Region'),
    );
  });
});

describe('case headers in the forms blind batch 21 brought', () => {
  it("reads Louisiana's 'NUMBER C-742918' beside the parties in a '*' caption", () => {
    const text = [
      'ANA COLE                                    *   NUMBER C-742918   SECTION 26',
      '                                            *   19TH JUDICIAL DISTRICT COURT',
      'VERSUS                                      *',
      '                                            *   PARISH OF EAST BATON ROUGE',
      'BO PARK                                     *   STATE OF LOUISIANA',
      '                         PETITION FOR DAMAGES',
      '1. Petitioner is a person of the full age of majority.',
    ].join('\n');
    expect(extractCaseHeader(text).caseNumber).toBe('C-742918');
  });

  it("reads the number from an e-filing header whose fields have an empty one ('10:14 / / CV 25 112847')", () => {
    const text =
      'IN THE COURT OF COMMON PLEAS\nCUYAHOGA COUNTY, OHIO\nANA COLE,   )   CASE NO. ________\nPlaintiff,  )\nv.          )\nBO PARK,    )\nDefendant.  )\nCOMPLAINT\n1. Plaintiff is an Ohio corporation.';
    const header =
      'Electronically Filed 05/06/2025 10:14 / / CV 25 112847 / Confirmation Nbr. 3481297 / CLJSH';
    expect(extractCaseHeader(text, [header]).caseNumber).toBe('CV 25 112847');
  });
});

describe('case headers in the forms blind batch 22 brought', () => {
  it("takes Maine's venue box for the court, not the filing stamp's court printed over it under its date", () => {
    // As the text layer's reading order gives the two columns of the venue box: left, then right.
    const text = [
      'CONFORMED COPY RECEIVED & FILED',
      'MAY 06 2024',
      'CUMBERLAND COUNTY SUPERIOR COURT',
      '',
      'STATE OF MAINE',
      'CUMBERLAND, ss.',
      'SUPERIOR COURT',
      'CIVIL ACTION',
      'DOCKET NO. CUMSC-CV-2024-00187',
      'ANA COLE,                 )',
      '       Plaintiff          )      COMPLAINT',
      '  v.                      )',
      'BO PARK,                  )',
      '       Defendant          )',
      'NOW COMES Plaintiff and complains against Defendant as follows:',
    ].join('\n');
    expect(extractCaseHeader(text).court).toBe('State of Maine, Cumberland, Superior Court');
  });

  it("reads the case number across Arizona's '|' column bar", () => {
    const text = [
      'IN THE SUPERIOR COURT OF THE STATE OF ARIZONA',
      'IN AND FOR THE COUNTY OF MARICOPA',
      'ANA COLE, an individual,           | No. CV2025-009314',
      '                 Plaintiff,        | VERIFIED COMPLAINT',
      'v.                                 |',
      'BO PARK, an individual,            |',
      '                 Defendant.        |',
      'Plaintiff alleges as follows:',
    ].join('\n');
    expect(extractCaseHeader(text).caseNumber).toBe('CV2025-009314');
  });
});

describe('case headers in the forms blind batch 23 brought', () => {
  it("reads Virginia's 'CL 2025-0006418'", () => {
    const text =
      'VIRGINIA:\nIN THE CIRCUIT COURT OF FAIRFAX COUNTY\nANA COLE,\nPlaintiff,\nv.              Case No. CL 2025-0006418\nBO PARK,\nDefendant.\nCOMPLAINT\n1. Plaintiff is a Virginia company.';
    expect(extractCaseHeader(text).caseNumber).toBe('CL 2025-0006418');
  });

  it("takes a boxed filing stamp's court for the stamp's, and its date and time for the filing date", () => {
    const text = [
      'Attorneys for Plaintiff | FILED |',
      'SECOND DISTRICT COURT',
      'WEBER COUNTY, STATE OF UTAH',
      'MAR 03 2025 10:17 AM',
      'By: K. Alvord, Deputy Clerk',
      '',
      'IN THE SECOND JUDICIAL DISTRICT COURT',
      'WEBER COUNTY, STATE OF UTAH',
      'OGDEN DEPARTMENT',
      '',
      'ANA COLE,           |',
      'Plaintiff,          |   COMPLAINT',
      'v.                  |   Case No. 250900317',
      'BO PARK,            |',
      'Defendant.          |',
      'Plaintiff complains against Defendant as follows:',
    ].join('\n');
    const header = extractCaseHeader(text);
    expect([header.court, header.filingDate]).toEqual([
      'Second Judicial District Court, Weber County, State of Utah, Ogden Department',
      '2025-03-03',
    ]);
  });
});

describe('case headers in the forms blind batch 25 brought', () => {
  it("reads Oklahoma's stamp, its court printed above 'F I L E D', as the stamp's: the court is the caption's", () => {
    const text = [
      '                                   CJ-2025-0412',
      '                         IN THE DISTRICT COURT',
      '                            TULSA COUNTY',
      '                             F I L E D',
      '                            MAR - 7 2025',
      '                          DORIAN K. PELL',
      '                            COURT CLERK',
      '',
      'IN THE DISTRICT COURT OF TULSA COUNTY',
      'STATE OF OKLAHOMA',
      '',
      'ANA COLE,                  )',
      '     Plaintiff,            )',
      'v.                         )   Case No. CJ-2025-0412',
      'BO PARK,                   )',
      '     Defendant.            )',
      '',
      'PETITION',
      'Plaintiff Ana Cole, for her causes of action, states:',
    ].join('\n');
    const header = extractCaseHeader(text);
    expect([header.court, header.filingDate]).toEqual([
      'District Court of Tulsa County, State of Oklahoma',
      '2025-03-07',
    ]);
  });

  it("reads the S.D. Tex. and S.D. Fla. ECF headers ('Filed on … in TXSD', 'Entered on FLSD Docket …')", () => {
    const body = [
      'UNITED STATES DISTRICT COURT',
      'ANA COLE,',
      'Plaintiff,',
      'v.',
      'BO PARK,',
      'Defendant.',
      'COMPLAINT',
    ];
    const texas = [
      'Case 4:25-cv-00918     Document 1     Filed on 02/03/25 in TXSD     Page 1 of 9',
      ...body,
    ];
    const florida = [
      'Case 0:25-cv-60122-WPD   Document 1   Entered on FLSD Docket 01/21/2025   Page 1 of 6',
      ...body,
    ];
    expect(
      [texas, florida].map((lines) => {
        const header = extractCaseHeader(lines.join('\n'));
        return [header.caseNumber, header.filingDate];
      }),
    ).toEqual([
      ['4:25-cv-00918', '2025-02-03'],
      ['0:25-cv-60122-WPD', '2025-01-21'],
    ]);
  });

  it("reads South Dakota's '49CIV25-000871' from its e-filing header beside the county", () => {
    const text = [
      'STATE OF SOUTH DAKOTA      )        IN CIRCUIT COURT',
      'COUNTY OF PENNINGTON       )        SEVENTH JUDICIAL CIRCUIT',
      'ANA COLE,',
      'Plaintiff,',
      'vs.                                  COMPLAINT',
      'BO PARK,',
      'Defendant.',
      'Plaintiff, for her Complaint, states as follows:',
    ].join('\n');
    const header = ['Filed: 5/2/2025 10:05 AM CDT   Pennington County, South Dakota     51CIV25-000233'];
    expect(extractCaseHeader(text, header).caseNumber).toBe('51CIV25-000233');
  });
});

describe('case numbers in the forms blind batch 26 brought', () => {
  it("keeps Alaska's kind of case after its number ('3AN-25-04410 CI')", () => {
    const text =
      'IN THE SUPERIOR COURT FOR THE STATE OF ALASKA\nTHIRD JUDICIAL DISTRICT AT ANCHORAGE\nANA COLE,         )\nPlaintiff,        )\nv.                )\nBO PARK,          )\nDefendant.        )   Case No. 3AN-25-04410 CI\nCOMPLAINT\n1. Plaintiff is an Alaska company.';
    expect(extractCaseHeader(text).caseNumber).toBe('3AN-25-04410 CI');
  });
});

describe('case headers in the forms blind batch 28 brought', () => {
  it("reads Michigan's 'STATE OF MICHIGAN' over the circuit court and its 'BUSINESS COURT' under it as the court's name", () => {
    const text = [
      'RECEIVED for filing',
      'Oakland County Clerk',
      '2025 APR 02  9:14 AM',
      '',
      'STATE OF MICHIGAN',
      'IN THE CIRCUIT COURT FOR THE COUNTY OF OAKLAND',
      'BUSINESS COURT',
      '',
      'ANA COLE,',
      '                                        Case No. 2025-208413-CB',
      'Plaintiff,',
      'v.',
      'BO PARK,',
      'Defendant.',
      'COMPLAINT',
      '1. Plaintiff supplied axle housings to the defendant for six years before it stopped paying.',
    ].join('\n');
    expect(courtKey(extractCaseHeader(text).court)).toBe(
      courtKey('State of Michigan, Circuit Court for the County of Oakland, Business Court'),
    );
  });
});

describe('filing dates in the stamps blind batch 28 brought', () => {
  const body = ['ANA COLE,', 'Plaintiff,', 'v.', 'BO PARK,', 'Defendant.', 'COMPLAINT'];

  it("reads Hawaii's '12-MAR-2025' and Arkansas' '2025-Mar-04' stamp dates, Arkansas' stamp whole", () => {
    // The stamp beside the counsel block, as the reading-order pass gives it: after the block.
    const hawaii = [
      'AKANA FUJIMOTO LLLP',
      'Attorneys at Law',
      'Electronically Filed',
      'FIRST CIRCUIT',
      '1CCV-25-0000412',
      '12-MAR-2025',
      '09:41 AM',
      '',
      'IN THE CIRCUIT COURT OF THE FIRST CIRCUIT',
      'STATE OF HAWAII',
      ...body,
    ];
    const arkansas = [
      '                                             ELECTRONICALLY FILED',
      '                                          Pulaski County Circuit Court',
      '                                   Delphine Arbuckle, Circuit/County Clerk',
      '                                            2025-Mar-04  10:21:37',
      '                                                  60CV-25-1847',
      '                                             C06D05 : 21 Pages',
      '',
      'IN THE CIRCUIT COURT OF PULASKI COUNTY, ARKANSAS',
      'CIVIL DIVISION',
      ...body,
    ];
    expect([hawaii, arkansas].map((lines) => extractCaseHeader(lines.join('\n')).filingDate)).toEqual([
      '2025-03-12',
      '2025-03-04',
    ]);
    expect([...findStampLines(arkansas.map((l) => l.trim()))]).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('ECF headers in the forms blind batch 29 brought', () => {
  it("reads N.D. Ohio's 'Doc #: 1 Filed: 07/01/24 … PageID' and E.D. Wisconsin's 'Filed … Page 1 of 10 Document 1'", () => {
    const body = [
      'UNITED STATES DISTRICT COURT',
      'ANA COLE,',
      'Plaintiff,',
      'v.',
      'BO PARK,',
      'Defendant.',
      'COMPLAINT',
    ];
    const ohio = ['Case: 1:24-cv-01127-BMW  Doc #: 1  Filed:  07/01/24  1 of 9.  PageID #: 1', ...body];
    const wisconsin = ['Case 2:25-cv-00412-JRK   Filed 03/18/25   Page 1 of 10   Document 1', ...body];
    expect(
      [ohio, wisconsin].map((lines) => {
        const header = extractCaseHeader(lines.join('\n'));
        return [header.caseNumber, header.filingDate];
      }),
    ).toEqual([
      ['1:24-cv-01127-BMW', '2024-07-01'],
      ['2:25-cv-00412-JRK', '2025-03-18'],
    ]);
  });
});

describe('case headers in the forms blind batch 32 brought', () => {
  it("reads 'COMMONWEALTH OF MASSACHUSETTS / WORCESTER, ss.  SUPERIOR COURT' above a ruled ')' caption whole", () => {
    const text = [
      ' 1                         COMMONWEALTH OF MASSACHUSETTS',
      ' 2',
      ' 3  WORCESTER, ss.                                      SUPERIOR COURT',
      ' 4                                                      CIVIL ACTION NO. 2485CV01142',
      ' 5',
      ' 6  ____________________________________________',
      ' 7                                              )',
      ' 8  ANA COLE,                                   )',
      ' 9                    Plaintiff,               )',
      '10  v.                                          )',
      '11  BO PARK,                                    )',
      '12                    Defendant.               )',
      '13                              COMPLAINT',
      '14        1.   Plaintiff manufactured cell therapies in a cleanroom the defendant certified.',
    ].join('\n');
    const cleaned = cleanDocumentText([text]).text;
    expect(courtKey(extractCaseHeader(cleaned).court)).toBe(
      courtKey('Commonwealth of Massachusetts, Worcester, Superior Court'),
    );
  });
});

describe('case headers in the forms blind batch 33 brought', () => {
  it("dates the filing from a Wisconsin stamp printed with dashes ('FILED  08-15-2024  …  Clerk of Circuit Court')", () => {
    const text = [
      'FILED  08-15-2024  Marguerite L. Szymanski  Clerk of Circuit Court  2024CV004712',
      'STATE OF WISCONSIN              CIRCUIT COURT              MILWAUKEE COUNTY',
      'ANA COLE,',
      '          Plaintiff,',
      '     v.',
      'BO PARK,',
      '          Defendant.',
      '                              COMPLAINT',
      '     1.   Plaintiff was hurt when the boiler the defendant serviced failed.',
    ].join('\n');
    expect(extractCaseHeader(text).filingDate).toBe('2024-08-15');
  });
});

describe('case headers in the forms blind batch 34 brought', () => {
  it("reads Maryland's 'CIRCUIT COURT / FOR / BALTIMORE CITY' down an asterisk column, and Delaware's number whole", () => {
    const maryland = [
      "D'ANGELO M. FARROW, a minor,                 *    IN THE",
      'by his mother and next friend,               *',
      'TASHIRA N. FARROW                            *    CIRCUIT COURT',
      '                                             *',
      'and                                          *    FOR',
      '                                             *',
      'KEYONNA R. FARROW, a minor,                  *    BALTIMORE CITY',
      '                                             *',
      '          Plaintiffs,                        *    Case No.: C-24-CV-24-001936',
      '     v.                                      *',
      'HARBORVIEW ROW PROPERTIES, LLC               *',
      '          Defendant.                         *',
      '                             COMPLAINT',
      '     1.   Plaintiffs were poisoned by lead paint in the apartment the defendant rented them.',
    ].join('\n');
    expect(extractCaseHeader(maryland).court).toBe('Circuit Court for Baltimore City');
    const delaware = [
      '              IN THE SUPERIOR COURT OF THE STATE OF DELAWARE',
      'LIGHTHOUSE LEDGER SYSTEMS, INC.,          )',
      '                    Plaintiff,            )   C.A. No. N24C-08-147 PRW CCLD',
      '          v.                              )',
      'QUANTAVO SOFTWARE LTD.,                   )',
      '                    Defendant.            )',
      '                             COMPLAINT',
      '     1.   Plaintiff resold the software the defendant warranted.',
    ].join('\n');
    expect(extractCaseHeader(delaware).caseNumber).toBe('N24C-08-147 PRW CCLD');
  });
});

describe('case headers in the forms blind batch 35 brought', () => {
  it("reads Hawaii's '1CCV-25-0000412' from the filing stamp, not its date '14-APR-2025'", () => {
    const rows = [
      'Of Counsel:                                       Electronically Filed',
      'KALANI & FORBES-NAKAMURA                          FIRST CIRCUIT',
      'A Limited Liability Law Company                   1CCV-25-0000412',
      '                                                  14-APR-2025',
      'REID K. KALANI              5123-0                02:36 PM',
      'Attorneys for Plaintiff',
      '',
      '              IN THE CIRCUIT COURT OF THE FIRST CIRCUIT',
      '                          STATE OF HAWAII',
      'ANA COLE,                               )  CIVIL NO. ______________',
      '          Plaintiff,                    )',
      '     vs.                                )',
      'BO PARK,                                )',
      '          Defendant.                    )',
      '                             COMPLAINT',
      '     1.   Plaintiff owns a hotel the defendant air-conditioned badly.',
    ];
    const text = rows.map((row, k) => `${String(k + 1).padStart(2)}  ${row}`).join('\n');
    expect(extractCaseHeader(cleanDocumentText([text]).text).caseNumber).toBe('1CCV-25-0000412');
  });

  it("dates the filing from Michigan's 'RECEIVED for filing Oakland County Clerk 2/24/2025'", () => {
    const text = [
      '                    RECEIVED for filing Oakland County Clerk 2/24/2025 2:41 PM',
      'STATE OF MICHIGAN',
      'IN THE CIRCUIT COURT FOR THE COUNTY OF OAKLAND',
      'ANA COLE,',
      '          Plaintiff,',
      'v.',
      'BO PARK,',
      '          Defendant.',
      'COMPLAINT',
      '1. Plaintiff made tooling the defendant did not pay for.',
    ].join('\n');
    expect(extractCaseHeader(text).filingDate).toBe('2025-02-24');
  });
});

describe('case headers in the forms blind batch 36 brought', () => {
  it("reads Montana's 'Cause No. DV 56-2024-0001472' whole", () => {
    const text = [
      '         MONTANA THIRTEENTH JUDICIAL DISTRICT COURT, YELLOWSTONE COUNTY',
      'ANA COLE,                              )   Cause No. DV 56-2024-0001472',
      '                 Plaintiff,            )',
      '       v.                              )',
      'BO PARK,                               )',
      '                 Defendant.            )',
      '                             COMPLAINT',
      '     1.   A pipeline crossed the plaintiff’s ranch.',
    ].join('\n');
    expect(extractCaseHeader(text).caseNumber).toBe('DV 56-2024-0001472');
  });
});

describe('case headers in the forms blind batch 37 brought', () => {
  it("reads Philadelphia's 'COMMERCE PROGRAM' into the court and its term number, on one row or two, for the case", () => {
    const rows = (term: string[]) =>
      [
        'KILBRIDE STAVROS & FENN LLC',
        'By:  Eamon J. Kilbride, Esquire (Attorney I.D. No. 208417)',
        'Attorneys for Plaintiff',
        '____________________________________________________________________________________',
        'ANA COLE                                      :   COURT OF COMMON PLEAS',
        '1200 Crest Hospital Drive                     :   PHILADELPHIA COUNTY',
        'Philadelphia, PA 19104                        :',
        '                                              :   COMMERCE PROGRAM',
        ...term,
        '               Plaintiff,                     :',
        '     v.                                       :',
        'BO PARK                                       :',
        '               Defendant.                     :',
        '                             COMPLAINT',
        '     1.   Plaintiff runs a hospital the defendant staffed.',
      ].join('\n');
    const one = extractCaseHeader(
      rows(['                                              :   March Term, 2024 No. 02417']),
    );
    expect(one.court).toBe('Court of Common Pleas, Philadelphia County, Commerce Program');
    expect(one.caseNumber).toBe('March Term, 2024 No. 02417');
    const two = extractCaseHeader(
      rows([
        '                                              :   JUNE TERM, 2024',
        '                                              :   NO. 01287',
      ]),
    );
    expect(two.caseNumber).toBe('JUNE TERM, 2024, NO. 01287');
  });
});

describe('case headers in the forms blind batch 38 brought', () => {
  it("reads Iowa's 'LAW NO. LACV104582' and dates New Hampshire's stamp by its 'File Date:'", () => {
    const iowa = [
      'E-FILED  2025 APR 07 10:14 AM  LINN - CLERK OF DISTRICT COURT',
      '                       IN THE IOWA DISTRICT COURT FOR LINN COUNTY',
      'ANA COLE,                                    )',
      '                                             )     LAW NO. LACV104582',
      '           Plaintiff,                        )',
      '     v.                                      )',
      'BO PARK,                                     )',
      '           Defendant.                        )',
      '                             PETITION AT LAW',
      '     1.   Plaintiff bought corn the defendant contaminated.',
    ].join('\n');
    expect(extractCaseHeader(iowa).caseNumber).toBe('LACV104582');
    const hampshire = [
      '216-2024-CV-00781',
      '',
      '                                                  Filed',
      '                                                  File Date: 11/18/2024 2:47 PM',
      '                                                  Hillsborough Superior Court Northern District',
      '                                                  E-Filed Document',
      '',
      '                        THE STATE OF NEW HAMPSHIRE',
      'HILLSBOROUGH, SS. NORTHERN DISTRICT                              SUPERIOR COURT',
      'ANA COLE',
      'v.',
      'BO PARK',
      '                             COMPLAINT',
      '     1.   Plaintiff’s boiler exploded.',
    ].join('\n');
    expect(extractCaseHeader(hampshire).filingDate).toBe('2024-11-18');
  });
});

describe('case headers in the forms blind batch 39 brought', () => {
  it("reads the caption's court under Hamilton County's fax stamp and its number 'A 2401187'", () => {
    const text = [
      '                                       COURT OF COMMON PLEAS',
      '                                       Filed by Fax',
      '                                       Date: 03/18/2024 16:41',
      '                                       Case Number: A 2401187',
      '                                       Clerk of Courts, Hamilton County',
      '                                       By: R. Delacroix, Deputy Clerk',
      '                                       Image ID: D151227804',
      '',
      '                         COURT OF COMMON PLEAS',
      '                         HAMILTON COUNTY, OHIO',
      '',
      'ANA COLE                                     :   CASE NO. A 2401187',
      '                Plaintiff,                   :',
      '       v.                                    :',
      'BO PARK                                      :',
      '                Defendant.                   :',
      '                             COMPLAINT',
      '     1.   The defendant ran the plaintiff’s marketing badly.',
    ].join('\n');
    const header = extractCaseHeader(text);
    expect(header.court).toBe('Court of Common Pleas, Hamilton County, Ohio');
    expect(header.caseNumber).toBe('A 2401187');
  });

  it("reads New Jersey's 'GENERAL EQUITY PART' into the court, and the docket number from the e-filing header", () => {
    const text = [
      'SALVATORE IANNACONE,                  :  SUPERIOR COURT OF NEW JERSEY',
      '                                      :  CHANCERY DIVISION:',
      '                                      :  GENERAL EQUITY PART',
      '               Plaintiff,             :  ESSEX COUNTY',
      '        v.                            :',
      'PAUL IANNACONE,                       :  DOCKET NO.:',
      '               Defendant.             :',
      '                             VERIFIED COMPLAINT',
      '     1.   The partners ran a bakery.',
    ].join('\n');
    const header = extractCaseHeader(text, [
      'ESX-C-000087-24 06/14/2024 11:52:08 AM Pg 1 of 11 Trans ID: CHC2024154812',
    ]);
    expect(header.court).toBe(
      'Superior Court of New Jersey, Chancery Division, General Equity Part, Essex County',
    );
    expect(header.caseNumber).toBe('ESX-C-000087-24');
  });
});

describe('case headers in the forms blind batch 42 brought', () => {
  it("reads South Dakota's number printed alone in the caption's right column, with no label", () => {
    // As the text reader gives a plain-text caption: its wide gap between the columns becomes a ')' bar.
    const text = [
      'STATE OF SOUTH DAKOTA ) IN CIRCUIT COURT',
      ':SS',
      'COUNTY OF MINNEHAHA ) SECOND JUDICIAL CIRCUIT',
      '__________________________________________________________________',
      '',
      'BIG SIOUX PACKING COMPANY, INC., ) 49CIV25-001873',
      'and BSP COLD CHAIN, LLC,',
      '',
      '               Plaintiffs,',
      ') COMPLAINT',
      'vs. ) AND DEMAND FOR JURY TRIAL',
      '',
      'PRAIRIE SENTINEL MUTUAL INSURANCE',
      'COMPANY,',
      '',
      '               Defendant.',
      '__________________________________________________________________',
      '',
      '     Plaintiffs, for their Complaint against Defendant, state and allege:',
    ].join('\n');
    expect(extractCaseHeader(text, []).caseNumber).toBe('49CIV25-001873');
  });
});

describe('filing dates in the forms blind batches 41 and 42 brought', () => {
  it("reads Montgomery County's 'Docketed at … Prothonotary on 07/22/2025' header as the filing date", () => {
    const text = [
      'LINDENFIELD PHARMACEUTICAL DISTRIBUTION, INC.     :   IN THE COURT OF COMMON PLEAS OF',
      '                                                  :   MONTGOMERY COUNTY, PENNSYLVANIA',
      '                         Plaintiff,               :',
      '          v.                                      :   No. 2025-08731',
      'COLDLINE FREIGHT LOGISTICS, LLC,                  :',
      '                         Defendant.               :',
      '                                  COMPLAINT',
      '     1.   Plaintiff distributes medicines.',
    ].join('\n');
    const header = extractCaseHeader(text, [
      'Case# 2025-08731-0 Docketed at Montgomery County Prothonotary on 07/22/2025 11:03 AM, Fee = $323.90.',
    ]);
    expect(header.filingDate).toBe('2025-07-22');
  });

  it("takes the e-filing header's date, not a sentence's 'Plaintiffs filed a Statement of Claim … on August 30, 2024'", () => {
    const text = [
      'J.P., a minor,                                    *     IN THE',
      '               Plaintiff,                         *     CIRCUIT COURT',
      '     v.                                           *     FOR BALTIMORE CITY',
      'HARBORVIEW MATERNAL & GENERAL HOSPITAL, INC.      *     Case No.: 24-C-25-001473',
      '               Defendant.                         *',
      '                        COMPLAINT AND ELECTION FOR JURY TRIAL',
      '     Plaintiff, by his attorneys, sues Defendant and says:',
      '     1.   Plaintiffs filed a Statement of Claim with the Maryland Health Care',
      'Alternative Dispute Resolution Office, HCA No. 2024-0418, on August 30, 2024.',
    ].join('\n');
    const header = extractCaseHeader(text, [
      'E-FILED; Baltimore City Circuit Court',
      'Docket: 2/4/2025 10:17 AM; Submission: 2/4/2025 10:17 AM',
    ]);
    expect(header.filingDate).toBe('2025-02-04');
  });

  it("reads Santa Clara's stamp ('by Superior Court of CA, / County of Santa Clara, / on 3/14/2025 2:41 PM') for its date", () => {
    const text = [
      '                                                      Electronically Filed',
      '                                                      by Superior Court of CA,',
      '                                                      County of Santa Clara,',
      '                                                      on 3/14/2025 2:41 PM',
      '                                                      Reviewed By: R. Delgado',
      'Margaret L. Okafor (SBN 214587)',
      'Attorneys for Plaintiff',
      '                SUPERIOR COURT OF THE STATE OF CALIFORNIA',
      '                        COUNTY OF SANTA CLARA',
      'ANA COLE, ) Case No. 25CV461208',
      'Plaintiff, )',
      'v. ) COMPLAINT',
      'BO PARK, )',
      'Defendant. )',
      '     Plaintiff alleges:',
    ].join('\n');
    expect(extractCaseHeader(text, []).filingDate).toBe('2025-03-14');
  });
});

describe('case headers in the forms blind batch 44 brought', () => {
  it("reads Philadelphia's 'TRIAL DIVISION - CIVIL' and 'COMMERCE PROGRAM' both into the court", () => {
    const text = [
      'ST. ANSELM HEALTH SYSTEM                :  COURT OF COMMON PLEAS OF',
      '                                        :  PHILADELPHIA COUNTY',
      '  and                                   :  FIRST JUDICIAL DISTRICT OF',
      'ST. ANSELM PHYSICIAN GROUP, P.C.        :  PENNSYLVANIA',
      '                                        :  TRIAL DIVISION - CIVIL',
      '                    Plaintiffs,         :  COMMERCE PROGRAM',
      '          v.                            :  No. 240900318',
      'CLARITAS REVENUE PARTNERS, INC.         :',
      '                    Defendant.          :',
      '                              COMPLAINT',
      '     1.   Plaintiffs run a hospital.',
    ].join('\n');
    expect(extractCaseHeader(text, []).court).toBe(
      'Court of Common Pleas of Philadelphia County, First Judicial District of Pennsylvania, Trial Division - Civil, Commerce Program',
    );
  });

  it("takes no street number from the parties' column for an empty 'CASE NO.' in the right column", () => {
    const text = [
      '                        IN THE COURT OF COMMON PLEAS',
      '                            CUYAHOGA COUNTY, OHIO',
      'DENISE R. KOWALCZYK                      )   CASE NO.',
      '6718 Ridgewood Drive                     )',
      'Parma Heights, Ohio 44130                )   JUDGE',
      '                 Plaintiff,              )',
      '     vs.                                 )   COMPLAINT',
      'NORTHCOAST REGIONAL MEDICAL CENTER       )',
      '                 Defendant.              )',
      '     Plaintiff, for her Complaint, states as follows:',
    ].join('\n');
    const header = extractCaseHeader(text, [
      'Electronically Filed 09/10/2024 11:52 / / CV 24 998412 / Confirmation Nbr. 3187745 / CLJXK',
    ]);
    expect(header.caseNumber).toBe('CV 24 998412');
  });
});

describe('case headers in the forms blind batch 45 brought', () => {
  it("reads a Connecticut caption behind its summons form: the clerk's 'SUPERIOR COURT / HARTFORD J.D.' stamp is no court, its docket number the case's", () => {
    const text = [
      'SUMMONS - CIVIL                                        STATE OF CONNECTICUT',
      'JD-CV-1 Rev. 2-22                                        SUPERIOR COURT',
      '[X] "X" if amount, legal interest or property in demand, not including interest and',
      '    costs is $2,500 or more.',
      'Parties           Name (Last, First, Middle Initial) and address of each party',
      'First named       KEYSTONE MUTUAL FIRE INSURANCE COMPANY',
      'Plaintiff         1 Keystone Plaza, Harrisburg, PA 17101              P-01',
      'Notice to Each Defendant',
      '1. You are being sued. This paper is a Summons in a civil lawsuit.',
      '\f                                                  SUPERIOR COURT',
      '                                                  HARTFORD J.D.',
      '                                                  RECEIVED & FILED',
      '                                                  2025 APR -2 A 10:17',
      '                                                  HHD-CV25-6198442-S',
      '',
      'RETURN DATE: APRIL 15, 2025               :    SUPERIOR COURT',
      'KEYSTONE MUTUAL FIRE INSURANCE            :    JUDICIAL DISTRICT OF HARTFORD',
      'COMPANY                                   :    AT HARTFORD',
      'V.                                        :',
      'ARCWELL LIGHTING MANUFACTURING CO.        :    MARCH 21, 2025',
      '',
      '                                    COMPLAINT',
      '     1.   The plaintiff insured the warehouse.',
    ].join('\n');
    const cleaned = cleanDocumentText(text.split('\f'));
    const facts = extractComplaintFacts(cleaned.text, cleaned.runningHeaders);
    expect(facts.court).toBe('Superior Court, Judicial District of Hartford at Hartford');
    expect(facts.caseNumber).toBe('HHD-CV25-6198442-S');
  });
});
