import type { Party } from '@common/analysis';
import { describe, expect, it } from 'vitest';
import { matchKey } from './eval-scoring';
import { loadFixtureComplaints } from './fixture-complaints';
import { classifyEntity, extractParties } from './parties';

/** How the eval matches: the name alone, or with its capacity ('…, as assignee of …'). */
const keysOf = (p: Party) => [matchKey(p.name), matchKey(`${p.name} ${p.capacity ?? ''}`)];

describe('extractParties on the synthetic complaints', () => {
  it.each(loadFixtureComplaints())('$name: plaintiffs and defendants of the caption', ({ text, truth }) => {
    const parties = extractParties(text);
    for (const [role, names] of [
      ['plaintiff', truth.plaintiffs],
      ['defendant', truth.defendants],
    ] as const) {
      const found = parties.filter((p) => p.role === role);
      expect(found).toHaveLength(names.length);
      for (const name of names) expect(found.some((p) => keysOf(p).includes(matchKey(name)))).toBe(true);
    }
  });
});

function caption(left: string): string {
  return `IN THE UNITED STATES DISTRICT COURT\nFOR THE DISTRICT OF NEVADA\n${left}\nCOMPLAINT\nPlaintiff alleges as follows:\n1. This is an action for breach of a written lease of commercial premises in Reno, Nevada.`;
}

describe('extractParties on captions', () => {
  const cases: { name: string; text: string; parties: Partial<Party>[] }[] = [
    {
      name: 'leaves out Doe defendants and et al.',
      text: caption(
        'IVY CHEN, et al.,\nPlaintiffs,\nv.\nSILVER STATE STORAGE LLC; and DOES 1-50,\ninclusive,\nDefendants.',
      ),
      parties: [
        { name: 'IVY CHEN', role: 'plaintiff', entityType: 'individual' },
        { name: 'SILVER STATE STORAGE LLC', role: 'defendant', entityType: 'company' },
      ],
    },
    {
      name: 'keeps d/b/a and assignee capacities, drops descriptions',
      text: caption(
        'SAGE FUNDING, LLC, as assignee of\nDESERT TRUST BANK, N.A.,\nPlaintiff,\nvs.\nOMAR BELL, individually and d/b/a BELL AUTO\nGLASS, an individual,\nDefendant.',
      ),
      parties: [
        { name: 'SAGE FUNDING, LLC', role: 'plaintiff', capacity: 'as assignee of DESERT TRUST BANK, N.A.' },
        {
          name: 'OMAR BELL',
          role: 'defendant',
          capacity: 'individually and d/b/a BELL AUTO GLASS',
          entityType: 'individual',
        },
      ],
    },
    {
      name: 'reads Petitioner and Respondent in a § caption',
      text: `CAUSE NO. 2025-CI-0412\nMARA LOPEZ, § IN THE DISTRICT COURT\nPetitioner, §\nv. § BEXAR COUNTY, TEXAS\nALAMO HEIGHTS HOSPITAL, §\nRespondent. § 45TH JUDICIAL DISTRICT\nPETITION\nPetitioner respectfully shows the Court the following facts about her claim.`,
      parties: [
        { name: 'MARA LOPEZ', role: 'plaintiff' },
        { name: 'ALAMO HEIGHTS HOSPITAL', role: 'defendant', entityType: 'hospital' },
      ],
    },
    {
      name: "splits a caption's commas without breaking 'Inc.' or 'Jr.'",
      text: caption(
        'RAY OTT, JR., and PAM OTT,\nPlaintiffs,\nv.\nACME TOOLS, INC., BOLT SUPPLY, L.P., and\nCITY OF RENO,\nDefendants.',
      ),
      parties: [
        { name: 'RAY OTT, JR.', role: 'plaintiff' },
        { name: 'PAM OTT', role: 'plaintiff' },
        { name: 'ACME TOOLS, INC.', role: 'defendant' },
        { name: 'BOLT SUPPLY, L.P.', role: 'defendant' },
        { name: 'CITY OF RENO', role: 'defendant', entityType: 'government' },
      ],
    },
    {
      name: 'reads a one-line caption under the court',
      text: 'IN THE DISTRICT COURT OF TULSA COUNTY\nSTATE OF OKLAHOMA\nJOHN ROE, Plaintiff, v. ACME CORP., Defendant.\nPETITION\nPlaintiff alleges as follows about the events at the warehouse.',
      parties: [
        { name: 'JOHN ROE', role: 'plaintiff' },
        { name: 'ACME CORP.', role: 'defendant' },
      ],
    },
    {
      name: 'leaves out where defendants are served',
      text: caption(
        'JANE ROE,\nPlaintiff(s),\nv.\nPRAIRIE HAUL FREIGHT, LLC,\nServe Registered Agent:\nCT Corporation System\n120 South Central Avenue\nClayton, Missouri 63105\nand\nBRODY L. HAUSMANN,\nServe at:\n14 Elm Street\nLiberty, Missouri 64068\nDefendant(s).',
      ),
      parties: [
        { name: 'JANE ROE', role: 'plaintiff' },
        { name: 'PRAIRIE HAUL FREIGHT, LLC', role: 'defendant' },
        { name: 'BRODY L. HAUSMANN', role: 'defendant', entityType: 'individual' },
      ],
    },
    {
      name: 'leaves out the addresses an Ohio caption gives under each party',
      text: caption(
        'JOHN ROE\n123 Main Street\nColumbus, Ohio 43215\nPlaintiff,\nvs.\nBUCKEYE ROOFING CO.\nc/o Statutory Agent\n400 High Street\nColumbus, Ohio 43215\nDefendant.',
      ),
      parties: [
        { name: 'JOHN ROE', role: 'plaintiff' },
        { name: 'BUCKEYE ROOFING CO.', role: 'defendant' },
      ],
    },
    {
      name: "reads '-vs-' between the sides",
      text: caption('JOHN ROE,\nPlaintiff,\n-vs-\nACME CORP.,\nDefendant.'),
      parties: [
        { name: 'JOHN ROE', role: 'plaintiff' },
        { name: 'ACME CORP.', role: 'defendant' },
      ],
    },
    {
      name: 'reads a caption with ) column bars',
      text: caption(
        'NINA PARK )\n)\nPlaintiff, )\n) Case No. 3:25-cv-00101\nv. )\n)\nGREAT BASIN MUTUAL INSURANCE )\nCOMPANY )\nDefendant. )',
      ),
      parties: [
        { name: 'NINA PARK', role: 'plaintiff' },
        { name: 'GREAT BASIN MUTUAL INSURANCE COMPANY', role: 'defendant', entityType: 'insurer' },
      ],
    },
  ];
  it.each(cases)('$name', ({ text, parties }) => {
    const found = extractParties(text);
    expect(found).toHaveLength(parties.length);
    for (const [i, p] of parties.entries()) expect(found[i]).toMatchObject(p);
  });
});

describe('extractParties spelling', () => {
  it("uses the body's spelling of a name the caption prints in capitals", () => {
    const text = caption('IVY CHEN,\nPlaintiff,\nv.\nSILVER STATE STORAGE LLC,\nDefendant.').replace(
      'This is an action',
      'Ivy Chen brings this action against Silver State Storage LLC. This is an action',
    );
    expect(extractParties(text).map((p) => p.name)).toEqual(['Ivy Chen', 'Silver State Storage LLC']);
  });
});

