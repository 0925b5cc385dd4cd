/**
 * Statute and rule citations in complaint text, normalised: '15 U.S.C. § 1692k', 'Cal. Lab. Code § 2699',
 * 'Utah Code Ann. § 78B-5-825', 'Fed. R. Civ. P. 57'. Lists ('§§ 201, 202 and 203', '§ 1962(c) and (d)') give one
 * citation per section.
 */

export interface Citation {
  /** Normalised: 'Cal. Lab. Code § 226(a)'. */
  cite: string;
  /** The code or rule set: 'U.S.C. 15', 'Cal. Lab. Code'. */
  code: string;
  /** Section without subsections: '226'. */
  section: string;
  start: number;
  end: number;
}

/** '1692k', '78B-5-825', '39-5-140', Louisiana's and New Jersey's '9:2781', '56:8-2', Illinois' '505/2'. */
const SECTION = String.raw`\d+[A-Za-z]?(?:[.\-–](?:\d+[A-Za-z]?|[A-Z](?![A-Za-z]))|[:/]\d+[A-Za-z]?)*`;
const SUBS = String.raw`(?:\s?\([A-Za-z0-9]{1,4}\))*`;
const SECTION_MARK = String.raw`(?:§§?|[Ss]ec(?:tion)?s?\.?|SECTIONS?)`;

