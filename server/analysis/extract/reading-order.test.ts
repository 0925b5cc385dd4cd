import { describe, expect, it } from 'vitest';
import { toReadingOrder } from './reading-order';

/** The rows of a page in reading order, trimmed. */
const rowsOf = (page: string) =>
  toReadingOrder(page)
    .split('\n')
    .map((l) => l.trim());

describe('toReadingOrder', () => {
  it('reads two counsel blocks printed side by side as the left block, then the right one', () => {
    const page = [
      'MARLOWE BRANDT PLLC                         DUNMORE & ASH LLP',
      'Heather L. Marlowe (P41234)                 Gregory S. Ash (pro hac vice)',
      'Attorneys for Plaintiffs                    1201 Main Street, Suite 2400',
      '(313) 555-0160                              (214) 555-0177',
      'hmarlowe@marlowebrandt.example.com',
      'COMPLAINT AND JURY DEMAND',
    ].join('\n');
    expect(toReadingOrder(page).split('\n')).toEqual([
      'MARLOWE BRANDT PLLC',
      'Heather L. Marlowe (P41234)',
      'Attorneys for Plaintiffs',
      '(313) 555-0160',
      'hmarlowe@marlowebrandt.example.com',
      'DUNMORE & ASH LLP',
      'Gregory S. Ash (pro hac vice)',
      '1201 Main Street, Suite 2400',
      '(214) 555-0177',
      'COMPLAINT AND JURY DEMAND',
    ]);
  });

  it('divides a row of a counsel run at a two-blank gap where a long e-mail runs up to the right block', () => {
    const page = [
      'ELLIOTT BAY JUSTICE PLLC              RAINIER CLASS LLP',
      'Corinne Mattingly, WSBA #51234        Everett Okonkwo, WSBA #39902',
      'Tel: (206) 555-0175                   701 Fifth Avenue',
      'cmattingly@elliottbay.example.com  Tel: (206) 555-0188',
      '                                      eokonkwo@rainier.example.com',
    ].join('\n');
    expect(toReadingOrder(page).split('\n')).toEqual([
      'ELLIOTT BAY JUSTICE PLLC',
      'Corinne Mattingly, WSBA #51234',
      'Tel: (206) 555-0175',
      'cmattingly@elliottbay.example.com',
      'RAINIER CLASS LLP',
      'Everett Okonkwo, WSBA #39902',
      '701 Fifth Avenue',
      'Tel: (206) 555-0188',
      'eokonkwo@rainier.example.com',
    ]);
  });

  it('keeps the rows of a caption drawn with spaces paired, with the bar the caption reader reads', () => {
    const page = [
      'GREAT LAKES TOOL & DIE, LTD.,',
      '          Plaintiffs,                       Case No. 25-11873',
      'v.                                          Hon. Laurie J. Michelson',
      'KESTREL HYDRAULICS CO.,',
      '          Defendant.',
    ].join('\n');
    expect(rowsOf(page)).toEqual([
      'GREAT LAKES TOOL & DIE, LTD.,',
      'Plaintiffs, ) Case No. 25-11873',
      'v. ) Hon. Laurie J. Michelson',
      'KESTREL HYDRAULICS CO.,',
      'Defendant.',
    ]);
  });

  it('leaves captions split by ")" or "§", centred headings and prose as they are', () => {
    const page = [
      '                 SUPERIOR COURT OF THE STATE OF CALIFORNIA',
      'JANE ROE, an individual,          )   Case No. 23CHLC10001',
      '             Plaintiff,           )',
      'The plaintiff alleges that the defendant   failed to pay the invoice when due and owing.',
      'Further, the defendant refused to   answer any of the letters sent to its office.',
    ].join('\n');
    expect(toReadingOrder(page)).toBe(page);
  });

  it('reads two firms across the blank row under their names as one pair of blocks', () => {
    const page = [
      'CALDERWOOD FINCH LLC                             THE LAW OFFICE OF TERESA VANTERPOOL, P.C.',
      '',
      '/s/ Josiah R. Calderwood                         Teresa Vanterpool',
      'Josiah R. Calderwood                             Georgia Bar No. 556102',
      'Georgia Bar No. 104772                           215 Clayton Street',
    ].join('\n');
    expect(toReadingOrder(page).split('\n')).toEqual([
      'CALDERWOOD FINCH LLC',
      '/s/ Josiah R. Calderwood',
      'Josiah R. Calderwood',
      'Georgia Bar No. 104772',
      'THE LAW OFFICE OF TERESA VANTERPOOL, P.C.',
      'Teresa Vanterpool',
      'Georgia Bar No. 556102',
      '215 Clayton Street',
    ]);
  });

  it('keeps a counsel block whole beside a stamp whose centred lines start at different columns', () => {
    const page = [
      'Farzana Q. Delacroix (SBN 287104)                                   CONFORMED COPY',
      'fdelacroix@harborlight.example.com                                  ORIGINAL FILED',
      'Julian T. Mbeki (SBN 315882)                               Superior Court of California',
      'HARBORLIGHT EMPLOYMENT COUNSEL, APC                              County of Los Angeles',
      'Telephone: (213) 555-0142                      Harriet V. Solano, Executive Officer/Clerk',
    ].join('\n');
    expect(toReadingOrder(page).split('\n').slice(0, 5)).toEqual([
      'Farzana Q. Delacroix (SBN 287104)',
      'fdelacroix@harborlight.example.com',
      'Julian T. Mbeki (SBN 315882)',
      'HARBORLIGHT EMPLOYMENT COUNSEL, APC',
      'Telephone: (213) 555-0142',
    ]);
  });

  it('ends a run at a VERIFICATION heading under the left block', () => {
    const page = [
      '/s/ Bryce T. Lindqvist',
      'Bryce T. Lindqvist (VSB No. 79214)              Leonora P. Haskins (pro hac vice)',
      'LINDQVIST ODOM PLC                               D.C. Bar No. 1002345',
      'VERIFICATION',
      'I, Constance E. Whitford, declare under penalty of perjury that the complaint is true.',
    ].join('\n');
    expect(toReadingOrder(page).split('\n').indexOf('VERIFICATION')).toBe(5);
  });

  it("reads a row of two bar numbers as the two blocks' rows, not a number set beside a name", () => {
    const page = [
      'SANTIAGO COLÓN & VÉLEZ-ARROYO, LLC              WHITCOMBE TARRANT, P.A.',
      'Tel.: (787) 555-0142                           Tel.: (305) 555-0176',
      'Gabriela M. Santiago-Colón                     Daniel R. Whitcombe',
      'USDC-PR No. 212345                             Fla. Bar No. 0612345',
      'gsantiago@scvlaw.example.com                   dwhitcombe@whitcombetarrant.example.com',
    ].join('\n');
    expect(toReadingOrder(page).split('\n')).toEqual([
      'SANTIAGO COLÓN & VÉLEZ-ARROYO, LLC',
      'Tel.: (787) 555-0142',
      'Gabriela M. Santiago-Colón',
      'USDC-PR No. 212345',
      'gsantiago@scvlaw.example.com',
      'WHITCOMBE TARRANT, P.A.',
      'Tel.: (305) 555-0176',
      'Daniel R. Whitcombe',
      'Fla. Bar No. 0612345',
      'dwhitcombe@whitcombetarrant.example.com',
    ]);
  });

  it("reads a venue box's two sides as the court's name reads: the state and county, then the court and district", () => {
    const page = [
      'STATE OF MINNESOTA                                                    DISTRICT COURT',
      '',
      'COUNTY OF HENNEPIN                                          FOURTH JUDICIAL DISTRICT',
      '                                                            Case Type: Other Civil',
      '',
      'Anika J. Solberg and Ramon E. Villafuerte,                Court File No.: _____________',
    ].join('\n');
    expect(toReadingOrder(page).split('\n').slice(0, 4)).toEqual([
      'STATE OF MINNESOTA',
      'COUNTY OF HENNEPIN',
      'DISTRICT COURT',
      'FOURTH JUDICIAL DISTRICT',
    ]);
  });

  it("leaves a Maryland caption's '*' column rows as they are, for the caption reader to pair", () => {
    const page = [
      'PATAPSCO WHARF HOLDINGS, LLC           *      IN THE',
      '2100 Boston Street, Suite 200          *',
      'Baltimore, Maryland 21231              *      CIRCUIT COURT FOR',
      '                                       *',
      '  and                                  *      BALTIMORE CITY, MARYLAND',
    ].join('\n');
    expect(toReadingOrder(page)).toBe(page);
  });

  it("reads North Carolina's venue box whole: the state and county, then the court's lines and the file number", () => {
    const page = [
      'STATE OF NORTH CAROLINA                       IN THE GENERAL COURT OF JUSTICE',
      '                                                  SUPERIOR COURT DIVISION',
      'COUNTY OF WAKE                                    FILE NO. 25CV004812-910',
      '',
      'TARHEEL BIOANALYTICS, INC. and',
    ].join('\n');
    expect(toReadingOrder(page).split('\n').slice(0, 5)).toEqual([
      'STATE OF NORTH CAROLINA',
      'COUNTY OF WAKE',
      'IN THE GENERAL COURT OF JUSTICE',
      'SUPERIOR COURT DIVISION',
      'FILE NO. 25CV004812-910',
    ]);
  });

  it("pairs New York's caption rows, its venue designation beside the defendants, and a narrow gap beside a count", () => {
    const page = [
      'HALVERSON DOCK HOLDINGS LLC and                       Index No. 604411/2025',
      '2210 JERICHO TURNPIKE ASSOCIATES, L.P.,',
      '                                                      SUMMONS',
      '                              Plaintiffs,',
      '                                                      Plaintiff designates',
      '          -against-                                   Suffolk County as the',
      '                                                      place of trial.',
      'PECONIC REALTY PARTNERS LLC; HOLLOWAY                 (4) Breach of Warranty;',
      'WELLS PROPERTY MANAGEMENT, INC.; and BRANTLEY HOLLOW  (5) Fraud',
    ].join('\n');
    expect(rowsOf(page)).toEqual([
      'HALVERSON DOCK HOLDINGS LLC and ) Index No. 604411/2025',
      '2210 JERICHO TURNPIKE ASSOCIATES, L.P.,',
      ') SUMMONS',
      'Plaintiffs,',
      ') Plaintiff designates',
      '-against- ) Suffolk County as the',
      ') place of trial.',
      'PECONIC REALTY PARTNERS LLC; HOLLOWAY ) (4) Breach of Warranty;',
      'WELLS PROPERTY MANAGEMENT, INC.; and BRANTLEY HOLLOW ) (5) Fraud',
    ]);
  });

  it("reads a venue or a clerk's stamp beside the parties as a block of its own, as before", () => {
    const page = [
      'CUMBERLAND, ss.                               SUPERIOR COURT',
      'ANA COLE,                                     CIVIL ACTION',
      '          Plaintiff,                          DOCKET NO. CV-25-112',
      'v.',
    ].join('\n');
    expect(rowsOf(page)).toEqual([
      'CUMBERLAND, ss.',
      'ANA COLE,',
      'Plaintiff,',
      'v.',
      'SUPERIOR COURT',
      'CIVIL ACTION',
      'DOCKET NO. CV-25-112',
    ]);
  });

  it('keeps the rows of a table of figures whole: each label with its amount, not the labels then the amounts', () => {
    const page = [
      '     13.  The losses that remain unpaid are:',
      '',
      '          Barn and hayloft (replacement cost) ........  $1,612,400.00',
      '          Farm equipment, tack and feed ...............    $186,750.00',
      '          Debris removal ..............................     $94,300.00',
      '                                                         -------------',
      '          TOTAL .......................................  $1,893,450.00',
    ].join('\n');
    expect(
      toReadingOrder(page)
        .split('\n')
        .map((l) => l.trim().replace(/\s+/g, ' ')),
    ).toEqual([
      '13. The losses that remain unpaid are:',
      '',
      'Barn and hayloft (replacement cost) ........ $1,612,400.00',
      'Farm equipment, tack and feed ............... $186,750.00',
      'Debris removal .............................. $94,300.00',
      '-------------',
      'TOTAL ....................................... $1,893,450.00',
    ]);
  });

  it('reads a page whose blank pleading-paper rows keep their spaces after the line number', () => {
    const page = [
      ' 1  THE STATE OF NEW HAMPSHIRE',
      ' 2  ',
      ' 3  HILLSBOROUGH COUNTY                              SUPERIOR COURT NORTH',
      ' 4  ',
      ' 5                       Case No. 216-2025-CV-00412',
    ].join('\n');
    expect(rowsOf(page).filter((l) => l !== '' && !/^\d+$/.test(l))).toContain(
      '1  THE STATE OF NEW HAMPSHIRE',
    );
  });
});

