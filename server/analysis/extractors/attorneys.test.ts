import { describe, expect, it } from 'vitest';
import { extractAttorneys, lendFooterContacts } from './attorneys';
import { matchKey } from './eval-scoring';
import { loadFixtureComplaints } from './fixture-complaints';
import { extractParties } from './parties';

/** The caption's parties in the snippets below: one plaintiff, one defendant. */
const PARTIES = ['ANA COLE,', 'Plaintiff,', 'v.', 'BO PARK,', 'Defendant.'];

function counselOf(text: string) {
  const found = extractAttorneys(text, extractParties(text));
  return [...found.plaintiffAttorneys, ...found.defendantAttorneys, ...found.otherAttorneys];
}

describe('extractAttorneys on the synthetic complaints', () => {
  it.each(loadFixtureComplaints())(
    '$name: every counsel of record with contacts and side',
    ({ text, truth }) => {
      const counsel = counselOf(text);
      expect(counsel.map((a) => matchKey(a.name)).sort()).toEqual(
        truth.attorneys.map((t) => matchKey(t.name)).sort(),
      );
      for (const t of truth.attorneys) {
        const a = counsel.find((c) => matchKey(c.name) === matchKey(t.name))!;
        expect({
          bar: matchKey(a.barNumber),
          firm: matchKey(a.firm),
          email: a.email,
          phone: a.phone,
          fax: a.fax,
          side: a.side,
        }).toEqual({
          bar: matchKey(t.bar),
          firm: matchKey(t.firm),
          email: t.email,
          phone: t.phone,
          fax: t.fax,
          side: t.side,
        });
      }
      const decoys = (truth.decoyNames ?? []).map(matchKey);
      expect(counsel.filter((a) => decoys.includes(matchKey(a.name)))).toEqual([]);
    },
  );
});

const CAPTION = `SUPERIOR COURT OF THE STATE OF CALIFORNIA
FOR THE COUNTY OF ORANGE
JUNE ALVAREZ, an individual,
Plaintiff,
v.
SEABRIGHT MOTORS, INC.,
Defendant.
Case No. 30-2025-01234567
COMPLAINT
Plaintiff alleges as follows:
1. Defendant sold Plaintiff a car that did not run and refused to take it back when asked.`;

describe('extractAttorneys on snippets', () => {
  const cases: { name: string; text: string; expect: (counsel: ReturnType<typeof counselOf>) => void }[] = [
    {
      name: 'keeps fax apart from phone',
      text: `Rhea T. Sandoval (SBN 245118)
SANDOVAL LAW GROUP
18 Harbor Way, Suite 2
Irvine, California 92612
Tel: (949) 555-0110 | Fax: (949) 555-0111
Attorneys for Plaintiff
${CAPTION}`,
      expect: (counsel) => {
        expect(counsel).toHaveLength(1);
        expect(counsel[0]).toMatchObject({
          name: 'Rhea T. Sandoval',
          barNumber: '245118',
          phone: '(949) 555-0110',
          fax: '(949) 555-0111',
        });
      },
    },
    {
      name: 'does not report an exhibit signatory as counsel',
      text: `${CAPTION}
Respectfully submitted,
/s/ Rhea T. Sandoval
Rhea T. Sandoval (SBN 245118)
Attorneys for Plaintiff
EXHIBIT A
Sincerely,
/s/ Marcus Delacroix, Esq.
Marcus Delacroix, Esq. (State Bar No. 199001)
DELACROIX & PINE LLP
Attorneys for Seabright Motors, Inc.
(714) 555-0188`,
      expect: (counsel) => expect(counsel.map((a) => a.name)).toEqual(['Rhea T. Sandoval']),
    },
    {
      name: 'does not take a records custodian for counsel, even outside an exhibit',
      text: `${CAPTION}
DATED: March 2, 2025
/s/ Alma Reyes
Alma Reyes, Custodian of Records
SEABRIGHT MOTORS, INC.
(714) 555-0120`,
      expect: (counsel) => expect(counsel).toEqual([]),
    },
    {
      name: "reads defense counsel served in a certificate of service as the defendant's",
      text: `${CAPTION}
Respectfully submitted,
/s/ Rhea T. Sandoval
Rhea T. Sandoval (SBN 245118)
Attorneys for Plaintiff
CERTIFICATE OF SERVICE
I served the foregoing on:
Victor N. Osei, Esq.
OSEI HALL LLP
victor@oseihall.example.com
Counsel for Defendant
/s/ Rhea T. Sandoval`,
      expect: (counsel) => {
        expect(counsel.map((a) => [a.name, a.side])).toEqual([
          ['Rhea T. Sandoval', 'plaintiff'],
          ['Victor N. Osei', 'defendant'],
        ]);
      },
    },
    {
      name: 'leaves a toll-free number quoted in a block out of the phone',
      text: `${CAPTION}
Respectfully submitted,
/s/ Rhea T. Sandoval
Rhea T. Sandoval (SBN 245118)
Toll-free: 1-888-555-0100
Telephone: (949) 555-0110
Attorneys for Plaintiff`,
      expect: (counsel) => expect(counsel[0]?.phone).toBe('(949) 555-0110'),
    },
    {
      name: "reads OCR'd digits and a bar number on the line under the name",
      text: `${CAPTION}
Respectfully submitted,
/s/ Dale P. Moss
Dale P. Moss
Utah Bar No. 11245
Tel: (8O1) 555-O123
Attorneys for Plaintiff`,
      expect: (counsel) => expect(counsel[0]).toMatchObject({ barNumber: '11245', phone: '(801) 555-0123' }),
    },
    {
      name: 'gives each lawyer the e-mail that carries their name, wherever it is listed',
      text: `${CAPTION}
Respectfully submitted,
PINE & OTERO LLP
Nora Pine
Luis Otero
lotero@pineotero.example.com
npine@pineotero.example.com
Attorneys for Plaintiff`,
      expect: (counsel) => {
        expect(counsel.map((a) => [a.name, a.email, a.firm])).toEqual([
          ['Nora Pine', 'npine@pineotero.example.com', 'Pine & Otero LLP'],
          ['Luis Otero', 'lotero@pineotero.example.com', 'Pine & Otero LLP'],
        ]);
      },
    },
    {
      name: 'does not report the party a signature block opens with',
      text: `${CAPTION}
JUNE ALVAREZ
By: /s/ Rhea T. Sandoval
Rhea T. Sandoval (SBN 245118)
Counsel for the Plaintiff`,
      expect: (counsel) => expect(counsel.map((a) => a.name)).toEqual(['Rhea T. Sandoval']),
    },
    {
      name: 'splits two lawyers printed on one line',
      text: `Ann Lee (SBN 123456), Bo Park (SBN 234567)
LEE PARK LLP
Telephone: (559) 555-0100
Attorneys for Plaintiff
${CAPTION}`,
      expect: (counsel) => {
        expect(counsel.map((a) => [a.name, a.barNumber, a.phone])).toEqual([
          ['Ann Lee', '123456', '(559) 555-0100'],
          ['Bo Park', '234567', '(559) 555-0100'],
        ]);
      },
    },
    {
      name: "keeps a state bar's abbreviation with its number",
      text: `${CAPTION}
Respectfully submitted,
s/ Carl Jonas
Carl Jonas, OBA #22123
JONAS LAW FIRM
T: 918-555-0142 | F: 918-555-0143
ATTORNEY FOR PLAINTIFF`,
      expect: (counsel) => {
        expect(counsel[0]).toMatchObject({
          barNumber: 'OBA # 22123',
          phone: '(918) 555-0142',
          fax: '(918) 555-0143',
        });
      },
    },
    {
      name: "applies an 'Attorneys for' line printed above the names",
      text: `ATTORNEYS FOR DEFENDANT:
Wes Tran (Utah Bar No. 13002)
TRAN LEGAL GROUP
wtran@tranlegal.example.com
${CAPTION}`,
      expect: (counsel) =>
        expect(counsel[0]).toMatchObject({
          name: 'Wes Tran',
          side: 'defendant',
          role: 'ATTORNEYS FOR DEFENDANT:',
        }),
    },
    {
      name: 'reads a counsel block above a mixed-case court line',
      text: `Mara J. Ellison (Utah Bar No. 14001)
ELLISON TRIAL LAW
Attorney for Plaintiff
In the United States District Court for the District of Utah
${CAPTION.split('\n').slice(2).join('\n')}`,
      expect: (counsel) =>
        expect(counsel.map((a) => [a.name, a.firm])).toEqual([['Mara J. Ellison', 'Ellison Trial Law']]),
    },
    {
      name: 'does not take the declarant of a proof of service for counsel',
      text: `${CAPTION}
PROOF OF SERVICE
I am employed in the County of Orange and not a party to this action. On May 1, 2025 I served:
SERVICE LIST
Harold P. Winslow, Esq.
WINSLOW & GRANT LLP
Attorneys for Defendant Seabright Motors, Inc.
I declare under penalty of perjury that the foregoing is true and correct.
/s/ Dana Pruitt
Dana Pruitt`,
      expect: (counsel) =>
        expect(counsel.map((a) => [a.name, a.side])).toEqual([['Harold P. Winslow', 'defendant']]),
    },
    {
      name: 'reads nobody from the body of the complaint',
      text: `${CAPTION}
2. Defendant's counsel, Peter Quill, Esq., wrote to Plaintiff on May 1, 2024 from (714) 555-0155.`,
      expect: (counsel) => expect(counsel).toEqual([]),
    },
  ];
  it.each(cases)('$name', ({ text, expect: check }) => check(counselOf(text)));
});

describe('counsel blocks in the forms blind batches 6 and 7 brought', () => {
  const court =
    'IN THE DISTRICT COURT OF HARRIS COUNTY, TEXAS\nANA COLE,\nPlaintiff,\nv.\nBO PARK,\nDefendant.\n';

  it("reads counsel listed in a ')' caption's right column, under the case number and 'Filed on behalf of'", () => {
    const text = [
      'IN THE COURT OF COMMON PLEAS OF ALLEGHENY COUNTY, PENNSYLVANIA',
      '',
      'ORE CITY FORGE, INC.,          )    CIVIL DIVISION',
      '          Plaintiff,           )    No. GD-25-001234',
      '     vs.                       )    Filed on behalf of Plaintiff,',
      'BESSEMER YARDS, L.P.,          )    Ore City Forge, Inc.',
      '          Defendant.           )',
      '                               )    Lena M. Sarver, Esquire',
      '                               )    Pa. I.D. No. 312345',
      '                               )    SARVER & NOONAN, P.C.',
      '                               )    (412) 555-0182',
      '                               )    lsarver@sarvernoonan.example.com',
      '',
      'COMPLAINT IN CIVIL ACTION',
      '1. Plaintiff is a Pennsylvania corporation.',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.barNumber, a.firm, a.email])).toEqual([
      ['Lena M. Sarver', '312345', 'Sarver & Noonan, P.C.', 'lsarver@sarvernoonan.example.com'],
    ]);
  });

  it("reads each firm's lawyers apart across a '- and -' line", () => {
    const text = `${court}Respectfully submitted,\nHALVERSON TRIAL GROUP, PLLC\n4400 Post Oak Parkway, Suite 1900\nTel. (713) 555-0148\nBy: /s/ Gideon R. Halverson\nGideon R. Halverson\nState Bar No. 24051877\nghalverson@halversontrial.example.com\n- and -\nLAW OFFICE OF ARTURO BENAVIDES-PRICE\nArturo Benavides-Price\nState Bar No. 02156400\nTelephone: (832) 555-0163\nATTORNEYS FOR PLAINTIFFS\n`;
    expect(counselOf(text).map((a) => [a.name, a.firm, a.phone])).toEqual([
      ['Gideon R. Halverson', 'Halverson Trial Group, PLLC', '(713) 555-0148'],
      ['Arturo Benavides-Price', 'Law Office of Arturo Benavides-Price', '(832) 555-0163'],
    ]);
  });

  it('takes no firm employee who signs the certificate of service for counsel', () => {
    const text = `${court}Respectfully submitted,\n/s/ Gideon R. Halverson\nGideon R. Halverson, State Bar No. 24051877\nAttorneys for Plaintiff\nCERTIFICATE OF SERVICE\nI certify that the foregoing was served on all counsel of record.\n/s/ Joy Tran\nAn employee of Fontaine Okimoto, LLP\n`;
    expect(counselOf(text).map((a) => a.name)).toEqual(['Gideon R. Halverson']);
  });

  it("gives the e-mails listed under 'Attorneys for Defendants' back to the lawyers they name", () => {
    const text = `${court}Respectfully submitted,\ns/ Josiah M. Harrelson\nJosiah M. Harrelson, OBA #18832\nATTORNEYS FOR PLAINTIFF\nCERTIFICATE OF SERVICE\nI certify that the ECF System will send notice to:\nWhitney J. Calloway-Brandt, OBA #20417\nDominic R. Tran, OBA #23390\nOSAGE HILL & TRAN PLLC\nAttorneys for Defendants\nwcallowaybrandt@osagehill.example.com\ndtran@osagehill.example.com\n\ns/ Josiah M. Harrelson\nJosiah M. Harrelson\n`;
    const defense = extractAttorneys(text, extractParties(text)).defendantAttorneys;
    expect(defense.map((a) => [a.name, a.email])).toEqual([
      ['Whitney J. Calloway-Brandt', 'wcallowaybrandt@osagehill.example.com'],
      ['Dominic R. Tran', 'dtran@osagehill.example.com'],
    ]);
  });

  it("reads the counsel block between a petition's title and its first paragraph, under a caption with ')' bars", () => {
    const caption =
      'IN THE DISTRICT COURT OF CANADIAN COUNTY\nSTATE OF OKLAHOMA\n\nMESA GRAIN, INC.,        )\n    Plaintiff,            )\nv.                       )   Case No. CJ-2025-00412\nDELL ORR,                )\n    Defendant.            )\n\n';
    const text = `${caption}PETITION FOR DAMAGES\n\nLydia M. Farrow, OBA #20113\nCole T. Brandt, OBA #24490\nFARROW BRANDT PLLC\n100 Park Avenue, Suite 700\nOklahoma City, Oklahoma 73102\nTelephone (405) 555-0131\nlfarrow@farrowbrandt.example.com\ncbrandt@farrowbrandt.example.com\n\n  Plaintiff Mesa Grain, Inc. alleges:\n  1. Mesa Grain sells feed.\n`;
    expect(counselOf(text).map((a) => [a.name, a.barNumber, a.email, a.phone])).toEqual([
      ['Lydia M. Farrow', 'OBA # 20113', 'lfarrow@farrowbrandt.example.com', '(405) 555-0131'],
      ['Cole T. Brandt', 'OBA # 24490', 'cbrandt@farrowbrandt.example.com', '(405) 555-0131'],
    ]);
  });

  it('reads two counsel blocks printed side by side as two firms, with e-mails made of initials', () => {
    const rows = [
      ['/s/ Anselm T. Prudhomme', '/s/ Garrick M. Oyelaran'],
      ['Anselm T. Prudhomme, Esq. (#7741)', 'Garrick M. Oyelaran, Esq.'],
      ['Fiona L. Castellucci, Esq. (#9320)', '(pro hac vice application pending)'],
      ['PRUDHOMME CASTELLUCCI LTD.', 'OYELARAN SAFETY LAW PLLC'],
      ['Tel: (401) 555-0148', 'Tel: (212) 555-0183'],
      ['atp@pclaw.example.com', 'goyelaran@oyelaran.example.com'],
      ['flc@pclaw.example.com', ''],
    ];
    const block = rows.map(([left, right]) => `${left!.padEnd(44)}${right}`.trimEnd()).join('\n');
    const text = `${court}Respectfully submitted,\n\n${block}\n`;
    expect(counselOf(text).map((a) => [a.name, a.firm, a.email])).toEqual([
      ['Anselm T. Prudhomme', 'Prudhomme Castellucci Ltd.', 'atp@pclaw.example.com'],
      ['Fiona L. Castellucci', 'Prudhomme Castellucci Ltd.', 'flc@pclaw.example.com'],
      ['Garrick M. Oyelaran', 'Oyelaran Safety Law PLLC', 'goyelaran@oyelaran.example.com'],
    ]);
  });

  it("gives the firm to the lawyers when the client signs first ('ANA COLE, / By her attorneys,')", () => {
    const text = `${court}Respectfully submitted,\nANA COLE,\nBy her attorneys,\n\nTHORNDIKE & BASCOMB, P.C.,\nDated: August 29, 2025     /s/ Leopold F. Thorndike\nLeopold F. Thorndike, Esq. (NH Bar #13390)\n(603) 555-0119\n`;
    expect(counselOf(text).map((a) => [a.name, a.firm])).toEqual([
      ['Leopold F. Thorndike', 'Thorndike & Bascomb, P.C.'],
    ]);
  });

  it("reads 'MO #52817' set to the right of each name, and gives the firm's service mailbox to the lawyer with no address of his own", () => {
    const block = [
      'WARNECKE HOLLOWAY & PIERCE, LLC',
      '',
      'By: /s/ Adrienne C. Holloway',
      'Adrienne C. Holloway        MO #52817',
      'Benjamin R. Stoltz          MO #68104',
      '4520 Main Street, Suite 1100',
      'Telephone: (816) 555-0124',
      'aholloway@whplaw.example.com',
      'docketing@whplaw.example.com',
    ].join('\n');
    const text = `${court}Respectfully submitted,\n\n${block}\nAttorneys for Plaintiff\n`;
    expect(counselOf(text).map((a) => [a.name, a.barNumber, a.email])).toEqual([
      ['Adrienne C. Holloway', '52817', 'aholloway@whplaw.example.com'],
      ['Benjamin R. Stoltz', '68104', 'docketing@whplaw.example.com'],
    ]);
  });
});

