import { describe, expect, it } from 'vitest';
import { cleanDocumentText, countTextCharacters } from './clean-text';

const ecf = (page: number) => `Case 3:22-cv-00918-WHA Document 12 Filed 08/09/22 Page ${page} of 3`;
const SENTENCES = [
  [
    'The orchard lease ran for ten years and renewed each spring.',
    'Rent fell due on the first day of each quarter.',
  ],
  ['The lessee stopped paying rent in the spring of 2021.', 'Notice of default went out by certified mail.'],
  ['No cure followed within the thirty days the lease allows.', 'The lessor now sues for the unpaid rent.'],
  ['The trees were left unpruned through two winters.', 'Their yield fell by more than half.'],
  ['The lessor seeks the cost of restoring the orchard.', 'Interest runs from each missed quarter.'],
];
const body = (page: number) => {
  const [first, second] = SENTENCES[(page - 1) % SENTENCES.length]!;
  return [`${page}. ${first}`, second!];
};

describe('cleanDocumentText', () => {
  const cases: { name: string; pages: string[]; contains?: string[]; lacks?: string[]; text?: string }[] = [
    {
      name: 'removes ECF stamps and returns them as running headers',
      pages: [1, 2, 3].map((page) => [ecf(page), ...body(page)].join('\n')),
      lacks: ['Case 3:22-cv-00918-WHA', 'Page 2 of 3'],
      contains: ['1. The orchard lease', '3. No cure followed'],
    },
    {
      name: 'removes page numbers in their common shapes at the edges of pages',
      pages: ['Page 1 of 3', '- 2 -', '[3]', '17', 'Page 5'].map((number, index) =>
        [...body(index + 1), number].join('\n'),
      ),
      lacks: ['Page 1 of 3', '- 2 -', '[3]', '17', 'Page 5'],
    },
    {
      name: 'removes a footer repeated on most pages with its changing number',
      pages: [1, 2, 3].map((page) =>
        [...body(page), `FIRST AMENDED COMPLAINT ${page} CASE NO. 22-cv-918`].join('\n'),
      ),
      lacks: ['FIRST AMENDED COMPLAINT'],
    },
    {
      name: 'splits pages at form feeds and page markers and drops the markers',
      pages: [`${body(1).join('\n')}\f${body(2).join('\n')}\n---- Page 3 ----\n${body(3).join('\n')}`],
      lacks: ['---- Page', '\f'],
      contains: ['3. No cure followed'],
    },
    {
      name: 'strips pleading line numbers glued to the start of lines but keeps numbered paragraphs',
      pages: [
        Array.from({ length: 12 }, (_, i) =>
          i === 3
            ? `${i + 1}1. The lessee planted almonds.`
            : i % 2
              ? `${i + 1}`
              : `${i + 1} Line ${i + 1} of the pleading text.`,
        ).join('\n'),
      ],
      contains: ['Line 1 of the pleading text.', 'Line 11 of the pleading text.'],
      lacks: ['1 Line 1', '11 Line 11'],
    },
    {
      name: 'keeps a short numbered list that is not a margin',
      pages: [
        'Exhibits:\n1 Lease\n2 Notice of default\n3 Ledger\n\nThe lessor relies on each exhibit attached to this complaint and on the ledger.',
      ],
      contains: ['1 Lease', '3 Ledger'],
    },
    {
      name: 'joins words hyphenated at line ends but keeps compound prefixes',
      pages: ['The defen-\ndant signed the lease with a third-\nparty guarantor.'],
      text: 'The defendant\nsigned the lease with a third-party\nguarantor.',
    },
    {
      name: 'collapses letter-spaced headings',
      pages: ['C O M P L A I N T  F O R  D A M A G E S\nB e a n ,  K i n n e y  &  K o r m a n'],
      text: 'COMPLAINT FOR DAMAGES\nBean, Kinney & Korman',
    },
    {
      name: 'turns HTML tables into one cell per line and decodes entities',
      pages: ['<table><tr><td>ALDER &amp; SONS,<br>Plaintiff,</td><td>Case No. 22-4410</td></tr></table>'],
      text: 'ALDER & SONS,\nPlaintiff,\nCase No. 22-4410',
    },
    {
      name: 'replaces ligatures and odd whitespace',
      pages: ['The \uFB01rst \uFB02ood\u00A0damaged\u2003the \uFB00-shaped\u200B levee.'],
      text: 'The first flood damaged the ff-shaped levee.',
    },
    {
      name: 'keeps paragraphs apart by one blank line',
      pages: ['First paragraph line one\nline two.\n\n\n\nSecond paragraph.'],
      text: 'First paragraph line one\nline two.\n\nSecond paragraph.',
    },
    {
      name: 'drops caption bracket columns',
      pages: ['ALDER & SONS,\n)\n)\nPlaintiff,\n) \n§'],
      text: 'ALDER & SONS,\nPlaintiff,',
    },
    {
      name: 'keeps a paragraph running over a page break in one piece',
      pages: ['1. The lessee paid rent until', 'the spring of 2021, then stopped.'],
      text: '1. The lessee paid rent until\nthe spring of 2021, then stopped.',
    },
  ];

  it.each(cases)('$name', ({ pages, contains = [], lacks = [], text }) => {
    const cleaned = cleanDocumentText(pages);
    for (const part of contains) expect(cleaned.text).toContain(part);
    for (const part of lacks) expect(cleaned.text).not.toContain(part);
    if (text !== undefined) expect(cleaned.text).toBe(text);
  });

  it('returns each running header once, as first seen', () => {
    const cleaned = cleanDocumentText(
      [1, 2, 3].map((page) => [ecf(page), ...body(page), '40817_3.doc'].join('\n')),
    );
    expect(cleaned.runningHeaders).toEqual([ecf(1), '40817_3.doc']);
  });

  it("keeps the firm's name heading the signature page's top when the same name is every page's footer", () => {
    const footer = (page: number) => [`Page ${page} - COMPLAINT`, 'WILLAMETTE TRIAL GROUP, P.C.'];
    const pages = [1, 2, 3, 4].map((page) => [...body(page), ...footer(page)].join('\n'));
    pages.push(
      ['WILLAMETTE TRIAL GROUP, P.C.', 's/ Hollis R. Brandvold', ...body(5), ...footer(5)].join('\n'),
    );
    const { text, runningHeaders } = cleanDocumentText(pages);
    expect(text).toMatch(/WILLAMETTE TRIAL GROUP, P\.C\.\ns\/ Hollis R\. Brandvold/);
    expect(text.match(/WILLAMETTE/g)).toHaveLength(1);
    expect(runningHeaders).toContain('WILLAMETTE TRIAL GROUP, P.C.');
  });

  it("removes a clerk's five-line stamp from every page's top, its last line too, and keeps a caption's rule", () => {
    const stamp = [
      'ELECTRONICALLY FILED',
      '2025 Mar 14 PM 3:22',
      'CLERK OF THE JOHNSON COUNTY DISTRICT COURT',
      'CASE NUMBER: JO-2025-CV-000418',
      'PII COMPLIANT',
      '-----------------------------X',
    ];
    const prose = (page: number) =>
      Array.from({ length: 12 }, (_, k) => `${page}.${k} The lease renewed in spring.`);
    const pages = [1, 2, 3, 4].map((page) => [...stamp, ...prose(page)].join('\n'));
    const { text } = cleanDocumentText(pages);
    expect(text).not.toContain('PII COMPLIANT');
    expect(text.match(/-----X/g)).toHaveLength(4);
  });

  it('keeps a line that repeats on only one page of many', () => {
    const pages = [1, 2, 3, 4].map((page) => body(page).join('\n'));
    pages[0] = `IN THE SUPERIOR COURT\n${pages[0]}`;
    expect(cleanDocumentText(pages).text).toContain('IN THE SUPERIOR COURT');
  });

  it("keeps the caption's 'STATE OF MINNESOTA' when every page's stamp prints 'State of Minnesota'", () => {
    const stamp = ['27-CV-25-14592', 'Filed in District Court', 'State of Minnesota', '10/20/2025 11:08 AM'];
    const prose = (page: number) =>
      Array.from({ length: 12 }, (_, k) => `${page}.${k} The clinic kept the records unencrypted.`);
    const caption = ['STATE OF MINNESOTA', 'COUNTY OF HENNEPIN', 'DISTRICT COURT'];
    const pages = [1, 2, 3, 4, 5, 6].map((page) =>
      [...stamp, ...(page <= 2 ? caption : []), ...prose(page)].join('\n'),
    );
    const { text, runningHeaders } = cleanDocumentText(pages);
    expect(text.match(/STATE OF MINNESOTA/g)).toHaveLength(2);
    expect(runningHeaders).toContain('State of Minnesota');
  });

  it('keeps one page per input page, empty pages included', () => {
    expect(cleanDocumentText(['one', '', 'three']).pages).toEqual(['one', '', 'three']);
  });
});