describe('classifyEntity', () => {
  it.each([
    ['Wasatch First Bank, N.A.', [], 'bank'],
    ['Cactus Mutual Insurance Company', [], 'insurer'],
    ['Bayshore Regional Hospital, Inc.', [], 'hospital'],
    ['County of Salt Lake', [], 'government'],
    ['Pratt Family Trust', [], 'trust'],
    ['Estate of Calvin Abernathy', [], 'estate'],
    ['Rosalind Abernathy', ['as Personal Representative of the Estate of Calvin Abernathy'], 'estate'],
    ['Sunrise Community Foundation', [], 'nonprofit'],
    ['Harborview Logistics, Inc.', [], 'company'],
    ['Leandro F. Quesada, M.D.', [], 'individual'],
    ['Mesa Verde Title Insurance Agency, Inc.', [], 'insurer'],
    ['Lakeview Towers Condominium Association', ['an Illinois not-for-profit corporation'], 'nonprofit'],
  ] as const)('%s is %s', (name, descriptors, type) => {
    expect(classifyEntity(name, descriptors)).toBe(type);
  });
});

describe('extractParties on captions the fixtures lack', () => {
  const named = (text: string) =>
    extractParties(text).map((p) => `${p.role}: ${p.name}${p.capacity ? ` [${p.capacity}]` : ''}`);

  it('keeps "Ltd." with its name and leaves out fictitious "JOHN DOE SUPPLIERS 1-10"', () => {
    const text =
      'UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK\nHARBOR CREST SHIPPING LTD. and\nNORDIC BULK CARRIERS A/S,\nPlaintiffs,\n-against-\nATLAS MARINE FUELS, LTD., a Cyprus company, and\nJOHN DOE SUPPLIERS 1-10,\nDefendants.\nCOMPLAINT\n1. Plaintiffs allege that the defendants supplied contaminated bunker fuel to the vessels.';
    expect(named(text)).toEqual([
      'plaintiff: HARBOR CREST SHIPPING LTD.',
      'plaintiff: NORDIC BULK CARRIERS A/S',
      'defendant: ATLAS MARINE FUELS, LTD.',
    ]);
  });

  it('does not join an "LLC" ending one name to the "&" name after it', () => {
    const text =
      'STATE OF NORTH CAROLINA\nCOUNTY OF WAKE\nLARKSPUR COMMONS ASSOCIATION, INC.,\nPlaintiff,\nv.\nBRIGHTWATER BUILDERS, LLC; CAPITAL\nRIDGE ROOFING & EXTERIORS, INC.; and\nHOLLINS-MARSH ARCHITECTURE, PLLC,\nDefendants.\nCOMPLAINT\n1. The Association is a nonprofit corporation of North Carolina.';
    expect(named(text).filter((p) => p.startsWith('defendant'))).toEqual([
      'defendant: BRIGHTWATER BUILDERS, LLC',
      'defendant: CAPITAL RIDGE ROOFING & EXTERIORS, INC.',
      'defendant: HOLLINS-MARSH ARCHITECTURE, PLLC',
    ]);
  });

  it('keeps ", L.L.C." with its name when an "f/k/a" follows it', () => {
    const text =
      'SUPERIOR COURT OF THE STATE OF CALIFORNIA\nCOUNTY OF ORANGE\nJANE ROE a/k/a JANE ROE-SMITH and JOHN SMITH, individually and on behalf of all others similarly situated,\nPlaintiffs,\nv.\nBRIGHT FUTURE LENDING, L.L.C. f/k/a BRIGHT FUTURE FINANCE, INC.; and DOES 1 through 50, inclusive,\nDefendants.\nCLASS ACTION COMPLAINT\n1. Plaintiffs bring this class action against the lender for unlawful fees charged to borrowers.';
    expect(named(text)).toEqual([
      // With no comma before it, 'a/k/a' is what the party is also called all the same.
      'plaintiff: JANE ROE [a/k/a JANE ROE-SMITH]',
      'plaintiff: JOHN SMITH [individually and on behalf of all others similarly situated]',
      'defendant: BRIGHT FUTURE LENDING, L.L.C. [f/k/a BRIGHT FUTURE FINANCE, INC.]',
    ]);
  });

  it('ends a "§" caption with no role label at the petition’s title', () => {
    const text =
      "IN THE DISTRICT COURT OF TARRANT COUNTY, TEXAS\nCAUSE NO. 153-312345-24\nPERMIAN PIPE & SUPPLY, LTD. § IN THE DISTRICT COURT\n§\nv. § 153RD JUDICIAL DISTRICT\n§\nCROSSTIMBERS ENERGY PARTNERS, L.P. § TARRANT COUNTY, TEXAS\nPLAINTIFF'S ORIGINAL PETITION\n1. Plaintiff files this petition against Defendant for unpaid invoices on pipe delivered to the wells.";
    expect(named(text)).toEqual([
      'plaintiff: PERMIAN PIPE & SUPPLY, LTD.',
      'defendant: CROSSTIMBERS ENERGY PARTNERS, L.P.',
    ]);
  });

  it("stops the first side at Minnesota's 'Case Type: Other Civil' line above the names", () => {
    const text =
      'STATE OF MINNESOTA\nCOUNTY OF HENNEPIN\nDISTRICT COURT\nFOURTH JUDICIAL DISTRICT\nCase Type: Other Civil\nAnika J. Solberg and Ramon E. Villafuerte,\nPlaintiffs,\nv.\nNorthstar Spine Clinics, P.A.,\nDefendant.\n1. The clinic left the records of forty thousand patients open to the internet for months.';
    expect(named(text)).toEqual([
      'plaintiff: Anika J. Solberg',
      'plaintiff: Ramon E. Villafuerte',
      'defendant: Northstar Spine Clinics, P.A.',
    ]);
  });
});

describe('parties in the forms blind batch 22 brought', () => {
  it("leaves the judge's line of the caption's other column out of the defendant under it", () => {
    const text = [
      'IN THE SECOND JUDICIAL DISTRICT COURT',
      'ANA COLE, an individual,',
      'Plaintiff,',
      'Case No. 250700318',
      'v.',
      'Judge Delia R. Fenstermaker',
      'BONNEVILLE MUTUAL INSURANCE COMPANY, an Idaho corporation,',
      'Defendant.',
      'Plaintiff Ana Cole complains against Defendant as follows:',
    ].join('\n');
    expect(extractParties(text).map((p) => [matchKey(p.name), p.role])).toEqual([
      [matchKey('Ana Cole'), 'plaintiff'],
      [matchKey('Bonneville Mutual Insurance Company'), 'defendant'],
    ]);
  });
});

describe('parties in the forms blind batch 25 brought', () => {
  it("reads Oklahoma's numbered parties ('(1) NAME   )') without their numbers, each name whole over its lines", () => {
    const text = [
      'IN THE DISTRICT COURT OF TULSA COUNTY',
      'STATE OF OKLAHOMA',
      '(1) RED FORK GRAIN COOPERATIVE         )',
      '    ASSOCIATION, an Oklahoma            )',
      '    cooperative,                        )',
      '          Plaintiff,                    )',
      'v.                                      )   Case No. CJ-2025-0412',
      '(1) PAWNEE PLAINS MUTUAL INSURANCE      )',
      '    COMPANY, a foreign insurer; and     )',
      '(2) WYATT L. CRANE, an individual,      )',
      '          Defendants.                   )',
      'PETITION',
      'Plaintiff, for its causes of action, states:',
    ].join('\n');
    expect(extractParties(text).map((p) => [matchKey(p.name), p.role])).toEqual([
      [matchKey('Red Fork Grain Cooperative Association'), 'plaintiff'],
      [matchKey('Pawnee Plains Mutual Insurance Company'), 'defendant'],
      [matchKey('Wyatt L. Crane'), 'defendant'],
    ]);
  });
});