describe('counsel blocks in the forms blind batch 10 brought', () => {
  const caption =
    'STATE OF MAINE\nSUPERIOR COURT\nANNETTE L. PELLETIER and\nMARC A. PELLETIER,\nPlaintiffs,\nv.\nCASCO ORTHOPAEDIC, P.A.,\nDefendant.\n1. Plaintiffs live in Portland.\n';

  it("gives the firm's block under the clients named after 'Attorneys for Plaintiffs' to the lawyers above them", () => {
    const block = [
      '/s/ Nathaniel B. Corliss',
      'Nathaniel B. Corliss, Maine Bar No. 4418',
      'Attorneys for Plaintiffs',
      'Annette L. Pelletier and',
      'Marc A. Pelletier',
      '',
      'FORESIDE CORLISS, P.A.',
      '118 Middle Wharf Street',
      '(207) 555-0153',
      'ncorliss@foreside.example.com',
    ].join('\n');
    expect(counselOf(`${caption}${block}\n`).map((a) => [a.name, a.firm, a.phone, a.email])).toEqual([
      ['Nathaniel B. Corliss', 'Foreside Corliss, P.A.', '(207) 555-0153', 'ncorliss@foreside.example.com'],
    ]);
  });

  it("takes a lawyer whose only cue is the '/s/' signature above his printed name", () => {
    const block =
      'By: /s/ Eleanor K. Whitcomb\nEleanor K. Whitcomb\nWHITCOMB LASALLE LLC\n755 Main Street\nIts Attorneys';
    expect(counselOf(`${caption}${block}\n`).map((a) => a.name)).toEqual(['Eleanor K. Whitcomb']);
  });

  it("reads 'New Mexico 87102' in a certificate of service as a state and its ZIP code, not a lawyer", () => {
    const service =
      'CERTIFICATE OF SERVICE\nI sent a courtesy copy to Harold B. Esquibel, Esquibel Ortega P.C., 500 Marquette Avenue NW, Albuquerque, New Mexico\n87102, hesquibel@esquibelortega.example.com, who has advised that he represents Defendants elsewhere.\n/s/ Isabel C. Montoya\nIsabel C. Montoya';
    expect(counselOf(`${caption}${service}\n`).map((a) => a.name)).not.toContain('New Mexico');
  });
});

describe('counsel blocks in the forms blind batch 11 brought', () => {
  const court =
    'IN THE CIRCUIT COURT OF HINDS COUNTY, MISSISSIPPI\nANA COLE,\nPlaintiff,\nv.\nBO PARK,\nDefendant.\n1. Hello there.\nRespectfully submitted,\n';
  const read = (block: string) =>
    counselOf(`${court}${block}\n`).map((a) => [a.name, a.barNumber, a.firm, a.phone, a.email]);

  it("reads the next firm's lawyers apart after a line of 'and' alone", () => {
    const block =
      'HARGROVE & TEAGUE, PLLC\nTelephone: (501) 555-0142\nBy: /s/ Whitney E. Hargrove\nWhitney E. Hargrove\nArk. Bar No. 2001187\nand\nJesse M. Varner\nArk. Bar No. 98142\nVARNER LAW FIRM, P.A.\nTelephone: (501) 555-0186\nAttorneys for Plaintiff';
    expect(read(block).map(([name, , firm, phone]) => [name, firm, phone])).toEqual([
      ['Whitney E. Hargrove', 'Hargrove & Teague, PLLC', '(501) 555-0142'],
      ['Jesse M. Varner', 'Varner Law Firm, P.A.', '(501) 555-0186'],
    ]);
  });

  it("gives an 'OF COUNSEL:' firm block under the names to them, and its service mailbox to the one without an address, before a certificate", () => {
    const block =
      'By: /s/ Raymond T. Delaune\nRaymond T. Delaune (MSB No. 10422)\nrdelaune@pvdlaw.example.com\nAlicia M. Brumfield (MSB No. 105873)\nAttorneys for Plaintiff\nOF COUNSEL:\nPICKERING VANCE DELAUNE, PLLC\nTelephone: (601) 555-0131\nService e-mail: efile@pvdlaw.example.com\nCERTIFICATE OF CONSULTATION\nI, Raymond T. Delaune, counsel for Plaintiff, certify that I have reviewed the facts.\n/s/ Raymond T. Delaune\nRaymond T. Delaune';
    expect(read(block)).toEqual([
      [
        'Raymond T. Delaune',
        'MSB # 10422',
        'Pickering Vance Delaune, PLLC',
        '(601) 555-0131',
        'rdelaune@pvdlaw.example.com',
      ],
      [
        'Alicia M. Brumfield',
        'MSB # 105873',
        'Pickering Vance Delaune, PLLC',
        '(601) 555-0131',
        'efile@pvdlaw.example.com',
      ],
    ]);
  });

  it("reads 'Kansas City, Missouri 64108' in a prose certificate as an address, not a lawyer", () => {
    const block =
      '/s/ Simone D. Achebe\nSimone D. Achebe, MO #58214\nAttorney for Plaintiff\nCERTIFICATE OF SERVICE\nI sent a courtesy copy by electronic mail to Gregory T. Landsman, Pemberton Ashby LLP, 2300 Main Street, Suite 900, Kansas City,\nMissouri 64108, glandsman@pembertonashby.example.com, who represented Blue Valley in the EEOC proceedings.\n/s/ Simone D. Achebe';
    expect(read(block).map(([name]) => name)).not.toContain('Kansas City');
  });

  it("gives a lawyer the address the firm's block above the signature names for her, beside its mailbox", () => {
    const block =
      'BRISENO & HALE, P.A.\nCounsel for Plaintiffs\nTelephone: (305) 555-0119\nPrimary: pleadings@brisenohale.example.com\nSecondary: lhale@brisenohale.example.com\n\nBy: /s/ Leonora V. Hale\nLEONORA V. HALE, ESQ.\nFlorida Bar No. 0087321\nRAFAEL BRISENO, ESQ.\nFlorida Bar No. 1004588\nrbriseno@brisenohale.example.com';
    expect(read(block).map(([name, , , , email]) => [name, email])).toEqual([
      ['Leonora V. Hale', 'lhale@brisenohale.example.com'],
      ['Rafael Briseno', 'rbriseno@brisenohale.example.com'],
    ]);
  });

  it("reads Nebraska's 'L.L.O.' firms and West Virginia's 'W. Va. State Bar ID'", () => {
    const block =
      'By: /s/ Howard T. Kessel\nHoward T. Kessel (W. Va. State Bar ID 4471)\nSTENNIS KESSEL LAW, L.L.O.\n(402) 555-0166\nATTORNEYS FOR PLAINTIFFS';
    expect(read(block)).toEqual([
      ['Howard T. Kessel', '4471', 'Stennis Kessel Law, L.L.O.', '(402) 555-0166', null],
    ]);
  });
});

describe('counsel blocks in the forms blind batch 12 brought', () => {
  const court =
    'IN THE CIRCUIT COURT OF HINDS COUNTY, MISSISSIPPI\nANA COLE,\nPlaintiff,\nv.\nBO PARK,\nDefendant.\n1. Hello there.\n';
  const read = (block: string) =>
    counselOf(`${court}${block}\n`).map((a) => [a.name, a.barNumber, a.firm, a.phone, a.email]);

  it("reads each firm's block printed above its lawyers, after a certificate in prose, Puerto Rico's numbers and bar roll too", () => {
    const block = [
      'RESPECTFULLY SUBMITTED.',
      'WE HEREBY CERTIFY that on this same date we electronically filed the foregoing with the Clerk of the',
      'Court, and that a copy will be served upon each Defendant through its resident agent.',
      'SANTIAGO COLÓN & VÉLEZ-ARROYO, LLC',
      'Counsel for Plaintiffs',
      '1509 Ponce de León Avenue, Suite 801',
      'San Juan, Puerto Rico 00909',
      'Tel.: (787) 555-0142',
      's/ Gabriela M. Santiago-Colón',
      'Gabriela M. Santiago-Colón',
      'USDC-PR No. 212345',
      'gsantiago@scvlaw.example.com',
      'WHITCOMBE TARRANT, P.A.',
      'Co-Counsel for Plaintiffs',
      '2601 South Bayshore Drive, Suite 1150',
      'Tel.: (305) 555-0176',
      's/ Daniel R. Whitcombe',
      'Daniel R. Whitcombe',
      'Fla. Bar No. 0612345',
      'dwhitcombe@whitcombetarrant.example.com',
      '',
      's/ Marisol Ortiz-Lebrón',
      'Marisol Ortiz-Lebrón',
      'USDC-PR No. 306118',
      'mortiz@scvlaw.example.com',
    ].join('\n');
    expect(read(block)).toEqual([
      [
        'Gabriela M. Santiago-Colón',
        '212345',
        'Santiago Colón & Vélez-Arroyo, LLC',
        '(787) 555-0142',
        'gsantiago@scvlaw.example.com',
      ],
      [
        'Daniel R. Whitcombe',
        '0612345',
        'Whitcombe Tarrant, P.A.',
        '(305) 555-0176',
        'dwhitcombe@whitcombetarrant.example.com',
      ],
      // Printed apart, under the first column: her mail domain says whose firm she is of.
      [
        'Marisol Ortiz-Lebrón',
        '306118',
        'Santiago Colón & Vélez-Arroyo, LLC',
        '(787) 555-0142',
        'mortiz@scvlaw.example.com',
      ],
    ]);
  });

  it("reads lawyers under 'By Counsel' and a signature set between rules", () => {
    const block =
      'ANA COLE\nBy Counsel\n\n_________/s/ Meredith C. Ashworth_________\nMeredith C. Ashworth (VSB No. 74512)\nJonah P. Whitfield (VSB No. 88123)\nCARTWRIGHT ASHWORTH PLLC\nTelephone: (703) 555-0147\nCounsel for Plaintiffs';
    expect(read(block).map(([name, bar, firm]) => [name, bar, firm])).toEqual([
      ['Meredith C. Ashworth', 'VSB # 74512', 'Cartwright Ashworth PLLC'],
      ['Jonah P. Whitfield', 'VSB # 88123', 'Cartwright Ashworth PLLC'],
    ]);
  });

  it("gives an 'Of Counsel:' lawyer who prints nothing of her own the firm above, and keeps one with a firm of his own", () => {
    const block =
      'Respectfully submitted,\nKOVALENKO MARKOWITZ LLP\nBy: /s/ Jonathan E. Markowitz\nJonathan E. Markowitz\nTel.: (212) 555-0163\njmarkowitz@kmalaw.example.com\nOf Counsel:\nHarriet L. Boyce\n-and-\nOf Counsel:\nTheodore L. Grunwald (D.C. Bar No. 987654)\nGRUNWALD SATO LLP\nTelephone: (202) 555-0171\nAttorneys for Plaintiffs';
    expect(read(block).map(([name, , firm, phone]) => [name, firm, phone])).toEqual([
      ['Jonathan E. Markowitz', 'Kovalenko Markowitz LLP', '(212) 555-0163'],
      ['Harriet L. Boyce', 'Kovalenko Markowitz LLP', '(212) 555-0163'],
      ['Theodore L. Grunwald', 'Grunwald Sato LLP', '(202) 555-0171'],
    ]);
  });

  it("gives a lawyer her direct line over the firm's main one", () => {
    const block =
      'Respectfully submitted,\n/s/ Barnaby J. Gresham\nBarnaby J. Gresham, Atty. No. 19822-49\nGRESHAM TOLLIVER, P.C.\nMain: (317) 555-0164\nDirect: (317) 555-0169\nAttorneys for Plaintiffs';
    expect(read(block)[0]?.[3]).toBe('(317) 555-0169');
  });

  it('reads two lawyers joined by "and" in a prose certificate, and leaves out one served as counsel in another case', () => {
    const block = [
      '/s/ Ana R. Lopez',
      'Ana R. Lopez, Fla. Bar No. 1004417',
      'Attorney for Plaintiff',
      'CERTIFICATE OF SERVICE',
      'I HEREBY CERTIFY that the foregoing was filed through the Portal, which will serve a copy by e-mail on: Gideon R.',
      'Farragut, Esq. (Fla. Bar No. 0654321) and Whitney A. Lisle, Esq., FARRAGUT LISLE LLP, 100 Southeast Second',
      'Street, Suite 3900, Miami, Florida 33131, (305) 555-0144, Counsel for Defendant Bo Park.',
      'and by mail on:',
      'Dorian P. Welk, Esq.',
      'WELK HEFFERNAN LLP',
      'dwelk@welkheffernan.example.com',
      'Counsel for Thaddeus R. Van Slyke in SEC v. Van Slyke, No. 1:24-cv-01377 (S.D. Ind.)',
      '/s/ Ana R. Lopez',
    ].join('\n');
    const names = read(block).map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['Gideon R. Farragut', 'Whitney A. Lisle']));
    expect(names).not.toContain('Dorian P. Welk');
  });

  it("takes a heading 'I. PARTIES' under the counsel block for no lawyer", () => {
    const block =
      'Respectfully submitted,\nLauren E. Whitaker, Atty. Reg. #41236\nBRECKENRIDGE WHITAKER LLP\nPhone Number: (303) 555-0125\nI. PARTIES';
    expect(read(block).map(([name]) => name)).toEqual(['Lauren E. Whitaker']);
  });
});