/** California code names as written → the abbreviation of the California Style Manual / Bluebook. */
const CAL_CODES: [RegExp, string][] = [
  [
    /^(?:Code\s+of\s+Civil\s+Procedure|Civil\s+Procedure\s+Code|Civ\.\s?Proc\.\s?Code|Code\s+Civ\.\s?Proc\.)$/i,
    'Civ. Proc. Code',
  ],
  [/^(?:Labor|Lab\.)\s+Code$/i, 'Lab. Code'],
  [/^(?:Civil|Civ\.)\s+Code$/i, 'Civ. Code'],
  [/^(?:Business\s+(?:and|&)\s+Professions|Bus\.\s?(?:and|&)\s?Prof\.)\s+Code$/i, 'Bus. & Prof. Code'],
  [/^(?:Health\s+(?:and|&)\s+Safety|Health\s?&\s?Saf\.)\s+Code$/i, 'Health & Safety Code'],
  [/^(?:Government|Gov(?:'|’)?t\.?|Gov\.)\s+Code$/i, "Gov't Code"],
  [/^(?:Insurance|Ins\.)\s+Code$/i, 'Ins. Code'],
  [/^Penal\s+Code$/i, 'Penal Code'],
  [/^(?:Vehicle|Veh\.)\s+Code$/i, 'Veh. Code'],
  [/^(?:Evidence|Evid\.)\s+Code$/i, 'Evid. Code'],
  [/^(?:Commercial|Com\.)\s+Code$/i, 'Com. Code'],
  [/^(?:Corporations|Corp\.)\s+Code$/i, 'Corp. Code'],
  [/^(?:Family|Fam\.)\s+Code$/i, 'Fam. Code'],
  [/^(?:Probate|Prob\.)\s+Code$/i, 'Prob. Code'],
  [/^(?:Welfare\s+(?:and|&)\s+Institutions|Welf\.\s?&\s?Inst\.)\s+Code$/i, 'Welf. & Inst. Code'],
];

const CAL_CODE_NAMES = String.raw`(?:Code\s+of\s+Civil\s+Procedure|Code\s+Civ\.\s?Proc\.|(?:Civil\s+Procedure|Civ\.\s?Proc\.|Labor|Lab\.|Civil|Civ\.|Business\s+(?:and|&)\s+Professions|Bus\.\s?(?:and|&)\s?Prof\.|Health\s+(?:and|&)\s+Safety|Health\s?&\s?Saf\.|Government|Gov(?:'|’)?t\.?|Gov\.|Insurance|Ins\.|Penal|Vehicle|Veh\.|Evidence|Evid\.|Commercial|Com\.|Corporations|Corp\.|Family|Fam\.|Probate|Prob\.|Welfare\s+(?:and|&)\s+Institutions|Welf\.\s?&\s?Inst\.)\s+Code)`;

/**
 * State codes cited by initials alone: Kentucky, Washington, Oregon, South and North Dakota, Kansas, Missouri,
 * New Jersey, Nevada, Michigan, Louisiana, Georgia, Hawaii, Arizona, Colorado, North Carolina, New Hampshire,
 * Pennsylvania, Vermont, Maine, Illinois. Those that name a title ('73 P.S.', '12 V.S.A.') take its number first.
 */
const STATE_CODE_INITIALS = String.raw`KRS|RCW|ORS|SDCL|N\.\s?D\.\s?C\.\s?C\.?|K\.\s?S\.\s?A\.?|RSMo|N\.\s?J\.\s?S\.\s?A\.?|NRS|MCL|La\.\s?R\.\s?S\.?|O\.\s?C\.\s?G\.\s?A\.?|HRS|A\.\s?R\.\s?S\.?|C\.\s?R\.\s?S\.?|N\.\s?C\.\s?G\.\s?S\.?|RSA|P\.\s?S\.|Pa\.\s?C\.\s?S\.?|V\.\s?S\.\s?A\.?|M\.\s?R\.\s?S\.?(?:\s?A\.)?|ILCS`;

interface Family {
  re: RegExp;
  /** The normalised code name, from the match and whether the document is Californian. */
  code: (m: RegExpExecArray, isCalifornia: boolean) => string;
  /** Whether a section mark is required between the name and the number. */
  needsMark: boolean;
  rule?: boolean;
  /** Cited without a '§' as the state writes it: 'KRS 367.170'. */
  bare?: boolean;
}

const FAMILIES: Family[] = [
  {
    re: /\b(?:Title\s+)?(\d{1,2})\s*U\.?\s?S\.?\s?C\.?(?:\s?A\.?)?(?![A-Za-z])/g,
    code: (m) => `${m[1]} U.S.C.`,
    needsMark: false,
  },
  {
    re: /\b(?:Title\s+)?(\d{1,2})\s*C\.?\s?F\.?\s?R\.?(?![A-Za-z])/g,
    code: (m) => `${m[1]} C.F.R.`,
    needsMark: false,
  },
  {
    re: /\b(?:(\d{1,2})\s+)?(?:California|Cal\.)\s+Code\s+(?:of\s+)?Reg(?:ulation)?s?\.?(?:,?\s*Title\s+(\d{1,2}),?)?/gi,
    code: (m) => `Cal. Code Regs.${m[1] || m[2] ? ` tit. ${m[1] ?? m[2]},` : ''}`,
    needsMark: false,
  },
  {
    re: new RegExp(String.raw`\b(?:(California|Cal\.)\s+)?(${CAL_CODE_NAMES})`, 'g'),
    code: (m, isCalifornia) => {
      const name = m[2]!.replace(/\s+/g, ' ');
      const abbrev = CAL_CODES.find(([re]) => re.test(name))?.[1] ?? name;
      return m[1] || isCalifornia ? `Cal. ${abbrev}` : abbrev;
    },
    needsMark: false,
  },
  {
    // State codes cited by their initials, with or without a '§': 'KRS 367.170', 'RCW 19.86.090', 'La. R.S.
    // 9:2781', 'N.J.S.A. 56:8-2', 'RSMo § 408.020', '73 P.S. Section 501', '815 ILCS 505/2', '14 M.R.S. § 8101'.
    re: new RegExp(String.raw`\b(?:(\d{1,3})\s+)?(${STATE_CODE_INITIALS})(?![A-Za-z])`, 'g'),
    code: (m) => `${m[1] ? `${m[1]} ` : ''}${m[2]!.replace(/\s+/g, ' ')}`,
    needsMark: false,
    bare: true,
  },
  {
    re: /\b(?:Utah\s+Code(?:\s+Ann(?:otated|\.)?)?|U\.\s?C\.\s?A\.)/g,
    code: () => 'Utah Code Ann.',
    needsMark: false,
  },
  {
    re: /\b(?:Fed(?:eral|\.)\s*R(?:ules?|\.)\s*(?:of\s+)?Civ(?:il|\.)\s*P(?:rocedure|\.)?|(?:Rule|R\.)\s*(?=\d{1,2}[(\s,.;]*(?:of\s+the\s+)?Fed(?:eral|\.)\s*R))/gi,
    code: () => 'Fed. R. Civ. P.',
    needsMark: false,
    rule: true,
  },
  {
    re: /\bUtah\s+R(?:ules?|\.)\s*(?:of\s+)?Civ(?:il|\.)\s*P(?:rocedure|\.)?/gi,
    code: () => 'Utah R. Civ. P.',
    needsMark: false,
    rule: true,
  },
];

/** 'Rule 26(c)(3) of the Utah Rules of Civil Procedure' and 'Federal Rule of Civil Procedure 57' word orders. */
const RULE_FIRST =
  /\bRules?\s+(\d{1,2}(?:\.\d)?)((?:\s?\([A-Za-z0-9]{1,4}\))*)(?:\s+of\s+the\s+(Utah|Federal)\s+Rules\s+of\s+Civil\s+Procedure)?/g;

const GENERIC_HINT =
  /\b(?:Code|Stat(?:s|utes)?\.?|Ann\.|Laws|Rev\.|G\.\s?S\.|C\.\s?R\.\s?S\.|A\.\s?R\.\s?S\.|R\.\s?C\.\s?W\.|ILCS|Act)\b|(?:G\.S\.|C\.R\.S\.|A\.R\.S\.|R\.C\.W\.)$/;

/** Whether a document is a California pleading: unqualified 'Labor Code' then means the California code. */
export function isCaliforniaText(text: string): boolean {
  const head = text.slice(0, 6000);
  return /\b(?:state of california|california|superior court of california)\b/i.test(head);
}

interface ListItem {
  section: string;
  subs: string;
  etSeq: boolean;
  subd: string;
}

/** Parses '§§ 201, 202, 226(a) and 226.7 et seq.' starting at `pos`; null when no section number follows. */
function parseSectionList(
  text: string,
  pos: number,
  needsMark: boolean,
): { items: ListItem[]; end: number; marked: boolean } | null {
  const head = new RegExp(String.raw`^[\s,]*(${SECTION_MARK})?\s*(${SECTION})(${SUBS})`, 'y');
  const slice = text.slice(pos, pos + 600);
  const first = head.exec(slice);
  if (!first || (needsMark && !first[1])) return null;
  // A year or a page number right after a code name is not a section: 'Labor Code 2019 amendments'.
  const items: ListItem[] = [{ section: first[2]!, subs: normaliseSubs(first[3]!), etSeq: false, subd: '' }];
  let at = first[0].length;
  // '§2699 g (1)': a subsection letter typed without its parentheses.
  const bareLetter = /^ ([a-z]) ?((?:\(\d{1,2}\))+)/.exec(slice.slice(at));
  if (bareLetter && !items[0]!.subs) {
    items[0]!.subs = `(${bareLetter[1]})${bareLetter[2]}`;
    at += bareLetter[0].length;
  }
  const isList = Boolean(first[1] && /§§|s$/i.test(first[1]));
  for (;;) {
    const etSeq = /^,?\s*et\.?\s*seq\.?,?/i.exec(slice.slice(at));
    if (etSeq) {
      items[items.length - 1]!.etSeq = true;
      at += etSeq[0].length;
    }
    const subd =
      /^,?\s*subd(?:iv(?:ision)?)?\.?\s*(\d+(?:\([A-Za-z0-9]{1,3}\))*(?:\s?-\s?\([A-Za-z0-9]{1,3}\))?)/i.exec(
        slice.slice(at),
      );
    if (subd) {
      items[items.length - 1]!.subd = subd[1]!.replace(/\s+/g, '');
      at += subd[0].length;
    }
    const rest = slice.slice(at);
    const onlySubs = /^\s*(?:,|and|or|&)\s*(?:(?:and|or)\s+)?((?:\([A-Za-z0-9]{1,4}\))+)/.exec(rest);
    if (onlySubs) {
      const prev = items[items.length - 1]!;
      items.push({ section: prev.section, subs: normaliseSubs(onlySubs[1]!), etSeq: false, subd: '' });
      at += onlySubs[0].length;
      continue;
    }
    const sep = isList
      ? String.raw`(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*&\s*|\s+)`
      : String.raw`(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)`;
    const next = new RegExp(
      String.raw`^${sep}(?:§§?\s*|${SECTION_MARK}\s+)?(${SECTION})(${SUBS})(?![\w.]*\s*(?:U\.?\s?S\.?\s?C|C\.?\s?F\.?\s?R|Cal\.|Code|Stat|F\.\s?(?:2d|3d|4th|Supp)|Cir\.|[A-Z][a-z]))`,
    ).exec(rest);
    if (!next) break;
    // Without a '§§' list mark, a lone number after a comma is a section only if it is shaped like the first.
    if (
      !isList &&
      !/^\s*(?:,\s*)?(?:and|or)?\s*§/.test(rest) &&
      next[1]!.length > items[0]!.section.length + 2
    )
      break;
    items.push({ section: next[1]!, subs: normaliseSubs(next[2]!), etSeq: false, subd: '' });
    at += next[0].length;
  }
  return { items, end: pos + at, marked: Boolean(first[1]) };
}

function normaliseSubs(subs: string): string {
  return subs.replace(/\s+/g, '');
}

function formatCite(code: string, item: ListItem, rule: boolean): string {
  const section = item.section.replace(/–/g, '-');
  const base = rule ? `${code} ${section}${item.subs}` : `${code} § ${section}${item.subs}`;
  return `${base}${item.subd ? `, subd. ${item.subd}` : ''}${item.etSeq ? ' et seq.' : ''}`;
}

/** Every statute or rule citation in `text`, in order, each list item on its own. */
export function findCitations(text: string, isCalifornia = isCaliforniaText(text)): Citation[] {
  const found: Citation[] = [];
  const covered: [number, number][] = [];
  const isCovered = (i: number) => covered.some(([a, b]) => i >= a && i < b);
  const push = (code: string, items: ListItem[], start: number, end: number, rule: boolean) => {
    for (const item of items) {
      found.push({ cite: formatCite(code, item, rule), code, section: item.section, start, end });
    }
    covered.push([start, end]);
  };

  for (const family of FAMILIES) {
    for (const m of text.matchAll(family.re)) {
      if (isCovered(m.index)) continue;
      const list = parseSectionList(text, m.index + m[0].length, family.needsMark);
      if (!list) continue;
      push(
        family.code(m as unknown as RegExpExecArray, isCalifornia),
        list.items,
        m.index,
        list.end,
        Boolean(family.rule || (family.bare && !list.marked)),
      );
    }
  }
  for (const m of text.matchAll(RULE_FIRST)) {
    if (isCovered(m.index)) continue;
    const code = m[3] === 'Utah' ? 'Utah R. Civ. P.' : m[3] === 'Federal' ? 'Fed. R. Civ. P.' : 'Rule';
    push(
      code,
      [{ section: m[1]!, subs: normaliseSubs(m[2] ?? ''), etSeq: false, subd: '' }],
      m.index,
      m.index + m[0].length,
      true,
    );
  }
  // Any other '§': a code name written before it ('N.C.G.S. § 58-3-1', 'Fla. Stat. § 768.72'), or the code of
  // the citation just before it in the same passage ('15 U.S.C. § 1692e … and § 1692k').
  // 'Wis. Stat. Section 135.03', 'Tenn. Code Ann. Sec. 56-7-105': a 'Section' after a code's name too, never
  // alone ('Section 4 of the Agreement').
  for (const m of text.matchAll(/§§?|\b(?:Sections?|Secs?\.)(?=\s+\d)/g)) {
    if (isCovered(m.index)) continue;
    const list = parseSectionList(text, m.index, true);
    if (!list) continue;
    const before = text.slice(Math.max(0, m.index - 80), m.index);
    const code0 = codeNameBefore(before);
    let code: string | null = code0;
    if (!code && !m[0].startsWith('§')) continue;
    if (!code) {
      const prior = [...found]
        .reverse()
        .find((c) => c.end <= m.index && m.index - c.end < 700 && !c.code.startsWith('Rule'));
      // A hyphenated section ('§ 6-103') is a state code's, never the U.S. Code's that came before it.
      const shapeFits = !(prior?.code.endsWith('U.S.C.') && /-/.test(list.items[0]!.section));
      if (prior && shapeFits && !/\n\s*\n/.test(text.slice(prior.end, m.index))) code = prior.code;
    }
    if (!code) continue;
    const at = code0 ? m.index - before.length + before.lastIndexOf(code0) : m.index;
    push(code, list.items, at, list.end, false);
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * The code name written just before a '§': the shortest run of words ending there that names a code
 * ('C.R.S.', 'Stat.'), grown over the abbreviations in front of it ('Tex. Civ. Prac. & Rem. Code', 'Fla. Stat.').
 */
function codeNameBefore(before: string): string | null {
  const tokens = before.replace(/[\s,]+$/, '').split(/\s+/);
  let hinted = -1;
  for (let i = tokens.length - 1, n = 0; i >= 0 && n < 7; i--, n++) {
    if (!/^(?:[A-Z][\w'’]*\.?,?|[A-Z](?:\.[A-Z])+\.?,?|&|and|of|Ann\.,?)$/.test(tokens[i]!)) break;
    if (GENERIC_HINT.test(tokens.slice(i).join(' '))) {
      hinted = i;
      break;
    }
  }
  if (hinted < 0) return null;
  let start = hinted;
  const isAbbreviation = /^(?:[A-Z][a-z]{0,6}\.,?|[A-Z](?:\.[A-Z])+\.?,?|&|Code|Ann\.,?)$/;
  while (start > 0 && tokens.length - start < 8 && isAbbreviation.test(tokens[start - 1]!)) start--;
  const code = tokens
    .slice(start)
    .join(' ')
    .replace(/^(?:and|of|&)\s+/i, '');
  return /^(?:See|Cf\.|Under|Pursuant|Title)$/.test(code) ? null : code;
}

/** A key under which two spellings of one citation are equal: case and spacing folded. */
export function citationKey(cite: string): string {
  return cite
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/sec(?:tion)?\.?/g, '§')
    .replace(/et\.?seq\.?/, '');
}

/** Federal jurisdiction, venue and removal provisions: never the law relief is sought under. */
const JURISDICTION = new Set([
  '28 U.S.C.:1330',
  '28 U.S.C.:1331',
  '28 U.S.C.:1332',
  '28 U.S.C.:1333',
  '28 U.S.C.:1334',
  '28 U.S.C.:1337',
  '28 U.S.C.:1343',
  '28 U.S.C.:1345',
  '28 U.S.C.:1346',
  '28 U.S.C.:1367',
  '28 U.S.C.:1369',
  '28 U.S.C.:1391',
  '28 U.S.C.:1392',
  '28 U.S.C.:1404',
  '28 U.S.C.:1406',
  '28 U.S.C.:1441',
  '28 U.S.C.:1446',
  '28 U.S.C.:1447',
  '28 U.S.C.:1453',
  '18 U.S.C.:1965',
]);

export function isJurisdictionCitation(c: Citation): boolean {
  return JURISDICTION.has(`${c.code}:${c.section}`) || /1692k\(d\)/.test(c.cite);
}