describe('parties in the captions blind batch 25 brought to light', () => {
  it('keeps a company named for its street address, and an LLLP, among the names, and the title between label and v.', () => {
    const text = [
      'SUPREME COURT OF THE STATE OF NEW YORK',
      'COUNTY OF SUFFOLK',
      'HALVERSON DOCK HOLDINGS LLC and ) Index No. 604411/2025',
      '2210 JERICHO TURNPIKE ASSOCIATES, L.P., and',
      'Brekke Land Company, LLLP,',
      ') SUMMONS',
      'Plaintiffs,',
      'SUMMONS',
      '-against-',
      'PECONIC REALTY PARTNERS LLC,',
      'Defendants.',
      'TO THE ABOVE-NAMED DEFENDANTS:',
    ].join('\n');
    expect(extractParties(text).map((p) => [matchKey(p.name), p.role])).toEqual([
      [matchKey('Halverson Dock Holdings LLC'), 'plaintiff'],
      [matchKey('2210 Jericho Turnpike Associates, L.P.'), 'plaintiff'],
      [matchKey('Brekke Land Company, LLLP'), 'plaintiff'],
      [matchKey('Peconic Realty Partners LLC'), 'defendant'],
    ]);
  });

  it("leaves out placeholder insurers, the marital community, a citation from the other column and the label's neighbour", () => {
    const text = [
      'IN THE CIRCUIT COURT OF THE STATE OF OREGON',
      'ANA COLE,',
      'Plaintiff,',
      'v.',
      'BO PARK and JANE DOE PARK, and the marital community composed thereof,',
      'KESTREL CLEANERS, INC., ORS 21.160(1)(d)',
      'ABC INSURANCE COMPANY and DEF INSURANCE COMPANY,',
      'Defendants.   NOT SUBJECT TO MANDATORY ARBITRATION',
      'Plaintiff alleges:',
    ].join('\n');
    expect(extractParties(text).map((p) => [matchKey(p.name), p.role])).toEqual([
      [matchKey('Ana Cole'), 'plaintiff'],
      [matchKey('Bo Park'), 'defendant'],
      [matchKey('Kestrel Cleaners, Inc.'), 'defendant'],
    ]);
  });
});

describe('parties in the captions blind batch 26 brought', () => {
  it("reads Kentucky's label set beside the first name of its side, and its unknown defendants as none", () => {
    const text = [
      'COMMONWEALTH OF KENTUCKY',
      'FAYETTE CIRCUIT COURT',
      'CIVIL ACTION NO. 25-CI-01234',
      'KEENE HOLLOW STABLES, LLC                                   PLAINTIFF',
      'v.                      COMPLAINT',
      'PADDOCK MUTUAL FARM                                         DEFENDANTS',
      'INSURANCE COMPANY',
      '     SERVE: Kentucky Secretary of State',
      'and',
      'UNKNOWN DEFENDANTS 1 through 3',
      '* * * * *',
      'Plaintiff, by counsel, states as follows:',
    ].join('\n');
    expect(extractParties(text).map((p) => [matchKey(p.name), p.role])).toEqual([
      [matchKey('Keene Hollow Stables, LLC'), 'plaintiff'],
      [matchKey('Paddock Mutual Farm Insurance Company'), 'defendant'],
    ]);
  });

  it("ends the names at a title set across both columns ('SEAMAN'S ) PETITION …') with no role label", () => {
    const text = [
      'CIVIL DISTRICT COURT FOR THE PARISH OF ORLEANS',
      'STATE OF LOUISIANA',
      'NO. 2025-01234                 DIVISION "K"',
      'ANA COLE',
      'VERSUS',
      'GULFWAY CRANE SERVICES, INC., AND TERREBONNE ENERGY PARTNERS, LTD.',
      "SEAMAN'S ) PETITION FOR DAMAGES AND FOR",
      'MAINTENANCE AND CURE',
      'The petition of ANA COLE, a person of the full age of majority, respectfully represents:',
    ].join('\n');
    expect(extractParties(text).map((p) => [matchKey(p.name), p.role])).toEqual([
      [matchKey('Ana Cole'), 'plaintiff'],
      [matchKey('Gulfway Crane Services, Inc.'), 'defendant'],
      [matchKey('Terrebonne Energy Partners, Ltd.'), 'defendant'],
    ]);
  });

  it("keeps '… NURSING AND REHABILITATION CENTER, LLC' and a d/b/a's 'and' whole, and splits '; and A and B'", () => {
    const text = [
      'STATE OF RHODE ISLAND',
      'PROVIDENCE, SC. SUPERIOR COURT',
      'LINDEN ORCHARDS, LLC; and WENDELL A. PRUITT and MARGARET J. PRUITT,',
      'Plaintiffs,',
      'v.',
      'ELMCREST TERRACE NURSING AND',
      'REHABILITATION CENTER, LLC; HARBOR CARE OPERATIONS, LLC d/b/a Harbor Care Nursing and Rehabilitation',
      'Center; and JOHN DOES 1-10,',
      'Defendants.',
      'COMPLAINT',
    ].join('\n');
    expect(extractParties(text).map((p) => [matchKey(p.name), p.role])).toEqual([
      [matchKey('Linden Orchards, LLC'), 'plaintiff'],
      [matchKey('Wendell A. Pruitt'), 'plaintiff'],
      [matchKey('Margaret J. Pruitt'), 'plaintiff'],
      [matchKey('Elmcrest Terrace Nursing and Rehabilitation Center, LLC'), 'defendant'],
      [matchKey('Harbor Care Operations, LLC'), 'defendant'],
    ]);
  });
});

describe('parties in the captions blind batch 28 brought', () => {
  const namesOf = (lines: string[]) =>
    extractParties(lines.join('\n')).map((p) => [p.name, p.role] as [string, string]);

  it("reads Virginia's defendants past a 'SERVE:' address on a street named '… Court'", () => {
    expect(
      namesOf([
        'VIRGINIA:',
        'IN THE CIRCUIT COURT OF FAIRFAX COUNTY',
        'NORTHPOINT SYSTEMS GROUP, INC.,',
        'Plaintiff,',
        'v.',
        'DEREK J. WHITCOMBE,',
        'SERVE: 6408 Rolling Ridge Court',
        'Clifton, Virginia 20124',
        'and',
        'LORRAINE P. ABNEY,',
        'SERVE: 2917 Laurel Glade Way',
        'Vienna, Virginia 22181',
        'Defendants.',
        'COMPLAINT',
        '1. Plaintiff Northpoint Systems Group, Inc. ("Northpoint"), by counsel, states as follows for its Complaint.',
      ]).map(([name]) => matchKey(name)),
    ).toEqual(['Northpoint Systems Group, Inc.', 'Derek J. Whitcombe', 'Lorraine P. Abney'].map(matchKey));
  });

  it("keeps a pharmacist's 'R.Ph.' in her name, spelt as the body spells it, and no 'DOE PARTNERSHIPS'", () => {
    expect(
      namesOf([
        'IN THE CIRCUIT COURT OF HINDS COUNTY, MISSISSIPPI',
        'ANA COLE                                                 PLAINTIFF',
        'VS.',
        'MAGNOLIA CORNER DRUG, INC.; JANELLE R. PRUITT, R.Ph.; DOE CORPORATIONS 1-10; DOE',
        'PARTNERSHIPS 1-10; and JOHN DOES 1-5                    DEFENDANTS',
        'COMPLAINT',
        '1. Defendant Janelle R. Pruitt, R.Ph., is a pharmacist who filled the prescriptions for three years.',
      ]),
    ).toEqual([
      ['ANA COLE', 'plaintiff'],
      ['MAGNOLIA CORNER DRUG, INC.', 'defendant'],
      ['Janelle R. Pruitt, R.Ph.', 'defendant'],
    ]);
  });

  it("leaves out Arizona's '(Tier 2)' run onto the next page above the defendants", () => {
    expect(
      namesOf([
        'IN THE SUPERIOR COURT OF THE STATE OF ARIZONA',
        'IN AND FOR THE COUNTY OF MARICOPA',
        'ANA COLE,',
        'Plaintiff,',
        'v.',
        '(Tier 2)',
        'SUNMESA ENERGY SYSTEMS, LLC, an',
        'Arizona limited liability company,',
        'Defendant.',
        'Plaintiff, for her Complaint against Defendant, alleges:',
      ]).map(([name]) => matchKey(name)),
    ).toEqual(['Ana Cole', 'SunMesa Energy Systems, LLC'].map(matchKey));
  });
});

