import { describe, expect, it } from 'vitest';
import { extractComplaintFacts } from '../extract-complaint-facts';
import { findPleadingStart } from './court-forms';

const coverSheet = [
  'Court of Common Pleas of Philadelphia County     For Prothonotary Use Only (Docket Number)',
  '             Trial Division                       JUNE 2024              001287',
  '           Civil Cover Sheet                      E-Filing Number: 2406019876',
  '',
  "PLAINTIFF'S NAME                                 DEFENDANT'S NAME",
  'TOMASZ WIERZBICKI                                KOHL CONSTRUCTION, INC.',
  'TOTAL NUMBER OF PLAINTIFFS   TOTAL NUMBER OF DEFENDANTS   COMMENCEMENT OF ACTION',
  '            1                            1                [X] Complaint  [ ] Petition Action',
  'AMOUNT IN CONTROVERSY         COURT PROGRAMS',
  '[ ] $50,000.00 or less        [ ] Arbitration   [ ] Mass Tort     [ ] Commerce',
  '[X] More than $50,000.00      [X] Jury          [ ] Savings Action [ ] Minor Court Appeal',
  'TO THE PROTHONOTARY:',
  'Kindly enter my appearance on behalf of Plaintiff/Petitioner/Appellant: TOMASZ WIERZBICKI',
  "NAME OF PLAINTIFF'S/PETITIONER'S/APPELLANT'S ATTORNEY   ADDRESS",
  'VINCENT J. MACALUSO                                      MACALUSO & GRANT PC',
  '',
];
const caption = [
  'MACALUSO & GRANT, P.C.                  THIS IS A MAJOR JURY MATTER.',
  'BY: Vincent J. Macaluso, Esquire',
  '    Attorney I.D. No. 58214',
  '1650 Market Street, Suite 3100',
  'Philadelphia, PA 19103',
  'Tel. (215) 555-0148 | Fax (215) 555-0149',
  'vmacaluso@mgalaw.example.com            Attorneys for Plaintiffs',
  '_______________________________________________________________________',
  'TOMASZ WIERZBICKI                    :  COURT OF COMMON PLEAS OF',
  '4417 Almond Street                   :  PHILADELPHIA COUNTY',
  'Philadelphia, PA 19137               :  TRIAL DIVISION - CIVIL',
  '                 Plaintiff,          :',
  '         v.                           :  JUNE TERM, 2024',
  'KOHL CONSTRUCTION, INC.              :  NO. 01287',
  '                 Defendant.          :',
  '',
  '                       COMPLAINT - CIVIL ACTION',
  '',
  '     1.   Plaintiff Tomasz Wierzbicki is an ironworker who lives in Philadelphia County.',
];