describe('toReadingOrder on the signatures blind batch 30 brought', () => {
  it('reads a firm set over the right block a row above it as that block head, not above the left block', () => {
    const page = [
      '                                      HARTLEY GRIMES & PEAKE LLP',
      '',
      'OF COUNSEL:                           /s/ Meredith A. Voss',
      '                                      Meredith A. Voss (Del. Bar ID No. 5123)',
      'Jonathan E. Pryce                     1201 North Market Street, Suite 1400',
      'KESSLER PRYCE LLP                     (302) 555-0145',
    ].join('\n');
    expect(rowsOf(page).filter((l) => l !== '')).toEqual([
      'OF COUNSEL:',
      'Jonathan E. Pryce',
      'KESSLER PRYCE LLP',
      'HARTLEY GRIMES & PEAKE LLP',
      '/s/ Meredith A. Voss',
      'Meredith A. Voss (Del. Bar ID No. 5123)',
      '1201 North Market Street, Suite 1400',
      '(302) 555-0145',
    ]);
  });
});

describe('toReadingOrder on the captions blind batch 31 brought', () => {
  it("keeps a federal caption's rows paired beside 'Case No.: 2:25-cv-00814' (a case number, not a stamp's time)", () => {
    const page = [
      'MARISOL D. ECHEVERRIA-LANG,                       Case No.: 2:25-cv-00814',
      '                Plaintiff,                        CLASS ACTION COMPLAINT FOR:',
      '     v.                                           (1) NEGLIGENCE;',
      'SILVER MESA RESORTS HOLDINGS, INC.; SILVER        (2) VIOLATION OF THE NEVADA',
      'MESA LAS VEGAS OPCO, LLC,                             DECEPTIVE TRADE PRACTICES ACT',
      '                Defendants.',
    ].join('\n');
    expect(rowsOf(page).map((r) => r.replace(/\s+/g, ' '))).toContain(
      'MARISOL D. ECHEVERRIA-LANG, ) Case No.: 2:25-cv-00814',
    );
  });
});