describe('parties in the captions blind batch 29 brought', () => {
  const partiesOf = (lines: string[]) =>
    extractParties(lines.join('\n')).map((p) => [p.role, p.name, p.capacity] as const);
  const BODY =
    '1. Plaintiffs bring this action for the injuries the defendants caused them over several years.';

  it("reads Philadelphia's one name a line, the child by her initials, and her parents once, in their own right", () => {
    expect(
      partiesOf([
        'COURT OF COMMON PLEAS OF PHILADELPHIA COUNTY',
        'E.M., a minor, by and through her parents',
        'and natural guardians, ANGELA R. MORALES',
        'and DAVID MORALES, and ANGELA R. MORALES',
        'and DAVID MORALES, in their own right',
        'Plaintiffs,',
        'v.',
        'TRINITY RIVERSIDE HEALTH SYSTEM, INC.',
        "d/b/a RIVERSIDE WOMEN'S HOSPITAL",
        'RIVERSIDE OB/GYN ASSOCIATES, P.C.',
        'HARRIET L. VANCE, M.D.',
        'COLIN B. FERRARO, CNM',
        'Defendants.',
        'COMPLAINT',
        BODY,
      ]).map(([role, name]) => [role, matchKey(name)]),
    ).toEqual([
      ['plaintiff', matchKey('E.M., a minor')],
      ['plaintiff', matchKey('Angela R. Morales')],
      ['plaintiff', matchKey('David Morales')],
      ['defendant', matchKey('Trinity Riverside Health System, Inc.')],
      ['defendant', matchKey('Riverside OB/GYN Associates, P.C.')],
      ['defendant', matchKey('Harriet L. Vance, M.D.')],
      ['defendant', matchKey('Colin B. Ferraro, CNM')],
    ]);
  });

  it("keeps the administratrix named 'individually' once, in that capacity, and two capacities as two parties", () => {
    const parties = partiesOf([
      'SUPERIOR COURT OF NEW JERSEY',
      'ESTATE OF MARGARET E. HOLLOWAY, by and',
      'through its Administratrix ad Prosequendum, DENISE HOLLOWAY-PRYOR, and',
      'DENISE HOLLOWAY-PRYOR, individually,',
      'Plaintiffs,',
      'v.',
      'BO PARK,',
      'Defendant.',
      'COMPLAINT',
      BODY,
    ]);
    expect(
      parties.filter(([role]) => role === 'plaintiff').map(([, name, capacity]) => [name, capacity]),
    ).toEqual([
      ['ESTATE OF MARGARET E. HOLLOWAY', 'by and through its Administratrix ad Prosequendum'],
      ['DENISE HOLLOWAY-PRYOR', 'individually'],
    ]);
  });

  it("reads Colorado's box: 'Plaintiffs:' and 'Defendants:' before the first names, rules ending in '|'", () => {
    expect(
      partiesOf([
        'DISTRICT COURT, CITY AND COUNTY OF DENVER,',
        'COLORADO',
        '___________________________________________________|',
        'Plaintiffs: MILE HIGH LODGING PARTNERS, LLC, and',
        'CANFIELD HOSPITALITY MANAGEMENT, INC.,',
        'DATE FILED',
        'v.',
        'Defendants: SUMMIT RANGE BUILDERS, INC.; and',
        'COLUMBINE SURETY COMPANY.',
        '___________________________________________________|___________________',
        'Attorneys for Plaintiffs:',
        BODY,
      ]).map(([role, name]) => [role, matchKey(name)]),
    ).toEqual([
      ['plaintiff', matchKey('Mile High Lodging Partners, LLC')],
      ['plaintiff', matchKey('Canfield Hospitality Management, Inc.')],
      ['defendant', matchKey('Summit Range Builders, Inc.')],
      ['defendant', matchKey('Columbine Surety Company')],
    ]);
  });

  it("reads past a foreign address ('Block C, Fitzwilliam Court', 'No. 88 Hexiang Road', '14/F …') to the next defendant", () => {
    expect(
      partiesOf([
        'IN THE CIRCUIT COURT FOR BALTIMORE COUNTY',
        'ANA COLE,                                  *',
        'Plaintiff,                                 *',
        'v.                                         *',
        'ORTHOVANCE HOLDINGS, LTD.                  *',
        'Block C, Fitzwilliam Court',
        'Leeson Close, Dublin 2, Ireland            *',
        'and                                        *',
        'VOLTREKK MOBILITY CO., LTD.                *',
        "No. 88 Hexiang Road, Bao'an District       *",
        'Shenzhen, Guangdong 518101, China,         *',
        'and                                        *',
        'BRIGHTCELL BATTERY TECHNOLOGIES LTD.       *',
        '14/F Harbour Commerce Tower                *',
        'Kowloon, Hong Kong,                        *',
        'and                                        *',
        'PATAPSCO SURGICAL SUPPLY CO.               *',
        'd/b/a PSS MEDICAL',
        'Defendants.',
        'COMPLAINT',
        BODY,
      ])
        .filter(([role]) => role === 'defendant')
        .map(([, name]) => matchKey(name)),
    ).toEqual(
      [
        'OrthoVance Holdings, Ltd.',
        'Voltrekk Mobility Co., Ltd.',
        'Brightcell Battery Technologies Ltd.',
        // Its trade name ('d/b/a PSS MEDICAL') is what it is also called, kept apart from its name.
        'Patapsco Surgical Supply Co.',
      ].map(matchKey),
    );
  });

  it("reads 'his wife' as a description, Wisconsin's 'S.C.' as a legal form, and no 'UNKNOWN DEFENDANTS'", () => {
    expect(
      partiesOf([
        'STATE OF WISCONSIN              CIRCUIT COURT               DANE COUNTY',
        'ESTEBAN R. MOLINA and CARLA J. MOLINA,',
        'his wife,',
        'Plaintiffs,',
        'v.',
        'LAKE MONONA FAMILY DENTISTRY, S.C.',
        'W187 N7715 Hawthorne Court',
        'Menomonee Falls, WI 53051,',
        'and UNKNOWN DEFENDANTS (Serve by Warning Order Attorney)',
        'Defendants.',
        'COMPLAINT',
        BODY,
      ]).map(([role, name]) => [role, matchKey(name)]),
    ).toEqual([
      ['plaintiff', matchKey('Esteban R. Molina')],
      ['plaintiff', matchKey('Carla J. Molina')],
      ['defendant', matchKey('Lake Monona Family Dentistry, S.C.')],
    ]);
  });
});

describe('parties in the captions blind batch 30 brought', () => {
  it("reads Connecticut's names under 'RETURN DATE: …' and a representative 'solely in its capacity as' one", () => {
    const names = (lines: string[]) =>
      extractParties(lines.join('\n')).map((p) => [p.role, matchKey(p.name), p.capacity]);
    expect(
      names([
        'RETURN DATE: JUNE 3, 2025               :    SUPERIOR COURT',
        'ROSALIND K. ABERNATHY and               :    JUDICIAL DISTRICT OF HARTFORD',
        "HALVERSEN ADVISORY SERVICES LLC, solely in its capacity as the Sellers' Representative :",
        'V.                                      :    AT HARTFORD',
        'BO PARK                                 :    MAY 6, 2025',
        'COMPLAINT',
        '1. The plaintiffs own and reside at 41 Farmstead Lane, West Hartford, Connecticut.',
      ]),
    ).toEqual([
      ['plaintiff', matchKey('Rosalind K. Abernathy'), null],
      [
        'plaintiff',
        matchKey('Halversen Advisory Services LLC'),
        "solely in its capacity as the Sellers' Representative",
      ],
      ['defendant', matchKey('Bo Park'), null],
    ]);
  });
});