describe('counsel blocks in the forms blind batch 13 brought', () => {
  it("reads the counsel block under a clerk's stamp that names a court, not the stamp's words or its clerk", () => {
    const text = [
      'CONFORMED COPY                                  FILED',
      '                                                FOURTH DISTRICT COURT',
      '                                                STATE OF UTAH, UTAH COUNTY',
      '                                                SEP 10 2024',
      '                                                By: D. Kartchner, Deputy Clerk',
      '',
      'Jared T. Sorensen (Utah Bar No. 11842)',
      'CANYON CREST LAW GROUP, PLLC',
      'Telephone: (801) 555-0145',
      'jsorensen@canyoncrestlaw.example.com',
      'Attorneys for Plaintiffs',
      '',
      '      IN THE FOURTH JUDICIAL DISTRICT COURT OF UTAH COUNTY, STATE OF UTAH',
      'ANA COLE,',
      'Plaintiff,',
      'v.',
      'BO PARK,',
      'Defendant.',
      '1. Hello there.',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.barNumber, a.email])).toEqual([
      ['Jared T. Sorensen', '11842', 'jsorensen@canyoncrestlaw.example.com'],
    ]);
  });

  it("takes no clerk named in an e-filing stamp for counsel ('… PM / Marisol T. Eberhardt / Clerk of the Court')", () => {
    const text = [
      'FILED',
      'Electronically',
      'CV24-00917',
      '2024-04-22 03:18:46 PM',
      'Marisol T. Eberhardt',
      'Clerk of the Court',
      'Transaction # 10318842 : jdelatorre',
      'THADDEUS R. QUIMBY, ESQ.',
      'Nevada Bar No. 9184',
      'SIERRA CREST LITIGATION, PLLC',
      'IN THE SECOND JUDICIAL DISTRICT COURT OF THE STATE OF NEVADA',
      'ANA COLE,',
      'Plaintiff,',
      'v.',
      'BO PARK,',
      'Defendant.',
      '1. Hello.',
    ].join('\n');
    expect(counselOf(text).map((a) => a.name)).toEqual(['Thaddeus R. Quimby']);
  });

  it("reads a 'CERTIFICATION OF SERVICE' as New Jersey writes it: the counsel served are the other side's", () => {
    const text = `IN THE SUPERIOR COURT OF NEW JERSEY\nANA COLE,\nPlaintiff,\nv.\nBO PARK,\nDefendant.\n1. Hello.\nHALSTEAD VOGEL LLP\nAttorneys for Plaintiff\nBy: /s/ Kenneth M. Halstead\nKenneth M. Halstead\nCERTIFICATION OF SERVICE\nI certify that a copy was served upon the following counsel of record:\nVincent T. Arcuri, Esq.\nARCURI & STAHL LLC\n(201) 555-0177\nvarcuri@arcuristahl.example.com\nAttorneys for Defendant Bo Park\n/s/ Kenneth M. Halstead\nKenneth M. Halstead\n`;
    const arcuri = counselOf(text).find((a) => a.name === 'Vincent T. Arcuri');
    expect([arcuri?.firm, arcuri?.side]).toEqual(['Arcuri & Stahl LLC', 'defendant']);
  });

  it("takes an agency's signer with her title on her name's line ('…, Senior Civil Rights Investigator') for no lawyer", () => {
    const text = `IN THE CIRCUIT COURT OF THE STATE OF OREGON\nANA COLE,\nPlaintiff,\nv.\nBO PARK,\nDefendant.\n1. Hello.\nOREGON BUREAU OF LABOR AND INDUSTRIES\nNOTICE OF RIGHT TO FILE A CIVIL SUIT\nYou may file suit within ninety days.\n/s/ Lorena P. Castellanos\nLorena P. Castellanos, Senior Civil Rights Investigator\n(971) 555-0174\n`;
    expect(counselOf(text).map((a) => a.name)).not.toContain('Lorena P. Castellanos');
  });
});

describe('counsel blocks in the forms blind batch 14 brought', () => {
  it("reads New York's 'Office & P.O. Address' under 'Attorneys for Plaintiffs' as the block's, and the of-counsel firm below it", () => {
    const text = [
      'SUPREME COURT OF THE STATE OF NEW YORK',
      'COUNTY OF SUFFOLK',
      ...PARTIES,
      '1. Hello.',
      'Dated: Hauppauge, New York',
      '       March 14, 2024',
      'HALE & VITALE, LLP',
      'By: /s/ Siobhan M. Hale',
      '    Siobhan M. Hale, Esq.',
      'Attorneys for Plaintiff',
      'Office & P.O. Address',
      '350 Vanderbilt Motor Parkway, Suite 210',
      'Hauppauge, New York 11788',
      'Tel.: (631) 555-0128',
      'shale@halevitale.example.com',
      '',
      'MORAVEC & LINDAHL, P.C.',
      'Of Counsel / Trial Counsel',
      'Nathaniel J. Moravec, Esq.',
      '600 Old Country Road, Suite 440',
      'Garden City, New York 11530',
      'Tel.: (516) 555-0164',
      'nmoravec@moravec-lindahl.example.com',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm, a.phone, a.email])).toEqual([
      ['Siobhan M. Hale', 'Hale & Vitale, LLP', '(631) 555-0128', 'shale@halevitale.example.com'],
      [
        'Nathaniel J. Moravec',
        'Moravec & Lindahl, P.C.',
        '(516) 555-0164',
        'nmoravec@moravec-lindahl.example.com',
      ],
    ]);
  });

  it("keeps 'Of Counsel:' between two lawyers of one firm's block in that firm, with the details printed under both", () => {
    const text = [
      'UNITED STATES DISTRICT COURT',
      'SOUTHERN DISTRICT OF NEW YORK',
      ...PARTIES,
      '1. Hello.',
      'Respectfully submitted,',
      'BRIGHTWATER KESSLER PLLC',
      'Thomas J. Kessler',
      '  (pro hac vice application forthcoming)',
      'Of Counsel:',
      'Hannah L. Brightwater',
      '  (pro hac vice application forthcoming)',
      '135 South LaSalle Street, Suite 3100',
      'Chicago, Illinois 60603',
      'Tel.: (312) 555-0171',
      'tkessler@brightwaterkessler.example.com',
      'hbrightwater@brightwaterkessler.example.com',
      'Attorneys for Plaintiff',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm, a.phone, a.email])).toEqual([
      [
        'Thomas J. Kessler',
        'Brightwater Kessler PLLC',
        '(312) 555-0171',
        'tkessler@brightwaterkessler.example.com',
      ],
      [
        'Hannah L. Brightwater',
        'Brightwater Kessler PLLC',
        '(312) 555-0171',
        'hbrightwater@brightwaterkessler.example.com',
      ],
    ]);
  });

  it("splits a firm and its street address printed on one line ('FIRM LLC, 1600 Stout Street, …, Denver, Colorado 80202')", () => {
    const text = [
      'Samuel J. Okafor (Colo. Atty. Reg. No. 44120) (pro hac vice forthcoming)',
      'LINDQVIST OKAFOR LLC, 1600 Stout Street, Suite 1400, Denver, Colorado 80202',
      'Telephone: (303) 555-0127 | sokafor@lindqvistokafor.example.com',
      'Attorneys for Plaintiffs',
      '',
      'IN THE SUPERIOR COURT OF THE STATE OF ARIZONA',
      ...PARTIES,
      '1. Hello.',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm, a.address])).toEqual([
      ['Samuel J. Okafor', 'Lindqvist Okafor LLC', '1600 Stout Street, Suite 1400, Denver, Colorado 80202'],
    ]);
  });

  it("gives a lawyer the 'Direct:' line printed under his name, and the firm's fax printed under the last lawyer to all", () => {
    const text = [
      'STATE OF MINNESOTA',
      'DISTRICT COURT',
      ...PARTIES,
      '1. Hello.',
      'Dated: September 29, 2025              LINDGREN MARSH, P.L.L.P.',
      '/s/ Kristin A. Lindgren',
      'Kristin A. Lindgren (Atty. Reg. No. 0312776)',
      'klindgren@lmtlaw.example.com',
      'Eamon P. Marsh (Atty. Reg. No. 0390455)',
      'Direct: (612) 555-0149',
      'emarsh@lmtlaw.example.com',
      'Hye-Jin Park (Atty. Reg. No. 0401983)',
      'hpark@lmtlaw.example.com',
      '80 South Eighth Street, Suite 3300',
      'Minneapolis, MN 55402',
      'Telephone: (612) 555-0137',
      'Facsimile: (612) 555-0138',
      'ATTORNEYS FOR PLAINTIFFS',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.phone, a.fax, a.email])).toEqual([
      ['Kristin A. Lindgren', '(612) 555-0137', '(612) 555-0138', 'klindgren@lmtlaw.example.com'],
      ['Eamon P. Marsh', '(612) 555-0149', '(612) 555-0138', 'emarsh@lmtlaw.example.com'],
      ['Hye-Jin Park', '(612) 555-0137', '(612) 555-0138', 'hpark@lmtlaw.example.com'],
    ]);
  });
});

describe('counsel blocks in the forms blind batch 15 brought', () => {
  const caption =
    'DISTRICT COURT\nCLARK COUNTY, NEVADA\nANA COLE,\nPlaintiff,\nv.\nBO PARK,\nDefendant.\n1. Hello.';

  it("takes 'DUNLEAVY TSAI MORROW' under Dunleavy, Tsai and Morrow for their firm, not a fourth lawyer", () => {
    const block = [
      'ALEXANDRA P. DUNLEAVY, ESQ.',
      'Nevada Bar No. 9127',
      'KENDRICK O. TSAI, ESQ.',
      'Nevada Bar No. 14506',
      'IMOGEN R. MORROW, ESQ.',
      'Nevada Bar No. 11873',
      'DUNLEAVY TSAI MORROW',
      '8965 South Eastern Avenue, Suite 260',
      'Las Vegas, Nevada 89123',
      'Telephone: (702) 555-0163',
      'Attorneys for Plaintiffs',
    ];
    const signature = [
      'Respectfully submitted,',
      'DUNLEAVY TSAI MORROW',
      'By: /s/ Alexandra P. Dunleavy',
      'Alexandra P. Dunleavy, Esq.',
    ];
    const text = [...block, caption, ...signature].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm])).toEqual([
      ['Alexandra P. Dunleavy', 'Dunleavy Tsai Morrow'],
      ['Kendrick O. Tsai', 'Dunleavy Tsai Morrow'],
      ['Imogen R. Morrow', 'Dunleavy Tsai Morrow'],
    ]);
  });

  it("reads served lawyers' blocks whose e-mails share one row, each e-mail to the lawyer it names", () => {
    const text = [
      caption,
      'CERTIFICATE OF SERVICE',
      'I certify that on April 17, 2025, by agreement of counsel, I served a',
      'true and correct copy of the foregoing COMPLAINT by electronic mail on:',
      'Sheldon W. Farrington, Esq.',
      'Nevada Bar No. 10344',
      'FARRINGTON YOON LLP',
      '(702) 555-0139',
      'Priscilla D. Achebe, Esq.',
      'Nevada Bar No. 12981',
      'ACHEBE & PRUETT, PLLC',
      '(702) 555-0177',
      'sfarrington@farringtonyoon.example.com pachebe@achebepruett.example.com',
      'Attorneys for Defendants',
      '/s/ Lorena V. Castaneda',
      'An employee of DUNLEAVY TSAI MORROW',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.email, a.side])).toEqual([
      ['Sheldon W. Farrington', 'sfarrington@farringtonyoon.example.com', 'defendant'],
      ['Priscilla D. Achebe', 'pachebe@achebepruett.example.com', 'defendant'],
    ]);
  });
});

describe('counsel blocks in the forms blind batch 16 brought', () => {
  const caption =
    'IN THE CIRCUIT COURT\nANA COLE,\nPlaintiff,\nv.\nBO PARK and NADIA K. OSEI,\nDefendants.\n1. Hello there.';

  it("reads a lawyer's block after the 'OF COUNSEL:' firm, and stops at 'DEFENDANTS TO BE SERVED BY CERTIFIED MAIL'", () => {
    const text = [
      caption,
      '/s/ Thaddeus R. Boudreaux',
      'Thaddeus R. Boudreaux (ASB-4172-R63W)',
      'Attorneys for Plaintiff',
      '',
      'OF COUNSEL:',
      'BOUDREAUX & STRAND, LLC',
      '2001 Park Place North, Suite 1200',
      'Birmingham, Alabama 35203',
      'Telephone: (205) 555-0115',
      'Email: tboudreaux@bosfirm.example.com',
      'Marcus D. Whitfield',
      '(pro hac vice application pending)',
      'Georgia Bar No. 614273',
      'WHITFIELD & ASHBY, P.C.',
      'Telephone: (404) 555-0129',
      'mwhitfield@whitfieldashby.example.com',
      '',
      'DEFENDANTS TO BE SERVED BY CERTIFIED MAIL AS FOLLOWS:',
      'Bo Park',
      'c/o Registered Agent Solutions Group',
      'Attn: Maribel Teague',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm])).toEqual([
      ['Thaddeus R. Boudreaux', 'Boudreaux & Strand, LLC'],
      ['Marcus D. Whitfield', 'Whitfield & Ashby, P.C.'],
    ]);
  });

  it("reads 'Wendell R. Ashby, #19025, Of Counsel' as the lawyer and his number", () => {
    const text = [
      caption,
      's/ Brennan J. Whitacre',
      'Brennan J. Whitacre, #38214',
      '',
      'ASHBY & TRUEBLOOD, P.C.',
      'Wendell R. Ashby, #19025, Of Counsel',
      '1225 Seventeenth Street, Suite 2400',
      'Denver, Colorado 80202',
      'Attorneys for Plaintiff',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.barNumber])).toContainEqual(['Wendell R. Ashby', '19025']);
  });

  it("reads a prose certificate 'furnished by e-mail to Jeremy W. Calloway, Esq., …, counsel for Defendants'", () => {
    const text = [
      caption,
      '/s/ Graham T. Whitfield',
      'Graham T. Whitfield',
      'Fla. Bar No. 1298450',
      'CERTIFICATE OF SERVICE',
      'I HEREBY CERTIFY that on April 28, 2025, a true copy of the foregoing was',
      'filed through the Florida Courts E-Filing Portal and was furnished by e-mail',
      'to Jeremy W. Calloway, Esq., Pruitt & Calloway, P.A., 201 East Kennedy',
      'Boulevard, Suite 1200, Tampa, Florida 33602, (813) 555-0161,',
      'jcalloway@pruittcalloway.example.com, counsel for Defendants Bo Park and Nadia K. Osei,',
      'A.P.R.N., who has agreed to accept service of process on their behalf; and by',
      'U.S. Mail to Colleen J. Reardon, R.N., Director of Risk Management, Bayshore',
      'Regional Hospital, 3100 West Bay Vista Avenue, Tampa, Florida 33611.',
      '/s/ Graham T. Whitfield',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.side, a.email])).toEqual([
      ['Graham T. Whitfield', 'plaintiff', null],
      ['Jeremy W. Calloway', 'defendant', 'jcalloway@pruittcalloway.example.com'],
    ]);
  });
});

describe('counsel blocks in the forms blind batch 17 brought', () => {
  it("reads Allegheny's 'Counsel of Record for this Party:' block, read after the caption, with its fax and e-mails", () => {
    const text = [
      'IN THE COURT OF COMMON PLEAS OF ALLEGHENY COUNTY, PENNSYLVANIA',
      ...PARTIES,
      'CIVIL DIVISION',
      'COMPLAINT IN CIVIL ACTION',
      'Counsel of Record for this Party:',
      'Brendan J. Kowalczyk, Esquire',
      'PA I.D. No. 84127',
      'HOLLOWAY DUNMORE LLC',
      '600 Grant Street, Suite 3100',
      'Pittsburgh, PA 15219',
      '(412) 555-0161 (telephone)',
      '(412) 555-0162 (facsimile)',
      'bkowalczyk@hollowaydunmore.example.com',
      'JURY TRIAL DEMANDED',
      '1. Plaintiff is a mechanical contractor with offices in Pittsburgh, Pennsylvania.',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.barNumber, a.fax, a.email])).toEqual([
      ['Brendan J. Kowalczyk', '84127', '(412) 555-0162', 'bkowalczyk@hollowaydunmore.example.com'],
    ]);
  });

  it("takes a praecipe's 'Leonard L. Williams Justice Center' for a courthouse, not a lawyer", () => {
    const text = [
      'IN THE SUPERIOR COURT OF THE STATE OF DELAWARE',
      ...PARTIES,
      '1. Plaintiff sold its company to the Defendant in 2022.',
      '/s/ Miriam T. Castellanos',
      'Miriam T. Castellanos (No. 5734)',
      'CASTELLANOS & REID LLP',
      'Attorneys for Plaintiff',
      'IN THE SUPERIOR COURT OF THE STATE OF DELAWARE',
      'ANA COLE,                                   )',
      '                  Plaintiff,                 )',
      '       v.                                    )   C.A. No. N24C-08-117 KMV CCLD',
      'BO PARK,                                    )',
      '                  Defendant.                 )',
      'PRAECIPE',
      'TO:  Prothonotary',
      '     Superior Court of the State of Delaware',
      '     Leonard L. Williams Justice Center',
      '     500 North King Street',
      '     Wilmington, Delaware 19801',
      'Please issue a summons.',
      '/s/ Miriam T. Castellanos',
    ].join('\n');
    expect(counselOf(text).map((a) => a.name)).toEqual(['Miriam T. Castellanos']);
  });
});