describe('countTextCharacters', () => {
  it('counts characters other than whitespace', () => {
    expect(countTextCharacters(' a b\n\tc§ ')).toBe(4);
  });
});

describe('pleading line numbers beside columns', () => {
  it("drops the margin's numbers before the columns are read, so a centred court heading loses its number", () => {
    const lines = [
      ' 1  Imani D. Castellanos-Reyes, Esq.                              Electronically Filed',
      ' 2  Nevada Bar No. 13608                                          6/24/2025 4:18 PM',
      ' 3  DESERT VERITY LAW GROUP                                       CLERK OF THE COURT',
      ' 4  Telephone: (702) 555-0157',
      ' 5  Attorneys for Plaintiff',
      ' 6',
      ' 7                                       DISTRICT COURT',
      ' 8                                    CLARK COUNTY, NEVADA',
      ' 9',
      '10  SELAH MONTGOMERY-IBE, an individual,',
      '11                      Plaintiff,',
    ];
    const { text } = cleanDocumentText([lines.join('\n')]);
    expect(text).toContain('\nDISTRICT COURT\nCLARK COUNTY, NEVADA\n');
    expect(text).not.toMatch(/\b(?:7|8|10) [A-Z]/);
  });
});

describe('captions drawn as text tables', () => {
  it("reads Colorado's box as columns: the counsel block whole, the court's box apart", () => {
    const page = [
      '+--------------------------------------------------+---------------------------+',
      '| DISTRICT COURT, ARAPAHOE COUNTY, STATE OF COLORADO | DATE FILED              |',
      '| Plaintiff: WILLOW CREEK COMMONS ASSOCIATION, INC.  | July 9, 2025 2:31 PM    |',
      '+--------------------------------------------------+---------------------------+',
      '| Attorneys for Plaintiff:                          | Case Number:            |',
      '| Jared P. Lindqvist, Atty. Reg. #44102             |                         |',
      '| LINDQVIST MBEKI LLC                               | Division:   Courtroom:  |',
      '| Phone: (303) 555-0161    Fax: (303) 555-0162      |                         |',
      '| jlindqvist@lmhail.example.com                     |                         |',
      '+--------------------------------------------------+---------------------------+',
    ].join('\n');
    const lines = cleanDocumentText([page]).text.split('\n');
    const block = lines.indexOf('Attorneys for Plaintiff:');
    expect(lines.slice(block, block + 5)).toEqual([
      'Attorneys for Plaintiff:',
      'Jared P. Lindqvist, Atty. Reg. #44102',
      'LINDQVIST MBEKI LLC',
      'Phone: (303) 555-0161 Fax: (303) 555-0162',
      'jlindqvist@lmhail.example.com',
    ]);
    expect(lines.join('\n')).not.toContain('|');
  });

  it('reads a box on numbered pleading paper, its rows and borders carrying their line numbers (batch 44)', () => {
    const page = [
      ' 1  |-----------------------------------------------------------------------|',
      ' 2  | DISTRICT COURT, CITY AND COUNTY OF DENVER,         |                  |',
      ' 3  | STATE OF COLORADO                                  |                  |',
      ' 4  |----------------------------------------------------|                  |',
      ' 5  | Plaintiff: IRONWOOD GULCH BREWING COMPANY, LLC,    |                  |',
      ' 6  | v.                                                 |                  |',
      ' 7  | Defendant: FRONT RANGE THERMAL SYSTEMS, INC.       | ▲ COURT USE ONLY▲|',
      ' 8  |----------------------------------------------------|------------------|',
      ' 9  | Attorneys for Plaintiff:                           | Case Number:     |',
      '10  | Margaret A. Solberg, Atty. Reg. # 38817            | 2024CV31466      |',
      '11  | SOLBERG TEAGUE LLP                                 |                  |',
      '12  | msolberg@solbergteague.example.com                 |                  |',
      '13  |-----------------------------------------------------------------------|',
    ].join('\n');
    const lines = cleanDocumentText([page]).text.split('\n');
    expect(lines).toContain('Plaintiff: IRONWOOD GULCH BREWING COMPANY, LLC,');
    expect(lines).toContain('msolberg@solbergteague.example.com');
    expect(lines.join('\n')).not.toMatch(/^\|/m);
  });
});