describe('parties in the captions blind batch 31 brought', () => {
  const namesOf = (lines: string[]) =>
    extractParties(lines.join('\n')).map((p) => [p.role, matchKey(p.name)]);
  const BODY =
    '1. Plaintiffs bring this action for the losses the defendants caused them over several years.';

  it("reads an Idaho caption whose 'vs.' shares its line with the fee ('vs.   Fee: $221.00')", () => {
    expect(
      namesOf([
        'IN THE DISTRICT COURT OF THE FOURTH JUDICIAL DISTRICT OF THE',
        'STATE OF IDAHO, IN AND FOR THE COUNTY OF ADA',
        'SNAKE RIVER TUBER PROCESSING, LLC, an Idaho      Case No. CV01-25-06172',
        'limited liability company,',
        'Plaintiff,',
        'vs.                                              Fee: $221.00',
        'CASCADIA STEAM PEELING SYSTEMS, LTD., a British',
        'Columbia company,',
        'Defendant.',
        BODY,
      ]),
    ).toEqual([
      ['plaintiff', matchKey('Snake River Tuber Processing, LLC')],
      ['defendant', matchKey('Cascadia Steam Peeling Systems, Ltd.')],
    ]);
  });

  it("reads the next defendant under one's 'Serve:' lines, and no Alabama 'Fictitious Defendants A, B, and C …'", () => {
    expect(
      namesOf([
        'JEFFERSON CIRCUIT COURT',
        'ANA COLE                                                                PLAINTIFF',
        'v.                         VERIFIED COMPLAINT',
        'OLD CROSSTIE DISTILLING COMPANY, INC.                                   DEFENDANTS',
        '     Serve: Nolan F. Grissom, Registered Agent',
        '            1120 Distillery Row',
        '            Louisville, Kentucky 40210',
        'BLUEGRASS STRUCTURAL RESTORATION, LLC',
        '     Serve: Kentucky Secretary of State',
        '            700 Capital Avenue, Suite 86',
        'and',
        'TENSAW SURETY COMPANY; and Fictitious',
        'Defendants A, B, and C, being those persons',
        'or entities who are liable for the claims,',
        BODY,
      ]),
    ).toEqual([
      ['plaintiff', matchKey('Ana Cole')],
      ['defendant', matchKey('Old Crosstie Distilling Company, Inc.')],
      ['defendant', matchKey('Bluegrass Structural Restoration, LLC')],
      ['defendant', matchKey('Tensaw Surety Company')],
    ]);
  });
});

describe('parties in the captions blind batch 33 brought', () => {
  const namesOf = (lines: string[]) =>
    extractParties(lines.join('\n')).map((p) => [p.role, matchKey(p.name)]);
  const BODY = '1. Plaintiffs bring this action for the losses the defendants caused them.';

  it("reads a Minnesota caption whose 'vs.' shares its line with '(JURY TRIAL DEMANDED)'", () => {
    expect(
      namesOf([
        'STATE OF MINNESOTA                                   DISTRICT COURT',
        'COUNTY OF RAMSEY                             SECOND JUDICIAL DISTRICT',
        'Case Type: Contract',
        'Borealis Dental Supply, Inc. and',
        'Iron Range Ortho, LLC,',
        '                    Plaintiffs,',
        '                                                          COMPLAINT',
        'vs.                                              (JURY TRIAL DEMANDED)',
        'Quillan Devices, Inc.',
        'and Quillan Devices Ltd.,',
        '                    Defendants.',
        BODY,
      ]),
    ).toEqual([
      ['plaintiff', matchKey('Borealis Dental Supply, Inc.')],
      ['plaintiff', matchKey('Iron Range Ortho, LLC')],
      ['defendant', matchKey('Quillan Devices, Inc.')],
      ['defendant', matchKey('Quillan Devices Ltd.')],
    ]);
  });

  it("reads a Wisconsin involuntary plaintiff under the plaintiffs' label, and no label as a name", () => {
    expect(
      namesOf([
        'STATE OF WISCONSIN           CIRCUIT COURT           WAUKESHA COUNTY',
        'ANA COLE and BO COLE,',
        '2418 South 13th Street, Waukesha, WI 53186,',
        '                    Plaintiffs,',
        'LAKESHORE MUTUAL INSURANCE COMPANY,',
        '1200 Hammons Drive, Madison, WI 53717,',
        '                    Involuntary Plaintiff,            Case No. 2024CV001212',
        '     v.',
        'KETTLE MORAINE BOILER CO., INC.,',
        '                    Defendant.',
        BODY,
      ]),
    ).toEqual([
      ['plaintiff', matchKey('Ana Cole')],
      ['plaintiff', matchKey('Bo Cole')],
      ['plaintiff', matchKey('Lakeshore Mutual Insurance Company')],
      ['defendant', matchKey('Kettle Moraine Boiler Co., Inc.')],
    ]);
  });

  it("keeps 'S.A. de C.V.' on its Mexican company's name, and no 'DIVISION: H' beside the names", () => {
    expect(
      namesOf([
        'IN THE CIRCUIT COURT OF THE THIRTEENTH JUDICIAL CIRCUIT',
        'IN AND FOR HILLSBOROUGH COUNTY, FLORIDA',
        'AGRICOLA LOS ALAMOS, S.A. DE C.V.,',
        '                                            CASE NO.: 24-CA-001234',
        '          Plaintiff,                        DIVISION: H',
        'v.',
        'DIVISION: H',
        'SUNCOAST PRODUCE TERMINAL, INC.,',
        '          Defendant.',
        BODY,
      ]),
    ).toEqual([
      ['plaintiff', matchKey('Agricola Los Alamos, S.A. de C.V.')],
      ['defendant', matchKey('Suncoast Produce Terminal, Inc.')],
    ]);
  });
});

describe('parties in the captions blind batch 34 brought', () => {
  it("reads no party out of Nevada's 'EXEMPT FROM ARBITRATION:' box stacked under the defendants", () => {
    const names = extractParties(
      [
        'DISTRICT COURT',
        'CLARK COUNTY, NEVADA',
        'DESERT MERIDIAN GAMING, LLC, a Nevada ) CASE NO.: A-24-901327-B',
        'limited liability company,             ) DEPT. NO.: XIII',
        'Plaintiff,',
        'vs.',
        'LUMINARC GAMING TECHNOLOGIES, INC., a',
        'Delaware corporation;',
        'EXEMPT FROM ARBITRATION:',
        'Amount in Controversy Exceeds',
        '$50,000; Action Seeking',
        'Business Court Assignment',
        'Defendants.',
        '1. Plaintiff operates a casino.',
      ].join('\n'),
    ).map((p) => [p.role, matchKey(p.name)]);
    expect(names).toEqual([
      ['plaintiff', matchKey('Desert Meridian Gaming, LLC')],
      ['defendant', matchKey('Luminarc Gaming Technologies, Inc.')],
    ]);
  });
});