describe('counsel blocks in the forms blind batch 18 brought', () => {
  it("reads 'Ruth-Ann Keisler (by Special Appearance)' over 'Iowa Bar No. AT0011937' as the lawyer and her number", () => {
    const text = [
      'IN THE UNITED STATES DISTRICT COURT',
      ...PARTIES,
      '1. Hello there.',
      '/s/ Gideon P. Marsh',
      'Gideon P. Marsh (by Special Appearance)',
      'D.C. Bar No. 1014482',
      'Ruth-Ann Keisler (by Special Appearance)',
      'Iowa Bar No. AT0011937',
      '1200 18th Street NW, Suite 700',
      'Washington, D.C. 20036',
      'Attorneys for Plaintiff',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.barNumber])).toEqual([
      ['Gideon P. Marsh', '1014482'],
      ['Ruth-Ann Keisler', 'AT0011937'],
    ]);
  });

  it('reads served lawyers listed block by block under a sentence, and leaves out one who is counsel in another case', () => {
    const text = [
      'IN THE UNITED STATES DISTRICT COURT',
      ...PARTIES,
      '1. Hello there.',
      '/s/ Owen D. Szymanski',
      'Owen D. Szymanski',
      'Attorneys for Plaintiff',
      'CERTIFICATE OF SERVICE',
      'I further certify that I caused a copy to be sent by electronic mail to:',
      'Gregory P. Lansing (BBO #655018)',
      'THORNBURY KELL LLP',
      '(617) 555-0191',
      'glansing@thornburykell.example.com',
      'Counsel for Defendants, who has agreed to accept service of',
      'process on behalf of Defendants',
      'and to',
      'Corinne W. Ashdown, Esq.',
      'ASHDOWN PELL LLP, Wilmington, Delaware',
      'Counsel for Ostralis Therapeutics, Inc. in Halverson Life Science',
      'Fund II, L.P. v. Ostralis Therapeutics, Inc., C.A. No. 2025-0311-KRD',
      '/s/ Owen D. Szymanski',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.side, a.email])).toEqual([
      ['Owen D. Szymanski', 'plaintiff', null],
      ['Gregory P. Lansing', 'defendant', 'glansing@thornburykell.example.com'],
    ]);
  });
});

describe('counsel in the forms blind batch 20 brought', () => {
  it("reads a firm printed with Cook County's firm number as the lawyers' firm", () => {
    const text = [
      'IN THE CIRCUIT COURT OF COOK COUNTY',
      ...PARTIES,
      '1. Hello there.',
      'Respectfully submitted,',
      'Ada B. Roe (ARDC No. 6298114)',
      'Cy D. Dunn (ARDC No. 6321907)',
      'ROE DUNN LLP (Firm No. 44871)',
      '233 South Wacker Drive, Suite 5400',
      'Chicago, Illinois 60606',
      '(312) 555-0129',
      'aroe@roedunn.example.com',
      'cdunn@roedunn.example.com',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm, a.barNumber])).toEqual([
      ['Ada B. Roe', 'Roe Dunn LLP', '6298114'],
      ['Cy D. Dunn', 'Roe Dunn LLP', '6321907'],
    ]);
  });

  it('gives each firm printed above its lawyers to those lawyers, not to the names above it', () => {
    const text = [
      'IN THE UNITED STATES DISTRICT COURT',
      ...PARTIES,
      '1. Hello there.',
      'Respectfully submitted,',
      'ROE HARTE PLLC',
      '112 East Pecan Street, Suite 1900',
      'San Antonio, Texas 78205',
      'Telephone: (210) 555-0139',
      'By: /s/ Ada B. Roe',
      'Ada B. Roe',
      'State Bar No. 24068317',
      'aroe@roeharte.example.com',
      'Gil A. Harte',
      'State Bar No. 24079452',
      'KINCAID LAW GROUP',
      'Teo M. Kincaid',
      'D.C. Bar No. 1047236',
      '1717 K Street NW, Suite 900',
      'Washington, D.C. 20006',
      'Direct: (202) 555-0181',
      'ATTORNEYS FOR PLAINTIFF',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm])).toEqual([
      ['Ada B. Roe', 'Roe Harte PLLC'],
      ['Gil A. Harte', 'Roe Harte PLLC'],
      ['Teo M. Kincaid', 'Kincaid Law Group'],
    ]);
  });

  it('reads a served lawyer listed by name over a firm, though a prose paragraph follows the list', () => {
    const text = [
      'IN THE UNITED STATES DISTRICT COURT',
      ...PARTIES,
      '1. Hello there.',
      '/s/ Ada B. Roe',
      'Ada B. Roe',
      'Attorneys for Plaintiff',
      'CERTIFICATE OF SERVICE',
      'I certify that on August 19, 2024, a copy of this Complaint was sent by',
      'email to counsel for Defendant, who has agreed to accept service on his behalf:',
      'Hana W. Lind',
      'CANTWELL BRISCO LLP',
      '300 Convent Street, Suite 2100',
      '(210) 555-0172',
      'hlind@cantwellbrisco.example.com',
      'Counsel for Defendant',
      'and, as a courtesy, to Cal R. Ybarra, Assistant United States Attorney, 601 N.W. Loop 410,',
      'San Antonio, Texas 78216, cal.ybarra@usdoj.example.com, counsel for the United States in',
      'United States ex rel. Cole v. Park Health, Inc., No. 5:23-cv-01177 (W.D. Tex.) (under seal).',
      '/s/ Ada B. Roe',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.side, a.firm])).toEqual([
      ['Ada B. Roe', 'plaintiff', null],
      ['Hana W. Lind', 'defendant', 'Cantwell Brisco LLP'],
    ]);
  });

  it("keeps the own firm of a lawyer listed 'Of Counsel:' under another firm's signers", () => {
    const text = [
      'IN THE UNITED STATES DISTRICT COURT',
      ...PARTIES,
      '1. Hello there.',
      'HALLORAN ROE LLP',
      'Dated: April 29, 2025 By: /s/ Ada B. Roe',
      'Ada B. Roe (I.D. No. 208831)',
      'Of Counsel:',
      'Mia J. Salcedo',
      '(pro hac vice application to be filed)',
      'SALCEDO VOSS PLLC',
      '250 Park Avenue South, 9th Floor',
      'New York, NY 10003',
      'msalcedo@salcedovoss.example.com',
      'Attorneys for Plaintiff',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm])).toEqual([
      ['Ada B. Roe', 'Halloran Roe LLP'],
      ['Mia J. Salcedo', 'Salcedo Voss PLLC'],
    ]);
  });
});

describe('counsel in the forms blind batch 22 brought', () => {
  const contacts = (text: string) =>
    counselOf(text).map((a) => [a.name, a.firm, a.barNumber, a.email, a.phone]);

  it("reads the firm block printed under 'Attorneys for Plaintiffs' below the lawyers' names (Maine)", () => {
    const text = [
      'STATE OF MAINE                 SUPERIOR COURT',
      ...PARTIES,
      '1. Hello there.',
      'Dated: May 3, 2024     /s/ Ada B. Roe',
      'Ada B. Roe, Esq.',
      'Maine Bar No. 4471',
      'Cy D. Lydon, Esq.',
      'Maine Bar No. 6238',
      'Attorneys for Plaintiffs',
      'ROE & LYDON, LLC',
      '88 Exchange Street, Suite 3',
      'Portland, Maine 04101',
      '(207) 555-0121 (tel.)',
      'aroe@roelydon.example.com',
      'clydon@roelydon.example.com',
    ].join('\n');
    expect(contacts(text)).toEqual([
      ['Ada B. Roe', 'Roe & Lydon, LLC', '4471', 'aroe@roelydon.example.com', '(207) 555-0121'],
      ['Cy D. Lydon', 'Roe & Lydon, LLC', '6238', 'clydon@roelydon.example.com', '(207) 555-0121'],
    ]);
  });

  it("reads the counsel column of Allegheny's cover page under 'Counsel of Record for these / Parties:'", () => {
    const text = [
      'IN THE COURT OF COMMON PLEAS OF ALLEGHENY COUNTY, PENNSYLVANIA',
      ...PARTIES,
      'COMPLAINT IN CIVIL ACTION',
      'Filed on behalf of Plaintiff',
      'Counsel of Record for these',
      'Parties:',
      'Ada B. Roe, Esquire',
      'PA I.D. No. 71522',
      'ROE LINDAHL, P.C.',
      'Two Gateway Center, Suite 1400',
      'Pittsburgh, PA 15222',
      '(412) 555-0137',
      'aroe@roelindahl.example.com',
      'JURY TRIAL DEMANDED',
    ].join('\n');
    expect(contacts(text)).toEqual([
      ['Ada B. Roe', 'Roe Lindahl, P.C.', '71522', 'aroe@roelindahl.example.com', '(412) 555-0137'],
    ]);
  });

  it("takes the partners' names over 'Attorneys at Law, A Law Corporation' for the firm (Hawaii)", () => {
    const text = [
      'KAHALE TORRES',
      '  Attorneys at Law, A Law Corporation',
      'ADA B. KAHALE          6142-0',
      'CY D. TORRES           8815-0',
      '1188 Alakea Street, Suite 2100',
      'Honolulu, Hawaii 96813',
      'Telephone: (808) 555-0131',
      'Attorneys for Plaintiff',
      '',
      'IN THE CIRCUIT COURT OF THE FIRST CIRCUIT',
      ...PARTIES,
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm, a.barNumber])).toEqual([
      ['Ada B. Kahale', 'Kahale Torres', '6142-0'],
      ['Cy D. Torres', 'Kahale Torres', '8815-0'],
    ]);
  });

  it("reads 'Of Counsel: Name (State Bar No.)' in a firm's list, '(admission pending)' and a number line's own note", () => {
    const text = [
      'ROE TOSH PLC',
      '2398 East Camelback Road, Suite 900',
      'Phoenix, Arizona 85016',
      'Telephone: (602) 555-0148',
      'Ada B. Roe (State Bar No. 019384)',
      'Of Counsel: Hal B. Whitfield (State Bar No. 004871)',
      'Teo B. Ames (admission pending)',
      'Rae N. Lowe, Esq.',
      '(BBO #684219) (pro hac vice pending)',
      'Attorneys for Plaintiff',
      '',
      'IN THE SUPERIOR COURT OF THE STATE OF ARIZONA',
      ...PARTIES,
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.barNumber])).toEqual([
      ['Ada B. Roe', '019384'],
      ['Hal B. Whitfield', '004871'],
      ['Teo B. Ames', null],
      ['Rae N. Lowe', '684219'],
    ]);
  });
});

describe('counsel in the forms blind batch 23 brought', () => {
  it("ends the plaintiffs' block before a certification and an acceptance of service, and takes no client for a firm", () => {
    const text = [
      'SUPERIOR COURT',
      'HARBOR CONDOMINIUM ASSOCIATION, INC. AND ANA COLE,',
      'Plaintiffs,',
      'v.',
      'BO PARK,',
      'Defendant.',
      '1. Hello there.',
      'THE PLAINTIFFS,',
      'HARBOR CONDOMINIUM',
      'ASSOCIATION, INC. AND ANA COLE',
      'By: /s/ Nadia K. Ferreira',
      'Nadia K. Ferreira (Juris No. 431876)',
      'nferreira@shorelinelit.example.com',
      'SHORELINE LITIGATION GROUP, LLC',
      '195 Church Street, 11th Floor',
      'New Haven, CT 06510',
      'Tel.: (203) 555-0137',
      'Their Attorneys',
      'CERTIFICATION PURSUANT TO C.G.S. § 42-110g(c)',
      'I certify that a copy of this complaint was mailed to the Attorney General.',
      '/s/ Nadia K. Ferreira',
      'ACCEPTANCE OF SERVICE',
      'Service of the writ, summons and complaint is accepted on behalf of the defendant by his counsel:',
      '/s/ Mark T. Dunleavy',
      'Mark T. Dunleavy (Juris No. 425590)',
      'DUNLEAVY & ROCHE LLP',
      'Tel.: (203) 555-0184',
      'Counsel for Defendant Bo Park        Date: May 28, 2025',
    ].join('\n');
    expect(counselOf(text).at(-1)?.role).toBe('Counsel for Defendant Bo Park');
    expect(counselOf(text).map((a) => [a.name, a.firm, a.phone, a.side])).toEqual([
      ['Nadia K. Ferreira', 'Shoreline Litigation Group, LLC', '(203) 555-0137', 'plaintiff'],
      ['Mark T. Dunleavy', 'Dunleavy & Roche LLP', '(203) 555-0184', 'defendant'],
    ]);
  });

  it("keeps 'Ltd.' with the firm's name in a certificate of service written as prose", () => {
    const text = [
      'SUPERIOR COURT',
      ...PARTIES,
      '1. Hello there.',
      '/s/ Ada B. Roe',
      'Ada B. Roe (#7741)',
      'Attorneys for Plaintiff',
      'CERTIFICATE OF SERVICE',
      'I certify that on June 2, 2025 I served a copy of this complaint by e-mail and first-class mail',
      'to Elise T. Marchetti, Esq. (#8026), Marchetti Law Group, Ltd., 1 Park Row, Suite 300,',
      'Providence, RI 02903, emarchetti@marchettilaw.example.com, counsel for Defendant.',
      '/s/ Ada B. Roe',
    ].join('\n');
    expect(counselOf(text).find((a) => a.name === 'Elise T. Marchetti')?.firm).toBe(
      'Marchetti Law Group, Ltd.',
    );
  });
});