describe('toReadingOrder on the captions blind batch 42 brought', () => {
  it("keeps a caption row whose ':' bar stands two blanks after the name ('TRI-STATE  :   COMPLAINT, JURY DEMAND,')", () => {
    const page = [
      'MASCHINENBAU HELWIG GmbH; HELWIG        :',
      'PACKAGING SYSTEMS USA, INC.; TRI-STATE  :   COMPLAINT, JURY DEMAND,',
      'AUTOMATION INTEGRATORS, LLC d/b/a TSA   :   DESIGNATION OF TRIAL COUNSEL,',
      'CONTROLS; JOHN DOES 1-10; and ABC       :   AND CERTIFICATIONS PURSUANT',
      '                  Defendants.           :',
    ].join('\n');
    expect(toReadingOrder(page)).toBe(page);
  });

  it("reads a clerk's stamp set flush right over the caption as its own block, not as the caption's right column", () => {
    // A pleading paper's numbered rows, as the writer set them.
    const page = [
      ' 1                                                 FILED',
      ' 2                                                 2ND JUDICIAL DISTRICT COURT',
      ' 3                                                 Bernalillo County',
      ' 4                                                 5/9/2025 10:41 AM',
      ' 5                                                 CLERK OF THE COURT',
      ' 6                                                 Priscilla Montano-Head',
      ' 7',
      ' 8  STATE OF NEW MEXICO',
      ' 9  COUNTY OF BERNALILLO',
      '10',
      '11  ESTELLA M. QUINTANA-REYES,',
      '12            Plaintiff,',
      '13',
      '14  v.                                            No. D-202-CV-2025-03318',
      '15',
      '16  SANDIA SUNRISE BALLOON ADVENTURES, LLC,',
      '17  d/b/a SKY FIESTA RIDES,',
      '18            Defendant.',
    ].join('\n');
    const lines = toReadingOrder(page)
      .split('\n')
      .map((l) => l.replace(/^\s*\d{1,2}\s+/, '').trim());
    // The stamp's lines stay above the state's name; none lands among the defendants.
    expect(lines.indexOf('Priscilla Montano-Head')).toBeLessThan(lines.indexOf('STATE OF NEW MEXICO'));
    expect(lines[lines.indexOf('SANDIA SUNRISE BALLOON ADVENTURES, LLC,') + 1]).toBe(
      'd/b/a SKY FIESTA RIDES,',
    );
  });
});

describe('toReadingOrder on the captions blind batch 44 brought', () => {
  it("gives a lone 'v.' row beside the title's second line the caption's ')' bar", () => {
    const page = [
      '                    Plaintiffs,',
      '                                                         COMPLAINT',
      'v.                                                 AND DEMAND FOR JURY TRIAL',
      '',
      'Polyshield Flexible Packaging, LLC,',
    ].join('\n');
    expect(toReadingOrder(page).split('\n')).toContain('v. ) AND DEMAND FOR JURY TRIAL');
  });
});

describe('toReadingOrder on long right-aligned columns', () => {
  it('keeps a right-aligned column of 300 rows, then a left row, each in its place', () => {
    const right = Array.from({ length: 300 }, (_, k) => `${' '.repeat(40)}Exhibit row ${k}`);
    const page = [...right, 'LEFT ROW'].join('\n');
    expect(
      toReadingOrder(page)
        .split('\n')
        .map((l) => l.trim()),
    ).toEqual([...right.map((l) => l.trim()), 'LEFT ROW']);
  });
});