describe('parties in the captions blind batch 35 brought', () => {
  const namesOf = (lines: string[]) =>
    extractParties(lines.join('\n')).map((p) => [p.role, matchKey(p.name)]);

  it("reads no 'Date Purchased' beside New York's label, and no 'Hon.' judge's line among Michigan's plaintiffs", () => {
    expect(
      namesOf([
        'SUPREME COURT OF THE STATE OF NEW YORK',
        'COUNTY OF KINGS',
        'ANA COLE and BO COLE,',
        'Index No.: 512873/2024',
        'Plaintiffs,                          Date Purchased: 07/22/2024',
        '-against-',
        'FLATBUSH TERRACE OWNERS LLC,',
        'Defendant.',
        '1. Plaintiff fell from a scaffold.',
      ]),
    ).toEqual([
      ['plaintiff', matchKey('Ana Cole')],
      ['plaintiff', matchKey('Bo Cole')],
      ['defendant', matchKey('Flatbush Terrace Owners LLC')],
    ]);
    expect(
      namesOf([
        'STATE OF MICHIGAN',
        'IN THE CIRCUIT COURT FOR THE COUNTY OF OAKLAND',
        'HURON FORGE & STAMPING, INC., a Michigan',
        'corporation,',
        'Case No. 2025-212847-CB',
        'Plaintiff,',
        'Hon. Marguerite A. Delacroix-Finn',
        'v.',
        'ARDENT MOTOR COMPANY,',
        'Defendant.',
        '1. Plaintiff made tooling.',
      ]),
    ).toEqual([
      ['plaintiff', matchKey('Huron Forge & Stamping, Inc.')],
      ['defendant', matchKey('Ardent Motor Company')],
    ]);
  });
});

describe('parties in the captions blind batch 38 brought', () => {
  it("reads no party out of Nevada's '(Exempt from Arbitration: … Business Court Requested)' interleaved with the names", () => {
    const names = extractParties(
      [
        'IN THE SECOND JUDICIAL DISTRICT COURT OF THE STATE OF NEVADA',
        'IN AND FOR THE COUNTY OF WASHOE',
        'SILVER SAGE MINERALS CORP., a Nevada corporation,',
        'Plaintiff,',
        'vs.',
        'BASIN & RANGE DRILLING, INC., a Nevada',
        '(Exempt from Arbitration:',
        'corporation; HUMBOLDT CORE LOGISTICS, LLC,',
        'a Nevada limited liability company;',
        'Damages in Excess of $50,000;',
        'Business Court Requested)',
        'Defendants.',
        '1. Plaintiff explores for gold.',
      ].join('\n'),
    ).map((p) => [p.role, matchKey(p.name)]);
    expect(names).toEqual([
      ['plaintiff', matchKey('Silver Sage Minerals Corp.')],
      ['defendant', matchKey('Basin & Range Drilling, Inc.')],
      ['defendant', matchKey('Humboldt Core Logistics, LLC')],
    ]);
  });
});

describe('parties in the captions blind batches 41 and 42 brought', () => {
  const read = (lines: string[]) =>
    extractParties(lines.join('\n')).map((p) => [p.role, matchKey(p.name), p.capacity]);

  it("reads Arizona's 'BLACK CORPORATIONS I-X; WHITE PARTNERSHIPS I-X' and Hawaii's 'DOE GOVERNMENTAL UNITS 1-10' as no one", () => {
    expect(
      read([
        'SONORAN MESA SOLAR I, LLC,',
        'Plaintiff,',
        'v.',
        'BRIGHTLINE POWER CONSTRUCTORS, INC.; BLACK CORPORATIONS I-X; WHITE',
        'PARTNERSHIPS I-X; BLACK AND WHITE CORPORATIONS I-X; JOHN AND JANE DOES I-X;',
        'DOE ENTITIES 1-10; and DOE GOVERNMENTAL UNITS 1-10,',
        'Defendants.',
        '1. Plaintiff builds solar farms.',
      ]),
    ).toEqual([
      ['plaintiff', matchKey('Sonoran Mesa Solar I, LLC'), null],
      ['defendant', matchKey('Brightline Power Constructors, Inc.'), null],
    ]);
  });

  it("reads a derivative suit's 'and / HELIXPORT BIOSCIENCES, INC., / Nominal Defendant.' as a defendant", () => {
    expect(
      read([
        'IMOGEN R. VALCOURT,                            )',
        '                    Plaintiff,                 )',
        '          v.                                   )',
        'TIDEWATER CREST VENTURES IV, L.P.,             )',
        '                    Defendant,                 )',
        '          and                                  )',
        '                                               )',
        'HELIXPORT BIOSCIENCES, INC.,                   )',
        '                    Nominal Defendant.         )',
        '     1. Plaintiff founded the Company.',
      ]).map(([role, name]) => [role, name]),
    ).toEqual([
      ['plaintiff', matchKey('Imogen R. Valcourt')],
      ['defendant', matchKey('Tidewater Crest Ventures IV, L.P.')],
      ['defendant', matchKey('Helixport Biosciences, Inc.')],
    ]);
  });

  it("reads the next defendant after a resident agent served ('… P.A.', '…, M.D.') and after 'c/o Statutory Agent'", () => {
    expect(
      read([
        'J.P., a minor,                                    *     IN THE',
        '               Plaintiff,                         *',
        '     v.                                           *',
        'HARBORVIEW MATERNAL & GENERAL HOSPITAL, INC.      *',
        '     SERVE ON: Resident Agent                     *',
        '     Patapsco Corporate Services, Inc.            *',
        '                                                  *',
        "CHESAPEAKE WOMEN'S HEALTH ASSOCIATES, P.A.        *",
        '     SERVE ON: Resident Agent                     *',
        '     Theodore V. Lindahl, Esq.                    *',
        '                                                  *',
        'ADAEZE N. OKORO-BLAINE, M.D.                      *',
        '                                                  *',
        'SCIOTO RISK PARTNERS, LLC                         *',
        'c/o Statutory Agent                               *',
        'Brightline Agent Services, Inc.                   *',
        '               Defendants.                        *',
        '     1. Plaintiff was born at the hospital.',
      ]).map(([role, name]) => [role, name]),
    ).toEqual([
      ['plaintiff', matchKey('J.P., a minor')],
      ['defendant', matchKey('Harborview Maternal & General Hospital, Inc.')],
      ['defendant', matchKey("Chesapeake Women's Health Associates, P.A.")],
      ['defendant', matchKey('Adaeze N. Okoro-Blaine, M.D.')],
      ['defendant', matchKey('Scioto Risk Partners, LLC')],
    ]);
  });

  it("keeps 'a/k/a', 'd/b/a' and 'a/s/o' as what a party is also called, with or without a comma before them", () => {
    expect(
      read([
        'CORNERSTONE FIDELITY INSURANCE COMPANY,       )',
        'a/s/o JOLIET CROSSDOCK PROPERTIES, LLC,       )',
        '                    Plaintiff,                )',
        '          v.                                  )',
        'GARRETT P. LINDQVIST a/k/a GARY LINDQVIST,    )',
        'AZURE MERIDIAN CRUISES, LTD., a Liberian      )',
        'corporation d/b/a MERIDIAN CRUISE LINE, and   )',
        'FARIS H. QUENNEVILLE, M.D. a/k/a FARIS HADDAD )',
        'QUENNEVILLE,                                  )',
        '                    Defendants.               )',
        '     1. Plaintiff insured the warehouse.',
      ]),
    ).toEqual([
      [
        'plaintiff',
        matchKey('Cornerstone Fidelity Insurance Company'),
        'a/s/o JOLIET CROSSDOCK PROPERTIES, LLC',
      ],
      ['defendant', matchKey('Garrett P. Lindqvist'), 'a/k/a GARY LINDQVIST'],
      ['defendant', matchKey('Azure Meridian Cruises, Ltd.'), 'd/b/a MERIDIAN CRUISE LINE'],
      ['defendant', matchKey('Faris H. Quenneville, M.D.'), 'a/k/a FARIS HADDAD QUENNEVILLE'],
    ]);
  });

  it("splits 'THE TRUSTEES OF HALDANE UNIVERSITY AND HALDANE CENTER …, INC.' when the body names each apart", () => {
    const lines = [
      'DOCKET NO. NNH-CV24-6143827-S          :     SUPERIOR COURT',
      'THE TRUSTEES OF HALDANE UNIVERSITY     :     JUDICIAL DISTRICT OF NEW HAVEN',
      'AND HALDANE CENTER FOR CELLULAR        :',
      'THERAPEUTICS, INC.                     :     AT NEW HAVEN',
      'V.                                     :',
      'FROSTLINE SCIENTIFIC INSTRUMENTS, INC. :     SEPTEMBER 23, 2024',
      '                        COMPLAINT',
      '     1. The plaintiff, The Trustees of Haldane University (the "University"), is a nonstock corporation.',
      '     2. The plaintiff, Haldane Center for Cellular Therapeutics, Inc. (the "Center"), is its affiliate.',
    ];
    expect(read(lines).map(([role, name]) => [role, name])).toEqual([
      ['plaintiff', matchKey('The Trustees of Haldane University')],
      ['plaintiff', matchKey('Haldane Center for Cellular Therapeutics, Inc.')],
      ['defendant', matchKey('Frostline Scientific Instruments, Inc.')],
    ]);
    // Named only together, the pair stays one name ('Procter and Gamble' is one company).
    expect(read(lines.slice(0, 7)).filter(([role]) => role === 'plaintiff')).toHaveLength(1);
  });

  it("reads a Louisiana caption under the clerk's 'FILED BY FAX … LAFAYETTE PARISH, LA', and 'DOCKET NO.: … DIVISION \"E\"' as no party", () => {
    expect(
      read([
        'FILED BY FAX',
        '2024 MAY 20 P 2:47',
        'DEPUTY CLERK OF COURT',
        'LAFAYETTE PARISH, LA',
        '',
        'DARNELL P. THIBODEAUX AND MONIQUE L. THIBODEAUX',
        '',
        'VERSUS',
        '',
        'GULF SABLE ENERGY PARTNERS, L.L.C.',
        '',
        'DOCKET NO.: C-20242317 DIVISION "E"',
        '',
        '15TH JUDICIAL DISTRICT COURT FOR THE PARISH OF LAFAYETTE',
        'PETITION FOR DAMAGES',
        'NOW INTO COURT, through undersigned counsel, come petitioners, who respectfully represent:',
      ]).map(([role, name]) => [role, name]),
    ).toEqual([
      ['plaintiff', matchKey('Darnell P. Thibodeaux')],
      ['plaintiff', matchKey('Monique L. Thibodeaux')],
      ['defendant', matchKey('Gulf Sable Energy Partners, L.L.C.')],
    ]);
  });

  it("reads New Jersey's '(fictitious names     :   AND CERTIFICATIONS' as a ':' bar and no one named", () => {
    expect(
      read([
        'ANJALI R. MORROW,                              :  SUPERIOR COURT OF NEW JERSEY',
        '                  Plaintiff,                   :  LAW DIVISION: BERGEN COUNTY',
        '        v.                                     :',
        'VALLEYMART STORES, L.L.C.; JOHN DOES           :   COMPLAINT, JURY DEMAND,',
        '1-10 and ABC CORPS. 1-10 (fictitious names     :   AND CERTIFICATIONS',
        'for unknown persons and entities),             :',
        '                  Defendants.                  :',
        '     Plaintiff, by way of Complaint against defendants, says:',
      ]).map(([role, name]) => [role, name]),
    ).toEqual([
      ['plaintiff', matchKey('Anjali R. Morrow')],
      ['defendant', matchKey('ValleyMart Stores, L.L.C.')],
    ]);
  });

  it("keeps a child named by initials in the parent's capacity ('on behalf of her minor child, K.B.')", () => {
    expect(
      read([
        'LATRICE M. BERGERON, individually and on behalf of her minor child, K.B.; ANTHONY J. FONTENOT',
        '                                     VERSUS',
        'BAYOU MERIDIAN CHEMICAL COMPANY, L.L.C.',
        'PETITION FOR DAMAGES',
        'NOW INTO COURT come petitioners, who respectfully represent:',
      ]).filter(([role]) => role === 'plaintiff'),
    ).toEqual([
      ['plaintiff', matchKey('Latrice M. Bergeron'), 'individually and on behalf of her minor child, K.B.'],
      ['plaintiff', matchKey('Anthony J. Fontenot'), null],
    ]);
  });
});