describe('counsel in the forms blind batch 24 brought', () => {
  it("takes a clerk's name over 'Executive Officer/Clerk of Court' in a conformed-copy stamp for the stamp's", () => {
    const text = [
      'ADA B. ROE (SBN 241187)',
      'aroe@roebriggs.example.com',
      'ROE BRIGGS LLP',
      'Telephone: (310) 555-0162',
      '',
      'CONFORMED COPY',
      'ORIGINAL FILED',
      'Superior Court of California',
      'County of Los Angeles',
      'MAR 03 2025',
      'Harold B. Whitcombe,',
      'Executive Officer/Clerk of Court',
      'By: Lorena V. Quintanilla, Deputy',
      'Attorneys for Plaintiff ANA COLE',
      '',
      'SUPERIOR COURT OF THE STATE OF CALIFORNIA',
      ...PARTIES,
    ].join('\n');
    expect(counselOf(text).map((a) => a.name)).toEqual(['Ada B. Roe']);
  });

  it('leaves out a served lawyer who is counsel in an arbitration, not in this case', () => {
    const text = [
      'UNITED STATES DISTRICT COURT',
      ...PARTIES,
      '1. Hello there.',
      '/s/ Ada B. Roe',
      'Ada B. Roe (ARDC No. 6298114)',
      'Attorneys for Plaintiff',
      'CERTIFICATE OF SERVICE',
      'I certify that I served this complaint on counsel for Defendant:',
      'Walter J. Brink',
      'BRINK SORENSEN LLP',
      'wbrink@brinksorensen.example.com',
      'Counsel for Defendant Bo Park',
      'and, as a courtesy, on:',
      'Janice Okafor',
      'OKAFOR & LIND PC',
      'jokafor@okaforlind.example.com',
      'Counsel for Bo Park in AAA Case',
      'No. 01-24-0007-3318 (an unrelated collection arbitration)',
      '/s/ Ada B. Roe',
    ].join('\n');
    expect(counselOf(text).map((a) => a.name)).toEqual(['Ada B. Roe', 'Walter J. Brink']);
  });

  it("gives the lawyers of one column of signatures the e-mails the reading order put in the other's", () => {
    const text = [
      'UNITED STATES DISTRICT COURT',
      ...PARTIES,
      '1. Hello there.',
      'OF COUNSEL:',
      'Ana M. Castellanos',
      'PRYOR STANHOPE LLP',
      '(212) 555-0182',
      '/s/ Karen E. Whitfield',
      'Karen E. Whitfield (#4821)',
      '1201 North Market Street, Suite 1700',
      '(302) 555-0134',
      'kwhitfield@hollingsworthbw.example.com',
      'acastellanos@pryorstanhope.example.com',
      'Attorneys for Plaintiff',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.email])).toEqual([
      ['Ana M. Castellanos', 'acastellanos@pryorstanhope.example.com'],
      ['Karen E. Whitfield', 'kwhitfield@hollingsworthbw.example.com'],
    ]);
  });

  it("gives an 'Of Counsel:' lawyer who prints only his firm the lines his colleagues print for it", () => {
    const text = [
      'IN THE CIRCUIT COURT OF PENNINGTON COUNTY',
      ...PARTIES,
      '1. Hello there.',
      'LUNDGREN VOSS & TALLAK, LLP',
      '/s/ Ingrid M. Tallak',
      'Ingrid M. Tallak (SD Bar #3302)',
      '909 St. Joseph Street, Suite 300',
      'Rapid City, SD 57701',
      'Telephone: (605) 555-0161',
      'Facsimile: (605) 555-0162',
      'itallak@lvtlaw.example.com',
      'Of Counsel:',
      'Harald P. Voss (SD Bar #1207)',
      'LUNDGREN VOSS & TALLAK, LLP',
      'hvoss@lvtlaw.example.com',
      'Attorneys for Plaintiff',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.phone, a.fax])).toEqual([
      ['Ingrid M. Tallak', '(605) 555-0161', '(605) 555-0162'],
      ['Harald P. Voss', '(605) 555-0161', '(605) 555-0162'],
    ]);
  });

  it("reads New York's 'Of Counsel:' name under the firm's block as counsel of that firm", () => {
    const text = [
      'SUPREME COURT OF THE STATE OF NEW YORK',
      ...PARTIES,
      '1. Hello there.',
      'Dated: Mineola, New York',
      '       March 3, 2025',
      'PELLEGRINO AUGUSTE LLP',
      'By: ______________________',
      '     Renata S. Pellegrino',
      'Attorneys for Plaintiff',
      '330 Old Country Road, Suite 210',
      'Mineola, New York 11501',
      'Tel.: (516) 555-0117',
      'rpellegrino@paulaw.example.com',
      '',
      'Of Counsel:',
      '     Lionel T. Auguste',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm, a.phone])).toEqual([
      ['Renata S. Pellegrino', 'Pellegrino Auguste LLP', '(516) 555-0117'],
      ['Lionel T. Auguste', 'Pellegrino Auguste LLP', '(516) 555-0117'],
    ]);
  });

  it("reads the firm after a lone 'and' under the first firm's role line, not the name as more of the role", () => {
    const text = [
      'IN THE CIRCUIT COURT OF KANAWHA COUNTY, WEST VIRGINIA',
      ...PARTIES,
      '1. Hello there.',
      '/s/ Owen T. Marsh',
      'Owen T. Marsh (W. Va. Bar No. 10233)',
      'MARSH & PYLE, PLLC',
      '500 Virginia Street East, Suite 900',
      'Charleston, WV 25301',
      'Telephone: (304) 555-0120',
      'omarsh@marshpyle.example.com',
      'Counsel for Plaintiff',
      '',
      'and',
      '',
      'Delia R. Stroud (PA ID No. 301944)',
      '(pro hac vice application forthcoming)',
      'STROUD KEMPER LLC',
      '437 Grant Street, Suite 1200',
      'Pittsburgh, PA 15219',
      'Telephone: (412) 555-0133',
      'dstroud@stroudkemper.example.com',
      'Co-Counsel for Plaintiff',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm, a.phone])).toEqual([
      ['Owen T. Marsh', 'Marsh & Pyle, PLLC', '(304) 555-0120'],
      ['Delia R. Stroud', 'Stroud Kemper LLC', '(412) 555-0133'],
    ]);
  });

  it("takes the bar number from the line under the name that also notes 'pro hac vice'", () => {
    const text = [
      'UNITED STATES DISTRICT COURT',
      ...PARTIES,
      '1. Hello there.',
      '/s/ Paula E. Grant',
      'Paula E. Grant (Bar No. 19022)',
      'Milo K. Farrow',
      '(DC Bar No. 471190; pro hac vice',
      'motion to be filed)',
      'GRANT FARROW LLP',
      '100 Light Street, Suite 900',
      'Baltimore, Maryland 21202',
      'Tel: (410) 555-0104',
      'Attorneys for Plaintiff',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.barNumber])).toEqual([
      ['Paula E. Grant', '19022'],
      ['Milo K. Farrow', '471190'],
    ]);
  });

  it("reads a building's name in the address ('Two Leadership Square') as no lawyer", () => {
    const text = [
      'IN THE DISTRICT COURT OF TULSA COUNTY',
      ...PARTIES,
      '1. Hello there.',
      'HALE & ORTON, PLLC',
      's/ Nina J. Hale',
      'Nina J. Hale, OBA No. 21877',
      'Three Williams Tower',
      'One Center Square',
      '110 West Seventh Street, Suite 700',
      'Tulsa, Oklahoma 74119',
      'Telephone: (918) 555-0150',
      'Attorneys for Plaintiff',
    ].join('\n');
    expect(counselOf(text).map((a) => a.name)).toEqual(['Nina J. Hale']);
  });

  it("reads a courtesy notice's 'to A and B of FIRM (e-mails), …, who represent Defendants' as the defendants' counsel", () => {
    const text = [
      'UNITED STATES DISTRICT COURT',
      ...PARTIES,
      '1. Hello there.',
      '/s/ Ada B. Roe',
      'Ada B. Roe',
      'Texas Bar No. 24061234',
      'ROE & MARSH LLP',
      'Attorneys for Plaintiff',
      'NOTICE OF COURTESY COPY',
      'I certify that on May 2, 2025, a courtesy copy of this Complaint was sent by e-mail to Tobias K. Linde and',
      'Mira J. Osei of Halvard Quist LLP (tlinde@halvardquist.example.com; mosei@halvardquist.example.com), 98 San',
      'Jacinto Boulevard, Austin, Texas 78701, (512) 555-0144, who have advised that they represent Defendant Bo',
      'Park in this matter. A courtesy copy was also sent to Hugo R. Baptiste of Baptiste & Lowe, counsel for Bo',
      'Park in the unrelated arbitration Park v. Linwood Fab, AAA Case No. 01-24-0003-1177.',
      '/s/ Ada B. Roe',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm, a.email, a.phone, a.side])).toEqual([
      ['Ada B. Roe', 'Roe & Marsh LLP', null, null, 'plaintiff'],
      [
        'Tobias K. Linde',
        'Halvard Quist LLP',
        'tlinde@halvardquist.example.com',
        '(512) 555-0144',
        'defendant',
      ],
      ['Mira J. Osei', 'Halvard Quist LLP', 'mosei@halvardquist.example.com', '(512) 555-0144', 'defendant'],
    ]);
  });

  it("ends Connecticut's signature at 'Its Attorneys' and reads its 'CERTIFICATION' as the certificate of service", () => {
    const text = [
      'DOCKET NO. NNH-CV25-6150011-S : SUPERIOR COURT',
      ...PARTIES,
      '1. Hello there.',
      'THE PLAINTIFF,',
      'ANA COLE',
      'By: /s/ Iris T. Vance',
      'Iris T. Vance, Juris No. 438812',
      'VANCE PELL LLC',
      'Tel.: (203) 555-0120',
      'ivance@vancepell.example.com',
      'Its Attorneys',
      'CERTIFICATION',
      'I certify that a copy of the foregoing was mailed or delivered electronically on May 2, 2025 to all',
      'counsel and self-represented parties of record, as follows:',
      'Quentin R. Hale, Esq.',
      'Hale Dorsey LLP',
      'Tel.: (860) 555-0177',
      'qhale@haledorsey.example.com',
      'Counsel for Defendant Bo Park',
      '/s/ Iris T. Vance',
      'Iris T. Vance',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.side])).toEqual([
      ['Iris T. Vance', 'plaintiff'],
      ['Quentin R. Hale', 'defendant'],
    ]);
  });

  it("gives '(Quigley direct: (718) 555-0131)' under a firm's lines to the lawyer it names", () => {
    const text = [
      'UNITED STATES DISTRICT COURT',
      ...PARTIES,
      '1. Hello there.',
      'KIRK HOLLOWAY LLP',
      'By: /s/ Nora T. Kirk',
      'Nora T. Kirk',
      'Eamon B. Quill',
      'One MetroTech Center, 21st Floor',
      'Brooklyn, New York 11201',
      'Tel.: (718) 555-0124',
      'nkirk@kirkholloway.example.com',
      'equill@kirkholloway.example.com',
      '(Quill direct: (718) 555-0131)',
      'Attorneys for Plaintiff',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.phone])).toEqual([
      ['Nora T. Kirk', '(718) 555-0124'],
      ['Eamon B. Quill', '(718) 555-0131'],
    ]);
  });
});

describe('counsel in the forms blind batch 28 brought', () => {
  it("reads New Hampshire's 'CLIENT and / CLIENT NAME RUN / OVER TWO LINES / By their attorneys, / FIRM' over the signature", () => {
    const text = [
      'THE STATE OF NEW HAMPSHIRE',
      'HILLSBOROUGH COUNTY                              SUPERIOR COURT NORTH',
      'GRANITE COLD STORAGE, LLC',
      'and',
      'MERRIMACK VALLEY PRODUCE DISTRIBUTORS, INC.',
      'Plaintiffs,',
      'v.',
      'BO PARK,',
      'Defendant.',
      '1. Hello there.',
      'Respectfully submitted,',
      '',
      'GRANITE COLD STORAGE, LLC and',
      'MERRIMACK VALLEY PRODUCE',
      'DISTRIBUTORS, INC.',
      '',
      'By their attorneys,',
      'KEENE ROWE & BATCHELDER, P.A.',
      '',
      'Date: March 3, 2025 /s/ Margaret E. Keene',
      'Margaret E. Keene, NH Bar #11847',
      'Jonathan D. Rowe, NH Bar #20391',
      '44 Hanover Street, Suite 600',
      'Manchester, NH 03101',
      '(603) 555-0187 (tel.)',
      'mkeene@krblaw.example.com',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm, a.barNumber])).toEqual([
      ['Margaret E. Keene', 'Keene Rowe & Batchelder, P.A.', '11847'],
      ['Jonathan D. Rowe', 'Keene Rowe & Batchelder, P.A.', '20391'],
    ]);
  });
});

describe('lendFooterContacts', () => {
  it("gives the firm's lines in Oregon's footer to its lawyers whose block prints none", () => {
    const text = [
      'IN THE CIRCUIT COURT OF THE STATE OF OREGON',
      ...PARTIES,
      '1. Hello there.',
      'ALDER FORK LAW, P.C.',
      's/ Kira L. Sand',
      'Kira L. Sand, OSB No. 063418',
      'ksand@alderfork.example.com',
      'Of Attorneys for Plaintiff',
    ].join('\n');
    const footer = [
      'Page 1 – COMPLAINT',
      'ALDER FORK LAW, P.C.',
      '975 Oak Street, Suite 700, Eugene, Oregon 97401',
      'Telephone (541) 555-0143 | Facsimile (541) 555-0144',
    ];
    const info = lendFooterContacts(extractAttorneys(text, extractParties(text)), footer);
    expect(info.plaintiffAttorneys.map((a) => [a.name, a.phone, a.fax])).toEqual([
      ['Kira L. Sand', '(541) 555-0143', '(541) 555-0144'],
    ]);
  });
});

describe('counsel in the forms blind batch 29 brought', () => {
  it("reads Louisiana's 'WHITFIELD INJURY LAW, APLC' as the firm of the lawyer under it", () => {
    const text = [
      'NINETEENTH JUDICIAL DISTRICT COURT',
      ...PARTIES,
      '1. Hello there.',
      'Respectfully submitted,',
      'WHITFIELD INJURY LAW, APLC',
      'MARCUS D. WHITFIELD (Bar Roll No. 26019)',
      '1010 Common Street, Suite 2100',
      'New Orleans, Louisiana 70112',
      'Telephone: (504) 555-0167',
      'COUNSEL FOR PLAINTIFF',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm, a.barNumber])).toEqual([
      ['Marcus D. Whitfield', 'Whitfield Injury Law, APLC', '26019'],
    ]);
  });
});

describe('counsel in the forms blind batch 30 brought', () => {
  it("reads a direct line 'Direct (Hale): …', a firm named for its lawyers with 'LLC', and no courtesy copy's lawyer", () => {
    const text = [
      'SUPERIOR COURT OF WASHINGTON FOR PIERCE COUNTY',
      ...PARTIES,
      '1. Hello there.',
      'Respectfully submitted,',
      'By: s/ Soren K. Lindqvist',
      'Soren K. Lindqvist, WSBA #31842',
      'Abigail R. Hale, WSBA #50377',
      'Lindqvist Hale LLC',
      'Telephone: (253) 555-0127',
      'Direct (Hale): (253) 555-0129',
      'Attorneys for Plaintiff',
      'CERTIFICATE OF SERVICE',
      'I certify that I served this complaint by e-mail by agreement on:',
      'and by courtesy copy on:',
      'Lorraine Petrakis',
      'PETRAKIS LAW GROUP',
      'lpetrakis@petrakislaw.example.com',
      'Counsel for Puyallup Electric Contractors, Inc. in the separate',
      'King County action, No. 24-2-19977-4 SEA (not yet appearing here)',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm, a.phone])).toEqual([
      ['Soren K. Lindqvist', 'Lindqvist Hale LLC', '(253) 555-0127'],
      ['Abigail R. Hale', 'Lindqvist Hale LLC', '(253) 555-0129'],
    ]);
  });

  it("gives New York's 'Of Counsel:' lawyer her firm's lines and ends the block at the 'TO:' list", () => {
    const text = [
      'SUPREME COURT OF THE STATE OF NEW YORK',
      ...PARTIES,
      '1. Hello there.',
      'Yours, etc.,',
      'PELLEGRINO ASHFORD & KLINE, LLP',
      'Attorneys for Plaintiff',
      'By: _/s/ Daniel F. Pellegrino_______',
      'DANIEL F. PELLEGRINO, ESQ.',
      '26 Court Street, Suite 1400',
      'Brooklyn, New York 11242',
      '(718) 555-0163',
      'dpellegrino@pakllp.example.com',
      'Of Counsel:',
      'MARISA T. KLINE, ESQ.',
      'mkline@pakllp.example.com',
      'TO:  BERGEN LANE DEVELOPMENT LLC',
      'c/o Secretary of State of the State of New York',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm, a.phone])).toEqual([
      ['Daniel F. Pellegrino', 'Pellegrino Ashford & Kline, LLP', '(718) 555-0163'],
      ['Marisa T. Kline', 'Pellegrino Ashford & Kline, LLP', '(718) 555-0163'],
    ]);
  });

  it("reads no lawyer out of a 'COLLECTIVE EXHIBIT A' letterhead under a cost bond", () => {
    const text = [
      'IN THE CIRCUIT COURT FOR KNOX COUNTY, TENNESSEE',
      ...PARTIES,
      '1. Hello there.',
      'Respectfully submitted,',
      '/s/ Harlan T. Brewster',
      'Harlan T. Brewster (BPR No. 021447)',
      'BREWSTER OKAFOR & LYLE, PLLC',
      'Counsel for Plaintiff',
      'COST BOND',
      'We hereby acknowledge ourselves as surety for the costs of this cause.',
      'BREWSTER OKAFOR & LYLE, PLLC, Surety',
      'By: /s/ Harlan T. Brewster',
      'COLLECTIVE EXHIBIT A',
      'BREWSTER OKAFOR & LYLE, PLLC',
      '800 S. Gay Street, Suite 1400 | Knoxville, Tennessee 37929',
      'February 24, 2025',
    ].join('\n');
    expect(counselOf(text).map((a) => a.name)).toEqual(['Harlan T. Brewster']);
  });
});