describe('findPleadingStart', () => {
  it("starts after a cover sheet, at the complaint's counsel block above its caption", () => {
    const text = [...coverSheet, ...caption].join('\n');
    expect(text.slice(findPleadingStart(text)).split('\n')[0]).toBe(caption[0]);
  });

  it('is the beginning of a complaint with no form before it', () => {
    expect(findPleadingStart(caption.join('\n'))).toBe(0);
  });

  it("is the beginning when the caption comes first and a notice to defend under it (Allegheny County's form)", () => {
    const text = [
      ...caption.slice(0, 15),
      '',
      'NOTICE TO DEFEND',
      'You have been sued in court.',
      ...caption,
    ].join('\n');
    expect(findPleadingStart(text)).toBe(0);
  });

  it("reads the complaint's court and counsel, not the cover sheet's 'COURT PROGRAMS' box", () => {
    const facts = extractComplaintFacts([...coverSheet, ...caption].join('\n'));
    expect(facts.court).toMatch(/^Court of Common Pleas of Philadelphia County/);
    expect(facts.attorneyInformation.plaintiffAttorneys.map((a) => [a.name, a.barNumber])).toEqual([
      ['Vincent J. Macaluso', '58214'],
    ]);
  });

  it("keeps the Commonwealth's heading over a blank row above 'SUFFOLK, ss.', and stops at a form's last lines", () => {
    const text = [
      'CIVIL ACTION COVER SHEET',
      'COUNTY: Suffolk',
      '[X] YES [ ] NO',
      'Signature of Attorney of Record',
      'Eleanor V. Ashcombe',
      '',
      'COMMONWEALTH OF MASSACHUSETTS',
      '',
      'SUFFOLK, ss.',
      'SUPERIOR COURT DEPARTMENT',
      'CIVIL ACTION NO. 2484CV02715',
      'MEERA N. RAGHUNATHAN,              )',
      '          Plaintiff,               )',
      '     v.                            )',
      'CORVALENT THERAPEUTICS, INC.,      )',
      '          Defendant.               )',
      '                    COMPLAINT AND JURY DEMAND',
      '     1.   Plaintiff is a scientist who reported to the senior management of the Company.',
    ].join('\n');
    expect(text.slice(findPleadingStart(text)).split('\n')[0]).toBe('COMMONWEALTH OF MASSACHUSETTS');
    const facts = extractComplaintFacts(text);
    expect(facts.court).toBe('Commonwealth of Massachusetts, Suffolk, Superior Court Department');
  });

  it("reads a Connecticut complaint's court, number and counsel after its JD-CV-1 summons, and no marshal's return", () => {
    const text = [
      'SUMMONS - CIVIL                                   STATE OF CONNECTICUT',
      'JD-CV-1 Rev. 2-22                                 SUPERIOR COURT',
      '[X] Judicial District    G.A.                     October 22, 2024',
      'Signed (Sign and "X" proper box)        [X] Commissioner of the Superior Court',
      '/s/ Evangeline R. Pascarella',
      '',
      'DOCKET NO.: HHD-CV24-6187342-S',
      '',
      'RETURN DATE: OCTOBER 22, 2024          :     SUPERIOR COURT',
      'MARISOL T. QUENNELL                    :     JUDICIAL DISTRICT OF HARTFORD',
      'V.                                     :     AT HARTFORD',
      'LYNDON HARBOR INSTRUMENTS, INC.        :     SEPTEMBER 24, 2024',
      '                                  COMPLAINT',
      'FIRST COUNT: FAILURE TO PAY WAGES',
      '     1.   The plaintiff, Marisol T. Quennell, is an individual residing in West Hartford.',
      'WHEREFORE, THE PLAINTIFF CLAIMS money damages of $96,415.50.',
      '                                        THE PLAINTIFF,',
      '                                        By: /s/ Evangeline R. Pascarella',
      '                                        Evangeline R. Pascarella (Juris No. 431562)',
      '                                        PASCARELLA SZOSTAK LLC',
      '                                        Her Attorneys',
      'RETURN OF SERVICE',
      'Then and there I left a true and attested copy with the registered agent.',
      '                                        Attest:',
      '                                        /s/ Dominic R. Falcone',
      '                                        Dominic R. Falcone',
      '                                        State Marshal, Hartford County',
    ].join('\n');
    const facts = extractComplaintFacts(text);
    expect([facts.court, facts.caseNumber]).toEqual([
      'Superior Court, Judicial District of Hartford at Hartford',
      'HHD-CV24-6187342-S',
    ]);
    expect(facts.attorneyInformation.plaintiffAttorneys.map((a) => a.name)).toEqual([
      'Evangeline R. Pascarella',
    ]);
  });
});

describe('court forms in the forms blind batch 21 brought', () => {
  it("reads New Jersey counsel above the caption after a case information statement, the title in the caption's column", () => {
    const text = [
      '                  CIVIL CASE INFORMATION STATEMENT',
      'ATTORNEY / PRO SE NAME                TELEPHONE NUMBER      COUNTY OF VENUE',
      'Ana B. Cole, Esq.                     (732) 555-0142        Middlesex',
      'FIRM NAME (if applicable)                                   DOCKET NUMBER (when available)',
      'Cole Park LLP                                               MID-L-003412-25',
      'JURY DEMAND [X] YES [ ] NO',
      'ATTORNEY SIGNATURE: /s/ Ana B. Cole',
      '',
      'COLE PARK LLP',
      'Ana B. Cole, Esq. (Attorney ID No. 012342008)',
      'acole@colepark.example.com',
      'Bo C. Park, Esq. (Attorney ID No. 027911999)',
      '90 Woodbridge Center Drive, Suite 610',
      'Woodbridge, New Jersey 07095',
      'Tel.: (732) 555-0142 | Fax: (732) 555-0143',
      'Attorneys for Plaintiff, Dee Roe',
      '______________________________________________________________________________',
      'DEE ROE,                             :  SUPERIOR COURT OF NEW JERSEY',
      '                                     :  LAW DIVISION: MIDDLESEX COUNTY',
      '               Plaintiff,            :',
      '       v.                            :  DOCKET NO.: MID-L-003412-25',
      'RARITAN CREST PHARMACEUTICALS,       :',
      'INC.; LUCAS BREMMER; JOHN DOES       :     COMPLAINT, JURY DEMAND,',
      '               Defendants.           :   DESIGNATION OF TRIAL COUNSEL',
      '______________________________________________________________________________',
      '      1.  Plaintiff was employed by Defendant Raritan Crest Pharmaceuticals, Inc.',
    ].join('\n');
    expect(text.slice(findPleadingStart(text)).split('\n')[0]).toBe('COLE PARK LLP');
    const counsel = extractComplaintFacts(text).attorneyInformation.plaintiffAttorneys;
    expect(counsel.map((a) => [a.name, a.barNumber, a.phone])).toEqual([
      ['Ana B. Cole', '012342008', '(732) 555-0142'],
      ['Bo C. Park', '027911999', '(732) 555-0142'],
    ]);
  });
});