describe('parties in the captions blind batch 43 brought', () => {
  it("keeps 'and as Next Friend of D.R. and A.R., Minors' in the parent's capacity, its 'and' as printed", () => {
    const found = extractParties(
      [
        'MARISOL GARZA REYES, Individually, as     §     IN THE DISTRICT COURT OF',
        'Representative of the Estate of TOMAS     §',
        'REYES OCHOA, Deceased, and as Next        §',
        'Friend of D.R. and A.R., Minors; and      §',
        'OFELIA OCHOA VILLARREAL,                  §',
        '     Plaintiffs,                          §',
        'v.                                        §     TARRANT COUNTY, TEXAS',
        'CAPROCK BASIN OPERATING, LLC,             §',
        '     Defendant.                           §     141ST JUDICIAL DISTRICT',
        'PLAINTIFFS ORIGINAL PETITION',
        '     Plaintiffs file this petition and respectfully show:',
      ].join('\n'),
    );
    expect(found.filter((p) => p.role === 'plaintiff').map((p) => [matchKey(p.name), p.capacity])).toEqual([
      [
        matchKey('Marisol Garza Reyes'),
        'Individually, as Representative of the Estate of TOMAS REYES OCHOA, Deceased, and as Next Friend of D.R. and A.R., Minors',
      ],
      [matchKey('Ofelia Ochoa Villarreal'), null],
    ]);
  });
});

describe('parties in the captions blind batch 44 brought', () => {
  const names = (lines: string[]) => extractParties(lines.join('\n')).map((p) => [p.role, matchKey(p.name)]);

  it("reads no party out of the right column's '(Medical Negligence; Medical' or 'COMPLAINT AND' among the names", () => {
    expect(
      names([
        'RAFAEL OYELARAN-SANDOVAL and INÉS M. ) Case No. C20243817',
        'SANDOVAL, husband and wife,',
        'COMPLAINT AND',
        'Plaintiffs,',
        '(Medical Negligence; Medical',
        'v. ) Battery; Loss of Consortium)',
        '',
        'SAGUARO VISTA SURGICAL HOSPITAL, INC.,',
        '(Tort -- Medical Malpractice)',
        'Defendants.',
        'Plaintiffs allege:',
      ]),
    ).toEqual([
      ['plaintiff', matchKey('Rafael Oyelaran-Sandoval')],
      ['plaintiff', matchKey('Inés M. Sandoval')],
      ['defendant', matchKey('Saguaro Vista Surgical Hospital, Inc.')],
    ]);
  });

  it("reads a name on past a case number set between its lines ('… CO., an Oregon / Case No. … / corporation, and …')", () => {
    expect(
      names([
        'CASCADE FRESH PRODUCE CO., an Oregon',
        'Case No. 1:24-cv-00318',
        'corporation, and HALVORSEN POTATO FARMS,',
        'LTD., a Washington corporation,',
        'Plaintiffs,',
        'v.',
        'LOST BUTTE IRRIGATION DISTRICT,',
        'Defendant.',
        'Plaintiffs allege:',
      ]),
    ).toEqual([
      ['plaintiff', matchKey('Cascade Fresh Produce Co.')],
      ['plaintiff', matchKey('Halvorsen Potato Farms, Ltd.')],
      ['defendant', matchKey('Lost Butte Irrigation District')],
    ]);
  });

  it("reads '\"JOHN DOE CONTRACTORS 1-5,\" the names being fictitious' and 'JOHN DOE NURSES 1-5 Names and Addresses Unknown' as no one", () => {
    expect(
      names([
        'MARIUSZ KOWALCZYK,',
        'Plaintiff,',
        '-against-',
        'BRIGHTLINE BUILDERS CORP., and',
        '"JOHN DOE CONTRACTORS 1-5," the names being',
        'fictitious and unknown, and JOHN DOE NURSES 1-5 Names and Addresses Unknown',
        'Defendants.',
        'Plaintiff alleges:',
      ]),
    ).toEqual([
      ['plaintiff', matchKey('Mariusz Kowalczyk')],
      ['defendant', matchKey('Brightline Builders Corp.')],
    ]);
  });
});