describe('counsel in the forms blind batch 32 brought', () => {
  it("opens a signature at 'By: s/ Name' under the firm, and gives the firm's 'minuteentries@' box to a lawyer with none", () => {
    const carolina = [
      'STATE OF SOUTH CAROLINA',
      ...PARTIES,
      '1. Hello there.',
      'PLAINTIFFS DEMAND A TRIAL BY JURY.',
      'WOFFORD TEAGUE & BRISCOE, LLC',
      'By: s/ Evander P. Teague',
      'Evander P. Teague, S.C. Bar No. 101442',
      'Jonah L. Wofford, S.C. Bar No. 16208',
      'Telephone: (803) 555-0176',
      'eteague@wtblaw.example.com',
      'jwofford@wtblaw.example.com',
      'ATTORNEYS FOR PLAINTIFFS',
    ].join('\n');
    const arizona = [
      'CORDOVA WHITMAN REYES, PLLC',
      'One South Church Avenue, Suite 1500',
      'Telephone: (520) 555-0121',
      'minuteentries@cwrlaw.example.com',
      'Alexis R. Cordova (State Bar No. 025619)',
      'acordova@cwrlaw.example.com',
      'Marisol E. Reyes (State Bar No. 033402)',
      'Attorneys for Plaintiffs',
      'IN THE SUPERIOR COURT OF THE STATE OF ARIZONA',
      ...PARTIES,
      '1. Hello there.',
    ].join('\n');
    expect(counselOf(carolina).map((a) => [a.name, a.firm, a.email])).toEqual([
      ['Evander P. Teague', 'Wofford Teague & Briscoe, LLC', 'eteague@wtblaw.example.com'],
      ['Jonah L. Wofford', 'Wofford Teague & Briscoe, LLC', 'jwofford@wtblaw.example.com'],
    ]);
    expect(counselOf(arizona).map((a) => [a.name, a.email])).toEqual([
      ['Alexis R. Cordova', 'acordova@cwrlaw.example.com'],
      ['Marisol E. Reyes', 'minuteentries@cwrlaw.example.com'],
    ]);
  });
});

describe('counsel in the forms blind batch 33 brought', () => {
  it("keeps every lawyer of a block followed by a 'cc:' list and a cost bond its firm signs as surety", () => {
    const text = [
      'IN THE CIRCUIT COURT OF TENNESSEE FOR THE THIRTIETH JUDICIAL DISTRICT AT MEMPHIS',
      ...PARTIES,
      '1. Hello there.',
      'Respectfully submitted,',
      'MARLOWE DEASON PLLC',
      'By: /s/ Corinne A. Marlowe',
      'Corinne A. Marlowe (BPR No. 025512)',
      'Tobias R. Deason (BPR No. 033170)',
      'Ines K. Wharton (BPR No. 039044)',
      '5100 Poplar Avenue, Suite 2200',
      'Memphis, Tennessee 38137',
      '(901) 555-0181 (telephone)',
      'cmarlowe@marlowedeason.example.com',
      'Attorneys for Plaintiff',
      'cc: Lionel F. Batts, Esq., Batts & Quarles PLLC, Oxford, Mississippi,',
      'counsel for the carrier in Doe v. Roe, No. CV2024-0101 (courtesy copy only)',
      'COST BOND',
      'We, Ana Cole as principal and Marlowe Deason PLLC as surety, acknowledge ourselves security for costs.',
      'MARLOWE DEASON PLLC, Surety',
      'By: /s/ Tobias R. Deason',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm, a.barNumber])).toEqual([
      ['Corinne A. Marlowe', 'Marlowe Deason PLLC', '025512'],
      ['Tobias R. Deason', 'Marlowe Deason PLLC', '033170'],
      ['Ines K. Wharton', 'Marlowe Deason PLLC', '039044'],
    ]);
  });

  it("gives Washington's footer fax to the lawyers who print the footer's phone, and not to another office's", () => {
    const text = [
      'SUPERIOR COURT OF WASHINGTON FOR KING COUNTY',
      ...PARTIES,
      '1. Hello there.',
      'DATED this 3rd day of September, 2024.',
      'LINDQVIST ABARA PLLC',
      'By: s/ Petra N. Abara',
      'Petra N. Abara, WSBA No. 44107',
      'Telephone: (206) 555-0131',
      'pabara@lindqvistabara.example.com',
      'Malcolm E. Reyes, WSBA No. 40912',
      'LINDQVIST ABARA PLLC',
      '400 Main Street, Spokane, Washington 99201',
      'Telephone: (509) 555-0190',
      'Attorneys for Plaintiff',
    ].join('\n');
    const footer = [
      'COMPLAINT - 1',
      'LINDQVIST ABARA PLLC',
      '1201 Third Avenue, Suite 3400',
      'Seattle, Washington 98101',
      'Tel. (206) 555-0131 | Fax (206) 555-0132',
    ];
    const info = lendFooterContacts(extractAttorneys(text, extractParties(text)), footer);
    expect(info.plaintiffAttorneys.map((a) => [a.name, a.phone, a.fax])).toEqual([
      ['Petra N. Abara', '(206) 555-0131', '(206) 555-0132'],
      ['Malcolm E. Reyes', '(509) 555-0190', null],
    ]);
  });
});

describe("a Florida block's shared mailbox and signed spelling (blind batch 33)", () => {
  it("gives the firm's 'Primary E-Mail: pleadings@' to the lawyer with no address of her own, spelt as she signs", () => {
    const text = [
      'IN THE CIRCUIT COURT OF THE THIRTEENTH JUDICIAL CIRCUIT',
      ...PARTIES,
      '1. Hello there.',
      'Dated this 27th day of August, 2024.',
      'MacALLISTER RUIZ TRIAL GROUP, P.A.',
      '401 East Jackson Street, Suite 2340',
      'Tampa, Florida 33602',
      'Telephone: (813) 555-0156',
      'Primary E-Mail: pleadings@mrtrial.example.com',
      'Counsel for Plaintiff',
      'By: /s/ Colette R. MacAllister',
      'COLETTE R. MacALLISTER, ESQ.',
      'Florida Bar No. 0584127',
      'Secondary E-Mail: cmacallister@mrtrial.example.com',
      'HUGO E. RUIZ, ESQ.',
      'Florida Bar No. 1039876',
      'DESIGNATION OF E-MAIL ADDRESSES PURSUANT TO FLA. R. GEN. PRAC. & JUD. ADMIN. 2.516',
      'Undersigned counsel designate the following e-mail addresses for service: primary,',
      'pleadings@mrtrial.example.com; secondary, cmacallister@mrtrial.example.com.',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.email])).toEqual([
      ['Colette R. MacAllister', 'cmacallister@mrtrial.example.com'],
      ['Hugo E. Ruiz', 'pleadings@mrtrial.example.com'],
    ]);
  });
});

describe('counsel in the forms blind batch 34 brought', () => {
  it("reads no client for the firm: 'AND FVMC HEALTH PARTNERS, INC.' above a Connecticut signature, a Nebraska list of clients", () => {
    const connecticut = [
      'ANA COLE, INC. and BO PARK HEALTH PARTNERS, INC.,',
      'Plaintiffs,',
      'v.',
      'APEX SOURCING GROUP, LLC,',
      'Defendant.',
      '1. Hello there.',
      'THE PLAINTIFFS,',
      'ANA COLE, INC.',
      'AND BO PARK HEALTH PARTNERS, INC.',
      'By: /s/ Meredith A. Caulfield',
      'Meredith A. Caulfield (Juris No. 431286)',
      'Owen T. Drabik (Juris No. 436019)',
      'CAULFIELD DRABIK LLC',
      'Firm Juris No. 412903',
      '185 Asylum Street, 26th Floor',
      'Hartford, CT 06103',
      'Tel.: (860) 555-0135 | Fax: (860) 555-0136',
      'litigation@caulfielddrabik.example.com',
      'THEIR ATTORNEYS',
    ].join('\n');
    expect(counselOf(connecticut).map((a) => [a.name, a.firm, a.phone, a.email])).toEqual([
      [
        'Meredith A. Caulfield',
        'Caulfield Drabik LLC',
        '(860) 555-0135',
        'litigation@caulfielddrabik.example.com',
      ],
      ['Owen T. Drabik', 'Caulfield Drabik LLC', '(860) 555-0135', 'litigation@caulfielddrabik.example.com'],
    ]);
    const nebraska = [
      'HALVORSEN FAMILY FARMS, LLC, and KRUEGER CATTLE & GRAIN, INC.,',
      'Plaintiffs,',
      'v.',
      'PLATTE BEND GRAIN COMPANY,',
      'Defendant.',
      '1. Hello there.',
      'DATED this 3rd day of September, 2024.',
      'HALVORSEN FAMILY FARMS, LLC, KRUEGER CATTLE & GRAIN,',
      'INC., Plaintiffs,',
      'By: /s/ Kristin J. Albrecht',
      'Kristin J. Albrecht, #23871',
      'ALBRECHT SEDLACEK ROURKE, P.C., L.L.O.',
      '1620 Dodge Street, Suite 1100',
      'Omaha, Nebraska 68102',
      '(402) 555-0118 (telephone)',
      'kalbrecht@asrlaw.example.com',
      'ATTORNEYS FOR PLAINTIFFS',
    ].join('\n');
    expect(counselOf(nebraska).map((a) => [a.name, a.firm])).toEqual([
      ['Kristin J. Albrecht', 'Albrecht Sedlacek Rourke, P.C., L.L.O.'],
    ]);
  });

  it("reads Maryland's ten-digit 'AIS No.' as the bar number, not a phone, and an 'ALSO OF COUNSEL:' firm above a service request", () => {
    const text = [
      'IN THE CIRCUIT COURT FOR BALTIMORE CITY',
      ...PARTIES,
      '1. Hello there.',
      'Respectfully submitted,',
      '/s/ Loretta B. Quince',
      'Loretta B. Quince',
      'AIS No. 9312150077',
      'Attorneys for Plaintiff',
      'OF COUNSEL:',
      'QUINCE LAW LLC',
      '409 Washington Avenue, Suite 600',
      'Towson, Maryland 21204',
      '(410) 555-0105',
      'lquince@quincelaw.example.com',
      'ALSO OF COUNSEL:',
      'Ramona E. Fitch (ASB-5512-T30F)',
      'FITCH TRIAL GROUP, P.C.',
      '61 St. Joseph Street, Suite 900',
      'Mobile, Alabama 36602',
      'Telephone: (251) 555-0118',
      'rfitch@fitchtrial.example.com',
      'PLAINTIFF REQUESTS SERVICE BY CERTIFIED MAIL AS FOLLOWS:',
      'Bo Park',
      'c/o its Registered Agent, Harold B. Simms',
      '4410 Industrial Drive',
      'Bessemer, Alabama 35022',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.barNumber, a.phone])).toEqual([
      ['Loretta B. Quince', '9312150077', '(410) 555-0105'],
      ['Ramona E. Fitch', 'ASB-5512-T30F', '(251) 555-0118'],
    ]);
  });
});

describe('counsel in the forms blind batch 35 brought', () => {
  it('gives each firm that prints its details before its lawyers its own lawyers (Arizona, two firms)', () => {
    const text = [
      'SONORAN RIDGE LAW GROUP, P.L.C.',
      'One South Church Avenue, Suite 1500',
      'Tucson, Arizona 85701',
      'Telephone: (520) 555-0125',
      'Firm E-mail: docket@sonoranridge.example.com',
      'Ana Lucia Bermejo (State Bar No. 027114)',
      'abermejo@sonoranridge.example.com',
      'Cyrus T. Whitfield (State Bar No. 031988)',
      '',
      'HALVORSEN BRANDT LLP',
      '1700 Lincoln Street, Suite 4100',
      'Denver, Colorado 80203',
      'Telephone: (303) 555-0174',
      'Erik J. Halvorsen (Colo. Atty. Reg. No. 41877)',
      '(pro hac vice application pending)',
      'ehalvorsen@halvorsenbrandt.example.com',
      'Attorneys for Plaintiffs',
      'IN THE SUPERIOR COURT OF THE STATE OF ARIZONA',
      ...PARTIES,
      '1. Hello there.',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm, a.phone])).toEqual([
      ['Ana Lucia Bermejo', 'Sonoran Ridge Law Group, P.L.C.', '(520) 555-0125'],
      ['Cyrus T. Whitfield', 'Sonoran Ridge Law Group, P.L.C.', '(520) 555-0125'],
      ['Erik J. Halvorsen', 'Halvorsen Brandt LLP', '(303) 555-0174'],
    ]);
  });

  it("reads a bar number after a wrapped '(pro hac vice / application pending)', and no town out of a sentence 'dated …'", () => {
    const text = [
      'IN THE CIRCUIT COURT OF THE STATE OF OREGON',
      'ANA COLE, Trustee of the COLE FAMILY TRUST',
      'dated May 2, 2008,',
      'Plaintiff,',
      'v.',
      'BO PARK,',
      'Defendant.',
      '6. Ana Cole is the trustee of the Cole Family Trust',
      'dated May 2, 2008, which owns 380 acres of managed timberland east of',
      'Scotts Mills, of which 296 acres burned.',
      '7. Defendant is an Oregon corporation.',
      'DATED: March 18, 2025.',
      'MERRIWEATHER STROUD LLP',
      's/ Karin E. Lindqvist',
      'Karin E. Lindqvist, OSB No. 024417',
      'Jasper L. Merriweather (pro hac vice',
      'application pending), Cal. Bar No. 241883',
      'One Embarcadero Center, Suite 1550',
      'San Francisco, California 94111',
      'Telephone: (415) 555-0156',
      'Attorneys for Plaintiff',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.barNumber])).toEqual([
      ['Karin E. Lindqvist', 'OSB # 024417'],
      ['Jasper L. Merriweather', '241883'],
    ]);
  });

  it('reads the lawyer a Virginia certificate of transmittal sends a copy to as the other side’s counsel', () => {
    const text = [
      'VIRGINIA:',
      'IN THE CIRCUIT COURT OF FAIRFAX COUNTY',
      ...PARTIES,
      '1. Hello there.',
      'ANA COLE',
      'By Counsel',
      '_______________________________',
      'Eleanor V. Ashby (VSB No. 45821)',
      'REDMOND ASHBY PLLC',
      '1750 Tysons Boulevard, Suite 900',
      'Tysons, Virginia 22102',
      'eashby@redmondashby.example.com',
      'Counsel for Plaintiff',
      'CERTIFICATE OF TRANSMITTAL',
      'I certify that on April 8, 2025, a courtesy copy of this Complaint was sent by electronic mail to:',
      'Gordon F. Whitlock (VSB No. 38802)',
      'PEMBERTON HALE LLP',
      '8000 Towers Crescent Drive, Suite 1350',
      'Vienna, Virginia 22182',
      'gwhitlock@pembertonhale.example.com',
      'Counsel for Defendant Bo Park',
      '_______________________________',
      'Eleanor V. Ashby',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.side])).toEqual([
      ['Eleanor V. Ashby', 'plaintiff'],
      ['Gordon F. Whitlock', 'defendant'],
    ]);
  });
});