describe('pleading paper of thirty lines and more', () => {
  it("drops the margin's numbers of a page typed to 38 lines", () => {
    const lines = Array.from(
      { length: 38 },
      (_, i) => `${String(i + 1).padStart(2)}  Line ${i + 1} of the page.`,
    );
    lines[34] = '35            DOLLARS ($3,100,000.00);';
    const { text } = cleanDocumentText([lines.join('\n')]);
    expect(text).toContain('\nDOLLARS ($3,100,000.00);\n');
  });

  it("drops the margin's numbers 29 and 30 as it drops 1 to 28", () => {
    const lines = Array.from(
      { length: 30 },
      (_, i) =>
        `${String(i + 1).padStart(2)}  ${i >= 28 ? `Lawyer Number${i} Roe, OBA No. 1439${i}` : `Line ${i + 1} of the petition.`}`,
    );
    const { text } = cleanDocumentText([lines.join('\n')]);
    expect(text).toContain('\nLawyer Number28 Roe, OBA No. 143928\nLawyer Number29 Roe, OBA No. 143929');
    expect(text).not.toMatch(/^(?:29|30) /m);
  });
});

describe('pleading line numbers under a stamp', () => {
  it("drops the margin's '1' and leaves the stamp's '1CCV-24-0000612', which is no line number", () => {
    const lines = [
      '                                                     Electronically Filed',
      '                                                     1CCV-24-0000612',
      '',
      ...Array.from({ length: 12 }, (_, i) => `${String(i + 1).padStart(2)}  LINE ${i + 1} OF THE PAGE`),
    ];
    const { text } = cleanDocumentText([lines.join('\n')]);
    expect(text).toContain('1CCV-24-0000612');
    expect(text).toContain('\nLINE 1 OF THE PAGE\n');
  });
});