describe('parties in the captions blind batch 45 brought', () => {
  const read = (lines: string[]) =>
    extractParties(lines.join('\n')).map((p) => [p.role, matchKey(p.name), p.capacity]);

  it("reads 'CO., LTD. a/s/o …' and 'her husband, per quod', and '(fictitious entities)' as no one", () => {
    expect(
      read([
        'HARTWELL SPECIALTY INSURANCE CO., LTD. a/s/o FARMINGTON VALLEY LOGISTICS, LLC; and',
        'MARTIN ACHEBE, her husband, per quod,',
        'Plaintiffs,',
        'v.',
        'PALISADE PLAZA ASSOCIATES, L.L.C.; JOHN DOES 1-10 (fictitious names); and ABC CORPS.',
        '1-10 (fictitious entities),',
        'Defendants.',
        'Plaintiffs, by way of Complaint against the Defendants, say:',
      ]),
    ).toEqual([
      [
        'plaintiff',
        matchKey('Hartwell Specialty Insurance Co., Ltd.'),
        'a/s/o FARMINGTON VALLEY LOGISTICS, LLC',
      ],
      ['plaintiff', matchKey('Martin Achebe'), 'per quod'],
      ['defendant', matchKey('Palisade Plaza Associates, L.L.C.'), null],
    ]);
  });

  it("reads no defendant out of a 'PLAINTIFFS' label set at the right margin and read after the names", () => {
    expect(
      read([
        'BRIAR GATE FARM, LLC',
        'v. ) VERIFIED COMPLAINT',
        'NATHANIEL J. PRUITT, DVM',
        'PLAINTIFFS',
        'DEFENDANTS',
        'Come the Plaintiffs, by counsel, and for their Verified Complaint state as follows:',
      ]).map(([role, name]) => [role, name]),
    ).toEqual([
      ['plaintiff', matchKey('Briar Gate Farm, LLC')],
      ['defendant', matchKey('Nathaniel J. Pruitt, DVM')],
    ]);
  });

  it("reads a Wisconsin caption: rural addresses ('W4410 County Road KP'), 'Case Code: 30303 / Other Contracts', the next name under an agent's city", () => {
    expect(
      read([
        'DRIFTLESS PRAIRIE DAIRY COOPERATIVE',
        'W4410 County Road KP',
        'Cross Plains, WI 53528,',
        '                    Plaintiff,',
        '                                                  Case No. 2025CV000618',
        '     v.',
        '                                                  Case Code: 30303',
        '                                                  Other Contracts',
        'HOLLISTER BRANDT & VOGEL, S.C.',
        'c/o Registered Agent Lorraine M. Tuttle',
        '2 East Mifflin Street, Suite 600',
        'Madison, WI 53703,',
        'GERALD F. MATTINGLY',
        'E9912 Ferry Bluff Road',
        'Monona, WI 53716,',
        '                    Defendants.',
        '     Plaintiff, by its attorneys, alleges as follows:',
      ]).map(([role, name]) => [role, name]),
    ).toEqual([
      ['plaintiff', matchKey('Driftless Prairie Dairy Cooperative')],
      ['defendant', matchKey('Hollister Brandt & Vogel, S.C.')],
      ['defendant', matchKey('Gerald F. Mattingly')],
    ]);
  });
});

describe('parties in the captions blind batch 47 brought', () => {
  const read = (lines: string[]) => extractParties(lines.join('\n')).map((p) => [p.role, matchKey(p.name)]);

  it("reads the names on past Colorado's '▲ COURT USE ONLY ▲' set beside a name line that goes on", () => {
    expect(
      read([
        'DISTRICT COURT, ARAPAHOE COUNTY, COLORADO',
        'Court Address: 7325 S. Potomac Street',
        '',
        'Plaintiff: WILLOW CREEK RESERVE HOMEOWNERS',
        'ASSOCIATION, INC., a Colorado nonprofit corporation,',
        '',
        'v.',
        '',
        'Defendants: SUMMIT RIDGE HOMES, LLC, a Colorado',
        'limited liability company; SUMMIT RIDGE',
        'CONSTRUCTION SERVICES, INC., a Colorado corporation;       ▲ COURT USE ONLY ▲',
        'FRONT RANGE BUILDING ENVELOPE CO.; and DOES 1-20.',
        '',
        'Attorneys for Plaintiff:',
        'Erik J. Lindqvist, Atty. Reg. #31877',
      ]),
    ).toEqual([
      ['plaintiff', matchKey('Willow Creek Reserve Homeowners Association, Inc.')],
      ['defendant', matchKey('Summit Ridge Homes, LLC')],
      ['defendant', matchKey('Summit Ridge Construction Services, Inc.')],
      ['defendant', matchKey('Front Range Building Envelope Co.')],
    ]);
  });

  it("reads a Nevada caption whose right column's notes ran past a page break: '(Business Court Requested / Pursuant to EDCR 1.61)', 'Arbitration Exemption Claimed:' above the names", () => {
    expect(
      read([
        'DISTRICT COURT',
        'CLARK COUNTY, NEVADA',
        '',
        // As the text reader gives the page: its two columns apart, the next page's run together.
        'DESERT MERIDIAN RESORT & CASINO, LLC, a ) CASE NO.: A-25-912345-B',
        'Nevada limited liability company; and MERIDIAN',
        'GAMING OPERATIONS, INC., a Nevada',
        'corporation, ) COMPLAINT',
        '',
        'Plaintiffs, ) (Business Court Requested',
        'Pursuant to EDCR 1.61)',
        'vs.',
        'Arbitration Exemption Claimed:',
        'SILVER STATE MECHANICAL SERVICES, INC., Damages in Excess of $50,000',
        'a Nevada corporation; AQUAPURE WATER',
        'TREATMENT SPECIALISTS, LLC, a Nevada',
        'limited liability company; DOES I through',
        'X, inclusive,',
        '',
        'Defendants.',
        '',
        'Plaintiffs, by and through their counsel, complain as follows:',
      ]),
    ).toEqual([
      ['plaintiff', matchKey('Desert Meridian Resort & Casino, LLC')],
      ['plaintiff', matchKey('Meridian Gaming Operations, Inc.')],
      ['defendant', matchKey('Silver State Mechanical Services, Inc.')],
      ['defendant', matchKey('AquaPure Water Treatment Specialists, LLC')],
    ]);
  });
});

describe('parties in the captions blind batch 48 brought', () => {
  it("reads 'JOHN DOE INTEREST OWNERS 1-10' as no one", () => {
    expect(
      extractParties(
        [
          'RED FORK PRESSURE PUMPING, LLC,',
          'Plaintiff,',
          'v.',
          'ARKOMA BASIN OPERATING COMPANY, LLC; and',
          'JOHN DOE INTEREST OWNERS 1-10,',
          'Defendants.',
          'Plaintiff, for its Petition, alleges:',
        ].join('\n'),
      ).map((p) => [p.role, matchKey(p.name)]),
    ).toEqual([
      ['plaintiff', matchKey('Red Fork Pressure Pumping, LLC')],
      ['defendant', matchKey('Arkoma Basin Operating Company, LLC')],
    ]);
  });
});