describe('counsel in the forms blind batch 36 brought', () => {
  it("gives a Spokane footer's phone, fax and street to its firm's lawyers when the title shares the firm's row", () => {
    const text = [
      'SUPERIOR COURT OF WASHINGTON FOR SPOKANE COUNTY',
      ...PARTIES,
      '1. Hello there.',
      'DATED this 12th day of August, 2024.',
      'KELLERMAN ROOK PLLC',
      'By: /s/ Brigid A. Kellerman',
      'Brigid A. Kellerman, WSBA #28814',
      'bkellerman@kellermanrook.example.com',
      'Attorneys for Plaintiff',
    ].join('\n');
    const footer = [
      'COMPLAINT FOR DAMAGES (MEDICAL KELLERMAN ROOK PLLC',
      'NEGLIGENCE – RCW 7.70) - 1 601 W. Riverside Avenue, Suite 1400',
      'Spokane, Washington 99201',
      'Tel. (509) 555-0163 | Fax (509) 555-0164',
    ];
    const info = lendFooterContacts(extractAttorneys(text, extractParties(text)), footer);
    expect(info.plaintiffAttorneys.map((a) => [a.name, a.phone, a.fax, a.address])).toEqual([
      [
        'Brigid A. Kellerman',
        '(509) 555-0163',
        '(509) 555-0164',
        '601 W. Riverside Avenue, Suite 1400, Spokane, Washington 99201',
      ],
    ]);
  });

  it("reads no lawyer out of Montana's and Kansas' filing stamps above the counsel block, nor a judge 'Honorable …'", () => {
    const montana = [
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
      'Mallory E. Lindahl',
      'TRASK & LINDAHL, PLLC',
      '2910 First Avenue North, Suite 400',
      'Billings, MT 59103-7081',
      'Telephone: (406) 555-0115',
      'wtrask@tlmontana.example.com',
      'mlindahl@tlmontana.example.com',
      'Attorneys for Plaintiff',
      'MONTANA THIRTEENTH JUDICIAL DISTRICT COURT, YELLOWSTONE COUNTY',
      ...PARTIES,
      '1. Hello there.',
    ].join('\n');
    expect(counselOf(montana).map((a) => [a.name, a.email])).toEqual([
      ['Wade H. Trask', 'wtrask@tlmontana.example.com'],
      ['Mallory E. Lindahl', 'mlindahl@tlmontana.example.com'],
    ]);
    const kansas = [
      'ELECTRONICALLY FILED',
      '2024 Mar 18 PM 2:41',
      'CLERK OF THE JOHNSON COUNTY DISTRICT COURT',
      'CASE NUMBER: 24CV01847',
      'PII COMPLIANT',
      'Honorable Ellen T. Marchetti',
      'Adrienne K. Voelker, KS #21456',
      'VOELKER HARNACK LLC',
      'Telephone: (913) 555-0142',
      'ATTORNEYS FOR PLAINTIFF',
      'IN THE DISTRICT COURT OF JOHNSON COUNTY, KANSAS',
      ...PARTIES,
      '1. Hello there.',
    ].join('\n');
    expect(counselOf(kansas).map((a) => a.name)).toEqual(['Adrienne K. Voelker']);
  });

  it("reads the firm of a lawyer served ('Feeney Halloran LLC', 'WHITLATCH INJURY LAW, L.C.'), not a client's 'L.L.C.'", () => {
    const text = [
      'IN THE SUPERIOR COURT FOR THE STATE OF ALASKA',
      ...PARTIES,
      '1. Hello there.',
      'Respectfully submitted,',
      '/s/ Jonah P. Whitlatch',
      'Jonah P. Whitlatch (WVSB #9045)',
      'WHITLATCH INJURY LAW, L.C.',
      '116 North Heber Street',
      'Beckley, West Virginia 25801',
      'Counsel for Plaintiff',
      'CERTIFICATE OF SERVICE',
      'I certify that a true and correct copy of the foregoing was served by e-mail on:',
      'Mark D. Feeney',
      'Feeney Halloran LLC',
      '701 West Eighth Avenue, Suite 950',
      'Anchorage, Alaska 99501',
      'mfeeney@feeneyhalloran.example.com',
      'Counsel for Defendant Arctic Bore Refrigeration, L.L.C.',
      '/s/ Jonah P. Whitlatch',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm])).toEqual([
      ['Jonah P. Whitlatch', 'Whitlatch Injury Law, L.C.'],
      ['Mark D. Feeney', 'Feeney Halloran LLC'],
    ]);
  });

  it("reads on past a '- and -' that falls at a signature's thirtieth line, to the next firm's lawyer", () => {
    const text = [
      'UNITED STATES DISTRICT COURT',
      ...PARTIES,
      '1. Hello there.',
      'Respectfully submitted,',
      'BRAZOS GULF TRIAL LAWYERS, PLLC',
      'By: /s/ Marisol T. Ybarra',
      'Marisol T. Ybarra',
      'Attorney-in-Charge',
      'Texas Bar No. 24061234',
      'S.D. Tex. Fed. ID No. 912345',
      '2700 Post Oak Boulevard, Suite 1650',
      'Houston, Texas 77056',
      'Telephone: (713) 555-0126',
      'Facsimile: (713) 555-0127',
      'mybarra@brazosgulf.example.com',
      'efile@brazosgulf.example.com',
      'ATTORNEY-IN-CHARGE FOR PLAINTIFF',
      'ANA COLE',
      'OF COUNSEL:',
      'Dominic R. Kastner',
      'Texas Bar No. 24079810',
      'S.D. Tex. Fed. ID No. 1204417',
      'dkastner@brazosgulf.example.com',
      'Lillian Okonjo-Reyes',
      'Texas Bar No. 24103377',
      'S.D. Tex. Fed. ID No. 3318206',
      'BRAZOS GULF TRIAL LAWYERS, PLLC',
      '2700 Post Oak Boulevard, Suite 1650',
      'Houston, Texas 77056',
      'Telephone: (713) 555-0126',
      'Facsimile: (713) 555-0127',
      'efile@brazosgulf.example.com',
      '- and -',
      'Beau A. Landry',
      'La. Bar No. 33104',
      'LANDRY MARITIME LAW, LLC',
      '600 Jefferson Street, Suite 800',
      'Lafayette, Louisiana 70501',
      'blandry@landrymaritime.example.com',
    ].join('\n');
    expect(counselOf(text).map((a) => a.name)).toContain('Beau A. Landry');
  });
});

describe('counsel in the forms blind batch 37 brought', () => {
  it("reads no counsel out of a named plaintiff's certification signed under a table of trades", () => {
    const text = [
      'UNITED STATES DISTRICT COURT',
      ...PARTIES,
      '1. Hello there.',
      'Dated: August 14, 2024 ROSENTHORNE BRAY & KEMPF LLP',
      'By: /s/ Miranda J. Kempf',
      'Miranda J. Kempf (SBN 231877)',
      'Telephone: (415) 555-0132',
      'Attorneys for Plaintiff',
      'CERTIFICATION OF NAMED PLAINTIFF',
      'PURSUANT TO FEDERAL SECURITIES LAWS',
      'I, Rosamund Hartwell, as trustee of The Hartwell Family Trust, declare that I have',
      'reviewed the complaint and authorize its filing, and that its transactions are:',
      'Date Transaction Shares Price per Share',
      '02/08/2024 Purchase (IPO) 12,000 $21.00',
      '03/15/2024 Purchase 4,000 $22.10',
      '04/15/2024 Purchase 2,000 $19.10',
      '05/15/2024 Purchase 1,000 $15.10',
      '06/28/2024 Sale 5,000 $8.42',
      'Executed on August 12, 2024.',
      '/s/ Rosamund Hartwell',
      'Rosamund Hartwell, Trustee',
    ].join('\n');
    expect(counselOf(text).map((a) => a.name)).toEqual(['Miranda J. Kempf']);
  });
});

describe('counsel in the forms blind batch 38 brought', () => {
  it("reads a long '(pro hac vice application / forthcoming), Texas State Bar No. …' line and '(Pa. I.D. No. …; pro hac vice …)'", () => {
    const text = [
      'IN THE DISTRICT COURT OF OKLAHOMA COUNTY',
      ...PARTIES,
      '1. Hello there.',
      'Respectfully submitted,',
      '/s/ Marcus T. Ellery',
      'Marcus T. Ellery, OBA No. 21457',
      'ELLERY WHITCOMB HARJO PLLC',
      'Telephone: (405) 555-0142',
      '-and-',
      'Priya S. Raman (pro hac vice application',
      '  forthcoming), Texas State Bar No. 24089123',
      'Theodore R. Kline, Esq. (Pa. I.D. No. 84410; pro hac vice motion pending)',
      'RAMAN KLINE LLP',
      '2100 Ross Avenue, Suite 1650',
      'Dallas, Texas 75201',
      'Service e-mail: subrogation@ramankline.example.com',
      'ATTORNEYS FOR PLAINTIFF',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.barNumber, a.email])).toEqual([
      ['Marcus T. Ellery', 'OBA # 21457', null],
      ['Priya S. Raman', '24089123', 'subrogation@ramankline.example.com'],
      ['Theodore R. Kline', '84410', 'subrogation@ramankline.example.com'],
    ]);
  });

  it("reads the lawyer of an Arkansas 'CERTIFICATE OF COURTESY COPY' for the other side, and no title line as counsel", () => {
    const arkansas = [
      'IN THE CIRCUIT COURT OF BENTON COUNTY, ARKANSAS',
      ...PARTIES,
      '1. Hello there.',
      '/s/ Caroline H. Barrow',
      'Caroline H. Barrow (Ark. Bar No. 2009114)',
      'Attorneys for Plaintiff',
      'CERTIFICATE OF COURTESY COPY',
      'I certify that I sent a courtesy copy of this Complaint by electronic mail to:',
      'Gregory A. Fenwick, Esq.',
      'Fenwick & Lattimore, LLP',
      '425 W. Capitol Avenue, Suite 1800',
      'Little Rock, Arkansas 72201',
      'gfenwick@fenwicklattimore.example.com',
      'Counsel for Defendant',
      '/s/ Caroline H. Barrow',
    ].join('\n');
    expect(counselOf(arkansas).map((a) => [a.name, a.side])).toEqual([
      ['Caroline H. Barrow', 'plaintiff'],
      ['Gregory A. Fenwick', 'defendant'],
    ]);
    const wyoming = [
      'STATE OF WYOMING        )                    IN THE DISTRICT COURT',
      'ANA COLE,',
      'Plaintiff,',
      'v.',
      'BO PARK,',
      'Defendant.',
      'VERIFIED COMPLAINT FOR UNPAID ROYALTIES, ACCOUNTING',
      'AND DECLARATORY JUDGMENT',
      'Attorneys for Plaintiff:',
      'Garrett L. Tollefson, WSB # 6-3912',
      'PLATTE RIVER LAW GROUP, P.C.',
      '152 North Durbin Street, Suite 300',
      'Casper, Wyoming 82601',
      '1. Plaintiff owns royalties the defendant underpaid.',
    ].join('\n');
    expect(counselOf(wyoming).map((a) => a.name)).toEqual(['Garrett L. Tollefson']);
  });

  it("ends a block at 'PLEASE SERVE DEFENDANT BY CERTIFIED MAIL', so a served party's lawyer lends it no side", () => {
    const text = [
      'IN THE CIRCUIT COURT OF MOBILE COUNTY, ALABAMA',
      ...PARTIES,
      '1. Hello there.',
      '/s/ Harrison W. Latour',
      'Harrison W. Latour (ASB-4417-R62H)',
      'Attorneys for Plaintiff',
      'OF COUNSEL:',
      'LATOUR BONURA LLC',
      'Telephone: (251) 555-0146',
      'Vikram S. Balasubramanian',
      'Texas Bar No. 24078815',
      '(pro hac vice application pending)',
      'BAYOU CITY COMMERCIAL TRIAL LLP',
      'Telephone: (713) 555-0191',
      'PLEASE SERVE DEFENDANT BY CERTIFIED MAIL AS FOLLOWS:',
      'Bo Park',
      'c/o Gulf States Registered Agents, Inc.',
      'COURTESY COPY (by e-mail, not as service) TO:',
      'Jonathan R. Whitlock, Esq.',
      'Holcomb Ivey LLP, 1000 Main Street, Suite 2100, Houston, Texas 77002',
      'Counsel for Bo Park in Bo Park v. Ana Cole, Cause No. 2025-18832, Harris County, Texas',
    ].join('\n');
    const side = counselOf(text).find((a) => a.name === 'Vikram S. Balasubramanian')?.side;
    expect(side).toBe('plaintiff');
  });
});

describe('counsel in the forms blind batch 39 brought', () => {
  it("gives a two-column signature's left firm the address and phones it prints after the right column's", () => {
    const text = [
      'IN THE STATE COURT OF GWINNETT COUNTY',
      ...PARTIES,
      '1. Hello there.',
      'Respectfully submitted this 15th day of July, 2024.',
      'PEACHTREE TRIAL GROUP, LLC',
      '/s/ Darius L. Whitmore',
      'Darius L. Whitmore',
      'Georgia Bar No. 604518',
      'dwhitmore@peachtreetrial.example.com',
      'THE BARRETT LAW FIRM, P.C.',
      '/s/ Simone A. Barrett',
      'Simone A. Barrett',
      'Georgia Bar No. 038817',
      'sbarrett@barrettlawfirm.example.com',
      '175 Gwinnett Drive, Suite 310',
      'Lawrenceville, Georgia 30046',
      '(770) 555-0164',
      '1201 West Peachtree Street NW, Suite 2650',
      'Atlanta, Georgia 30309',
      '(404) 555-0111 (telephone)',
      '(404) 555-0112 (facsimile)',
      'Attorneys for Plaintiff',
      'RULE 5.2 CERTIFICATE OF SERVICE',
      'I certify that a courtesy copy of this Complaint has been served by e-mail upon:',
      'Bradley K. Moffett',
      'Georgia Bar No. 519244',
      'MOFFETT SLOAN LLP',
      'bmoffett@moffettsloan.example.com',
      'Counsel for Defendant',
      '/s/ Darius L. Whitmore',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.phone, a.fax, a.side])).toEqual([
      ['Darius L. Whitmore', '(404) 555-0111', '(404) 555-0112', 'plaintiff'],
      ['Simone A. Barrett', '(770) 555-0164', null, 'plaintiff'],
      ['Bradley K. Moffett', null, null, 'defendant'],
    ]);
  });

  it("names a port's in-house lawyers for the port's 'OFFICE OF THE GENERAL COUNSEL', and reads no letter's signer", () => {
    const text = [
      'SUPERIOR COURT OF WASHINGTON FOR PIERCE COUNTY',
      'PORT OF CARROLL POINT,',
      'Plaintiff,',
      'v.',
      'BO PARK,',
      'Defendant.',
      '1. Hello there.',
      'DATED this 12th day of August, 2024.',
      'PORT OF CARROLL POINT',
      'OFFICE OF THE GENERAL COUNSEL',
      'By: /s/ Helen Tse-Morrow',
      'Helen Tse-Morrow, WSBA #33187',
      'Deputy General Counsel',
      '2100 Marine View Drive',
      'Tacoma, Washington 98422',
      '(253) 555-0140',
      'Attorneys for Plaintiff',
      'EXHIBIT 4 (letter, not an exhibit the reader finds)',
      'Dear Ms. Benedetti:',
      'Enclosed is a Citation and Notification of Penalty.',
      'Sincerely,',
      '/s/ Sandra Villareal',
      'Sandra Villareal',
      'Area Director',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm])).toEqual([
      ['Helen Tse-Morrow', 'Port of Carroll Point, Office of the General Counsel'],
    ]);
  });
});

describe('counsel in the forms blind batch 40 brought', () => {
  it("reads 'of KESTREL SANDOZ LLP' as the firm, and a New York block whose building's name opens its address", () => {
    const nebraska = [
      'IN THE DISTRICT COURT OF LANCASTER COUNTY, NEBRASKA',
      ...PARTIES,
      '1. Hello there.',
      'Respectfully submitted,',
      'By: /s/ Evelyn J. Marchbanks',
      'Evelyn J. Marchbanks, #22418',
      'of KESTREL SANDOZ LLP',
      '1248 O Street, Suite 800',
      'Lincoln, Nebraska 68508',
      '(402) 555-0171',
      'emarchbanks@kestrelsandoz.example.com',
      'ATTORNEYS FOR PLAINTIFF',
    ].join('\n');
    expect(counselOf(nebraska).map((a) => a.firm)).toEqual(['Kestrel Sandoz LLP']);
    const newYork = [
      'SUPREME COURT OF THE STATE OF NEW YORK',
      ...PARTIES,
      '1. Hello there.',
      'HODGKISS, VANTREASE & MERCER, LLP',
      'By: /s/ Colleen M. Hodgkiss',
      'Colleen M. Hodgkiss, Esq.',
      'Rajiv S. Banerjee, Esq.',
      'Attorneys for Plaintiff',
      'Fountain Plaza Tower',
      '40 Fountain Plaza, Suite 1600',
      'Buffalo, New York 14202',
      'Tel.: (716) 555-0119',
      'Fax: (716) 555-0120',
      'chodgkiss@hvmlaw.example.com',
      'rbanerjee@hvmlaw.example.com',
      '',
      'DUNMORE KESSLING LLP',
      'Alison P. Marchetti, Esq.',
      '(pro hac vice motion to be filed)',
      'One Liberty Square, 9th Floor',
      'Boston, Massachusetts 02109',
      'amarchetti@dunmorekessling.example.com',
      'Co-Counsel for Plaintiff',
    ].join('\n');
    expect(counselOf(newYork).map((a) => [a.name, a.email, a.fax])).toEqual([
      ['Colleen M. Hodgkiss', 'chodgkiss@hvmlaw.example.com', '(716) 555-0120'],
      ['Rajiv S. Banerjee', 'rbanerjee@hvmlaw.example.com', '(716) 555-0120'],
      ['Alison P. Marchetti', 'amarchetti@dunmorekessling.example.com', null],
    ]);
  });
});

describe('counsel in the forms blind batch 41 brought', () => {
  it("reads no counsel from a certificate's courtesy copy to a lawyer 'who represents' a party in a separate action", () => {
    const kentucky = [
      'COMMONWEALTH OF KENTUCKY',
      'BOONE CIRCUIT COURT',
      ...PARTIES,
      '1. Hello there.',
      'Respectfully submitted,',
      '/s/ Thaddeus R. Moorhouse',
      'Thaddeus R. Moorhouse (KBA No. 91234)',
      'MILL CREEK GRANT PLLC',
      '50 East RiverCenter Blvd., Suite 1100',
      'Covington, Kentucky 41011',
      '(859) 555-0140',
      'tmoorhouse@millcreekgrant.example.com',
      'Counsel for Plaintiffs',
      '',
      'CERTIFICATE OF SERVICE',
      '',
      "     I certify that on August 4, 2025, this Verified Complaint was filed through the Court's",
      'eFiling system and that, as a courtesy, a copy was e-mailed to Carl M. Brenner, Esq., Brenner &',
      'Quist PSC, (859) 555-0193, cbrenner@brennerquist.example.com, who represents Ohio Valley Conveyor',
      "Integration, Inc. in the separate mechanic's lien action, Ohio Valley Conveyor Integration, Inc.",
      'v. Tri-State Aerologistics Hub, LLC, Boone Circuit Court No. 25-CI-00544. Defendants will be',
      'served with summons as stated in the caption.',
      '',
      '/s/ Thaddeus R. Moorhouse',
      'Counsel for Plaintiffs',
    ].join('\n');
    expect(counselOf(kentucky).map((a) => a.name)).toEqual(['Thaddeus R. Moorhouse']);
  });
});

describe('counsel in the forms blind batch 42 brought', () => {
  it("reads Wisconsin's 'Electronically signed by' as a signature, and a 'Firm e-mail for service' as the firm's", () => {
    const text = [
      'STATE OF WISCONSIN     CIRCUIT COURT     MILWAUKEE COUNTY',
      ...PARTIES,
      '1. Hello there.',
      'Dated at Milwaukee, Wisconsin, this 11th day of March, 2025.',
      '',
      'BRANDVOLD OCHOA & REINHOLT, S.C.',
      'Attorneys for Plaintiffs',
      '',
      'Electronically signed by Henrik A. Brandvold',
      'Henrik A. Brandvold, State Bar No. 1031874',
      'hbrandvold@bor-law.example.com',
      'Yesenia M. Ochoa, State Bar No. 1089245',
      'Pietro L. Santangelo, State Bar No. 1104416',
      '',
      'Firm e-mail for service: service@bor-law.example.com',
      '735 North Water Street, Suite 1400',
      'Milwaukee, Wisconsin 53202',
      'Telephone: (414) 555-0126',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.barNumber, a.email])).toEqual([
      ['Henrik A. Brandvold', '1031874', 'hbrandvold@bor-law.example.com'],
      ['Yesenia M. Ochoa', '1089245', 'service@bor-law.example.com'],
      ['Pietro L. Santangelo', '1104416', 'service@bor-law.example.com'],
    ]);
  });

  it("reads a lawyer marked ', Of Counsel' before his number, and 'Chesapeake Liability Counsel, LLC' as a firm", () => {
    const newJersey = [
      'KINGSLEY FARRAND & ODUYA, LLC',
      'Theodora M. Kingsley, Esq. (Attorney ID No. 021451998)',
      'Walter J. Brisbane, Esq., Of Counsel (Attorney ID No. 007761985)',
      '90 Woodbridge Center Drive, Suite 610',
      'Woodbridge, New Jersey 07095',
      'Tel.: (732) 555-0118',
      'tkingsley@kfolaw.example.com',
      'wbrisbane@kfolaw.example.com',
      'Attorneys for Plaintiff',
      '',
      'ANA COLE,                               :  SUPERIOR COURT OF NEW JERSEY',
      '                                        :  LAW DIVISION: MIDDLESEX COUNTY',
      '                  Plaintiff,            :',
      '        v.                              :',
      'BO PARK,                                :',
      '                  Defendant.            :',
      '     1.   Hello there.',
    ].join('\n');
    expect(counselOf(newJersey).map((a) => [a.name, a.barNumber])).toEqual([
      ['Theodora M. Kingsley', '021451998'],
      ['Walter J. Brisbane', '007761985'],
    ]);
    const maryland = [
      'IN THE CIRCUIT COURT FOR BALTIMORE CITY',
      ...PARTIES,
      '1. Hello there.',
      'Respectfully submitted,',
      '/s/ Rosalind M. Ashby',
      'Rosalind M. Ashby (CPF No. 0512140011)',
      'CALVERT ASHBY MWANGI, LLC',
      '(410) 555-0150',
      'Counsel for Plaintiff',
      '',
      'CERTIFICATE OF SERVICE',
      'I certify that a copy was mailed to:',
      '',
      'Meredith Oyelowo-Stanton, Esq.',
      'Chesapeake Liability Counsel, LLC',
      '25 West Allegheny Avenue',
      'Towson, Maryland 21204',
      '(410) 555-0188',
      'mos@chesliab.example.com',
      'Counsel for Defendant',
    ].join('\n');
    expect(counselOf(maryland).map((a) => [a.name, a.firm])).toEqual([
      ['Rosalind M. Ashby', 'Calvert Ashby Mwangi, LLC'],
      ['Meredith Oyelowo-Stanton', 'Chesapeake Liability Counsel, LLC'],
    ]);
  });
});

describe('counsel in the forms blind batch 43 brought', () => {
  it("reads 'Patrick D. Lafferty, MO #58291 (pro hac vice application pending)' as a lawyer with his number", () => {
    const kansas = [
      'IN THE DISTRICT COURT OF JOHNSON COUNTY, KANSAS',
      ...PARTIES,
      'FIRST AMENDED PETITION FOR DAMAGES',
      '',
      'Jared M. Kowalczyk, KS #24518',
      'KOWALCZYK BRANDT EVERLY, P.A.',
      'Telephone: (913) 555-0124',
      'jkowalczyk@kbelaw.example.com',
      '',
      'Patrick D. Lafferty, MO #58291 (pro hac vice application pending)',
      'LAFFERTY INSURANCE RECOVERY GROUP, LLC',
      '4520 Main Street, Suite 700',
      'Kansas City, Missouri 64111',
      'Telephone: (816) 555-0139',
      'plafferty@laffertyrecovery.example.com',
      '',
      'ATTORNEYS FOR PLAINTIFFS',
      '',
      '     Plaintiffs, for their Petition against Defendant, allege and state:',
      '1. Hello there.',
    ].join('\n');
    expect(counselOf(kansas).map((a) => [a.name, a.barNumber, a.firm])).toEqual([
      ['Jared M. Kowalczyk', '24518', 'Kowalczyk Brandt Everly, P.A.'],
      ['Patrick D. Lafferty', '58291', 'Lafferty Insurance Recovery Group, LLC'],
    ]);
  });

  it("reads no counsel from a courtesy copy to 'Counsel for … in the / appraisal proceeding, Case No. …'", () => {
    const text = [
      'IN THE DISTRICT COURT OF JOHNSON COUNTY, KANSAS',
      ...PARTIES,
      '1. Hello there.',
      'Respectfully submitted,',
      '/s/ Simone A. Everly',
      'Simone A. Everly, KS #27733',
      'KOWALCZYK BRANDT EVERLY, P.A.',
      'Telephone: (913) 555-0124',
      'ATTORNEYS FOR PLAINTIFF',
      '',
      'CERTIFICATE OF SERVICE',
      'I hereby certify that the foregoing was filed through the eFiling system, which will send notice to:',
      '',
      'Lorraine B. Haskett, KS #19902',
      'WHITFIELD HASKETT LLP',
      '(913) 555-0158',
      'lhaskett@whitfieldhaskett.example.com',
      'ATTORNEYS FOR DEFENDANT',
      '',
      'and that a courtesy copy was sent by e-mail to:',
      '',
      'Nathaniel C. Ruiz, Esq.',
      'RUIZ CALLOWAY PC',
      'nruiz@ruizcalloway.example.com',
      'Counsel for Heartland Plains Mutual Insurance Company in the',
      'appraisal proceeding, Case No. 2:24-cv-02190 (D. Kan.)',
      '',
      '/s/ Simone A. Everly',
    ].join('\n');
    expect(counselOf(text).map((a) => a.name)).toEqual(['Simone A. Everly', 'Lorraine B. Haskett']);
  });
});

describe('counsel in the forms blind batch 46 brought', () => {
  it("reads 'CHRISTOPHER J. THIBODAUX (La. Bar Roll / No. 38861)', its number's label wrapped", () => {
    const text = [
      'CIVIL DISTRICT COURT FOR THE PARISH OF ORLEANS',
      ...PARTIES,
      '1. Hello there.',
      'Respectfully submitted,',
      'THIBODAUX GUIDRY & ROYBAL, L.L.C.',
      '/s/ Étienne P. Guidry',
      'ÉTIENNE P. GUIDRY (La. Bar Roll No. 28714)',
      'CHRISTOPHER J. THIBODAUX (La. Bar Roll',
      'No. 38861)',
      '909 Poydras Street, Suite 2150',
      'New Orleans, Louisiana 70112',
      'Telephone: (504) 555-0119',
      'Email: eguidry@tgrlaw.example.com',
      '       cthibodaux@tgrlaw.example.com',
      'Counsel for Petitioners',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.barNumber, a.email])).toEqual([
      ['Étienne P. Guidry', '28714', 'eguidry@tgrlaw.example.com'],
      ['Christopher J. Thibodaux', '38861', 'cthibodaux@tgrlaw.example.com'],
    ]);
  });

  it("reads a served lawyer of 'Sousa & Almeida, Ltd.' in prose, apart from the next sentence's courtesy copy to another case's lawyer", () => {
    const text = [
      'STATE OF RHODE ISLAND',
      'SUPERIOR COURT',
      ...PARTIES,
      '1. Hello there.',
      'Respectfully submitted,',
      '/s/ Megan T. Ferreira',
      'Megan T. Ferreira (#9127)',
      'FERREIRA LAW LLC',
      '(401) 555-0100',
      'Counsel for Plaintiff',
      '',
      'CERTIFICATE OF SERVICE',
      '',
      '     I hereby certify that on the 29th day of July, 2024, I filed the within Complaint',
      "through the Rhode Island Judiciary's Electronic Filing System, and that a copy was",
      'sent by electronic mail to Frederick L. Sousa, Esq., Sousa & Almeida, Ltd., 155 South',
      'Main Street, Providence, RI 02903, fsousa@sousaalmeida.example.com, counsel for',
      'Defendant Apponaug Harbor Marina, Inc., who has agreed to',
      'accept service on its behalf. A courtesy copy was also sent to Janet M. Ruocco, Esq.,',
      'jruocco@ruoccomaritime.example.com, counsel for Narragansett Marine Underwriters, Inc.',
      'in In re Complaint of Narragansett Marine Underwriters, Inc., D.R.I. C.A. No.',
      '1:24-cv-00288, who does not represent any party to this action.',
      '',
      '/s/ Megan T. Ferreira',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm, a.side])).toEqual([
      ['Megan T. Ferreira', 'Ferreira Law LLC', 'plaintiff'],
      ['Frederick L. Sousa', 'Sousa & Almeida, Ltd.', 'defendant'],
    ]);
  });
});

describe('counsel in the forms blind batch 47 brought', () => {
  it("reads the firm under 'Of Counsel (pro hac vice application / forthcoming):' as that lawyer's, not the signing firm's", () => {
    const text = [
      'SUPERIOR COURT OF NEW JERSEY',
      ...PARTIES,
      '1. Hello there.',
      'HAVERFORD QUIST & DELMONICO, P.C.',
      'Attorneys for Plaintiffs',
      '',
      'By: /s/ Lauren M. Delmonico',
      '    Lauren M. Delmonico, Esq.',
      'Dated: April 8, 2025',
      '',
      'Of Counsel (pro hac vice application',
      'forthcoming):',
      'Jonathan E. Weisberg, Esq.',
      'STRATTON LECLAIR LLP',
      '1185 Avenue of the Americas, 31st Floor',
      'New York, New York 10036',
      'Tel.: (212) 555-0178',
      'jweisberg@strattonleclair.example.com',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.firm])).toEqual([
      ['Lauren M. Delmonico', 'Haverford Quist & Delmonico, P.C.'],
      ['Jonathan E. Weisberg', 'Stratton Leclair LLP'],
    ]);
  });

  it("reads no counsel in a served lawyer under '(courtesy copy; counsel for … in Reeves v. / Ashworth, No. …)'", () => {
    const text = [
      'IN THE CHANCERY COURT FOR DAVIDSON COUNTY, TENNESSEE',
      ...PARTIES,
      '1. Hello there.',
      'Respectfully submitted,',
      '/s/ Simone A. Petty',
      'Simone A. Petty (BPR No. 027716)',
      'PETTY LUSK PLLC',
      '(615) 555-0140',
      'Counsel for Plaintiff',
      '',
      'CERTIFICATE OF SERVICE',
      'I certify that a copy of the foregoing was served by e-mail upon:',
      '',
      'Franklin D. Oakes',
      'OAKES PEMBERTON PLLC',
      'foakes@oakespemberton.example.com',
      'Counsel for Defendant',
      '',
      'Bettina L. Crowe',
      'Crowe & Lindahl, PLLC',
      '511 Union Street, Suite 800, Nashville, Tennessee 37219',
      'bcrowe@crowelindahl.example.com',
      '(courtesy copy; counsel for Philip D. Ashworth in Reeves v.',
      'Ashworth, No. 24C-1187, Circuit Court for Davidson County)',
      '',
      '/s/ Simone A. Petty',
    ].join('\n');
    expect(counselOf(text).map((a) => a.name)).toEqual(['Simone A. Petty', 'Franklin D. Oakes']);
  });
});

describe('counsel in the forms blind batch 48 brought', () => {
  it("reads a lawyer's 'Direct Dial: (703) 555-0119' under his name as his phone, before the firm's", () => {
    const text = [
      'VIRGINIA:',
      'IN THE CIRCUIT COURT OF FAIRFAX COUNTY',
      ...PARTIES,
      '1. Hello there.',
      'By Counsel',
      '_______________________________________',
      'Caroline B. Ashworth (VSB No. 47219)',
      'Yusuf A. Karimi (VSB No. 93027)',
      '   Direct Dial: (703) 555-0119',
      'ASHWORTH MARCHBANKS PLC',
      '1750 Tysons Boulevard, Suite 1500',
      'Telephone: (703) 555-0112',
    ].join('\n');
    expect(counselOf(text).map((a) => [a.name, a.phone])).toEqual([
      ['Caroline B. Ashworth', '(703) 555-0112'],
      ['Yusuf A. Karimi', '(703) 555-0119'],
    ]);
  });

  it("reads no lawyer in the next paper's caption ('MAKAI CREST HOSPITALITY, LLC, et al., ) CIVIL NO. …') read on from a signature", () => {
    const text = [
      'IN THE CIRCUIT COURT OF THE FIRST CIRCUIT',
      ...PARTIES,
      '1. Hello there.',
      'DATED: Honolulu, Hawaii, May 9, 2025.',
      '/s/ Leilani K. Morikawa',
      'LEILANI K. MORIKAWA',
      'Attorneys for Plaintiff',
      '',
      'Of Counsel:',
      'GRANTHAM ROSSI LLP',
      'NATHANIEL P. GRANTHAM (Cal. SBN 198452)',
      'Telephone: (619) 555-0172',
      '',
      'IN THE CIRCUIT COURT OF THE FIRST CIRCUIT',
      'STATE OF HAWAII',
      '',
      'MAKAI CREST HOSPITALITY, LLC, et al., ) CIVIL NO. 1CCV-25-0000412',
      'Plaintiffs, ) (Construction Defect)',
    ].join('\n');
    expect(counselOf(text).map((a) => a.name)).toEqual(['Leilani K. Morikawa', 'Nathaniel P. Grantham']);
  });
});
